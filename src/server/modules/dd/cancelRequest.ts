/**
 * DD0210_01 cancellation and intercept requests (S06a approval over S03 payment and S12 transfer).
 *
 * The rule (SPEC.md names both and says no more): a *cancel* is for an order no carrier has yet
 * (not transferred); an *intercept* is for an order transferred to a carrier, whose shipment the
 * carrier must stop. An order already cancelled, or still a draft, takes no request; an order has
 * at most one pending request (the partial unique index of migration 0330).
 *
 * Agreeing cancels the payment flow (agreeCancellation; an order cancelled meanwhile in DD0201_01
 * stays so) and, when the order is transferred, deletes its transfer, in one transaction through the machines, each change a line of the order's log.
 * The carrier is asked first and outside any transaction (an embedded database has one connection):
 * the request is claimed (one atomic update, as transfer.ts claims an order), the carrier cancels
 * the shipment, the request remembers that it did (`shipment_cancelled`: a retry after a failed
 * write does not ask again), then the transaction. A carrier's "no" or silence refuses the approval
 * with its message, and nothing is written: the request stays pending, the order as it was.
 * A carrier's "no" to a cancel whose first answer was lost (it did cancel, then says "already
 * cancelled") needs DD0202_01's delete, which takes an already cancelled shipment as done.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { t } from '../../platform/i18n';
import { customerScope, inScope, type CustomerScope } from '../../platform/permissions/dataScope';
import { guardUnique, inTransaction, type TxQuery } from '../../platform/resource';
import { CarrierRefusal, channelProvider } from '../../platform/carriers/index';
import { approvalFlow, paymentFlow, transferFlow, type ApprovalState, type PaymentFlowState } from '../../../domain/orders/orderStates';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { transitionIn } from './orderTransitions';
import { carrierShipments, forgetTransfer } from './transfer';
import './orders.messages';
import './cancelRequest.messages';

export type CancelKind = 'cancel' | 'intercept';

export interface Application {
  orderNo: string;
  kind: CancelKind;
  reason: string;
}

export interface Decision {
  id: number;
  decision: 'agree' | 'reject';
  remark?: string | null;
}

/** A claim older than this is an approval that died on the way (the carrier answers within seconds). */
const CLAIM_TTL = `interval '1 minute'`;

/** dd/0210/apply: a pending request for one order of the caller's scope. */
export async function applyFor(req: FastifyRequest, a: Application): Promise<{ id: number; orderNo: string }> {
  const user = currentUser(req);
  const scope = await customerScope(req.server.db, user);
  const orderNo = a.orderNo.trim().toUpperCase();
  const pending = () => new AppError('cancelRequest.pendingExists', { orderNo }).onFields('orderNo');
  // The order's row is locked: two requests for it at once are decided one after the other (the
  // second finds the first); the unique index holds the rule even so.
  return guardUnique(() => inTransaction(req.server.db, async (q) => {
    const [o] = await q<{ id: string; customer_id: number; payment_flow: PaymentFlowState; transfer_state: string; channel_tracking_no: string | null }>(
      `select id, customer_id, payment_flow, transfer_state, channel_tracking_no from orders where order_no = $1 for update`,
      [orderNo],
    );
    // Another customer's order is not there for the caller: the same answer as a missing one.
    if (!o || !inScope(scope, Number(o.customer_id))) throw new AppError('orders.notFound').onFields('orderNo');
    if (o.payment_flow === 'cancelled') throw new AppError('cancelRequest.alreadyCancelled', { orderNo }).onFields('orderNo');
    if (!paymentFlow.allowed(o.payment_flow, 'agreeCancellation')) {
      throw new AppError('orders.stateRefused', { orderNo, state: dictionaryLabel('paymentFlow', o.payment_flow, req.lang), action: t(req.lang, 'orders.action.requestCancellation') }).onFields('orderNo');
    }
    const transferred = o.transfer_state === 'transferred';
    if (a.kind === 'intercept' && !transferred) {
      throw new AppError('cancelRequest.interceptNotTransferred', { orderNo, state: dictionaryLabel('transferState', o.transfer_state, req.lang) }).onFields('kind');
    }
    if (a.kind === 'cancel' && transferred) throw new AppError('cancelRequest.cancelTransferred', { orderNo, trackingNo: o.channel_tracking_no ?? '' }).onFields('kind');
    if ((await q(`select 1 from cancel_request where order_id = $1 and state = 'pending'`, [o.id])).length) throw pending();
    const [row] = await q<{ id: string }>(
      `insert into cancel_request (order_id, customer_id, kind, reason, applied_by, applied_by_name) values ($1, $2, $3, $4, $5, $6) returning id`,
      [o.id, o.customer_id, a.kind, a.reason, user.userId, user.userName],
    );
    await q(`insert into order_log (order_id, user_id, user_name, action, changes) values ($1, $2, $3, 'cancelRequested', $4::jsonb)`, [
      o.id, user.userId, user.userName, JSON.stringify({ kind: a.kind, reason: a.reason }),
    ]);
    return { id: Number(row.id), orderNo };
  }), pending);
}

