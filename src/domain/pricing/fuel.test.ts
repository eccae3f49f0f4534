/**
 * The rule in force kept per rule list (`fuelRuleInForceKept`) is the rule in force at every
 * order time, whatever order the times come in: at, just before and just after every edge.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuelRuleInForce, fuelRuleInForceKept } from './fuel';
import type { FuelRule } from './types';

const DAY = 86_400_000;
const base = Date.UTC(2026, 0, 1);

const ruleArb = fc.record({ start: fc.integer({ min: 0, max: 60 }), days: fc.integer({ min: 0, max: 40 }), rate: fc.constantFrom('0.1', '0.15', '0.2') });

describe('fuel rule in force, kept per rule list', () => {
  it('is the rule in force at any order time, near every edge, in any order', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 5 }), fc.array(fc.integer({ min: -2, max: 110 }), { minLength: 1, maxLength: 30 }), (specs, days) => {
        const rules: FuelRule[] = specs.map((r, i) => ({
          id: i + 1,
          limitedTime: new Date(base + r.start * DAY),
          validTime: new Date(base + (r.start + r.days) * DAY),
          rate: r.rate,
        }));
        const edges = rules.flatMap((r) => [(r.limitedTime as Date).getTime(), (r.validTime as Date).getTime()]);
        const times = [...days.map((d) => base + d * DAY), ...edges.flatMap((e) => [e - 1, e, e + 1])];
        for (const t of fc.sample(fc.shuffledSubarray(times, { minLength: times.length }), 1)[0]) {
          const at = new Date(t);
          expect(fuelRuleInForceKept(rules, at)?.id ?? null).toBe(fuelRuleInForce(rules, at)?.id ?? null);
        }
      }),
      { numRuns: 300 },
    );
  });
});
