/**
 * Freight from a zone's weight breaks.
 *
 * The break holding the chargeable weight W prices it: flat, per kg, or first + additional
 * weight. Weight-break rule (as in air cargo): when a heavier break priced at its own lower
 * limit is cheaper, that price applies, so a heavier parcel never costs less than a lighter
 * one on the same route and zone. Then the zone's minimum charge. Not rounded here: the
 * caller rounds the freight line once (money.ts).
 */
import { dec, maxDec, type Dec } from './money';
import type { Msg, WeightBreak, ZoneRate } from './types';

export interface FreightResult {
  amount: Dec;
  /** What priced it: the break used, the weight-break rule, the minimum charge. */
  lines: Msg[];
  weightBreak: Msg;
}

/** Cost of one break at weight w (w within or below the band). */
export function breakCost(b: WeightBreak, w: Dec): { amount: Dec; formula: Msg } {
  switch (b.kind) {
    case 'flat':
      return { amount: dec(b.price), formula: { key: 'pricing.break.flat', params: { upTo: String(b.upTo), price: String(b.price) } } };
    case 'per_kg': {
      const base = dec(b.base, 0);
      const amount = w.mul(dec(b.rate)).add(base);
      return {
        amount,
        formula: base.isZero()
          ? { key: 'pricing.break.perKg', params: { weight: w.toString(), rate: String(b.rate), amount: amount.toString() } }
          : { key: 'pricing.break.perKgBase', params: { weight: w.toString(), rate: String(b.rate), base: base.toString(), amount: amount.toString() } },
      };
    }
    case 'first_additional': {
      const first = dec(b.firstWeight);
      const unit = dec(b.additionalUnit);
      const extra = w.gt(first) && unit.gt(0) ? w.sub(first).div(unit).ceil() : dec(0);
      const amount = dec(b.firstPrice).add(extra.mul(dec(b.additionalPrice)));
      return {
        amount,
        formula: {
          key: 'pricing.break.firstAdditional',
          params: {
            firstWeight: first.toString(),
            firstPrice: String(b.firstPrice),
            units: extra.toString(),
            unit: unit.toString(),
            additionalPrice: String(b.additionalPrice),
            amount: amount.toString(),
          },
        },
      };
    }
  }
}

/** Breaks sorted by upTo; null when the weight is above the last break. */
export function zoneFreight(rate: ZoneRate, weight: Dec): FreightResult | null {
  const breaks = [...rate.breaks].sort((a, b) => dec(a.upTo).cmp(dec(b.upTo)));
  const idx = breaks.findIndex((b) => weight.lte(dec(b.upTo)));
  if (idx < 0) return null;
  const own = breakCost(breaks[idx], weight);
  let best = own.amount;
  let bestFormula = own.formula;
  const lowerOf = (i: number) => (i === 0 ? dec(0) : dec(breaks[i - 1].upTo));
  const lines: Msg[] = [
    { key: 'pricing.trace.break', params: { from: lowerOf(idx).toString(), upTo: String(breaks[idx].upTo) } },
    own.formula,
  ];
  let usedHigher: number | null = null;
  for (let i = idx + 1; i < breaks.length; i++) {
    const at = maxDec(weight, lowerOf(i));
    const c = breakCost(breaks[i], at);
    if (c.amount.lt(best)) {
      best = c.amount;
      bestFormula = c.formula;
      usedHigher = i;
    }
  }
  if (usedHigher !== null) {
    lines.push({ key: 'pricing.trace.higherBreak', params: { from: lowerOf(usedHigher).toString(), upTo: String(breaks[usedHigher].upTo) } });
    lines.push(bestFormula);
  }
  const minCharge = dec(rate.minCharge, 0);
  if (best.lt(minCharge)) {
    lines.push({ key: 'pricing.trace.minCharge', params: { amount: best.toString(), minimum: minCharge.toString() } });
    best = minCharge;
  }
  return { amount: best, lines, weightBreak: bestFormula };
}
