/** Worked examples, computed by hand in the comments, rendered in both languages. */
import { describe, expect, it } from 'vitest';
import { quote, quoteReference, QuoteInputError } from './quote';
import { findRemoteArea, RemoteLookupError } from './remote';
import { localizeExcluded, localizeQuote, render, pricingMessages } from './messages';
import { validateFuelRule } from './fuel';
import { validateMapping, validateSurcharge, mapSurchargeName } from './surcharges';
import { chargeableWeight } from './weight';
import { gbRemote, gbRoute, usRoute } from './fixtures.test-helpers';

const at = new Date('2026-11-22T10:00:00Z');

describe('worked example: US express, first + additional weight, discount, fuel', () => {
  // 1.3 kg, no size -> chargeable: max(1.3, 0) rounded up to 0.5 = 1.5 kg.
  // Postcode 10001 is not in US-W (90000-96199): the whole-country zone US.
  // Break 0-2 kg: first 0.5 kg 60 + ceil((1.5-0.5)/0.5)=2 × 20 = 100.
  //   Heavier break 2-20 kg at its lower limit: 2 × 55 = 110, not cheaper.
  // Discount 0.9: 100 × 0.9 = 90.00.
  // Handling fixed 5.00; Security 1.2/kg × 1.5 = 1.80 (subject to fuel).
  // Fuel rule 2 (Jul-Dec 2026, 0.15): (90 + 1.80) × 0.15 = 13.77.
  // Total 90 + 13.77 + 0 + 5 + 1.80 = 110.57.
  const r = quote({ country: 'us', postcode: '10001', weight: 1.3 }, [usRoute()], { orderTime: at });
  const q = r.quotes[0];
  it('computes every line', () => {
    expect(r.excluded).toEqual([]);
    expect(q).toMatchObject({
      routeId: 1,
      channelCode: 'INT0001',
      actualWeight: '1.3',
      volumetricWeight: '0',
      chargeableWeight: '1.5',
      freight: '90.00',
      fuel: '13.77',
      remoteFee: '0.00',
      total: '110.57',
      currency: 'RMB',
      remote: false,
    });
    expect(q.surcharges.map((s) => [s.name, s.amount])).toEqual([
      ['Handling', '5.00'],
      ['Security', '1.80'],
    ]);
    expect(q.trace).toMatchObject({ priceTable: { id: 11 }, version: 3, zone: { code: 'US' }, divisor: 5000, step: '0.5', minimum: '0.5', fuelRule: 2, fuelRate: '0.15', discount: '0.9' });
  });
  it('renders the trace in Chinese', () => {
    const zh = localizeQuote(q, 'zh-CN');
    expect(zh.routeName).toBe('美国快线');
    expect(zh.trace.zone!.reason).toBe('目的国 US 整国为分区 US');
    expect(zh.trace.weightBreak).toBe('首重 0.5 kg 60 + 续重 2 × 0.5 kg × 20 = 100');
    expect(zh.surcharges[1].formula).toBe('1.2 / kg × 1.5 kg');
    const text = zh.trace.lines.map((l) => l.text);
    expect(text).toContain('运费 100 × 折扣 0.9 = 90');
    expect(text).toContain('燃油费 = (91.80) × 费率 0.15（燃油规则 2）= 13.77');
    expect(text).toContain('合计 = 运费 90.00 + 燃油 13.77 + 偏远费 0.00 + 附加费 6.80 = 110.57 RMB');
  });
  it('renders the trace in English', () => {
    const en = localizeQuote(q, 'en-US');
    expect(en.routeName).toBe('US Express');
    expect(en.trace.zone!.reason).toBe('Destination US: the whole country is zone US');
    expect(en.trace.weightBreak).toBe('First 0.5 kg 60 + 2 × 0.5 kg × 20 = 100');
    const text = en.trace.lines.map((l) => l.text);
    expect(text).toContain('Per shipment: the greater of actual 1.3 kg and volumetric 0 kg, rounded up to 0.5 kg = 1.5 kg');
    expect(text).toContain('Fuel = (91.80) × rate 0.15 (fuel rule 2) = 13.77');
    expect(text).toContain('Total = freight 90.00 + fuel 13.77 + remote 0.00 + surcharges 6.80 = 110.57 RMB');
    expect(text.every((t) => !t.includes('{'))).toBe(true);
  });
});

