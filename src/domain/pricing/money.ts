/**
 * Decimal arithmetic and the one rounding rule of the pricing engine.
 *
 * - Every amount and weight is a decimal.js value; binary floats never carry money.
 * - Money is rounded HALF-UP to the currency's scale (RMB, USD, EUR, GBP: 2 places; JPY: 0),
 *   exactly once per line item (freight, fuel, remote fee, each surcharge). A total is the
 *   exact sum of its rounded lines, so it always equals the sum of its parts.
 * - Weights are not money: the chargeable weight is rounded UP to the route's step; shown
 *   weights (actual, volumetric) are given with 3 decimals, half-up (spec 9: decimal default 3).
 */
import DecimalJs from 'decimal.js';

export const Dec = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Dec = DecimalJs;
export type DecimalLike = string | number | DecimalJs;

/** Decimal places of each currency's line items. Unknown currencies use 2. */
export const CURRENCY_SCALE: Record<string, number> = { RMB: 2, CNY: 2, USD: 2, EUR: 2, GBP: 2, JPY: 0, AUD: 2, HKD: 2 };

export const scaleOf = (currency: string): number => CURRENCY_SCALE[currency] ?? 2;

/** A decimal of the engine's precision; decimals are immutable, so one made here is reused as is. */
export function dec(v: DecimalLike | null | undefined, fallback: DecimalLike = 0): Dec {
  if (v instanceof Dec) return v;
  if (v === null || v === undefined || v === '') return new Dec(fallback);
  return new Dec(typeof v === 'number' ? String(v) : v);
}

/** The money rounding rule: half-up to the currency's scale. */
export function roundMoney(v: Dec, currency: string): Dec {
  return v.toDecimalPlaces(scaleOf(currency), DecimalJs.ROUND_HALF_UP);
}

/** Money as the API shows it: a string with exactly the currency's scale ("12.30"). */
export function moneyString(v: Dec, currency: string): string {
  return v.toFixed(scaleOf(currency), DecimalJs.ROUND_HALF_UP);
}

/** A weight as shown: up to 3 decimals, half-up, no trailing zeros ("1.5"). */
export function weightString(v: Dec): string {
  return v.toDecimalPlaces(3, DecimalJs.ROUND_HALF_UP).toString();
}

/** Rounds `v` UP to a multiple of `step` (step > 0). */
export function ceilToStep(v: Dec, step: Dec): Dec {
  if (step.lte(0)) return v;
  return v.div(step).ceil().mul(step);
}

export const maxDec = (a: Dec, b: Dec): Dec => (a.gte(b) ? a : b);
export const minDec = (a: Dec, b: Dec): Dec => (a.lte(b) ? a : b);
