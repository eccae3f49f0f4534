/**
 * Whether a decimal fits its numeric(precision, scale) column. PostgreSQL would round extra
 * decimals away in silence (0.123456 stored as 0.12346 in numeric(8, 5)): a rate or an amount
 * is refused instead, so what was typed is what is stored.
 */
import type { Msg } from './types';

export function decimalColumnProblem(value: string, precision: number, scale: number): Msg | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m) return { key: 'pricing.badDecimal', params: { value } };
  if ((m[2] ?? '').length > scale) return { key: 'pricing.decimal.scale', params: { value, scale } };
  if (m[1].replace(/^0+(?=\d)/, '').length > precision - scale) return { key: 'pricing.decimal.tooLarge', params: { value, digits: precision - scale } };
  return null;
}
