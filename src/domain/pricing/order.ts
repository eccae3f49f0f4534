/**
 * "Cheapest first" when quotes come in several currencies. There is no exchange rate yet
 * (CW0701_01 brings them), so 100 USD and 700 RMB cannot be compared: totals are compared only
 * within one currency. Quotes are grouped by currency, the customer's settlement currency first
 * (RMB while customers have none), the other currencies by code; within a group: total
 * ascending, then the shorter maximum transit time (unknown last), then route id.
 */
import { Dec, dec } from './money';
import { BAIL, cmp as cmpFx, fxStr, parseFx, type Fx } from './fixed';
import { compareIds } from './ids';

/** What the order reads of a quote. */
export interface Orderable {
  routeId: number | string;
  currency: string;
  total: string;
  transitDays: { max: number | null };
}

/** The currency listed first when the caller names none. */
export const HOME_CURRENCY = 'RMB';

/**
 * The quotes in the order above (a new array; the input is left as is). `of` reads the quote of
 * an item that is not one itself (a list row and its quote).
 */
export function cheapestFirst<T>(items: readonly T[], options: { firstCurrency?: string; of?: (item: T) => Orderable } = {}): T[] {
  const first = options.firstCurrency ?? HOME_CURRENCY;
  const of = options.of ?? ((item: T) => item as unknown as Orderable);
  // Each total is parsed once, not at every comparison.
  const keyed = items.map((item) => {
    const q = of(item);
    return { item, currency: q.currency, total: totalKey(q.total), transitMax: q.transitDays.max ?? NO_TRANSIT, routeId: q.routeId };
  });
  keyed.sort((a, b) => compareRanks(a, b, first));
  return keyed.map((k) => k.item);
}

/** What the order compares, the total already exact (a trial ranking 500 routes keeps its numbers). */
export interface RankKey {
  currency: string;
  total: Fx | Dec;
  /** The longest transit time in days; `NO_TRANSIT` when unknown (sorts last). */
  transitMax: number;
  routeId: number | string;
}

export const NO_TRANSIT = Number.MAX_SAFE_INTEGER;

/** The order above, for keys made once (`cheapestFirst` makes them from quotes). */
export function compareRanks(a: RankKey, b: RankKey, first = HOME_CURRENCY): number {
  return compareCurrencies(a.currency, b.currency, first) || compareTotals(a.total, b.total) || a.transitMax - b.transitMax || compareIds(a.routeId, b.routeId);
}

function compareCurrencies(a: string, b: string, first: string): number {
  if (a === b) return 0;
  if (a === first) return -1;
  if (b === first) return 1;
  return a < b ? -1 : 1;
}

/** A total as an exact scaled integer when it fits (always, in practice), else as a decimal. */
function totalKey(total: string): Fx | Dec {
  try {
    return parseFx(total);
  } catch (err) {
    if (err !== BAIL) throw err;
    return dec(total);
  }
}

function compareTotals(a: Fx | Dec, b: Fx | Dec): number {
  if (!(a instanceof Dec) && !(b instanceof Dec)) {
    try {
      return cmpFx(a, b);
    } catch {
      /* scales too far apart: compare as decimals */
    }
  }
  const x = a instanceof Dec ? a : dec(fxStr(a));
  const y = b instanceof Dec ? b : dec(fxStr(b));
  return x.cmp(y);
}

/** The cheapest quote of each currency in quotes already in `cheapestFirst` order: the first of each. */
export function cheapestPerCurrency(ordered: readonly Orderable[]): { currency: string; routeId: number | string; total: string }[] {
  const out: { currency: string; routeId: number | string; total: string }[] = [];
  for (const q of ordered) if (!out.some((c) => c.currency === q.currency)) out.push({ currency: q.currency, routeId: q.routeId, total: q.total });
  return out;
}
