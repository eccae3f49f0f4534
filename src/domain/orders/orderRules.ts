/**
 * What an order may hold (spec section 5: V07, V10, V16c; S11), shared by the order form, which
 * warns as the customer types, and the server, which refuses.
 */
import { dec, type DecimalLike } from '../pricing/money';

/** V07 / K13: at most 80 pieces (cases) in an order (the form's `pieceCount` validator). */
export { MAX_PIECES } from '../validators/quantities';

/** V07: more than this many items in one carton holds the warehouse up: the form says so (a note, not a refusal). */
export const ITEMS_PER_CARTON_NOTE = 30;

/**
 * V16c: a declared value from which the customer must confirm it (a typo of two zeros costs duty
 * and delays). The spec names no figure: about 2,000 US dollars, per currency as declared.
 */
export const LARGE_DECLARED_VALUE: Readonly<Record<string, string>> = { USD: '2000', EUR: '2000', GBP: '1600', RMB: '15000', HKD: '15000' };
const LARGE_OTHERWISE = '2000';

export function largeDeclaredValueFrom(currency: string | null | undefined): string {
  return LARGE_DECLARED_VALUE[String(currency ?? 'USD').toUpperCase()] ?? LARGE_OTHERWISE;
}

export function isLargeDeclaredValue(value: DecimalLike | null | undefined, currency: string | null | undefined): boolean {
  if (value == null || value === '') return false;
  return dec(value).gte(dec(largeDeclaredValueFrom(currency)));
}

/** The declared (actual) weight of an order, kg: each line's box weight × its boxes, in decimals, 3 places. */
export const totalWeightOf = (parcels: ReadonlyArray<{ weight: DecimalLike; count?: number | null }>): string =>
  parcels.reduce((sum, p) => sum.add(dec(p.weight).mul(Math.max(1, Math.floor(p.count ?? 1)))), dec(0)).toFixed(3);

/** Pieces of an order: its parcels' box counts summed. */
export const piecesOf = (parcels: ReadonlyArray<{ count?: number | null }>): number =>
  parcels.reduce((n, p) => n + Math.max(1, Math.floor(p.count ?? 1)), 0);

/**
 * S11: who places an order for a customer needs the customer's authorization. Sales do (a
 * valet order); customer service, dealers and administrators order for the customers in their
 * scope by office.
 */
const ORDER_BY_OFFICE = ['kf', 'dealer', 'admin'];
export const valetNeeded = (roles: readonly string[]): boolean => !roles.some((r) => ORDER_BY_OFFICE.includes(r));
