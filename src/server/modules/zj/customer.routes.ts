/**
 * ZJ0101_01 customer management (list, freeze, lock, reset password), ZJ0101_02 add / edit,
 * ZJ0101_03 audit and ZJ0101_04 currency accounts. Every call goes through the data scope.
 *
 * Authorities: list and detail need the list page (zj/0101/01.html: AD, MG, CW, XS, KF, DL);
 * add / edit needs the hidden edit page (zj/0101/02.html: AD, MG, CW), so a scoped sales or
 * service account can look but not change limits; on that page finance changes the credit limits
 * only ("CW (limits)"): every other field of ZJ0101_02 is marked `x-authority: zj/0101/edit`
 * (MG; platform/fieldAuthority.ts), and an edit writes only the fields it sends; freeze, lock and reset password are function
 * points (zj/0101/freeze: CW, MG; zj/0101/lock and zj/0101/resetpwd: MG; admin always; see
 * customer.seed.ts); audit needs zj/0101/03.html (KF, MG, AD); currency accounts
 * zj/0101/04.html (CW, AD).
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { defineMessages, t } from '../../platform/i18n';
import { currentUser } from '../../platform/auth/types';
import { hashPassword } from '../../platform/auth/password';
import { guardUnique, idsBody, inTransaction, listResponse, moneySchema, pageQueryProps, pickIds, rootMessage, type TxQuery } from '../../platform/resource';
import { normText, optText } from '../../platform/text';
import { instantSql } from '../../platform/time';
import {
  BILL_CYCLES,
  ORDER_STATUSES,
  SETTLEMENT_CYCLES,
  assertCustomers,
  customerItemProps,
  getCustomer,
  listCustomers,
  toCustomer,
  type CustomerListQuery,
  type CustomerRow,
} from './customer.service';
import { mayChangeCustomerLogins } from '../../platform/auth/accountRule';
import { firstPassword, firstPasswordMessage, resetAnswerSchema, resetPasswords } from '../../platform/auth/firstPassword';
import { forgetAccountFailures } from '../../platform/auth/throttle';
import { formBody } from '../../platform/formBody';
import { authorizedFields, fieldAuthority } from '../../platform/fieldAuthority';
import { presentSet, type PresentColumn } from '../../platform/partialUpdate';
import { bindRelation } from './customerStaff';
import customerForm from '../../../../schemas/zj/ZJ0101_02.json' with { type: 'json' };
import customerTexts from '../../../../schemas/zj/ZJ0101_02.locale.json' with { type: 'json' };
import accountList from '../../../../schemas/zj/ZJ0101_04.json' with { type: 'json' };
import './customer.export';

defineMessages({
  'zh-CN': {
    'customer.notFound': '客户不存在',
    'customer.loginidRequired': '新增客户时必须填写登录ID',
    'customer.loginidTaken': '登录ID“{loginid}”已被使用',
    'customer.loginidImmutable': '登录ID一经设置不能修改（当前为“{loginid}”）',
    'customer.codeTaken': '客户编码“{code}”已存在',
    'customer.codeImmutable': '客户编码保存后不能修改',
    'customer.companyRequired': '企业客户必须填写公司名称',
    'customer.groupUnknown': '所选客户分组不存在',
    'customer.stationUnknown': '所选站点不存在',
    'customer.staffUnknown': '所选{relation}不存在或不是员工',
    'customer.remarkRequired': '审核不通过时必须填写原因',
    'customer.alreadyApproved': '客户“{name}”已审核通过，无需再审核',
    'customer.audited': '审核完成',
    'customer.currencyRequired': '请选择币种',
    'customer.currencyUnknown': '币种“{currency}”不存在',
    'customer.accountExists': '该客户已有 {currency} 账户，每个币种只能有一个账户',
    'customer.accountNotFound': '该客户没有 {currency} 账户',
    'customer.noLogin': '客户“{name}”还没有登录账号',
    'customer.relation.xs': '销售',
    'customer.relation.kf': '客服',
    'customer.relation.cw': '财务',
  },
  'en-US': {
    'customer.notFound': 'The customer does not exist',
    'customer.loginidRequired': 'A new customer needs a login ID',
    'customer.loginidTaken': 'The login ID "{loginid}" is already in use',
    'customer.loginidImmutable': 'The login ID cannot be changed once set (it is "{loginid}")',
    'customer.codeTaken': 'The customer code "{code}" is already in use',
    'customer.codeImmutable': 'The customer code cannot be changed once saved',
    'customer.companyRequired': 'An enterprise customer needs its company name',
    'customer.groupUnknown': 'No such customer group',
    'customer.stationUnknown': 'No such station',
    'customer.staffUnknown': 'The chosen {relation} does not exist or is not staff',
    'customer.remarkRequired': 'Give the reason when the review fails',
    'customer.alreadyApproved': 'The customer "{name}" is already approved',
    'customer.audited': 'Review recorded',
    'customer.currencyRequired': 'Choose a currency',
    'customer.currencyUnknown': 'No such currency: {currency}',
    'customer.accountExists': 'The customer already has a {currency} account: one account per currency',
    'customer.accountNotFound': 'The customer has no {currency} account',
    'customer.noLogin': 'The customer "{name}" has no login account yet',
    'customer.relation.xs': 'sales',
    'customer.relation.kf': 'customer service',
    'customer.relation.cw': 'finance',
  },
});

const AUTH_LIST = 'zj/0101/01.html';
const AUTH_EDIT = 'zj/0101/02.html';
const AUTH_AUDIT = 'zj/0101/03.html';
const AUTH_ACCOUNT = 'zj/0101/04.html';
const AUTH_OWNERSHIP = 'zj/0101/06.html';
/** Function points (named consts so the screen lint finds them). */
const AUTH_FREEZE = 'zj/0101/freeze';
const AUTH_LOCK = 'zj/0101/lock';

