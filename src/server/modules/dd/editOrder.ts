/**
 * Editing an order (DD0205_03, and DD0103_01 opened on an FBA order): what placing checks (the
 * order's rules, the route priced again with its trace, E11c, the credit for the difference), the
 * order's values replaced and what changed written field by field to its log, in one transaction.
 * Allowed while the order is not paid, cancelled, in at the station or handed to a carrier
 * (src/domain/orders/orderEdit.ts); an audited order goes back to review. An order is edited on
 * the form it was placed with: an FBA order on DD0103_01 (its cartons), a first-leg order on
 * DD1401_01 (its tariff, which prices it instead of a route), any other on the order form.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { hasAuthority } from '../../platform/permissions/authority';
import { inTransaction, type TxQuery } from '../../platform/resource';
import type { RouteDef } from '../../platform/route';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { editRefusal, orderChanges, type EditableOrder } from '../../../domain/orders/orderEdit';
import { paymentFlow } from '../../../domain/orders/orderStates';
import { dec } from '../../../domain/pricing/money';
import type { OrderValues } from './placeOrder.body';
import { assertMayOrder } from './orderGuards';
import { assertOrderRules, assertUniqueCustomerOrderNo, creditFor, priceChosenRoute } from './orderPricing';
import { replaceOrder } from './orderWrite';
import { orderFormValues, withNames } from './orderForm';
import { scopedOrder } from './orderScope';
import type { OrderPricer } from './placeOrder';
import './orders.messages';
import './fbaOrder.messages';

/** Which form edits an order: the one it was placed with. */
export type EditForm = 'order' | 'fba' | 'first_leg';
const formOf = (kind: string): EditForm => (kind === 'fba' || kind === 'first_leg' ? kind : 'order');
/** Opened on an order of another form, the refusal names the order's own. */
const ON_ITS_FORM: Record<EditForm, string> = { order: 'orders.edit.onOrderForm', fba: 'fba.editOnFbaForm', first_leg: 'orders.edit.onFirstLegForm' };

/** Editing an order on its placing form (DD0103_01, DD1401_01) needs the order edit's authority as well. */
const EDIT_AUTH = 'dd/0205/03.html';
export async function assertMayEdit(req: FastifyRequest): Promise<void> {
  if (!(await hasAuthority(req.server.db, currentUser(req).userId, EDIT_AUTH))) throw new AppError('auth.forbidden', { url: EDIT_AUTH });
}

export interface EditedRow { id: string; order_no: string; customer_id: number; kind: string; payment_flow: EditableOrder['paymentFlow'];
  transfer_state: EditableOrder['transferState']; station_op: EditableOrder['stationOp']; estimate: string | null; estimate_currency: string | null; billed: boolean }
export const EDITED_COLUMNS = 'o.id, o.order_no, o.customer_id, o.kind, o.payment_flow, o.transfer_state, o.station_op, o.estimate::text, o.estimate_currency, o.billed';

/** The order may be edited now and on this form, else the refusal names it and its state. */
export function assertEditable(req: FastifyRequest, o: EditedRow, form: EditForm): void {
  if (formOf(o.kind) !== form) throw new AppError(ON_ITS_FORM[formOf(o.kind)], { orderNo: o.order_no });
  const refusal = editRefusal({ paymentFlow: o.payment_flow, transferState: o.transfer_state, stationOp: o.station_op });
  if (refusal) throw new AppError(refusal, { orderNo: o.order_no, state: dictionaryLabel('paymentFlow', o.payment_flow, req.lang) });
}

/**
 * The GET a form loads an order to edit with (`dd/0205/edit/detail`, `dd/0103/detail`,
 * `dd/1401/detail`): the order in the caller's scope, editable now and on this form, as the form
 * holds it; the order edit's authority is needed as well as the form's own.
 */
export function editDetailRoute(url: string, authority: string, form: EditForm, noun: string): RouteDef {
  return {
    method: 'GET',
    url,
    authority,
    summary: `${noun} as its form holds it, to edit (refused when it may no longer be edited, or is edited on another form)`,
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
    handler: async (req) => {
      const { id } = req.query as { id: number };
      await assertMayEdit(req);
      assertEditable(req, await scopedOrder<EditedRow>(req, id, EDITED_COLUMNS), form);
      return orderFormValues((text, params) => req.server.db.query(text, params), id);
    },
  };
}

/** The order locked for the edit, read again: another edit or a station scan may have come first. */
async function lockedOrder(q: TxQuery, req: FastifyRequest, id: number, form: EditForm): Promise<EditedRow> {
  const [o] = await q<EditedRow>(`select ${EDITED_COLUMNS} from orders o where o.id = $1 for update`, [id]);
  if (!o) throw new AppError('orders.notFound');
  assertEditable(req, o, form);
  return o;
}

/** Edits the order `v.id` with the form's values, priced by its route or, given, by `price`. */
export async function editOrder(req: FastifyRequest, v: OrderValues & { id: number }, form: EditForm, price?: OrderPricer) {
  const db = req.server.db;
  const user = currentUser(req);
  const order = await scopedOrder<EditedRow>(req, v.id, EDITED_COLUMNS);
  assertEditable(req, order, form);
  const customerId = Number(order.customer_id);
  if (v.customerId && v.customerId !== customerId) throw new AppError('orders.edit.customerFixed').onFields('customerId');
  const draft = order.payment_flow === 'draft';
  assertOrderRules({ ...v, draft });
  const at = new Date();
  const chosen = price ? await price(customerId, at) : await priceChosenRoute({ db, lang: req.lang }, customerId, v, at);
  return inTransaction(db, async (q) => {
    await assertMayOrder(q, user, customerId);
    const locked = await lockedOrder(q, req, v.id, form);
    await assertUniqueCustomerOrderNo(q, customerId, v, v.id);
    // Only what the edit adds is spent: an order already counted that costs no more passes
    // even when the customer is over the limit (lowering an estimate must stay possible).
    const counted = !draft && !locked.billed;
    const raises = !counted || locked.estimate_currency !== chosen.currency || dec(chosen.total).gt(dec(locked.estimate ?? 0));
    const credit = await creditFor(q, customerId, chosen, {
      enforce: !draft && raises, replaces: counted ? { estimate: locked.estimate, currency: locked.estimate_currency } : undefined,
    });
    const before = await orderFormValues(q, v.id);
    await replaceOrder(q, v.id, v, chosen);
    const fields = await withNames(q, orderChanges(before, v as unknown as Record<string, unknown>));
    const step = paymentFlow.next(locked.payment_flow, 'revise');
    const state = step.ok ? { from: locked.payment_flow, to: step.to } : {};
    if (step.ok) await q(`update orders set payment_flow = $2 where id = $1`, [v.id, step.to]);
    const estimate = { from: locked.estimate, to: chosen.total, currency: chosen.currency };
    if (fields.length || step.ok || estimate.from !== estimate.to) {
      await q(`insert into order_log (order_id, user_id, user_name, action, changes) values ($1, $2, $3, 'edit', $4::jsonb)`, [
        v.id, user.userId, user.userName, JSON.stringify({ fields, estimate, ...state }),
      ]);
    }
    return {
      id: v.id, orderNo: locked.order_no, paymentFlow: step.ok ? step.to : locked.payment_flow, estimate: chosen.total, currency: chosen.currency,
      credit, changed: fields.length, backToReview: step.ok,
    };
  });
}
