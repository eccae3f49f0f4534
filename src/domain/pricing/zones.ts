/**
 * Zone matching: the destination country first, then the most specific zone of that country:
 * a postcode range holding the postcode, else a city list holding the city, else the zone
 * that covers the whole country. The result says which matched and why.
 */
import { inNormRange, normCity, normPostcode } from './postcode';
import type { Msg, Zone } from './types';

export interface ZoneMatch {
  zone: Zone;
  reason: Msg;
}

export function matchZone(zones: Zone[], country: string, postcode?: string | null, city?: string | null): ZoneMatch | null {
  const c = country.trim().toUpperCase();
  const own = zones.filter((z) => z.country.toUpperCase() === c);
  if (postcode) {
    const p = normPostcode(postcode);
    for (const zone of own) {
      const range = zone.postcodes?.find((r) => inNormRange(p, r.from, r.to));
      if (range) return { zone, reason: { key: 'pricing.zone.byPostcode', params: { country: c, zone: zone.code, postcode, from: range.from, to: range.to } } };
    }
  }
  if (city) {
    const n = normCity(city);
    for (const zone of own) {
      if (zone.cities?.some((x) => normCity(x) === n)) return { zone, reason: { key: 'pricing.zone.byCity', params: { country: c, zone: zone.code, city: city.trim() } } };
    }
  }
  const whole = own.find((z) => !z.postcodes?.length && !z.cities?.length);
  if (whole) return { zone: whole, reason: { key: 'pricing.zone.byCountry', params: { country: c, zone: whole.code } } };
  return null;
}