const customerItem = { type: 'object', properties: customerItemProps };

/** ZJ0101_02's fields that need `zj/0101/edit` (x-authority in the screen), with their labels. */
const CUSTOMER_FIELDS = fieldAuthority(customerForm, customerTexts);

/** The customer as ZJ0101_02 loads it (its hooks' afterLoad): what a read-only field comes back as. */
function formValuesOf(c: CustomerRow): Record<string, unknown> {
  const staff = (rel: string) => (c.staff ?? []).find((s) => s.relation === rel)?.userId ?? null;
  return {
    code: c.code, loginid: c.loginid, name: c.name, userType: c.user_type, companyName: c.company_name, creditCode: c.credit_code,
    contactName: c.contact_name, phone: c.phone, email: c.email, address: c.address, creditLimit: c.credit_limit,
    overdraftLimit: c.overdraft_limit, settlementCycle: c.settlement_cycle, billCycle: c.bill_cycle, remark: c.remark,
    groupId: c.group_id, stationId: c.station_id, salesId: staff('xs'), kfId: staff('kf'), cwId: staff('cw'),
  };
}

/** Columns an edit writes, each only when the body carries its field. */
const CUSTOMER_COLUMNS: Record<string, PresentColumn> = {
  // A blank name keeps the stored one (it is never empty); blank optional texts clear.
  name: { col: 'name', value: optText, keepOnNull: true },
  userType: { col: 'user_type' },
  companyName: { col: 'company_name', value: optText },
  creditCode: { col: 'credit_code', value: optText },
  contactName: { col: 'contact_name', value: optText },
  phone: { col: 'phone', value: optText },
  email: { col: 'email', value: optText },
  address: { col: 'address', value: optText },
  settlementCycle: { col: 'settlement_cycle', value: optText },
  billCycle: { col: 'bill_cycle', value: optText },
  remark: { col: 'remark', value: optText },
  creditLimit: { col: 'credit_limit', cast: '::numeric', keepOnNull: true },
  overdraftLimit: { col: 'overdraft_limit', cast: '::numeric', keepOnNull: true },
  groupId: { col: 'group_id', cast: '::int' },
  stationId: { col: 'station_id', cast: '::int' },
};
const updated = { type: 'object', properties: { updated: { type: 'integer' } } };

