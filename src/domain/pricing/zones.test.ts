import { describe, expect, it } from 'vitest';
import { matchZone } from './zones';
import { render } from './messages';
import type { Zone } from './types';

const zones: Zone[] = [
  { code: 'W', country: 'US', postcodes: [{ from: '90000', to: '96199' }], geoZone: 'US-W' },
  { code: 'NYC', country: 'US', cities: ['New York'] },
  { code: 'US', country: 'US' },
];

describe('zone match names the country zone a price zone took its place from', () => {
  it('by postcode, in both languages', () => {
    const m = matchZone(zones, 'us', '90210', null)!;
    expect(m.zone.code).toBe('W');
    expect(render('en-US', m.reason)).toBe('Destination US: postcode 90210 is in zone W (country zone US-W), range 90000–96199');
    expect(render('zh-CN', m.reason)).toBe('目的国 US，邮编 90210 落在分区 W（国家分区 US-W）的邮编段 90000–96199');
  });

  it('typed places keep their plain reasons', () => {
    expect(matchZone(zones, 'US', '10001', 'New York')!.reason).toEqual({ key: 'pricing.zone.byCity', params: { country: 'US', zone: 'NYC', city: 'New York' } });
    expect(matchZone(zones, 'US', '10001', null)!.reason.key).toBe('pricing.zone.byCountry');
  });

  it('by city of a country zone', () => {
    const m = matchZone([{ code: 'L', country: 'GB', cities: ['London'], geoZone: 'GB-LDN' }], 'GB', null, 'london')!;
    expect(render('en-US', m.reason)).toBe('Destination GB: city london belongs to zone L (country zone GB-LDN)');
  });
});
