/**
 * The order's state machines (spec section 4, SCREENS.md S03, S06a, S12, S13a). Every endpoint
 * that changes an order's state goes through these and writes the order's log; the screens show
 * an action only where `allowed` says so.
 */
import { defineMachine } from '../states/machine';

/**
 * S03, the payment flow: a customer's order is placed (a draft is saved first, DD0101_01), the
 * merchant audits it (DD0201_01), the customer pays (ZF0101_01); an audited order that is edited
 * (DD0205_03) goes back to review. Rejecting or cancelling ends it;
 * an agreed cancellation request (DD0210_01) cancels it at any point before it is cancelled.
 */
export const PAYMENT_FLOW_STATES = ['draft', 'placed', 'audited', 'customer_paid', 'cancelled'] as const;
export type PaymentFlowState = (typeof PAYMENT_FLOW_STATES)[number];

export const paymentFlow = defineMachine('paymentFlow', PAYMENT_FLOW_STATES, {
  submit: { from: ['draft'], to: 'placed' },
  audit: { from: ['placed'], to: 'audited' },
  pay: { from: ['audited'], to: 'customer_paid' },
  reject: { from: ['placed'], to: 'cancelled' },
  cancel: { from: ['draft', 'placed', 'audited'], to: 'cancelled' },
  agreeCancellation: { from: ['placed', 'audited', 'customer_paid'], to: 'cancelled' },
  // DD0205_03: an audited order that is edited is reviewed again.
  revise: { from: ['audited'], to: 'placed' },
});
export type PaymentFlowAction = keyof typeof paymentFlow.transitions;

/** S03's payment status (paid, unpaid, cancelled), as the lists filter and show it: read off the flow. */
export function paymentStatusOf(state: PaymentFlowState): 'paid' | 'unpaid' | 'cancelled' {
  return state === 'customer_paid' ? 'paid' : state === 'cancelled' ? 'cancelled' : 'unpaid';
}

/**
 * S12, the transfer to a carrier channel (DD0202_01/02): automatic or manual, reset to transfer
 * again, deleted (also when a cancellation is agreed). A failed attempt stays not transferred,
 * with the channel's message on the order, and may be retried.
 */
export const TRANSFER_STATES = ['not_transferred', 'transferred', 'reset', 'deleted'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

export const transferFlow = defineMachine('transferState', TRANSFER_STATES, {
  transfer: { from: ['not_transferred', 'reset'], to: 'transferred' },
  reset: { from: ['transferred'], to: 'reset' },
  delete: { from: ['not_transferred', 'transferred', 'reset'], to: 'deleted' },
});
export type TransferAction = keyof typeof transferFlow.transitions;

/** S06a, an approval (cancellation and intercept requests DD0210_01, weight appeals, credit applications): src/domain/states/approval.ts. */
export { APPROVAL_STATES, approvalFlow, type ApprovalAction, type ApprovalState } from '../states/approval';

/** S13a and the station's other machines: src/domain/station/stationStates.ts. */
import { STATION_OP_STATES, type StationOpState } from '../station/stationStates';
export { STATION_OP_STATES, type StationOpState };

/** DD0205_03: an order is edited only while its parcels are not in yet (before 'in', S13a). */
export function editableAt(station: StationOpState): boolean {
  return STATION_OP_STATES.indexOf(station) < STATION_OP_STATES.indexOf('in');
}
