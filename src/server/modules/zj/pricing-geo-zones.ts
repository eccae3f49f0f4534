/**
 * A price zone (ZJ0104_02 form, ZJ0105_01 sheet) may name a country zone of ZJ0403_01 instead of
 * typing postcode ranges and cities. Its place is copied into the zone before the version is
 * written: versions are immutable, so a later edit of the country zone changes the next version,
 * never a quoted one. The code stays on the zone (price_zone.geo_zone) for the quote trace.
 */
import type { Msg } from '../../../domain/pricing/types';
import type { TxQuery } from '../../platform/resource';
import type { ZoneInput } from './pricing.lib';

export interface GeoZoneProblem {
  /** Index of the zone in the list given. */
  index: number;
  msg: Msg;
}

/** Fills the place of every zone naming a country zone; answers the zones it could not fill. */
export async function placeGeoZones(q: TxQuery, zones: ZoneInput[]): Promise<GeoZoneProblem[]> {
  const named = zones.map((zone, index) => ({ zone, index, geoZone: zone.geoZone?.trim() ?? '' })).filter((x) => x.geoZone);
  if (!named.length) return [];
  const rows = await q<{ country: string; code: string; postcodes: ZoneInput['postcodes']; cities: string[] }>(
    `select g.country, g.code, g.postcodes, g.cities from geo_zone g
       join unnest($1::text[], $2::text[]) as x(country, code) on g.country = x.country and g.code = x.code`,
    [named.map((x) => x.zone.country.toUpperCase()), named.map((x) => x.geoZone)],
  );
  const byKey = new Map(rows.map((r) => [`${r.country}\u0000${r.code}`, r]));
  const problems: GeoZoneProblem[] = [];
  for (const { zone, index, geoZone } of named) {
    const params = { zone: zone.code, geoZone, country: zone.country.toUpperCase() };
    if (zone.postcodes?.length || zone.cities?.length) {
      problems.push({ index, msg: { key: 'pricing.geoZone.withPlace', params } });
      continue;
    }
    const found = byKey.get(`${params.country}\u0000${geoZone}`);
    if (!found) {
      problems.push({ index, msg: { key: 'pricing.geoZone.unknown', params } });
      continue;
    }
    Object.assign(zone, { geoZone, postcodes: found.postcodes ?? [], cities: found.cities ?? [] });
  }
  return problems;
}
