/**
 * MN0201_01 my profile (the top bar's user name opens it), MN0201_03 my service team. The profile
 * shows who the account is (login ID, name, station; a customer's order status, credit and unpaid
 * amount) and changes what is the account's own: its contact name, email and avatar (a JPG of at
 * most 2 MB, spec section 5). A customer's company information is XX0201_01's, reviewed by customer
 * service; the password is MN0201_02's (mn/0101/user/password).
 */
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { defineMessages, t } from '../../platform/i18n';
import { currentUser, type SessionUser } from '../../platform/auth/types';
import { formBody } from '../../platform/formBody';
import { inTransaction } from '../../platform/transaction';
import { checkedUpload, removeStored, sendStored, withStoredFile } from '../../platform/files/uploads';
import { UPLOAD_RULES } from '../../../domain/uploads/limits';
import { normText, optText } from '../../platform/text';
import { unpaidAmount } from './unpaid';
import { localized, siteSettings } from './settings';
import profileForm from '../../../../schemas/mn/MN0201_01.json' with { type: 'json' };

defineMessages({
  'zh-CN': {
    'myProfile.saved': '个人资料已保存',
    'myProfile.noAvatar': '还没有上传头像',
    'myService.customerOnly': '专属客服只对客户账号显示',
    'myService.noSales': '您还没有绑定销售，请联系我们的工作人员为您安排',
    'myService.incomplete': '信息不完整，请先完善个人信息或联系客服',
  },
  'en-US': {
    'myProfile.saved': 'Your profile is saved',
    'myProfile.noAvatar': 'No avatar uploaded yet',
    'myService.customerOnly': 'A service team is shown to customer accounts only',
    'myService.noSales': 'No sales representative is assigned to you yet: please contact our staff to have one assigned',
    'myService.incomplete': 'Your information is incomplete: complete it first or contact customer service',
  },
});

const AUTH_PROFILE = 'mn/0201/01.html';
const AUTH_SERVICE = 'mn/0201/03.html';
const money = { type: 'string', description: 'decimal, as text' };
const staffItem = {
  type: 'object',
  properties: { name: { type: 'string' }, mobile: { type: ['string', 'null'] }, email: { type: ['string', 'null'] } },
};

