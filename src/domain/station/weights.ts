/**
 * The station's weight rules (spec section 4, S14; V10): a parcel may not leave heavier than it
 * came in. Decimal, never float: 2.1 out against 2.100 in is equal, not over.
 */
import { dec, type DecimalLike } from '../pricing/money';

/** Whether an outbound weight exceeds the inbound one (the outbound weighing is refused). */
export function outWeightExceedsIn(outWeight: DecimalLike, inWeight: DecimalLike): boolean {
  return dec(outWeight).gt(dec(inWeight));
}