describe('worked example: rounding half-up once per line', () => {
  // Postcode 90210 is in US-W (90000-96199). 1.5 kg × 33.333 = 49.9995 -> discount 0.9 -> 44.99955 -> 45.00.
  // Security 1.2 × 1.5 = 1.80; fuel (45.00 + 1.80) × 0.15 = 7.02; total 45 + 7.02 + 5 + 1.80 = 58.82.
  it('rounds 44.99955 half-up to 45.00', () => {
    const q = quote({ country: 'US', postcode: '90210', weight: '1.5' }, [usRoute()], { orderTime: at }).quotes[0];
    expect(q.trace.zone!.code).toBe('US-W');
    expect(localizeQuote(q, 'en-US').trace.zone!.reason).toBe('Destination US: postcode 90210 is in zone US-W, range 90000–96199');
    expect([q.freight, q.fuel, q.total]).toEqual(['45.00', '7.02', '58.82']);
  });
});

describe('worked example: GB special line, per-piece volumetric, remote area', () => {
  // 2 pieces, 5 kg, each 40×30×30 cm, divisor 6000: per piece 36000/6000 = 6 kg > 2.5 kg actual,
  // step 1 -> 6 kg, × 2 = 12 kg. Break 0-30 kg: 12 × 32.5 + 20 = 410 (30-100 at 30 kg: 920, not cheaper).
  // ZE1 0AA is in remote range ZE1-ZE3: 3/kg × 12 = 36 < minimum 50 -> 50.
  // Fuel rule 2: (410 + 50) × 0.15 = 69.00. Total 410 + 69 + 50 = 529.00.
  const r = quote(
    { country: 'GB', postcode: 'ZE1 0AA', weight: 5, length: 40, width: 30, height: 30, pieces: 2 },
    [gbRoute(), usRoute()],
    { orderTime: at, remoteAreas: gbRemote },
  );
  it('quotes GB and excludes US (no GB zone without London)', () => {
    expect(r.quotes).toHaveLength(1);
    const q = r.quotes[0];
    expect(q).toMatchObject({ volumetricWeight: '12', chargeableWeight: '12', freight: '410.00', remoteFee: '50.00', fuel: '69.00', total: '529.00', remote: true });
    expect(q.trace.remoteRule).toMatchObject({ id: 7, remoteType: 'GB-REMOTE' });
    const zh = localizeQuote(q, 'zh-CN').trace.lines.map((l) => l.text);
    expect(zh).toContain('按件计重：每件取实重 2.5 kg 与体积重 6 kg 的较大者，按 1 kg 进位 = 6 kg，× 2 件 = 12 kg');
    expect(zh).toContain('邮编 ZE1 0AA 属于偏远地区（GB-REMOTE，ZE1–ZE3）');
    expect(zh).toContain('偏远费 = 3 / kg × 12 kg，最低 50，计 50');
    expect(localizeExcluded(r.excluded[0], 'en-US').reason).toBe('The route does not serve this address in GB');
    expect(localizeExcluded(r.excluded[0], 'zh-CN').reason).toBe('线路不到达 GB 的该地址');
  });
  it('London goes to the US table city zone, cheapest first', () => {
    // US route, zone GB-L by city: flat 88 for 0-5 kg; chargeable 12 kg > 5 kg -> overweight; so use 3 kg no size.
    // GB: 3 kg (min 1, step 1, per piece 3) -> 3 × 32.5 + 20 = 117.50, fuel 17.63 (117.5 × .15 = 17.625 -> 17.63) = 135.13
    // US: 3 kg -> flat 88 × 0.9 = 79.20, Security 3.60, Handling 5; fuel (79.20+3.60) × .15 = 12.42; total 100.22
    const r2 = quote({ country: 'GB', city: ' london ', weight: 3 }, [gbRoute(), usRoute()], { orderTime: at, remoteAreas: gbRemote });
    expect(r2.quotes.map((q) => [q.routeId, q.total])).toEqual([
      [1, '100.22'],
      [2, '135.13'],
    ]);
    expect(render('en-US', r2.quotes[0].trace.zone!.reason)).toBe('Destination GB: city london belongs to zone GB-L');
  });
  it('never ranks one currency against another: RMB first, each currency cheapest first', () => {
    // The same London parcel: the US route billed in USD totals 100.22 "USD", below the GB route's
    // 135.13 RMB as a number, yet the RMB route comes first, and each quote says whether it insures.
    const r3 = quote({ country: 'GB', city: 'london', weight: 3 }, [usRoute({ currency: 'USD' }), gbRoute({ insurance: false })], { orderTime: at, remoteAreas: gbRemote });
    expect(r3.quotes.map((q) => [q.routeId, q.currency, q.total, q.insurance])).toEqual([
      [2, 'RMB', '135.13', false],
      [1, 'USD', '100.22', true],
    ]);
  });
});

