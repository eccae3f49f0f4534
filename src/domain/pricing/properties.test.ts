/** Properties of the engine, checked with fast-check over generated routes and parcels. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec, dec, roundMoney } from './money';
import { chargeableWeight } from './weight';
import { quote, quoteRoute } from './quote';
import { fuelRuleInForce } from './fuel';
import type { FuelRule, PriceTable, Route, Surcharge, WeightBreak } from './types';
import { usRoute } from './fixtures.test-helpers';

const decStr = (min: number, max: number, scale = 3) =>
  fc.integer({ min: Math.round(min * 10 ** scale), max: Math.round(max * 10 ** scale) }).map((n) => new Dec(n).div(10 ** scale).toString());

const weightRuleArb = fc.record({
  weightRule: fc.constantFrom('per_shipment' as const, 'per_piece' as const),
  volumetricDivisor: fc.constantFrom(4000, 5000, 6000, 8000),
  step: fc.constantFrom('0.001', '0.1', '0.5', '1'),
  minChargeableWeight: fc.constantFrom('0', '0.5', '2', '10'),
});
const sizeArb = fc.option(fc.tuple(decStr(1, 150, 1), decStr(1, 150, 1), decStr(1, 150, 1)), { nil: undefined });

/** A price table with 1-6 increasing breaks of random kinds for one whole-country zone. */
const breaksArb: fc.Arbitrary<WeightBreak[]> = fc
  .array(
    fc.oneof(
      fc.record({ kind: fc.constant('flat' as const), price: decStr(1, 500, 2) }),
      fc.record({ kind: fc.constant('per_kg' as const), rate: decStr(0.5, 80, 3), base: fc.option(decStr(0, 30, 2), { nil: undefined }) }),
      fc.record({
        kind: fc.constant('first_additional' as const),
        firstWeight: fc.constantFrom('0.5', '1'),
        firstPrice: decStr(10, 200, 2),
        additionalUnit: fc.constantFrom('0.5', '1'),
        additionalPrice: decStr(1, 60, 2),
      }),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .chain((kinds) =>
    fc.uniqueArray(fc.integer({ min: 1, max: 300 }), { minLength: kinds.length, maxLength: kinds.length }).map((ups) => {
      const sorted = [...ups].sort((a, b) => a - b);
      return kinds.map((k, i) => ({ ...k, upTo: String(sorted[i]) }) as WeightBreak);
    }),
  );

const surchargeArb: fc.Arbitrary<Surcharge> = fc.record({
  name: fc.constantFrom('A', 'B', 'C'),
  kind: fc.constantFrom('fixed' as const, 'per_kg' as const, 'per_piece' as const, 'percentage' as const),
  value: decStr(0, 0.9, 3),
  minimum: fc.option(decStr(0, 20, 2), { nil: undefined }),
  fuel: fc.boolean(),
});

const routeArb: fc.Arbitrary<Route> = fc
  .record({
    rule: weightRuleArb,
    breaks: breaksArb,
    minCharge: fc.option(decStr(0, 100, 2), { nil: undefined }),
    discount: fc.option(decStr(0.5, 0.99, 2), { nil: null }),
    surcharges: fc.array(surchargeArb, { maxLength: 3 }),
    fuelRate: decStr(0, 0.3, 3),
    remote: fc.boolean(),
    currency: fc.constantFrom('RMB', 'USD', 'JPY'),
  })
  .map(({ rule, breaks, minCharge, discount, surcharges, fuelRate, remote, currency }) => {
    const table: PriceTable = { id: 1, name: 'T', version: 1, zones: [{ code: 'Z', country: 'US' }], rates: [{ zone: 'Z', breaks, minCharge }] };
    return usRoute({
      ...rule,
      currency,
      priceTable: table,
      discount,
      surcharges,
      fuelRules: [{ id: 1, limitedTime: '2026-01-01', validTime: '2027-01-01', rate: fuelRate }],
      remoteAreaType: remote ? 'R' : null,
      remoteFee: { perKg: '2.5', minimum: '15' },
    });
  });

const at = new Date('2026-11-22T10:00:00Z');
const remoteAreas = [{ remoteType: 'R', country: 'US', postcodeFrom: '99500', postcodeTo: '99999' }];

describe('chargeable weight', () => {
  it('is never below the actual weight nor the minimum, and is a multiple of the step (or the minimum)', () => {
    fc.assert(
      fc.property(decStr(0.001, 500), sizeArb, fc.integer({ min: 1, max: 10 }), weightRuleArb, (weight, size, pieces, rule) => {
        const cw = chargeableWeight({ weight, pieces, length: size?.[0], width: size?.[1], height: size?.[2] }, rule);
        expect(cw.chargeable.gte(dec(weight))).toBe(true);
        expect(cw.chargeable.gte(dec(rule.minChargeableWeight))).toBe(true);
        expect(cw.chargeable.gte(cw.volumetric) || rule.weightRule === 'per_piece').toBe(true);
        const onStep = cw.chargeable.div(rule.step).isInteger() || cw.chargeable.eq(dec(rule.minChargeableWeight));
        expect(onStep).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('a quote', () => {
  it('a heavier parcel never costs less on the same route and zone', () => {
    fc.assert(
      fc.property(routeArb, decStr(0.001, 300), decStr(0, 50), sizeArb, fc.integer({ min: 1, max: 5 }), fc.constantFrom('10001', '99501'), (route, w1, extra, size, pieces, postcode) => {
        const w2 = dec(w1).add(extra).toString();
        const input = (weight: string) => ({ country: 'US', postcode, weight, pieces, length: size?.[0], width: size?.[1], height: size?.[2] });
        const a = quoteRoute(input(w1), route, { orderTime: at, remoteAreas });
        const b = quoteRoute(input(w2), route, { orderTime: at, remoteAreas });
        if (!('quote' in b)) return; // heavier one above the last break: excluded, not cheaper
        expect('quote' in a).toBe(true);
        if ('quote' in a) expect(dec(a.quote.total).lte(dec(b.quote.total))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('total equals the sum of its parts, each rounded to the currency scale', () => {
    fc.assert(
      fc.property(routeArb, decStr(0.001, 300), sizeArb, fc.integer({ min: 1, max: 5 }), fc.constantFrom('10001', '99501', undefined), (route, weight, size, pieces, postcode) => {
        const r = quote({ country: 'US', postcode, weight, pieces, length: size?.[0], width: size?.[1], height: size?.[2] }, [route], { orderTime: at, remoteAreas });
        for (const q of r.quotes) {
          const parts = [q.freight, q.fuel, q.remoteFee, ...q.surcharges.map((s) => s.amount)].map((x) => dec(x));
          expect(parts.reduce((s, x) => s.add(x), dec(0)).eq(dec(q.total))).toBe(true);
          for (const p of parts) expect(roundMoney(p, q.currency).eq(p)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('uses the fuel rule in force at the order time', () => {
    const day = 86_400_000;
    const t0 = Date.UTC(2026, 0, 1);
    const ruleArb = fc.record({ start: fc.oneof(fc.integer({ min: 0, max: 360 }), fc.integer({ min: 0, max: 12 }).map((m) => m * 30)), len: fc.integer({ min: 0, max: 120 }), rate: decStr(0, 0.3, 3), id: fc.oneof(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 10, max: 99 }), fc.integer({ min: 100, max: 100_000 })), asText: fc.boolean() });
    fc.assert(
      fc.property(fc.uniqueArray(ruleArb, { maxLength: 6, selector: (r) => r.id }), fc.integer({ min: 0, max: 400 * 24 }), (specs, hour) => {
        // Starts that often tie, ids across digit counts (9 vs 10), as numbers or as strings.
        const rules: FuelRule[] = specs.map((s) => ({
          id: s.asText ? String(s.id) : s.id,
          limitedTime: new Date(t0 + s.start * day).toISOString(),
          validTime: new Date(t0 + (s.start + s.len) * day).toISOString(),
          rate: s.rate,
        }));
        const orderTime = new Date(t0 + hour * 3_600_000);
        // Brute force: rules holding the time, latest start first, then the higher id.
        const holding = rules
          .filter((r) => new Date(r.limitedTime).getTime() <= orderTime.getTime() && orderTime.getTime() <= new Date(r.validTime).getTime())
          .sort((a, b) => new Date(b.limitedTime).getTime() - new Date(a.limitedTime).getTime() || Number(b.id) - Number(a.id));
        const expected = holding[0] ?? null;
        expect(fuelRuleInForce(rules, orderTime)?.id ?? null).toBe(expected?.id ?? null);
        const route = usRoute({ fuelRules: rules, surcharges: [{ name: 'S', kind: 'fixed', value: '3', fuel: true }], discount: null });
        const q = quote({ country: 'US', postcode: '10001', weight: '1' }, [route], { orderTime }).quotes[0];
        expect(q.trace.fuelRule).toBe(expected?.id ?? null);
        const base = dec(q.freight).add('3');
        expect(q.fuel).toBe(roundMoney(base.mul(expected ? dec(expected.rate) : 0), 'RMB').toFixed(2));
      }),
      { numRuns: 500 },
    );
  });
});
