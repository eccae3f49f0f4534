import type { PaymentFlowState } from '../orders/orderStates';

/**
 * Whether an order's shipping label may be printed in its payment flow (S03): once it is placed,
 * until it is cancelled. A draft is not an order yet (its numbers and parcels may still change) and
 * a cancelled order does not ship.
 */
export function labelPrintable(flow: PaymentFlowState): boolean {
  return flow === 'placed' || flow === 'audited' || flow === 'customer_paid';
}
