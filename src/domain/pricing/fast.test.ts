/**
 * The exact fast path (fast.ts, fixed.ts) against the decimal.js reference (`quoteReference`):
 * on random routes, tables, surcharges, remote areas, attribute rules and parcels, `quote()`
 * gives the very same answer, down to every trace line and the order of keys.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec, dec } from './money';
import { add, ceilDiv, cmp, fxFixed, fxStr, mul, parseFx, roundHalfUp, type Fx } from './fixed';
import { quote, quotePage, quoteReference } from './quote';
import { cheapestPerCurrency } from './order';
import { newScope, quoteRouteFast } from './fast';
import { cargoAttributes } from './attributes';
import type { AttributeRule, PriceTable, Quote, RemoteArea, Route, SpecialRoute, Surcharge, WeightBreak } from './types';
import { localizeQuote, render, type PricingLang } from './messages';
import { localName } from './names';
import { usRoute } from './fixtures.test-helpers';

const decStr = (min: number, max: number, scale = 3) =>
  fc.integer({ min: Math.round(min * 10 ** scale), max: Math.round(max * 10 ** scale) }).map((n) => new Dec(n).div(10 ** scale).toString());
/** Decimal texts as configurations hold them, with trailing zeros, numbers, decimals, blanks and odd values. */
const valueArb = (min: number, max: number, scale = 3) =>
  fc.oneof(
    { weight: 6, arbitrary: decStr(min, max, scale) },
    { weight: 1, arbitrary: decStr(min, max, scale).map((s) => (s.includes('.') ? `${s}0` : `${s}.00`)) },
    { weight: 1, arbitrary: decStr(min, max, scale).map((s) => Number(s)) },
    { weight: 1, arbitrary: decStr(min, max, scale).map((s) => new Dec(s)) },
    { weight: 1, arbitrary: fc.constantFrom('0', '0.0000001', '0.00000123', '123456789012.345', '99999999999999.99') },
  );

const breakArb: fc.Arbitrary<Omit<WeightBreak, 'upTo'>> = fc.oneof(
  fc.record({ kind: fc.constant('flat' as const), price: valueArb(1, 500, 2) }),
  fc.record({ kind: fc.constant('per_kg' as const), rate: valueArb(0.5, 80, 3), base: fc.option(valueArb(0, 30, 2), { nil: undefined }) }),
  fc.record({
    kind: fc.constant('first_additional' as const),
    firstWeight: fc.constantFrom('0.5', '1', '0.3', 2),
    firstPrice: valueArb(10, 200, 2),
    additionalUnit: fc.constantFrom('0.5', '1', '0.25', '0', '0.333'),
    additionalPrice: valueArb(1, 60, 2),
  }),
) as fc.Arbitrary<Omit<WeightBreak, 'upTo'>>;

const breaksArb: fc.Arbitrary<WeightBreak[]> = fc
  .array(breakArb, { minLength: 1, maxLength: 6 })
  .chain((kinds) =>
    fc.uniqueArray(fc.integer({ min: 1, max: 3000 }), { minLength: kinds.length, maxLength: kinds.length }).map((ups) => {
      const sorted = [...ups].sort((a, b) => a - b).map((u) => String(u / 10));
      return kinds.map((k, i) => ({ ...k, upTo: sorted[(i * 7) % sorted.length] }) as WeightBreak); // not always in order
    }),
  );

const surchargeArb: fc.Arbitrary<Surcharge> = fc.record({
  name: fc.constantFrom('A', 'B', 'C'),
  // An English name or none, blank counting as none (names.ts): both paths name items alike.
  nameEn: fc.option(fc.constantFrom('Peak', 'Handling', ' '), { nil: undefined }),
  kind: fc.constantFrom('fixed' as const, 'per_kg' as const, 'per_piece' as const, 'percentage' as const),
  value: valueArb(0, 0.9, 3),
  minimum: fc.option(fc.oneof(valueArb(0, 20, 2), fc.constant('')), { nil: undefined }),
  fuel: fc.boolean(),
  attributes: fc.option(fc.constantFrom(['battery'], ['LIQUID'], ['battery', 'magnetic']), { nil: undefined }),
});

