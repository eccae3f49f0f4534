/**
 * Placing an order: the guards (E13, E14, S11), the order's rules (V07, V16c, E11c, E11k), the
 * chosen route priced again on the server and its quote stored with its whole trace, the
 * available credit, and the order, its lines and its log in one transaction. DD0101_01 places a
 * single order; DD0103_01 an FBA shipment, its cartons checked first; DD1401_01 a first-leg
 * order, priced by its trunk tariff instead of a route.
 */
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/types';
import { inTransaction } from '../../platform/resource';
import { todayIn } from '../../../domain/time/index';
import type { Quote } from '../../../domain/pricing/types';
import type { OrderValues } from './placeOrder.body';
import { assertMayOrder, orderCustomer } from './orderGuards';
import { assertOrderRules, assertUniqueCustomerOrderNo, creditFor, priceChosenRoute } from './orderPricing';
import { insertOrder, type OrderKind } from './orderWrite';
import { scopedOrder } from './orderScope';
import './orders.messages';

/** E11k: a copy is of an order the caller may see (another's answers as a missing one). */
const assertCopyable = (req: FastifyRequest, copyOf: number) => scopedOrder(req, copyOf);

/** How the order is priced: its chosen route (default), or a first-leg order's tariff. */
export type OrderPricer = (customerId: number, at: Date) => Promise<Quote>;

/** Places an order (or saves it as a draft) from the form's values. */
export async function placeOrder(req: FastifyRequest, v: OrderValues, kind: OrderKind = 'single', price?: OrderPricer) {
  const db = req.server.db;
  const user = currentUser(req);
  const customerId = await orderCustomer(db, user, v.customerId);
  assertOrderRules(v);
  // Who may order is said before any pricing (a customer not approved hears E13, not a route's
  // refusal), and checked again under the customer's lock in the order's transaction.
  await assertMayOrder((text, params) => db.query(text, params), user, customerId);
  if (v.copyOf) await assertCopyable(req, v.copyOf);
  const at = new Date();
  const chosen = price ? await price(customerId, at) : await priceChosenRoute({ db, lang: req.lang }, customerId, v, at);
  const paymentFlow = v.draft ? 'draft' : 'placed';
  return inTransaction(db, async (q) => {
    await assertMayOrder(q, user, customerId);
    await assertUniqueCustomerOrderNo(q, customerId, v);
    const credit = await creditFor(q, customerId, chosen, { enforce: !v.draft });
    const day = todayIn(req.server.config.businessTimeZone, at.getTime());
    const { id, orderNo } = await insertOrder(q, { values: v, customerId, paymentFlow, quote: chosen, businessDay: day, user, source: kind });
    return { id, orderNo, paymentFlow, estimate: chosen.total, currency: chosen.currency, credit };
  });
}
