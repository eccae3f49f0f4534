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

interface CompiledBreak {
  b: WeightBreak;
  upTo: Dec;
  lower: Dec;
  cost(w: Dec): Dec;
}
interface CompiledRate {
  breaks: CompiledBreak[];
  /** For each i: the cheapest break j ≥ i priced at its own lower limit (weight-break rule). */
  suffixBest: { index: number; cost: Dec }[];
  minCharge: Dec;
  max: Dec;
}

// Parsed once per zone rate object: the server keeps rate objects of a price version cached,
// so a trial does not re-parse 30 breaks × 500 routes of decimal text.
const compiled = new WeakMap<ZoneRate, CompiledRate>();

function compile(rate: ZoneRate): CompiledRate {
  let c = compiled.get(rate);
  if (c) return c;
  const sorted = [...rate.breaks].sort((a, b) => dec(a.upTo).cmp(dec(b.upTo)));
  const breaks = sorted.map((b, i): CompiledBreak => {
    const lower = i === 0 ? dec(0) : dec(sorted[i - 1].upTo);
    let cost: (w: Dec) => Dec;
    if (b.kind === 'flat') {
      const price = dec(b.price);
      cost = () => price;
    } else if (b.kind === 'per_kg') {
      const r = dec(b.rate);
      const base = dec(b.base, 0);
      cost = (w) => w.mul(r).add(base);
    } else {
      const fw = dec(b.firstWeight);
      const fp = dec(b.firstPrice);
      const unit = dec(b.additionalUnit);
      const ap = dec(b.additionalPrice);
      cost = (w) => (w.gt(fw) && unit.gt(0) ? fp.add(w.sub(fw).div(unit).ceil().mul(ap)) : fp);
    }
    return { b, upTo: dec(b.upTo), lower, cost };
  });
  // A heavier break j than the one holding W has lower(j) ≥ W, so it is priced at lower(j):
  // a constant per break; the cheapest of the heavier ones is a suffix minimum.
  const suffixBest: { index: number; cost: Dec }[] = new Array(breaks.length);
  for (let i = breaks.length - 1; i >= 0; i--) {
    const own = { index: i, cost: breaks[i].cost(breaks[i].lower) };
    const next = suffixBest[i + 1];
    suffixBest[i] = next && next.cost.lt(own.cost) ? next : own;
  }
  c = { breaks, suffixBest, minCharge: dec(rate.minCharge, 0), max: breaks.length ? breaks[breaks.length - 1].upTo : dec(0) };
  compiled.set(rate, c);
  return c;
}

/** The heaviest chargeable weight a zone rate prices. */
export function maxWeight(rate: ZoneRate): Dec {
  return compile(rate).max;
}

/** Breaks sorted by upTo; null when the weight is above the last break. */
export function zoneFreight(rate: ZoneRate, weight: Dec): FreightResult | null {
  const { breaks, suffixBest, minCharge } = compile(rate);
  let idx = -1;
  for (let i = 0; i < breaks.length; i++) {
    if (weight.lte(breaks[i].upTo)) {
      idx = i;
      break;
    }
  }
  if (idx < 0) return null;
  let best = breaks[idx].cost(weight);
  let usedHigher: number | null = null;
  const higher = suffixBest[idx + 1];
  if (higher && higher.cost.lt(best)) {
    best = higher.cost;
    usedHigher = higher.index;
  }
  const own = breakCost(breaks[idx].b, weight);
  const lines: Msg[] = [{ key: 'pricing.trace.break', params: { from: breaks[idx].lower.toString(), upTo: String(breaks[idx].b.upTo) } }, own.formula];
  let weightBreak = own.formula;
  if (usedHigher !== null) {
    weightBreak = breakCost(breaks[usedHigher].b, breaks[usedHigher].lower).formula;
    lines.push({ key: 'pricing.trace.higherBreak', params: { from: breaks[usedHigher].lower.toString(), upTo: String(breaks[usedHigher].b.upTo) } }, weightBreak);
  }
  if (best.lt(minCharge)) {
    lines.push({ key: 'pricing.trace.minCharge', params: { amount: best.toString(), minimum: minCharge.toString() } });
    best = minCharge;
  }
  return { amount: best, lines, weightBreak };
}