const tableArb: fc.Arbitrary<PriceTable> = fc
  .record({ a: breaksArb, b: breaksArb, minA: fc.option(valueArb(0, 100, 2), { nil: undefined }), minB: fc.option(valueArb(0, 100, 2), { nil: undefined }) })
  .map(({ a, b, minA, minB }) => ({
    id: 1,
    name: 'T',
    nameEn: minA === undefined ? undefined : 'Table T',
    version: 1,
    zones: [
      { code: 'W', name: 'West', country: 'US', postcodes: [{ from: '90000', to: '96199' }] },
      { code: 'Z', country: 'US' },
    ],
    rates: [
      { zone: 'W', breaks: a, minCharge: minA },
      { zone: 'Z', breaks: b, minCharge: minB },
    ],
  }));

const routeArb: fc.Arbitrary<Route> = fc
  .record({
    id: fc.integer({ min: 1, max: 50 }),
    weightRule: fc.constantFrom('per_shipment' as const, 'per_piece' as const),
    volumetricDivisor: fc.constantFrom(4000, 5000, 6000, 7000, 0),
    step: fc.constantFrom<Route['step']>('0.001', '0.1', '0.25', '0.5', '1', new Dec('0.5'), 0.3, ''),
    minChargeableWeight: fc.constantFrom<Route['minChargeableWeight']>('0', '0.5', '2', '10', new Dec('1')),
    table: tableArb,
    discount: fc.option(fc.oneof(valueArb(0.5, 0.99, 2), fc.constantFrom('', '1', '0', '1.5')), { nil: null }),
    surcharges: fc.array(surchargeArb, { maxLength: 3 }),
    fuelRate: fc.option(valueArb(0, 0.3, 3), { nil: null }),
    remote: fc.boolean(),
    remoteFee: fc.option(fc.record({ perKg: valueArb(0, 5, 2), minimum: fc.option(valueArb(0, 40, 2), { nil: undefined }) }), { nil: null }),
    currency: fc.constantFrom('RMB', 'USD', 'JPY', 'XYZ'),
    battery: fc.boolean(),
    transit: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  })
  .map((r) =>
    usRoute({
      id: r.id,
      weightRule: r.weightRule,
      volumetricDivisor: r.volumetricDivisor,
      step: r.step,
      minChargeableWeight: r.minChargeableWeight,
      currency: r.currency,
      priceTable: r.table,
      discount: r.discount,
      surcharges: r.surcharges,
      battery: r.battery,
      transitDaysMax: r.transit,
      fuelRules: r.fuelRate == null ? [] : [{ id: r.id, limitedTime: '2026-01-01', validTime: '2027-01-01', rate: r.fuelRate }],
      remoteAreaType: r.remote ? 'R' : null,
      remoteFee: r.remoteFee,
    }),
  );

const remoteAreas: RemoteArea[] = [
  { id: 1, remoteType: 'R', country: 'US', postcodeFrom: '99500', postcodeTo: '99999' },
  { id: 2, remoteType: 'R', country: 'US', postcodeFrom: '90210', postcodeTo: '90210', perKg: '4.25', minimum: '0' },
  { id: 3, remoteType: 'R', country: 'US', city: 'Nome', perKg: '', minimum: null },
];
const attributeRules: AttributeRule[] = [
  { id: 1, name: 'Magnet', attributes: ['magnetic'], action: 'surcharge', surcharge: { name: 'Mag', kind: 'percentage', value: '0.035', minimum: '2', fuel: true } },
];
const specialRoutes: SpecialRoute[] = [
  { id: 1, routeId: 3, name: 'Peak', state: 'active', surcharge: { name: 'Peak', kind: 'per_kg', value: '0.75', fuel: false } },
];
const at = new Date('2026-11-22T10:00:00Z');

