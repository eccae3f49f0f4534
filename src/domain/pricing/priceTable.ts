/**
 * Freight from a zone's weight breaks.
 *
 * The break holding the chargeable weight W prices it: flat, per kg, or first + additional
 * weight. Weight-break rule (as in air cargo): when a heavier break priced at its own lower
 * limit is cheaper, that price applies, so a heavier parcel never costs less than a lighter
 * one on the same route and zone. Then the zone's minimum charge. Not rounded here: the
 * caller rounds the freight line once (money.ts).
 */
import { dec, type Dec } from './money';
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

/**
 * A zone rate prepared once for fast lookups, kept small (the server caches thousands):
 * breaks sorted by upTo, their upper limits as numbers for the search (weights and limits
 * have at most 3 decimals, so comparing doubles orders them exactly), and for each break the
 * index of the cheapest break at or after it priced at its own lower limit (weight-break rule).
 * Money is still computed in decimals, only for the breaks that price the parcel.
 */
interface CompiledRate {
  breaks: WeightBreak[];
  upTo: Float64Array;
  suffixBest: Int32Array;
  minCharge: Dec;
  max: Dec;
}

const compiled = new WeakMap<ZoneRate, CompiledRate>();

const lowerOf = (breaks: WeightBreak[], i: number): Dec => (i === 0 ? dec(0) : dec(breaks[i - 1].upTo));

function compile(rate: ZoneRate): CompiledRate {
  let c = compiled.get(rate);
  if (c) return c;
  const breaks = [...rate.breaks].sort((a, b) => dec(a.upTo).cmp(dec(b.upTo)));
  const upTo = Float64Array.from(breaks, (b) => Number(b.upTo));
  // A heavier break j than the one holding W has lower(j) ≥ W, so it is priced at lower(j):
  // a constant per break; the cheapest of the heavier ones is a suffix minimum.
  const suffixBest = new Int32Array(breaks.length);
  let bestCost: Dec | null = null;
  for (let i = breaks.length - 1; i >= 0; i--) {
    const cost = breakCost(breaks[i], lowerOf(breaks, i)).amount;
    if (bestCost === null || cost.lte(bestCost)) {
      bestCost = cost;
      suffixBest[i] = i;
    } else suffixBest[i] = suffixBest[i + 1];
  }
  c = { breaks, upTo, suffixBest, minCharge: dec(rate.minCharge, 0), max: breaks.length ? dec(breaks[breaks.length - 1].upTo) : dec(0) };
  compiled.set(rate, c);
  return c;
}

/** The heaviest chargeable weight a zone rate prices. */
export function maxWeight(rate: ZoneRate): Dec {
  return compile(rate).max;
}

/** Breaks sorted by upTo; null when the weight is above the last break. */
export function zoneFreight(rate: ZoneRate, weight: Dec): FreightResult | null {
  const { breaks, upTo, suffixBest, minCharge } = compile(rate);
  const w = weight.toNumber();
  let idx = -1;
  for (let i = 0; i < upTo.length; i++) {
    if (w <= upTo[i]) {
      idx = i;
      break;
    }
  }
  if (idx < 0) return null;
  const own = breakCost(breaks[idx], weight);
  let best = own.amount;
  let weightBreak = own.formula;
  const lines: Msg[] = [{ key: 'pricing.trace.break', params: { from: lowerOf(breaks, idx).toString(), upTo: String(breaks[idx].upTo) } }, own.formula];
  if (idx + 1 < breaks.length) {
    const j = suffixBest[idx + 1];
    const higher = breakCost(breaks[j], lowerOf(breaks, j));
    if (higher.amount.lt(best)) {
      best = higher.amount;
      weightBreak = higher.formula;
      lines.push({ key: 'pricing.trace.higherBreak', params: { from: lowerOf(breaks, j).toString(), upTo: String(breaks[j].upTo) } }, higher.formula);
    }
  }
  if (best.lt(minCharge)) {
    lines.push({ key: 'pricing.trace.minCharge', params: { amount: best.toString(), minimum: minCharge.toString() } });
    best = minCharge;
  }
  return { amount: best, lines, weightBreak };
}
