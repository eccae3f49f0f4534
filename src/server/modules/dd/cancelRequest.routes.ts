/**
 * DD0210_01 cancellation / intercept requests: the list (a customer its own requests, staff those
 * of the customers in their scope), apply (the page's holders: a customer for its own orders, KF
 * and MG for orders of their scope; also from DD0205_01's row action) and approve (`dd/0210/approve`:
 * KF, MG), one request at a time. The rules and the carrier's part: cancelRequest.ts.
 */
import { defineRoutes } from '../../platform/route';
import { formBody } from '../../platform/formBody';
import { crudRoutes, customerRowScope, S, type CrudSpec } from '../../platform/resource';
import { APPROVAL_STATES } from '../../../domain/orders/orderStates';
import DD0210_01 from '../../../../schemas/dd/DD0210_01.json' with { type: 'json' };
import { applyFor, decide, type Application, type Decision } from './cancelRequest';
import { CANCEL_REQUEST_APPROVE } from './cancelRequest.seed';

const PAGE = 'dd/0210/01.html';

export const cancelRequests: CrudSpec = {
  base: 'dd/0210',
  authority: PAGE,
  noun: 'cancellation / intercept request',
  table: 'cancel_request',
  verbs: ['list'],
  fields: {
    orderId: { col: 'order_id', kind: 'int' },
    orderNo: { col: '', expr: '(select o.order_no from orders o where o.id = t.order_id)' },
    customerId: { col: 'customer_id', kind: 'int' },
    customerName: { col: '', expr: '(select c.name from customer c where c.id = t.customer_id)' },
    kind: { col: 'kind' },
    reason: { col: 'reason' },
    state: { col: 'state' },
    // The order's transfer now: an approver sees whether agreeing asks a carrier.
    transferState: { col: '', expr: '(select o.transfer_state from orders o where o.id = t.order_id)' },
    appliedByName: { col: 'applied_by_name' },
    appliedAt: { col: 'applied_at', kind: 'time' },
    decidedByName: { col: 'decided_by_name' },
    decidedAt: { col: 'decided_at', kind: 'time' },
    decisionRemark: { col: 'decision_remark' },
  },
  filters: {
    state: { schema: { type: 'string', enum: [...APPROVAL_STATES, ''] }, where: (p) => `t.state = ${p}` },
    customerId: { schema: S.int(1), where: (p) => `t.customer_id = ${p}` },
  },
  orderBy: 't.applied_at desc, t.id desc',
  rowScope: customerRowScope(),
};

export default defineRoutes([
  ...crudRoutes(cancelRequests),
  {
    method: 'POST',
    url: 'dd/0210/apply',
    authority: PAGE,
    summary:
      'Request the cancellation (an order not transferred) or the intercept (an order transferred to a carrier) of one order of the caller\'s scope, with a reason: pending. Refused for a draft or cancelled order, a kind that does not fit the transfer, and a second pending request',
    body: formBody(DD0210_01, 'apply'),
    handler: (req) => applyFor(req, req.body as Application),
  },
  {
    method: 'POST',
    url: 'dd/0210/approve',
    authority: CANCEL_REQUEST_APPROVE,
    summary:
      "Decide one pending request: reject (a remark required), or agree: the carrier stops a transferred order's shipment first (its refusal refuses the approval, nothing written), then payment → cancelled and transfer → deleted with the order's log, in one transaction",
    body: formBody(DD0210_01, 'decide'),
    handler: (req) => decide(req, req.body as Decision),
  },
]);