describe('exclusions', () => {
  it('never quotes a route in outage, not enabled or stopped, and says why', () => {
    const r = quote({ country: 'US', weight: 1 }, [usRoute({ id: 5, operation: 'outage' }), usRoute({ id: 6, status: 'not_enabled' }), usRoute({ id: 7, status: 'stop' })], { orderTime: at });
    expect(r.quotes).toEqual([]);
    expect(r.excluded.map((e) => e.reason.key)).toEqual(['pricing.excluded.outage', 'pricing.excluded.notEnabled', 'pricing.excluded.stopped']);
  });
  it('battery cargo, combinations, overweight', () => {
    const r = quote({ country: 'US', weight: 1, cargoType: 'battery' }, [usRoute(), usRoute({ id: 9, battery: true })], { orderTime: at });
    expect(r.excluded[0].reason.key).toBe('pricing.excluded.battery');
    expect(r.quotes.map((q) => q.routeId)).toEqual([9]);
    const c = quote({ country: 'US', weight: 1, cargoType: ['battery', 'liquid'] }, [usRoute({ battery: true, liquid: true })], {
      orderTime: at,
      attributeRules: [{ name: 'DG', attributes: ['battery', 'liquid'], action: 'exclude' }],
    });
    expect(localizeExcluded(c.excluded[0], 'en-US').reason).toBe('The route does not take the combination battery+liquid (DG)');
    const s = quote({ country: 'US', weight: 1, cargoType: 'magnetic' }, [usRoute()], {
      orderTime: at,
      attributeRules: [{ name: 'MAG', attributes: ['magnetic'], action: 'surcharge', surcharge: { name: 'Magnetic', kind: 'fixed', value: '12' } }],
    });
    expect(s.quotes[0].surcharges.map((x) => x.name)).toContain('Magnetic');
    const allow = quote({ country: 'US', weight: 1, cargoType: 'battery+liquid' }, [usRoute({ battery: true, liquid: true }), usRoute({ id: 3, battery: true, liquid: true })], {
      orderTime: at,
      attributeRules: [{ name: 'DG lines', attributes: ['liquid', 'battery'], action: 'allow', routes: [3] }],
    });
    expect(allow.quotes.map((q) => q.routeId)).toEqual([3]);
    expect(localizeExcluded(allow.excluded[0], 'zh-CN').reason).toBe('属性组合 liquid+battery 只能走指定线路（DG lines）');
    const o = quote({ country: 'US', weight: 71 }, [usRoute()], { orderTime: at });
    expect(o.excluded[0].reason).toEqual({ key: 'pricing.excluded.overweight', params: { weight: '71', max: '70' } });
  });
  it('special routes apply when active only', () => {
    const special = { id: 1, routeId: 1, name: 'West coast peak', countries: ['US'], surcharge: { name: 'Peak', kind: 'per_kg' as const, value: '2' } };
    const on = quote({ country: 'US', weight: 1 }, [usRoute()], { orderTime: at, specialRoutes: [{ ...special, state: 'active' }] });
    expect(on.quotes[0].surcharges.find((s) => s.name === 'Peak')?.amount).toBe('2.00');
    for (const state of ['disabled', 'deleted'] as const) {
      const off = quote({ country: 'US', weight: 1 }, [usRoute()], { orderTime: at, specialRoutes: [{ ...special, state }] });
      expect(off.quotes[0].surcharges.find((s) => s.name === 'Peak')).toBeUndefined();
    }
  });
  it('refuses a bad input with a key', () => {
    expect(() => quote({ country: 'US', weight: 0 }, [], { orderTime: at })).toThrow(QuoteInputError);
    expect(() => quote({ country: 'US', weight: 1, length: 10 }, [], { orderTime: at })).toThrow('pricing.input.sizeIncomplete');
  });
});