const parcelArb = fc.record({
  weight: fc.oneof(decStr(0.001, 320), decStr(0.001, 320).map(Number)),
  size: fc.option(fc.tuple(decStr(1, 150, 1), decStr(1, 150, 1), decStr(1, 150, 1)), { nil: undefined }),
  pieces: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
  postcode: fc.constantFrom('10001', '99501', '90210', undefined, ''),
  city: fc.constantFrom('Nome', undefined),
  cargoType: fc.constantFrom(undefined, 'general', 'battery', ['battery', 'magnetic'], 'liquid', 'magnetic'),
});

describe('fast path = decimal.js reference', () => {
  it('gives the same quotes, exclusions, trace lines and order', () => {
    let fast = 0;
    let total = 0;
    fc.assert(
      fc.property(fc.array(routeArb, { minLength: 1, maxLength: 6 }), parcelArb, (routes, p) => {
        const input = { country: 'US', postcode: p.postcode, city: p.city, weight: p.weight, pieces: p.pieces, length: p.size?.[0], width: p.size?.[1], height: p.size?.[2], cargoType: p.cargoType };
        const ctx = { orderTime: at, remoteAreas, attributeRules, specialRoutes };
        let ref: unknown;
        try {
          ref = quoteReference(input, routes, ctx);
        } catch (err) {
          expect(() => quote(input, routes, ctx)).toThrow((err as Error).message);
          return;
        }
        expect(JSON.stringify(quote(input, routes, ctx))).toBe(JSON.stringify(ref));
        const scope = newScope();
        const parcel = { ...input, weight: dec(input.weight) };
        for (const r of routes) {
          total++;
          try {
            if (quoteRouteFast(parcel, r, ctx, scope, cargoAttributes(input))) fast++;
          } catch {
            /* BAIL: priced by the reference */
          }
        }
      }),
      { numRuns: 1500 },
    );
    // The comparison means something only if the fast path priced most routes itself.
    expect(fast / total).toBeGreaterThan(0.4);
    // 1,500 runs take 2-3 s on a quiet machine and 12 s on the shared one at load 15.
  }, 60_000);

  it('localised answers keep their shape and texts (full, keys, text, none)', () => {
    const before = (q: Quote, lang: PricingLang) => ({
      ...q,
      routeName: lang === 'en-US' && q.routeNameEn ? q.routeNameEn : q.routeName,
      // Names given in two languages: the reader's, then both (a client re-renders them on a switch).
      surcharges: q.surcharges.map((s) => ({ name: localName(s, lang), nameZh: s.name, nameEn: s.nameEn ?? null, amount: s.amount, formula: render(lang, s.formula), formulaKey: s.formula })),
      trace: {
        ...q.trace,
        priceTable: q.trace.priceTable ? { id: q.trace.priceTable.id, name: localName(q.trace.priceTable, lang), nameZh: q.trace.priceTable.name, nameEn: q.trace.priceTable.nameEn ?? null } : null,
        zone: q.trace.zone ? { ...q.trace.zone, reason: render(lang, q.trace.zone.reason), reasonKey: q.trace.zone.reason } : null,
        remoteRule: q.trace.remoteRule ? { ...q.trace.remoteRule, reason: render(lang, q.trace.remoteRule.reason), reasonKey: q.trace.remoteRule.reason } : null,
        weightBreak: q.trace.weightBreak ? render(lang, q.trace.weightBreak) : null,
        lines: q.trace.lines.map((l) => ({ ...l, text: render(lang, l) })),
      },
    });
    fc.assert(
      fc.property(fc.array(routeArb, { minLength: 1, maxLength: 4 }), parcelArb, fc.constantFrom<PricingLang>('zh-CN', 'en-US'), (routes, p, lang) => {
        const input = { country: 'US', postcode: p.postcode, city: p.city, weight: p.weight, pieces: p.pieces, length: p.size?.[0], width: p.size?.[1], height: p.size?.[2], cargoType: p.cargoType };
        let r;
        try {
          r = quote(input, routes, { orderTime: at, remoteAreas, attributeRules, specialRoutes });
        } catch {
          return;
        }
        for (const q of r.quotes) {
          const b = before(q, lang);
          expect(JSON.stringify(localizeQuote(q, lang))).toBe(JSON.stringify(b));
          expect(JSON.stringify(localizeQuote(q, lang, 'text'))).toBe(JSON.stringify({ ...b, trace: { ...b.trace, lines: b.trace.lines.map((l) => l.text) } }));
          expect(JSON.stringify(localizeQuote(q, lang, 'keys'))).toBe(JSON.stringify({ ...b, trace: { ...b.trace, lines: q.trace.lines } }));
          const { lines: _l, ...rest } = b.trace;
          expect(JSON.stringify(localizeQuote(q, lang, 'none'))).toBe(JSON.stringify({ ...b, trace: rest }));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('pages: one after the other they are quote()’s quotes in its order; without lines, the same quotes with none', () => {
    fc.assert(
      fc.property(fc.array(routeArb, { minLength: 1, maxLength: 8 }), parcelArb, fc.integer({ min: 1, max: 4 }), (routes, p, pageSize) => {
        // Same ids in several routes would make the order ambiguous: the server's routes are unique.
        routes = routes.map((r, i) => ({ ...r, id: i + 1 }));
        const input = { country: 'US', postcode: p.postcode, city: p.city, weight: p.weight, pieces: p.pieces, length: p.size?.[0], width: p.size?.[1], height: p.size?.[2], cargoType: p.cargoType };
        const ctx = { orderTime: at, remoteAreas, attributeRules, specialRoutes };
        let all;
        try {
          all = quote(input, routes, ctx);
        } catch {
          return;
        }
        const pages: Quote[] = [];
        for (let current = 1; current <= Math.ceil(all.quotes.length / pageSize) + 1; current++) {
          const page = quotePage(input, routes, ctx, { current, pageSize });
          expect(page.total).toBe(all.quotes.length);
          expect(JSON.stringify(page.excluded)).toBe(JSON.stringify(all.excluded));
          expect(page.cheapest).toEqual(cheapestPerCurrency(all.quotes));
          pages.push(...page.quotes);
        }
        expect(JSON.stringify(pages)).toBe(JSON.stringify(all.quotes));
        const bare = quote(input, routes, { ...ctx, traceLines: false });
        expect(JSON.stringify(bare)).toBe(JSON.stringify({ ...all, quotes: all.quotes.map((q) => ({ ...q, trace: { ...q.trace, lines: [] } })) }));
      }),
      { numRuns: 300 },
    );
  });

  it('scaled integers: add, mul, compare, ceil, half-up and texts as decimal.js', () => {
    const v = fc.oneof(decStr(0, 1e6, 3), decStr(0, 10, 6), decStr(0, 1e-3, 9));
    fc.assert(
      fc.property(v, v, fc.integer({ min: 0, max: 4 }), (x, y, c) => {
        let a: Fx;
        let b: Fx;
        try {
          a = parseFx(x);
          b = parseFx(y);
        } catch {
          return; // exponent texts ("1e-9"): the fast path never takes them
        }
        const da = dec(x);
        const db = dec(y);
        const same = (f: () => string, g: () => string) => {
          let r: string;
          try {
            r = f();
          } catch {
            return; // out of the exact domain: the reference prices it
          }
          expect(r).toBe(g());
        };
        same(() => fxStr(a), () => da.toString());
        same(() => fxStr(add(a, b)), () => da.add(db).toString());
        same(() => fxStr(mul(a, b)), () => da.mul(db).toString());
        same(() => String(cmp(a, b)), () => String(da.cmp(db)));
        same(() => fxFixed(a, c), () => da.toFixed(c, Dec.ROUND_HALF_UP));
        same(() => fxStr(roundHalfUp(a, c)), () => da.toDecimalPlaces(c, Dec.ROUND_HALF_UP).toString());
        if (!db.isZero()) same(() => fxStr(ceilDiv(a, b)), () => da.div(db).ceil().toString());
      }),
      { numRuns: 3000 },
    );
  });
});
