import { defineSeed } from '../../db/seed/define';
import { seedFunctionPoints } from '../../platform/permissions/grants';
import { inTransaction } from '../../platform/resource';
import { valetValidUntil } from '../../../domain/orders/valetAuthorization';

/**
 * Deciding valet-order authorizations (XX0701_01: grant or renew, revoke, agree to or reject a
 * sales member's request) is the customer's: `xx/0701/decide`. The sales members, the manager
 * and dealers have the page to look (SCREENS.md gives XX0701_01 to C and XS; MG and DL get it from
 * §11's trees). Admin always holds it. ZJ0101_06 (AD, MG) revokes with its own page.
 */
export const VALET_DECIDE = 'xx/0701/decide';

export const VALET_FUNCTION_POINTS = [
  {
    url: VALET_DECIDE, screenCode: 'XX0701_01', nameZh: '授权、续期、撤销代下单，审批代下单申请',
    nameEn: 'Grant, renew and revoke valet-order authorizations, decide proxy applications', roles: ['customer'],
  },
];

export default defineSeed({
  name: 'valet-order authorizations',
  order: 320,
  async reference({ db }) {
    await seedFunctionPoints(db, VALET_FUNCTION_POINTS);
  },
  /**
   * Demo only: `customer` (C0001) has agreed to a month of valet orders by `sales`, who has asked
   * for a permanent one too (pending). The month runs from the day before the first start.
   */
  async demo({ db, config }) {
    if ((await db.query(`select 1 from valet_authorization limit 1`)).length) return;
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    await inTransaction(db, async (q) => {
      const pair = `(select id from customer where code = 'C0001'), (select id from app_user where loginid = 'sales')`;
      const decider = `(select id from app_user where loginid = 'customer')`;
      await q(
        `insert into valet_authorization (customer_id, sales_user_id, scope, state, valid_until, remark, created_at, decided_at, decided_by)
         values (${pair}, 'month', 'agree', $1, '本月代下单：补发欧洲订单', $2, $2, ${decider})`,
        [valetValidUntil('month', yesterday, config.businessTimeZone), yesterday],
      );
      await q(
        `insert into valet_authorization (customer_id, sales_user_id, scope, state, remark, created_at)
         values (${pair}, 'permanent', 'pending', '申请长期代下单授权，节假日可随时补单', $1)`,
        [now],
      );
    });
  },
});
