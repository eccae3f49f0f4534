/**
 * Zone matching: the destination country first, then the most specific zone of that country:
 * a postcode range holding the postcode, else a city list holding the city, else the zone
 * that covers the whole country. The result says which matched and why, naming the country
 * zone of ZJ0403_01 a price zone took its place from.
 */
import { inNormRange, normCity, normPostcode } from './postcode';
import type { Msg, Zone } from './types';

export interface ZoneMatch {
  zone: Zone;
  reason: Msg;
}

type How = 'byPostcode' | 'byCity' | 'byCountry';

/** The reason of a match: the plain key, or its `…Geo` twin naming the country zone. */
function reason(how: How, zone: Zone, params: Record<string, string>): Msg {
  return zone.geoZone ? { key: `pricing.zone.${how}Geo`, params: { ...params, geoZone: zone.geoZone } } : { key: `pricing.zone.${how}`, params };
}

/**
 * What decides a zone match, as text: equal lists match alike, so a trial matches an address
 * once per content, however many price versions share it (kept as long as the list).
 */
const zoneKeys = new WeakMap<Zone[], string>();
export function zonesKey(zones: Zone[]): string {
  let k = zoneKeys.get(zones);
  if (k === undefined) {
    k = JSON.stringify(zones.map((z) => [z.code, z.name ?? null, z.country, z.postcodes ?? null, z.cities ?? null, z.geoZone ?? null]));
    zoneKeys.set(zones, k);
  }
  return k;
}

export function matchZone(zones: Zone[], country: string, postcode?: string | null, city?: string | null): ZoneMatch | null {
  const c = country.trim().toUpperCase();
  const own = zones.filter((z) => z.country.toUpperCase() === c);
  if (postcode) {
    const p = normPostcode(postcode);
    for (const zone of own) {
      const range = zone.postcodes?.find((r) => inNormRange(p, r.from, r.to));
      if (range) return { zone, reason: reason('byPostcode', zone, { country: c, zone: zone.code, postcode, from: range.from, to: range.to }) };
    }
  }
  if (city) {
    const n = normCity(city);
    for (const zone of own) {
      if (zone.cities?.some((x) => normCity(x) === n)) return { zone, reason: reason('byCity', zone, { country: c, zone: zone.code, city: city.trim() }) };
    }
  }
  const whole = own.find((z) => !z.postcodes?.length && !z.cities?.length);
  if (whole) return { zone: whole, reason: reason('byCountry', whole, { country: c, zone: whole.code }) };
  return null;
}