interface RequestRow {
  id: number;
  orderId: number;
  customerId: number;
  orderNo: string;
  state: ApprovalState;
  paymentFlow: PaymentFlowState;
  shipmentCancelled: string | null;
}

async function requestOf(req: FastifyRequest, id: number, scope: CustomerScope): Promise<RequestRow> {
  const [r] = await req.server.db.query<RequestRow>(
    `select r.id, r.order_id as "orderId", r.customer_id as "customerId", o.order_no as "orderNo", r.state,
            o.payment_flow as "paymentFlow", r.shipment_cancelled as "shipmentCancelled"
       from cancel_request r join orders o on o.id = r.order_id where r.id = $1`,
    [id],
  );
  if (!r || !inScope(scope, Number(r.customerId))) throw new AppError('cancelRequest.notFound');
  return { ...r, id: Number(r.id), orderId: Number(r.orderId) };
}

/** The approval machine's answer for a request in `state` (pending only). */
function assertDecidable(req: FastifyRequest, orderNo: string, state: ApprovalState, decision: Decision['decision']): void {
  if (!approvalFlow.allowed(state, decision)) throw new AppError('cancelRequest.decided', { orderNo, state: dictionaryLabel('approval', state, req.lang) });
}

/** The request's decision, written under its lock; a live claim of another approver refuses. */
async function lockPending(q: TxQuery, req: FastifyRequest, r: RequestRow, decision: Decision['decision'], token?: string): Promise<void> {
  const [cur] = await q<{ state: ApprovalState; mine: boolean; claimed: boolean }>(
    `select state, decision_claim is not distinct from $2 as mine,
            decision_claim is not null and decision_claimed_at >= now() - ${CLAIM_TTL} as claimed
       from cancel_request where id = $1 for update`,
    [r.id, token ?? null],
  );
  assertDecidable(req, r.orderNo, cur.state, decision);
  if (cur.claimed && !cur.mine) throw new AppError('cancelRequest.beingDecided', { orderNo: r.orderNo });
}

async function recordDecision(q: TxQuery, req: FastifyRequest, r: RequestRow, decision: Decision['decision'], remark: string | null): Promise<void> {
  const user = currentUser(req);
  await q(
    `update cancel_request set state = $2, decided_by = $3, decided_by_name = $4, decided_at = now(), decision_remark = $5,
            decision_claim = null, decision_claimed_at = null
      where id = $1`,
    [r.id, approvalFlow.transitions[decision].to, user.userId, user.userName, remark],
  );
}

async function reject(req: FastifyRequest, r: RequestRow, remark: string) {
  const user = currentUser(req);
  await inTransaction(req.server.db, async (q) => {
    await lockPending(q, req, r, 'reject');
    await recordDecision(q, req, r, 'reject', remark);
    await q(`insert into order_log (order_id, user_id, user_name, action, changes) values ($1, $2, $3, 'cancelRequestRejected', $4::jsonb)`, [
      r.orderId, user.userId, user.userName, JSON.stringify({ remark }),
    ]);
  });
  return { id: r.id, orderNo: r.orderNo, state: 'reject' as const };
}

/** Takes the request for this approver while the carrier is asked, or says who has it. */
async function claim(req: FastifyRequest, r: RequestRow, token: string): Promise<void> {
  const [won] = await req.server.db.query(
    `update cancel_request set decision_claim = $2, decision_claimed_at = now()
      where id = $1 and state = 'pending' and (decision_claim is null or decision_claimed_at < now() - ${CLAIM_TTL})
     returning id`,
    [r.id, token],
  );
  if (won) return;
  const [cur] = await req.server.db.query<{ state: ApprovalState }>(`select state from cancel_request where id = $1`, [r.id]);
  assertDecidable(req, r.orderNo, cur.state, 'agree');
  throw new AppError('cancelRequest.beingDecided', { orderNo: r.orderNo });
}