async function profileOf(req: FastifyRequest, user: SessionUser) {
  const [row] = await req.server.db.query<{
    contact_name: string | null; email: string | null; mobile: string | null; station_zh: string | null; station_en: string | null;
    avatar_path: string | null; order_status: string | null; customer_code: string | null; customer_name: string | null; credit_limit: string | null;
  }>(
    // A customer account without a contact name of its own starts from its customer's (XX0201_01), so
    // the required field is not blank the first time the profile opens.
    `select coalesce(u.contact_name, c.contact_name) as contact_name, u.email, u.mobile, s.name_zh as station_zh, s.name_en as station_en, u.avatar_path,
            c.order_status, c.code as customer_code, c.name as customer_name, c.credit_limit::text as credit_limit
       from app_user u left join station s on s.id = u.station_id left join customer c on c.id = u.customer_id
      where u.id = $1`,
    [user.userId],
  );
  const customer = user.userType === 'customer';
  return {
    userId: user.userId,
    loginid: user.loginid,
    userName: user.userName,
    userType: user.userType,
    stationName: (req.lang === 'en-US' ? row?.station_en : row?.station_zh) ?? null,
    contactName: row?.contact_name ?? null,
    email: row?.email ?? null,
    mobile: row?.mobile ?? null,
    hasAvatar: !!row?.avatar_path,
    orderStatus: customer ? (row?.order_status ?? 'OS01') : null,
    customerCode: row?.customer_code ?? null,
    customerName: row?.customer_name ?? null,
    credit: customer ? (row?.credit_limit ?? '0.00') : null,
    unpay: customer && user.customerId ? await unpaidAmount(req.server.db, user.customerId) : null,
  };
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0201/detail',
    authority: AUTH_PROFILE,
    summary: "MN0201_01: the caller's own profile (login ID, name, station, contact name, email, mobile; a customer's order status, credit and unpaid amount)",
    response: {
      type: 'object',
      properties: {
        userId: { type: 'integer' }, loginid: { type: 'string' }, userName: { type: 'string' }, userType: { type: 'string' },
        stationName: { type: ['string', 'null'] }, contactName: { type: ['string', 'null'] }, email: { type: ['string', 'null'] },
        mobile: { type: ['string', 'null'] }, hasAvatar: { type: 'boolean' }, orderStatus: { type: ['string', 'null'] },
        customerCode: { type: ['string', 'null'] }, customerName: { type: ['string', 'null'] }, credit: { type: ['string', 'null'] },
        unpay: { type: ['string', 'null'] },
      },
    },
    async handler(req) {
      return profileOf(req, currentUser(req));
    },
  },
  {
    method: 'POST',
    url: 'mn/0201/save',
    authority: AUTH_PROFILE,
    summary: "MN0201_01: save the caller's contact name (3-30 characters) and email (at most 50)",
    body: formBody(profileForm),
    response: { type: 'object', properties: { message: { type: 'string' } } },
    async handler(req) {
      const b = req.body as { contactName?: string | null; email?: string | null };
      const user = currentUser(req);
      await inTransaction(req.server.db, (tx) =>
        tx.query(
          `update app_user set contact_name = case when $2::boolean then $3 else contact_name end,
                  email = case when $4::boolean then $5 else email end, updated_at = now()
            where id = $1`,
          [user.userId, b.contactName !== undefined, optText(b.contactName), b.email !== undefined, optText(b.email)],
        ),
      );
      return { message: t(req.lang, 'myProfile.saved') };
    },
  },
  {
    method: 'POST',
    url: 'mn/0201/avatar/upload',
    authority: AUTH_PROFILE,
    summary: "MN0201_01: the caller's avatar, a JPG of at most 2 MB (spec section 5), as its name and base64 content; replaces the former one",
    options: { bodyLimit: 3 * 1024 * 1024 },
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['fileName', 'content'],
      properties: { fileName: { type: 'string', minLength: 1, maxLength: 200 }, content: { type: 'string', pattern: '^[A-Za-z0-9+/]' } },
    },
    response: { type: 'object', properties: { hasAvatar: { type: 'boolean' } } },
    async handler(req) {
      const user = currentUser(req);
      const b = req.body as { fileName: string; content: string };
      const { buf, kind } = checkedUpload(UPLOAD_RULES.avatar, normText(b.fileName), b.content);
      const former = await withStoredFile(req.server.config, path.join('avatars', String(user.userId)), kind, buf, (rel) =>
        inTransaction(req.server.db, async (tx) => {
          const [old] = await tx.query<{ avatar_path: string | null }>(`select avatar_path from app_user where id = $1 for update`, [user.userId]);
          await tx.query(`update app_user set avatar_path = $2, updated_at = now() where id = $1`, [user.userId, rel]);
          return old?.avatar_path ?? null;
        }),
      );
      removeStored(req.server.config, former);
      return { hasAvatar: true };
    },
  },
  {
    method: 'GET',
    url: 'mn/0201/avatar',
    authority: AUTH_PROFILE,
    summary: "MN0201_01: the caller's avatar image",
    raw: true,
    async handler(req, reply) {
      const user = currentUser(req);
      const [row] = await req.server.db.query<{ avatar_path: string | null }>(`select avatar_path from app_user where id = $1`, [user.userId]);
      if (!row?.avatar_path) throw new AppError('myProfile.noAvatar');
      return sendStored(reply, req.server.config, { path: row.avatar_path, name: 'avatar.jpg', mime: 'image/jpeg' }, 'inline');
    },
  },
  {
    method: 'GET',
    url: 'mn/0201/service/detail',
    authority: AUTH_SERVICE,
    summary:
      "MN0201_03: the customer's service team: the contact QQ numbers and the bound sales, customer service and finance staff (name, mobile, email); " +
      'notice noSales when no sales is bound (E14), incomplete when the information is (E11m)',
    response: {
      type: 'object',
      properties: {
        financeQq: { type: 'string' }, salesQq: { type: 'string' }, serviceQq: { type: 'string' },
        sales: { type: 'array', items: staffItem }, service: { type: 'array', items: staffItem }, finance: { type: 'array', items: staffItem },
        notice: { type: ['string', 'null'], description: 'what the customer must know first, in the caller language (E14, E11m), or null' },
      },
    },
    async handler(req) {
      const user = currentUser(req);
      if (user.userType !== 'customer' || !user.customerId) throw new AppError('myService.customerOnly');
      const db = req.server.db;
      const s = await siteSettings(db, ['financeQq', 'salesQq', 'serviceQq']);
      const bound = await db.query<{ relation: string; name: string; mobile: string | null; email: string | null }>(
        `select cs.relation, u.user_name as name, u.mobile, u.email
           from customer_staff cs join app_user u on u.id = cs.user_id and u.enabled
          where cs.customer_id = $1 order by cs.relation, u.user_name`,
        [user.customerId],
      );
      const [c] = await db.query<{ order_status: string }>(`select order_status from customer where id = $1`, [user.customerId]);
      const of = (relation: string) => bound.filter((b) => b.relation === relation).map(({ name, mobile, email }) => ({ name, mobile, email }));
      const sales = of('xs');
      const notice = c?.order_status === 'OS01' ? 'myService.incomplete' : sales.length ? null : 'myService.noSales';
      return {
        financeQq: localized(s.financeQq, req.lang),
        salesQq: localized(s.salesQq, req.lang),
        serviceQq: localized(s.serviceQq, req.lang),
        sales,
        service: of('kf'),
        finance: of('cw'),
        notice: notice ? t(req.lang, notice) : null,
      };
    },
  },
]);
