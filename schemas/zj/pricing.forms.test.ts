/** The pure parts of the pricing screens' hooks: save bodies, postcode text, price bands <-> zones. */
import { describe, expect, it } from 'vitest';
import { fieldsOf, flattenRows, saveBody, textToRanges, rangesToText, sentTime } from './pricing.forms';
import { afterLoad, bandsToZones, beforeSubmit, zonesToBands } from './ZJ0104_02.hooks';
import route from './ZJ0103_02.json';
import type { FormSchema } from '../../renderers/types';

describe('pricing form helpers', () => {
  it('a save body is the form fields (void containers walked through) plus id; read-only extras dropped', () => {
    const fields = fieldsOf(route.schema as FormSchema);
    expect(fields).toContain('channelCode');
    expect(fields).not.toContain('grid');
    const body = saveBody({ id: 3, code: 'X', channelCode: 'INT1234', transportModeName: '空运', updatedAt: 'x' }, route.schema as FormSchema);
    expect(body).toEqual({ id: 3, code: 'X', channelCode: 'INT1234' });
  });

  it('times go as the picker holds them (the business zone\'s wall time, or the loaded instant), never through the browser\'s zone; empty ones null', () => {
    expect(sentTime('2026-01-01 00:00:00')).toBe('2026-01-01 00:00:00');
    expect(sentTime('2026-01-01T00:00:00.000Z')).toBe('2026-01-01T00:00:00.000Z');
    expect(sentTime('')).toBeNull();
    expect(sentTime(undefined)).toBeNull();
  });

  it('postcode ranges as text and back as the server reads them: ~ separates a range, a - belongs to the postcode', () => {
    expect(textToRanges('90000~96199; 10001，ze1 ～ ze3; 100-0001')).toEqual([
      { from: '90000', to: '96199' }, { from: '10001', to: '10001' }, { from: 'ZE1', to: 'ZE3' }, { from: '100-0001', to: '100-0001' },
    ]);
    expect(rangesToText([{ from: '90000', to: '96199' }, { from: '10001', to: '10001' }, { from: '100-0001', to: '100-0001' }])).toBe('90000~96199; 10001; 100-0001');
    expect(textToRanges(rangesToText([{ from: '12345-6789', to: '12345-9999' }]))).toEqual([{ from: '12345-6789', to: '12345-9999' }]);
    expect(textToRanges('  ')).toEqual([]);
  });

  it('text the validator refuses is never half-read into ranges', () => {
    expect(() => textToRanges('10001; 90000-96199')).toThrow(/hyphenRange/);
    expect(() => textToRanges('96199~90000')).toThrow(/postcode.range/);
  });

  it('list cells: arrays joined, transit days as min–max', () => {
    expect(flattenRows({ list: [{ countries: ['US', 'CA'], postcodes: [{ from: '1', to: '2' }], transitDaysMin: 3, transitDaysMax: 6 }], total: 1 }).list[0])
      .toMatchObject({ countries: 'US, CA', postcodes: '1~2', transitDays: '3–6' });
  });
});

describe('ZJ0104_02 price edit: one row per weight break', () => {
  const zones = [
    { code: 'US-W', name: 'US West', country: 'US', postcodes: [{ from: '90000', to: '96199' }], cities: [], geoZone: null, minCharge: '60',
      breaks: [{ kind: 'first_additional', upTo: '2', firstWeight: '0.5', firstPrice: '58', additionalUnit: '0.5', additionalPrice: '18' }, { kind: 'per_kg', upTo: '20', rate: '52' }] },
    { code: 'AU', name: null, country: 'AU', postcodes: [], cities: ['Sydney', 'Melbourne'], geoZone: null, minCharge: '90', breaks: [{ kind: 'flat', upTo: '5', price: '140' }] },
    { code: 'JP-T', name: null, country: 'JP', postcodes: [{ from: '100-0001', to: '100-0001' }, { from: '100-0002', to: '109-9999' }], cities: [], geoZone: null, minCharge: '30', breaks: [{ kind: 'flat', upTo: '5', price: '80' }] },
    // A zone named by a ZJ0403_01 country zone: its place comes from there, the row types none.
    { code: 'FR-C', name: null, country: 'FR', postcodes: [], cities: [], geoZone: 'FR-CORSE', minCharge: null, breaks: [{ kind: 'flat', upTo: '5', price: '99' }] },
  ];

  it('zones -> rows -> zones is the identity (the API shape)', () => {
    const rows = zonesToBands(zones);
    expect(rows).toHaveLength(5);
    expect(rows[4]).toMatchObject({ zone: 'FR-C', geoZone: 'FR-CORSE', postcodes: '', cities: '' });
    expect(rows[3].postcodes).toBe('100-0001; 100-0002~109-9999');
    expect(rows[1]).toMatchObject({ zone: 'US-W', postcodes: '90000~96199', minCharge: '60', kind: 'per_kg', rate: '52' });
    expect(bandsToZones(rows)).toEqual(zones);
  });

  it('a row keeps only the fields of its pricing kind; the zone takes its first row', () => {
    const [z] = bandsToZones([
      { zone: 'DE', country: 'de', minCharge: '55', kind: 'per_kg', upTo: '30', rate: '48', price: '999', firstPrice: '1' },
      { zone: 'DE', country: 'FR', minCharge: '1', kind: 'flat', upTo: '40', price: '500' },
    ]);
    expect(z).toEqual({ code: 'DE', name: null, country: 'DE', postcodes: [], cities: [], geoZone: null, minCharge: '55', breaks: [{ kind: 'per_kg', upTo: '30', rate: '48' }, { kind: 'flat', upTo: '40', price: '500' }] });
  });

  it('load and save: bands in the form, zones and ISO times to the API', () => {
    const loaded = afterLoad({ id: 1, name: 'P', zones, validFrom: '2026-01-01T00:00:00.000Z' });
    expect(loaded.bands).toHaveLength(5);
    const body = beforeSubmit({ ...loaded, routeId: 2, priceCode: 'P1', validTo: '2027-01-01 00:00:00', customerId: '' });
    expect(body).toMatchObject({ id: 1, routeId: 2, priceCode: 'P1', customerId: null, validFrom: '2026-01-01T00:00:00.000Z' });
    expect(body).not.toHaveProperty('bands');
    expect(body.zones).toEqual(zones);
  });
});