/** The carrier stops the order's shipment (none: not transferred, numbers booked elsewhere, or stopped by this request already). */
async function cancelAtCarrier(req: FastifyRequest, r: RequestRow, token: string): Promise<string | null> {
  const [shipment] = await carrierShipments(req, [r.orderId]);
  if (!shipment) return null;
  if (shipment.shipmentId === r.shipmentCancelled) return shipment.shipmentId;
  try {
    const provider = await channelProvider(req.server, shipment.supplier);
    await provider.cancel(shipment.shipmentId);
  } catch (err) {
    if (err instanceof CarrierRefusal) {
      throw new AppError('cancelRequest.carrierRefused', { supplier: shipment.supplierName, orderNo: r.orderNo, message: err.message });
    }
    req.log.warn({ err, orderId: r.orderId }, 'carrier unavailable');
    throw new AppError('orders.carrierUnavailable', { supplier: shipment.supplierName });
  }
  await req.server.db.query(`update cancel_request set shipment_cancelled = $3 where id = $1 and decision_claim = $2`, [r.id, token, shipment.shipmentId]);
  return shipment.shipmentId;
}

async function agree(req: FastifyRequest, r: RequestRow, scope: CustomerScope, remark: string | null) {
  // Checked before the carrier is asked: an order that cannot be cancelled keeps its shipment. One
  // cancelled meanwhile (DD0201_01) is agreed all the same: its transfer still goes.
  if (r.paymentFlow !== 'cancelled' && !paymentFlow.allowed(r.paymentFlow, 'agreeCancellation')) {
    throw new AppError('orders.stateRefused', { orderNo: r.orderNo, state: dictionaryLabel('paymentFlow', r.paymentFlow, req.lang), action: t(req.lang, 'orders.action.agreeCancellation') });
  }
  const token = randomUUID();
  await claim(req, r, token);
  try {
    const stopped = await cancelAtCarrier(req, r, token);
    return await inTransaction(req.server.db, async (q) => {
      await lockPending(q, req, r, 'agree', token);
      const [o] = await q<{ payment_flow: string; transfer_state: string; shipment_id: string | null }>(
        `select payment_flow, transfer_state, shipment_id from orders where id = $1 for update`,
        [r.orderId],
      );
      if (o.payment_flow !== 'cancelled') await transitionIn(q, req, scope, [r.orderId], paymentFlow, 'agreeCancellation');
      // Transferred after the carrier was asked (or not asked): its new shipment is live, so nothing is written.
      if (o.shipment_id && o.shipment_id !== stopped) throw new AppError('cancelRequest.transferredMeanwhile', { orderNo: r.orderNo });
      let transferState = o.transfer_state;
      if (o.transfer_state === 'transferred') {
        [{ to: transferState }] = await transitionIn(q, req, scope, [r.orderId], transferFlow, 'delete');
        await forgetTransfer(q, [r.orderId]);
      }
      await recordDecision(q, req, r, 'agree', remark);
      return { id: r.id, orderNo: r.orderNo, state: 'agree' as const, paymentFlow: 'cancelled' as const, transferState };
    });
  } finally {
    // Given back whatever happened (a decision written has cleared it already).
    await req.server.db.query(`update cancel_request set decision_claim = null, decision_claimed_at = null where id = $1 and decision_claim = $2`, [r.id, token]);
  }
}

/** dd/0210/approve: one request agreed or rejected, with the approver's remark (required to reject). */
export async function decide(req: FastifyRequest, d: Decision) {
  const scope = await customerScope(req.server.db, currentUser(req));
  const r = await requestOf(req, d.id, scope);
  assertDecidable(req, r.orderNo, r.state, d.decision);
  const remark = d.remark?.trim() || null;
  if (d.decision === 'reject') {
    if (!remark) throw new AppError('cancelRequest.remarkRequired').onFields('remark');
    return reject(req, r, remark);
  }
  return agree(req, r, scope, remark);
}
