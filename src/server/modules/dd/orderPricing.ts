/**
 * What placing an order (DD0101_01) and editing one (DD0205_03) check and price alike: the
 * order's rules (V07, V16c), the chosen route priced on the server with its trace, the customer
 * order number unique (E11c) and the available credit.
 */
import type { Database } from '../../db/connection';
import type { Lang } from '../../platform/i18n';
import { AppError } from '../../platform/errors';
import type { TxQuery } from '../../platform/resource';
import { quote, QuoteInputError } from '../../../domain/pricing/quote';
import { render } from '../../../domain/pricing/messages';
import type { Quote, QuoteInput } from '../../../domain/pricing/types';
import { checkCredit, type CreditStatement } from '../../../domain/credit/availableCredit';
import { dec } from '../../../domain/pricing/money';
import { isLargeDeclaredValue, largeDeclaredValueFrom, MAX_PIECES, piecesOf, totalWeightOf } from '../../../domain/orders/orderRules';
import { loadQuoteSetup, type Config as PricingConfig } from '../xx/pricing.repo';
import type { OrderValues, ParcelValues } from './placeOrder.body';
import { creditFigures } from './orderCredit';
import './orders.messages';


/** What the price depends on, from the order's parcels: their sums, and the boxes themselves. */
export function cargoOf(parcels: ParcelValues[]): Pick<QuoteInput, 'weight' | 'pieces' | 'parcels'> {
  return { weight: totalWeightOf(parcels), pieces: piecesOf(parcels), parcels: parcels.map((p) => ({ ...p, length: p.length || null, width: p.width || null, height: p.height || null })) };
}

/**
 * Where an order is priced: the database and the language a refusal is worded in (a request, or a
 * bulk job); `pricing`: the configuration all of a batch's orders are priced by.
 */
export interface PricingContext { db: Database; lang: Lang; pricing?: PricingConfig }

/**
 * The chosen route priced on the server, at the order's time, with its trace lines. `many`: one of
 * many orders (a bulk upload) takes the customer's routes of the country from the quote cache,
 * built once for all, instead of building the one route for itself.
 */
export async function priceChosenRoute(ctx: PricingContext, customerId: number, v: OrderValues, at: Date, many = false): Promise<Quote> {
  const { db } = ctx;
  const r = v.recipient;
  const country = String(r.country).toUpperCase();
  const address = { postcode: r.postcode, city: r.city };
  const setup = await loadQuoteSetup(db, customerId, country, at, many ? undefined : [Number(v.routeId)], address, ctx.pricing);
  const routes = many ? setup.routes.filter((route) => route.id === v.routeId) : setup.routes;
  if (!routes.length) throw new AppError('orders.routeNotAssigned').onFields('routeId');
  const input: QuoteInput = { country, postcode: r.postcode, city: r.city, declaredValue: v.declaredValue, ...cargoOf(v.parcels) };
  let result;
  try {
    result = quote(input, routes, { orderTime: at, remoteAreas: setup.remoteAreas, attributeRules: setup.attributeRules, specialRoutes: setup.specialRoutes });
  } catch (err) {
    if (err instanceof QuoteInputError) throw new AppError(err.key, err.params);
    throw err;
  }
  const chosen = result.quotes[0];
  if (chosen) return chosen;
  const reason = render(ctx.lang, result.excluded[0].reason);
  throw new AppError(v.copyOf ? 'orders.noCopy' : 'orders.routeUnavailable', { reason }).onFields('routeId');
}

/** V07 and V16c: what the order holds, before anything is priced or written. */
export function assertOrderRules(v: OrderValues): void {
  const pieces = piecesOf(v.parcels);
  if (pieces > MAX_PIECES) throw new AppError('orders.tooManyPieces', { pieces, max: MAX_PIECES }).onFields('parcels');
  if (!v.draft && !v.confirmLargeValue && isLargeDeclaredValue(v.declaredValue, v.declaredCurrency)) {
    const params = { value: v.declaredValue, currency: v.declaredCurrency, from: largeDeclaredValueFrom(v.declaredCurrency) };
    throw new AppError('orders.confirmLargeValue', params, undefined, { confirmLargeValue: true });
  }
}

/** E11c: one live order per customer order number (`except`: the order being edited). */
export async function assertUniqueCustomerOrderNo(q: TxQuery, customerId: number, v: OrderValues, except?: number): Promise<void> {
  if (!v.customerOrderNo) return;
  const [dup] = await q(
    `select 1 from orders where customer_id = $1 and customer_order_no = $2 and payment_flow <> 'cancelled' and id is distinct from $3`,
    [customerId, v.customerOrderNo, except ?? null],
  );
  if (dup) throw new AppError('orders.duplicate', { customerOrderNo: v.customerOrderNo }).onFields('customerOrderNo');
}

/**
 * The available credit for `chosen`; refused with its four figures when short and `enforce`d (a
 * draft spends nothing). `replaces`: the estimate of the order being edited when it is counted
 * among the unbilled orders already, so only the difference is spent.
 */
export async function creditFor(
  q: TxQuery, customerId: number, chosen: Quote,
  o: { enforce: boolean; replaces?: { estimate: string | null; currency: string | null } },
): Promise<CreditStatement> {
  const figures = await creditFigures(q, customerId, chosen.currency);
  const old = o.replaces;
  if (old?.estimate && old.currency === chosen.currency) figures.unbilled = dec(figures.unbilled).sub(dec(old.estimate)).toString();
  const credit = checkCredit(figures, chosen.total);
  if (o.enforce && !credit.ok) {
    throw new AppError('orders.creditExceeded', { estimate: credit.estimate, ...credit.statement }, undefined, { credit: credit.statement, estimate: credit.estimate });
  }
  return credit.statement;
}