interface SaveBody {
  id?: number;
  code?: string;
  name?: string;
  loginid?: string;
  userType: 'individual' | 'enterprise';
  companyName?: string | null;
  creditCode?: string | null;
  contactName?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  creditLimit?: string;
  overdraftLimit?: string;
  settlementCycle?: string | null;
  billCycle?: string | null;
  groupId?: number | null;
  stationId?: number | null;
  remark?: string | null;
  salesId?: number | null;
  kfId?: number | null;
  cwId?: number | null;
}

/**
 * Binds one staff member per relation given (null unbinds all of it; absent leaves it alone). A
 * member already bound keeps the relation as it is: ZJ0101_06 may have bound others beside them,
 * and this form shows only the first.
 */
async function bindStaff(q: TxQuery, customerId: number, b: SaveBody) {
  for (const [rel, id] of [['xs', b.salesId], ['kf', b.kfId], ['cw', b.cwId]] as const) {
    if (id === undefined) continue;
    if (id && (await q(`select 1 from customer_staff where customer_id = $1 and relation = $2 and user_id = $3`, [customerId, rel, id])).length) continue;
    await bindRelation(q, customerId, rel, id ? [id] : []);
  }
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'zj/0101/list',
    authority: AUTH_LIST,
    summary: 'Customers in the caller data scope (paged; filters keyword, userType, orderStatus, frozen, locked, groupId, salesId, kfId, cwId)',
    querystring: {
      type: 'object',
      properties: {
        ...pageQueryProps,
        keyword: { type: 'string', maxLength: 50 },
        userType: { type: 'string', enum: ['individual', 'enterprise', ''] },
        orderStatus: { type: 'string', enum: [...ORDER_STATUSES, ''] },
        frozen: { type: 'string', enum: ['true', 'false', '1', '0', 'frozen', 'unfrozen', ''] },
        locked: { type: 'string', enum: ['true', 'false', '1', '0', 'locked', 'unlocked', ''] },
        groupId: { type: 'integer', minimum: 1 },
        salesId: { type: 'integer', minimum: 1 },
        kfId: { type: 'integer', minimum: 1 },
        cwId: { type: 'integer', minimum: 1 },
        stationId: { type: 'integer', minimum: 1 },
      },
    },
    response: listResponse(customerItem),
    async handler(req) {
      return listCustomers(req.server.db, currentUser(req), req.query as CustomerListQuery, req.lang);
    },
  },
  {
    method: 'GET',
    url: 'zj/0101/options',
    authority: [AUTH_LIST, AUTH_EDIT, AUTH_OWNERSHIP],
    summary: 'Select options of the customer screens: groups, stations, sales / kf / finance staff, currencies',
    response: {
      type: 'object',
      properties: Object.fromEntries(
        ['groups', 'stations', 'sales', 'kf', 'cw', 'currencies'].map((k) => [
          k,
          { type: 'array', items: { type: 'object', properties: { value: { type: ['integer', 'string'] }, label: { type: 'string' } } } },
        ]),
      ),
    },
    async handler(req) {
      const db = req.server.db;
      const en = req.lang === 'en-US';
      const groups = await db.query<{ value: number; label: string }>(`select id as value, name as label from customer_group order by name`);
      const stations = await db.query<{ value: number; label: string }>(
        `select id as value, ${en ? 'name_en' : 'name_zh'} as label from station order by sort, id`,
      );
      const staff = await db.query<{ value: number; label: string; role: string }>(
        `select distinct u.id as value, u.user_name || ' (' || u.loginid || ')' as label, r.code as role
           from app_user u join user_role ur on ur.user_id = u.id join role r on r.id = ur.role_id
          where u.user_type = 'staff' and u.enabled and r.code in ('sales', 'kf', 'finance')
          order by label`,
      );
      const currencies = await db.query<{ value: string; label: string }>(
        `select code as value, ${en ? 'name_en' : 'name_zh'} as label from currency order by sort, code`,
      );
      const of = (role: string) => staff.filter((s) => s.role === role).map(({ value, label }) => ({ value, label }));
      return { groups, stations, sales: of('sales'), kf: of('kf'), cw: of('finance'), currencies };
    },
  },
  {
    method: 'GET',
    url: 'zj/0101/detail',
    // The list, and the hidden edit (ZJ0101_02) and audit (ZJ0101_03) pages that load one customer; scope checked either way.
    authority: [AUTH_LIST, AUTH_EDIT, AUTH_AUDIT],
    summary: 'One customer (scope-checked) with its currency accounts',
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    response: {
      type: 'object',
      properties: {
        ...customerItemProps,
        accounts: {
          type: 'array',
          items: { type: 'object', properties: { currency: { type: 'string' }, balance: { type: 'string' }, frozen: { type: 'boolean' } } },
        },
      },
    },
    async handler(req) {
      const db = req.server.db;
      const row = await getCustomer(db, currentUser(req), (req.query as { id: number }).id);
      const accounts = await db.query<{ currency: string; balance: string; frozen: boolean }>(
        `select a.currency, a.balance::text as balance, a.frozen from customer_account a join currency cu on cu.code = a.currency
          where a.customer_id = $1 order by cu.sort, a.currency`,
        [row.id],
      );
      return { ...toCustomer(row, req.lang), accounts };
    },
  },
  {
    method: 'POST',
    url: 'zj/0101/save',
    authority: AUTH_EDIT,
    summary:
      'Add a customer with its login account (no id; answers a first password shown once, to be changed at the first login) or edit one: ' +
      'an edit writes the fields sent; fields marked x-authority in ZJ0101_02 (all but the credit limits) need zj/0101/edit',
    // An edit sends what it changes (finance: the limits); adding needs what the form requires.
    body: formBody(customerForm, undefined, { id: true }),
    response: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        code: { type: 'string' },
        loginid: { type: ['string', 'null'] },
        password: { type: 'string', description: 'on add only: the first password (K09 {secret}), answered once' },
        message: { type: 'string' },
      },
    },
    async handler(req) {
      const db = req.server.db;
      const me = currentUser(req);
      const sent = req.body as SaveBody;
      const old = sent.id ? await getCustomer(db, me, sent.id) : undefined;
      // A field the caller may not change passes only as the form loaded it (and is then not written).
      const b = await authorizedFields(req, CUSTOMER_FIELDS, sent, old && formValuesOf(old));
      const has = (field: keyof SaveBody) => field in b && b[field] !== undefined;
      // What the customer will be: the stored row overlaid with what was sent.
      const userType = b.userType ?? old?.user_type;
      const companyName = has('companyName') ? optText(b.companyName) : old?.company_name ?? null;
      const contactName = has('contactName') ? optText(b.contactName) : old?.contact_name ?? null;
      if (userType === 'enterprise' && !companyName) throw new AppError('customer.companyRequired');
      if (b.groupId && !(await db.query(`select 1 from customer_group where id = $1`, [b.groupId])).length) throw new AppError('customer.groupUnknown');
      if (b.stationId && !(await db.query(`select 1 from station where id = $1`, [b.stationId])).length) throw new AppError('customer.stationUnknown');
      for (const [rel, id] of [['xs', b.salesId], ['kf', b.kfId], ['cw', b.cwId]] as const) {
        if (id && !(await db.query(`select 1 from app_user where id = $1 and user_type = 'staff'`, [id])).length) {
          throw new AppError('customer.staffUnknown', { relation: t(req.lang, `customer.relation.${rel}`) });
        }
      }

      if (old) {
        if (b.code !== undefined && normText(b.code) !== old.code) throw new AppError('customer.codeImmutable');
        if (b.loginid !== undefined && old.loginid && normText(b.loginid) !== old.loginid) {
          throw new AppError('customer.loginidImmutable', { loginid: old.loginid });
        }
        const params: unknown[] = [old.id];
        const set = presentSet(b, CUSTOMER_COLUMNS, params);
        await inTransaction(db, async (q) => {
          if (set.length) await q(`update customer set ${set.join(', ')}, updated_at = now() where id = $1`, params);
          await bindStaff(q, old.id, b);
        });
        return { id: old.id, code: old.code, loginid: old.loginid };
      }

      const fields = {
        userType: b.userType!,
        companyName,
        creditCode: optText(b.creditCode),
        contactName,
        phone: optText(b.phone),
        email: optText(b.email),
        address: optText(b.address),
        settlementCycle: optText(b.settlementCycle),
        billCycle: optText(b.billCycle),
        remark: optText(b.remark),
      };
      const loginid = normText(b.loginid ?? '');
      // Required on add only (the form's linkage); its format is the form's `loginid` rule.
      if (!loginid) throw new AppError('customer.loginidRequired');
      if ((await db.query(`select 1 from app_user where lower(loginid) = lower($1)`, [loginid])).length) {
        throw new AppError('customer.loginidTaken', { loginid }).onFields('loginid');
      }
      const code = optText(b.code);
      if (code && (await db.query(`select 1 from customer where code = $1`, [code])).length) throw new AppError('customer.codeTaken', { code }).onFields('code');
      const name = optText(b.name) ?? companyName ?? contactName ?? loginid;
      const password = firstPassword(req.server.config);
      const passwordHash = await hashPassword(password);
      const created = await guardUnique(() => inTransaction(db, async (q) => {
        const [row] = await q<{ id: number; code: string }>(
          `insert into customer (id, code, name, user_type, company_name, credit_code, contact_name, phone, email, address,
                                 settlement_cycle, bill_cycle, remark, credit_limit, overdraft_limit, group_id, station_id)
           select n.id, coalesce($1, 'C' || lpad(n.id::text, 6, '0')), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
                  coalesce($13::numeric, 0), coalesce($14::numeric, 0), $15, $16
             from (select nextval(pg_get_serial_sequence('customer', 'id'))::int as id) n
           returning id, code`,
          [
            code, name, fields.userType, fields.companyName, fields.creditCode, fields.contactName, fields.phone, fields.email,
            fields.address, fields.settlementCycle, fields.billCycle, fields.remark, b.creditLimit ?? null, b.overdraftLimit ?? null,
            b.groupId ?? null, b.stationId ?? null,
          ],
        );
        const [user] = await q<{ id: number }>(
          `insert into app_user (loginid, password_hash, user_name, user_type, customer_id, station_id, email, mobile, must_change_password)
           values ($1, $2, $3, 'customer', $4, $5, $6, $7, true) returning id`,
          [loginid, passwordHash, name, row.id, b.stationId ?? null, fields.email, fields.phone],
        );
        await q(`insert into user_role (user_id, role_id) select $1, id from role where code = 'customer'`, [user.id]);
        await bindStaff(q, row.id, b);
        return row;
      }), (err) =>
        /customer_code/.test(rootMessage(err)) && code
          ? new AppError('customer.codeTaken', { code }).onFields('code')
          : new AppError('customer.loginidTaken', { loginid }).onFields('loginid'));
      return { id: created.id, code: created.code, loginid, password, message: firstPasswordMessage(req.server.config, req.lang) };
    },
  },
  {
    method: 'POST',
    url: 'zj/0101/audit',
    authority: AUTH_AUDIT,
    summary: "ZJ0101_03: approve (orderStatus OS04) or fail the review (OS03, back to the customer; remark required)",
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'result'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        result: { type: 'string', enum: ['approved', 'rejected'] },
        remark: { type: ['string', 'null'], maxLength: 500 },
      },
    },
    response: {
      type: 'object',
      properties: { id: { type: 'integer' }, orderStatus: { type: 'string' }, message: { type: 'string' } },
    },
    async handler(req) {
      const db = req.server.db;
      const me = currentUser(req);
      const b = req.body as { id: number; result: 'approved' | 'rejected'; remark?: string | null };
      const remark = optText(b.remark);
      if (b.result === 'rejected' && !remark) throw new AppError('customer.remarkRequired');
      const c = await getCustomer(db, me, b.id);
      if (c.order_status === 'OS04') throw new AppError('customer.alreadyApproved', { name: c.name });
      const orderStatus = b.result === 'approved' ? 'OS04' : 'OS03';
      await inTransaction(db, (q) =>
        q(
          `update customer set order_status = $2, audit_remark = $3, audited_at = now(), audited_by = $4, updated_at = now()
            where id = $1`,
          [b.id, orderStatus, remark, me.userId],
        ),
      );
      return { id: b.id, orderStatus, message: t(req.lang, 'customer.audited') };
    },
  },
  ...(
    [
      ['freeze', AUTH_FREEZE, 'Freeze customers', `update customer set frozen = true, updated_at = now() where id = any($1::int[]) returning id`],
      ['unfreeze', AUTH_FREEZE, 'Unfreeze customers', `update customer set frozen = false, updated_at = now() where id = any($1::int[]) returning id`],
    ] as const
  ).map(([verb, authority, summary, statement]) => ({
    method: 'POST' as const,
    url: `zj/0101/${verb}`,
    authority,
    summary: `${summary}: {id} or {ids} (scope-checked)`,
    body: idsBody,
    response: updated,
    async handler(req: any) {
      const db = req.server.db;
      const ids = pickIds(req.body);
      await assertCustomers(db, currentUser(req), ids);
      const rows = await inTransaction(db, (q) => q(statement, [ids]));
      return { updated: rows.length };
    },
  })),
  ...(
    [
      ['lock', "Lock customers' login accounts (their sessions stop working)", true],
      ['unlock', "Unlock customers' login accounts (their failed logins are forgotten)", false],
    ] as const
  ).map(([verb, summary, locked]) => ({
    method: 'POST' as const,
    url: `zj/0101/${verb}`,
    authority: AUTH_LOCK,
    summary: `${summary}: {id} or {ids} (scope-checked; the account rule)`,
    body: idsBody,
    response: updated,
    async handler(req: any) {
      const db = req.server.db;
      const ids = pickIds(req.body);
      await assertCustomers(db, currentUser(req), ids);
      const logins = await mayChangeCustomerLogins(db, currentUser(req), ids);
      const rows = await inTransaction(db, async (q) => {
        if (!locked) await forgetAccountFailures(q, logins.map((a) => a.loginid));
        return q(`update app_user set locked = $2, updated_at = now() where customer_id = any($1::int[]) returning id`, [ids, locked]);
      });
      return { updated: rows.length };
    },
  })),
  {
    method: 'POST',
    url: 'zj/0101/resetpwd',
    authority: 'zj/0101/resetpwd',
    summary:
      "Reset the customers' login passwords (K09 {secret}): a one-time password per login, answered once (or the default, " +
      'RESET_PASSWORD_MODE=default); the next login must change it; sessions end',
    body: idsBody,
    response: resetAnswerSchema,
    async handler(req) {
      const db = req.server.db;
      const ids = pickIds(req.body as { id?: number; ids?: number[] });
      await assertCustomers(db, currentUser(req), ids);
      const logins = await mayChangeCustomerLogins(db, currentUser(req), ids);
      if (!logins.length) {
        const [c] = await db.query<{ name: string }>(`select name from customer where id = $1`, [ids[0]]);
        throw new AppError('customer.noLogin', { name: c?.name ?? '' });
      }
      return resetPasswords(req, logins.map((a) => a.id));
    },
  },
  {
    method: 'GET',
    url: 'zj/0101/account/list',
    authority: AUTH_ACCOUNT,
    summary: 'ZJ0101_04: the currency accounts of a customer (scope-checked)',
    querystring: { type: 'object', required: ['customerId'], properties: { customerId: { type: 'integer', minimum: 1 } } },
    response: listResponse({
      type: 'object',
      properties: {
        customerId: { type: 'integer' },
        currency: { type: 'string' },
        currencyName: { type: 'string' },
        symbol: { type: 'string' },
        balance: { type: 'string' },
        frozen: { type: 'boolean' },
        createdAt: { type: 'string' },
      },
    }),
    async handler(req) {
      const db = req.server.db;
      const { customerId } = req.query as { customerId: number };
      await getCustomer(db, currentUser(req), customerId);
      const rows = await db.query<{ currency: string; name_zh: string; name_en: string; symbol: string; balance: string; frozen: boolean; created_at: string }>(
        `select a.currency, cu.name_zh, cu.name_en, cu.symbol, a.balance::text as balance, a.frozen, ${instantSql('a.created_at')} as created_at
           from customer_account a join currency cu on cu.code = a.currency
          where a.customer_id = $1 order by cu.sort, a.currency`,
        [customerId],
      );
      return {
        list: rows.map((r) => ({
          customerId,
          currency: r.currency,
          currencyName: req.lang === 'en-US' ? r.name_en : r.name_zh,
          symbol: r.symbol,
          balance: r.balance,
          frozen: r.frozen,
          createdAt: r.created_at,
        })),
        total: rows.length,
      };
    },
  },
  {
    method: 'POST',
    url: 'zj/0101/account/add',
    authority: AUTH_ACCOUNT,
    summary: 'ZJ0101_04: open a currency account (currency required, one account per currency)',
    body: formBody(accountList, 'addAccount'),
    response: { type: 'object', properties: { customerId: { type: 'integer' }, currency: { type: 'string' } } },
    async handler(req) {
      const db = req.server.db;
      const b = req.body as { customerId: number; currency: string };
      const currency = b.currency;
      await getCustomer(db, currentUser(req), b.customerId);
      if (!(await db.query(`select 1 from currency where code = $1`, [currency])).length) throw new AppError('customer.currencyUnknown', { currency });
      const rows = await inTransaction(db, (q) =>
        q(`insert into customer_account (customer_id, currency) values ($1, $2) on conflict do nothing returning currency`, [b.customerId, currency]),
      );
      if (!rows.length) throw new AppError('customer.accountExists', { currency }).onFields('currency');
      return { customerId: b.customerId, currency };
    },
  },
  ...(['freeze', 'unfreeze'] as const).map((verb) => ({
    method: 'POST' as const,
    url: `zj/0101/account/${verb}`,
    authority: AUTH_ACCOUNT,
    summary: `ZJ0101_04: ${verb} currency accounts of a customer: {customerId, currency} or {customerId, currencies}`,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['customerId'],
      properties: {
        customerId: { type: 'integer', minimum: 1 },
        currency: { type: 'string', maxLength: 10 },
        currencies: { type: 'array', items: { type: 'string', maxLength: 10 }, minItems: 1, maxItems: 20 },
      },
    },
    response: updated,
    async handler(req: any) {
      const db = req.server.db;
      const b = req.body as { customerId: number; currency?: string; currencies?: string[] };
      const currencies = [...new Set([...(b.currencies ?? []), ...(b.currency ? [b.currency] : [])].map((c) => c.trim().toUpperCase()).filter(Boolean))];
      if (!currencies.length) throw new AppError('customer.currencyRequired');
      await getCustomer(db, currentUser(req), b.customerId);
      const rows = await inTransaction(db, async (q) => {
        const done = await q<{ currency: string }>(
          `update customer_account set frozen = $3 where customer_id = $1 and currency = any($2::text[]) returning currency`,
          [b.customerId, currencies, verb === 'freeze'],
        );
        // Throwing inside the transaction undoes the accounts that were found.
        const missing = currencies.filter((c) => !done.some((r) => r.currency === c));
        if (missing.length) throw new AppError('customer.accountNotFound', { currency: missing.join(', ') });
        return done;
      });
      return { updated: rows.length };
    },
  })),
]);
