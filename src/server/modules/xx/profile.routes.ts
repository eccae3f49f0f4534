/**
 * XX0201_01 personal information completion (SCREENS.md XX0201_01, spec section 2 "persistent
 * notice when orderStatus is OS01"). A customer account completes what the business needs to
 * approve it; submitting hands the information to customer service (ZJ0101_03), so the status
 * moves to awaiting review and the shell's OS01 notice goes away at the next profile load.
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { defineMessages } from '../../platform/i18n';
import { currentUser, type SessionUser } from '../../platform/auth/types';
import { formBody } from '../../platform/formBody';
import { inTransaction, optText } from '../zj/staff.lib';
import { customerItemProps } from '../zj/customer.service';
import profileForm from '../../../../schemas/xx/XX0201_01.json' with { type: 'json' };

defineMessages({
  'zh-CN': {
    'profile.customerOnly': '只有客户账号需要完善个人信息',
    'profile.companyRequired': '企业用户必须填写公司名称和统一社会信用代码',
    'profile.creditCodeTaken': '统一社会信用代码 {creditCode} 已被其他客户使用',
  },
  'en-US': {
    'profile.customerOnly': 'Only customer accounts complete personal information',
    'profile.companyRequired': 'An enterprise needs its company name and unified social credit code',
    'profile.creditCodeTaken': 'The unified social credit code {creditCode} belongs to another customer',
  },
});

const AUTH_PROFILE = 'xx/0201/01.html';

/**
 * What a submission does to the order status: incomplete or failed information goes to review;
 * a pending review stays pending; an approved customer keeps ordering while editing contacts.
 */
export const STATUS_AFTER_SUBMIT: Record<string, string> = { OS01: 'OS02', OS02: 'OS02', OS03: 'OS02', OS04: 'OS04' };

interface ProfileBody {
  userType: 'individual' | 'enterprise';
  companyName?: string | null;
  creditCode?: string | null;
  contactName: string;
  phone: string;
  email: string;
  address: string;
}

// The customer's own fields as the customer list answers them, plus where the review stands.
const { userType, companyName, creditCode, contactName, phone, email, address } = customerItemProps;
const profileProps = {
  userType, companyName, creditCode, contactName, phone, email, address,
  orderStatus: { type: 'string', description: 'OS01 incomplete, OS02 awaiting review, OS03 review failed, OS04 approved' },
  auditRemark: { type: ['string', 'null'], description: 'why the last review failed' },
};

function ownCustomer(user: SessionUser): number {
  if (user.userType !== 'customer' || !user.customerId) throw new AppError('profile.customerOnly');
  return user.customerId;
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'xx/0201/detail',
    authority: AUTH_PROFILE,
    summary: "XX0201_01: the caller's own customer information and order status",
    response: { type: 'object', properties: profileProps },
    async handler(req) {
      const id = ownCustomer(currentUser(req));
      const [row] = await req.server.db.query<Record<string, string | null>>(
        `select user_type as "userType", company_name as "companyName", credit_code as "creditCode",
                contact_name as "contactName", phone, email, address, order_status as "orderStatus", audit_remark as "auditRemark"
           from customer where id = $1`,
        [id],
      );
      return row;
    },
  },
  {
    method: 'POST',
    url: 'xx/0201/save',
    authority: AUTH_PROFILE,
    summary: 'XX0201_01: save the personal information; OS01 / OS03 become OS02 (awaiting review)',
    body: formBody(profileForm),
    response: { type: 'object', properties: { orderStatus: { type: 'string' } } },
    async handler(req) {
      const db = req.server.db;
      const id = ownCustomer(currentUser(req));
      const b = req.body as ProfileBody;
      const enterprise = b.userType === 'enterprise';
      // The company fields the form shows for an enterprise only: left out, they keep what is stored
      // (an individual has none).
      const [stored] = await db.query<{ company_name: string | null; credit_code: string | null }>(
        `select company_name, credit_code from customer where id = $1`,
        [id],
      );
      const companyName = enterprise ? (b.companyName !== undefined ? optText(b.companyName) : stored?.company_name ?? null) : null;
      const creditCode = enterprise ? (b.creditCode !== undefined ? optText(b.creditCode) : stored?.credit_code ?? null)?.toUpperCase() ?? null : null;
      if (enterprise && (!companyName || !creditCode)) throw new AppError('profile.companyRequired');
      if (creditCode && (await db.query(`select 1 from customer where credit_code = $1 and id <> $2`, [creditCode, id])).length) {
        throw new AppError('profile.creditCodeTaken', { creditCode }).onFields('creditCode');
      }
      const orderStatus = await inTransaction(db, async (q) => {
        const [current] = await q<{ order_status: string }>(`select order_status from customer where id = $1 for update`, [id]);
        const next = STATUS_AFTER_SUBMIT[current.order_status] ?? 'OS02';
        await q(
          `update customer set user_type = $2, company_name = $3, credit_code = $4, contact_name = $5, phone = $6, email = $7,
                  address = $8, order_status = $9, updated_at = now()
            where id = $1`,
          [id, b.userType, companyName, creditCode, optText(b.contactName), optText(b.phone), optText(b.email), optText(b.address), next],
        );
        return next;
      });
      return { orderStatus };
    },
  },
]);