describe('rules', () => {
  it('remote lookup needs a postcode or a city', () => {
    expect(() => findRemoteArea(gbRemote, { country: 'GB' })).toThrow(RemoteLookupError);
    expect(findRemoteArea(gbRemote, { country: 'GB', postcode: 'ze2 1aa' })?.area.id).toBe(7);
    expect(findRemoteArea(gbRemote, { country: 'GB', postcode: 'SW1A 1AA' })).toBeNull();
  });
  it('fuel rule: limited <= valid, rate as a decimal without a percent sign', () => {
    expect(validateFuelRule({ limitedTime: '2026-02-01', validTime: '2026-01-01', rate: '0.015' }).map((m) => m.key)).toEqual(['pricing.fuel.limitedAfterValid']);
    expect(validateFuelRule({ limitedTime: '2026-01-01', validTime: '2026-01-01', rate: '1.5%' }).map((m) => m.key)).toEqual(['pricing.percentSign']);
    expect(validateFuelRule({ limitedTime: '2026-01-01', validTime: '2026-02-01', rate: '0.015' })).toEqual([]);
  });
  it('surcharge mapping and items: nothing blank, no percent sign', () => {
    expect(validateMapping({ channel: 'DHL', channelName: ' ', systemName: 'Fuel' }).map((m) => m.key)).toEqual(['pricing.mapping.channelNameRequired']);
    expect(validateSurcharge({ name: 'Peak', kind: 'percentage', value: '5%' }).map((m) => m.key)).toEqual(['pricing.percentSign']);
    expect(mapSurchargeName([{ channel: 'DHL', channelName: 'Remote Area Delivery', systemName: '偏远费' }], 'DHL', 'Remote Area Delivery')).toBe('偏远费');
  });
  it('minimum chargeable weight', () => {
    expect(chargeableWeight({ weight: '0.1' }, { weightRule: 'per_shipment', volumetricDivisor: 5000, step: '0.5', minChargeableWeight: '2' }).chargeable.toString()).toBe('2');
  });
  it('every message exists in both languages', () => {
    expect(Object.keys(pricingMessages['zh-CN']).sort()).toEqual(Object.keys(pricingMessages['en-US']).sort());
  });
});

describe('values outside what applies or what is stored', () => {
  it('a discount of 1 or more is neither applied nor shown, on both paths', () => {
    for (const discount of ['1', '1.5', '0']) {
      for (const q of [quote, quoteReference].map((f) => f({ country: 'US', postcode: '10001', weight: 1.3 }, [usRoute({ discount })], { orderTime: at }).quotes[0])) {
        expect([discount, q.freight, q.trace.discount, q.trace.lines.some((l) => l.key === 'pricing.trace.discount')]).toEqual([discount, '100.00', null, false]);
      }
    }
  });

  it('refuses a fuel rate or surcharge amount with more decimals than its column keeps', () => {
    const fuel = validateFuelRule({ limitedTime: '2026-01-01', validTime: '2026-12-31', rate: '0.123456' });
    expect(fuel.map((m) => render('en-US', m))).toEqual(['0.123456 has too many decimals: at most 5']);
    expect(fuel.map((m) => render('zh-CN', m))).toEqual(['0.123456 的小数位过多：最多 5 位']);
    expect(validateFuelRule({ limitedTime: '2026-01-01', validTime: '2026-12-31', rate: '0.12345' })).toEqual([]);
    const s = validateSurcharge({ name: 'x', kind: 'fixed', value: '1.23456', minimum: '10000000000.5' });
    expect(s.map((m) => render('en-US', m))).toEqual(['1.23456 has too many decimals: at most 4', '10000000000.5 is too large: at most 10 digits before the decimal point']);
  });
});
