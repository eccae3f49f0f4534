import type { PaymentFlowState } from '../orders/orderStates';

/**
 * The payment flows (S03) in which an order's shipping label may be printed: once it is placed,
 * until it is cancelled. A draft is not an order yet (its numbers and parcels may still change) and
 * a cancelled order does not ship.
 */
export const LABEL_PRINTABLE_FLOWS: readonly PaymentFlowState[] = ['placed', 'audited', 'customer_paid'];

export function labelPrintable(flow: PaymentFlowState): boolean {
  return LABEL_PRINTABLE_FLOWS.includes(flow);
}
