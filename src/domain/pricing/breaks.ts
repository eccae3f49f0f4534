/**
 * Checks of a zone's weight breaks (V09c, V03), shared by the price form (ZJ0104_02) and the
 * price sheet (ZJ0105_01): at least one break, upper limits above zero and increasing, every
 * price of the break's kind a decimal ≥ 0, an additional unit above zero. Each problem names
 * the break (index) and the field, so a sheet can point at its row and column.
 */
import type { Msg, WeightBreak } from './types';

export type BreakField = 'upTo' | 'firstWeight' | 'firstPrice' | 'additionalUnit' | 'additionalPrice' | 'rate' | 'base' | 'price';

export interface BreakProblem {
  /** The break in the given order; null for the zone as a whole. */
  index: number | null;
  field: BreakField | null;
  msg: Msg;
}

/** The numbers each kind of break needs (base is optional). */
const PRICE_FIELDS: Record<WeightBreak['kind'], BreakField[]> = {
  first_additional: ['firstWeight', 'firstPrice', 'additionalUnit', 'additionalPrice'],
  per_kg: ['rate', 'base'],
  flat: ['price'],
};
const OPTIONAL = new Set<BreakField>(['base']);
const DECIMAL = /^\d+(\.\d+)?$/;

export function checkBreaks(zone: string, breaks: WeightBreak[]): BreakProblem[] {
  if (!breaks.length) return [{ index: null, field: null, msg: { key: 'pricing.breaks.none', params: { zone } } }];
  const problems: BreakProblem[] = [];
  let prev = 0;
  breaks.forEach((b, index) => {
    const upTo = String(b.upTo ?? '');
    const up = Number(upTo);
    if (!DECIMAL.test(upTo) || !(up > prev)) problems.push({ index, field: 'upTo', msg: { key: 'pricing.breaks.notIncreasing', params: { zone, upTo, prev: String(prev) } } });
    if (up > prev) prev = up;
    const values = b as unknown as Record<string, unknown>;
    for (const field of PRICE_FIELDS[b.kind] ?? []) {
      const v = values[field];
      if (v == null || v === '') {
        if (!OPTIONAL.has(field)) problems.push({ index, field, msg: { key: 'pricing.breaks.price', params: { zone, upTo } } });
      } else if (!DECIMAL.test(String(v))) problems.push({ index, field, msg: { key: 'pricing.breaks.price', params: { zone, upTo } } });
    }
    if (b.kind === 'first_additional' && DECIMAL.test(String(b.additionalUnit ?? '')) && !(Number(b.additionalUnit) > 0)) {
      problems.push({ index, field: 'additionalUnit', msg: { key: 'pricing.breaks.unit', params: { zone, upTo } } });
    }
  });
  return problems;
}
