/**
 * Fuel rules: a rate entered as a decimal without the percent sign (0.015 = 15 per thousand),
 * in force from its limited (start) time to its valid (end) time, both inclusive. At an order
 * time the rule in force applies; when several overlap, the one that started last wins,
 * then the higher id (the rule entered later).
 */
import { dec } from './money';
import { compareIds } from './ids';
import { decimalColumnProblem } from './decimals';
import type { FuelRule, Msg } from './types';

const time = (t: string | Date) => (t instanceof Date ? t.getTime() : new Date(t).getTime());

// A rule's times parsed once: a trial asks for the rule in force of every route (the server's
// configuration keeps its rule objects between trials).
const spans = new WeakMap<FuelRule, { from: number; to: number }>();
function spanOf(r: FuelRule): { from: number; to: number } {
  let s = spans.get(r);
  if (!s) spans.set(r, (s = { from: time(r.limitedTime), to: time(r.validTime) }));
  return s;
}

export function fuelRuleInForce(rules: FuelRule[], at: Date): FuelRule | null {
  const t = at.getTime();
  let best: FuelRule | null = null;
  let bestFrom = 0;
  for (const r of rules) {
    const { from, to } = spanOf(r);
    if (from <= t && t <= to && (!best || from > bestFrom || (from === bestFrom && compareIds(r.id, best.id) > 0))) {
      best = r;
      bestFrom = from;
    }
  }
  return best;
}

// The rule in force of a rule list, kept while the order time stays between two rule edges: the
// server keeps its lists between trials, and a trial asks it of each of 500 routes.
const kept = new WeakMap<FuelRule[], { rule: FuelRule | null; from: number; until: number }>();

/** `fuelRuleInForce`, remembered per rule list for the span of order times it holds for. */
export function fuelRuleInForceKept(rules: FuelRule[], at: Date): FuelRule | null {
  const t = at.getTime();
  const k = kept.get(rules);
  if (k && k.from <= t && t < k.until) return k.rule;
  let from = -Infinity;
  let until = Infinity;
  for (const r of rules) {
    const span = spanOf(r);
    // In force from `from` to `to` inclusive: the answer may change at `from` and just after `to`.
    for (const edge of [span.from, span.to + 1]) {
      if (edge <= t) from = Math.max(from, edge);
      else until = Math.min(until, edge); // NaN (an unreadable time) leaves nothing kept
    }
  }
  const rule = fuelRuleInForce(rules, at);
  kept.set(rules, { rule, from, until });
  return rule;
}

/** Problems of a fuel rule as message keys (empty when valid): V08 limited ≤ valid, V13 rate as a decimal. */
export function validateFuelRule(r: { limitedTime?: string | Date | null; validTime?: string | Date | null; rate?: string | number | null }): Msg[] {
  const errors: Msg[] = [];
  if (r.limitedTime == null || r.limitedTime === '') errors.push({ key: 'pricing.fuel.limitedRequired' });
  if (r.validTime == null || r.validTime === '') errors.push({ key: 'pricing.fuel.validRequired' });
  if (r.limitedTime && r.validTime) {
    const a = time(r.limitedTime);
    const b = time(r.validTime);
    if (Number.isNaN(a) || Number.isNaN(b)) errors.push({ key: 'pricing.fuel.badTime' });
    else if (a > b) errors.push({ key: 'pricing.fuel.limitedAfterValid' });
  }
  const rate = r.rate == null ? '' : String(r.rate).trim();
  if (rate === '') errors.push({ key: 'pricing.fuel.rateRequired' });
  else if (rate.includes('%')) errors.push({ key: 'pricing.percentSign' });
  else if (!/^\d+(\.\d+)?$/.test(rate) || dec(rate).gte(1)) errors.push({ key: 'pricing.fuel.badRate', params: { rate } });
  else {
    const fits = decimalColumnProblem(rate, 8, 5); // fuel_rule.rate
    if (fits) errors.push(fits);
  }
  return errors;
}
