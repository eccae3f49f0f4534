import { defineSeed } from '../../db/seed/define';
import { seedFunctionPoints } from '../../platform/permissions/grants';
import { inTransaction } from '../../platform/resource';

/**
 * DD0210_01 is C (apply), KF, MG (approve) (SCREENS.md): the page lets its holders see requests and
 * apply; agreeing or rejecting is `dd/0210/approve`, customer service's and the manager's (admin always).
 */
export const CANCEL_REQUEST_APPROVE = 'dd/0210/approve';

export const CANCEL_REQUEST_FUNCTION_POINTS = [
  { url: CANCEL_REQUEST_APPROVE, screenCode: 'DD0210_01', nameZh: '审批取消/拦截申请', nameEn: 'Decide cancellation / intercept requests', roles: ['kf', 'manager'] },
];

/**
 * Demo only: `customer` (C0001) asks to cancel its placed order PO-2026-001 (pending), and asked to
 * intercept its transferred PO-2026-003, which customer service rejected with a remark.
 */
const REQUESTS = [
  { customerOrderNo: 'PO-2026-001', kind: 'cancel', reason: '客户改址,需重新下单', state: 'pending', daysAgo: 0 },
  { customerOrderNo: 'PO-2026-003', kind: 'intercept', reason: '收件人拒收,请求拦截退回', state: 'reject', daysAgo: 2, remark: '包裹已出库交航,无法拦截' },
];

export default defineSeed({
  name: 'cancellation requests',
  order: 330,
  async reference({ db }) {
    await seedFunctionPoints(db, CANCEL_REQUEST_FUNCTION_POINTS);
  },
  async demo({ db }) {
    if ((await db.query(`select 1 from cancel_request limit 1`)).length) return;
    await inTransaction(db, async (q) => {
      for (const r of REQUESTS) {
        const [row] = await q<{ id: string; order_id: string }>(
          `insert into cancel_request (order_id, customer_id, kind, reason, state, applied_by, applied_by_name, applied_at,
                                       decided_by, decided_by_name, decided_at, decision_remark)
           select o.id, o.customer_id, $2, $3, $4, u.id, u.user_name, now() - ($5 || ' days')::interval - interval '2 hours',
                  k.id, case when $4 <> 'pending' then k.user_name end, case when $4 <> 'pending' then now() - ($5 || ' days')::interval end, $6
             from orders o
             join customer c on c.id = o.customer_id and c.code = 'C0001'
             left join app_user u on u.loginid = 'customer'
             left join app_user k on k.loginid = 'kf' and $4 <> 'pending'
            where o.customer_order_no = $1
           returning id, order_id`,
          [r.customerOrderNo, r.kind, r.reason, r.state, r.daysAgo, r.remark ?? null],
        );
        if (!row) continue; // a demo order renamed: nothing to attach
        await q(
          `insert into order_log (order_id, at, user_name, action, changes)
           values ($1, now() - ($2 || ' days')::interval - interval '2 hours', '演示数据', 'cancelRequested', $3::jsonb)`,
          [row.order_id, r.daysAgo, JSON.stringify({ kind: r.kind, reason: r.reason })],
        );
        if (r.state === 'reject') {
          await q(
            `insert into order_log (order_id, at, user_name, action, changes) values ($1, now() - ($2 || ' days')::interval, '演示数据', 'cancelRequestRejected', $3::jsonb)`,
            [row.order_id, r.daysAgo, JSON.stringify({ remark: r.remark })],
          );
        }
      }
    });
  },
});
