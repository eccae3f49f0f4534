/**
 * Pricing's own part of its configuration APIs (zj/0103 … zj/1401, zj/0101/route, zj/0105): every
 * write bumps pricing_state.generation in its transaction, so quotes reload (`pricingResource` puts
 * that on a resource spec, `bumpPricing` in a handler's own transaction); price-version writing
 * (bulk, unnest). The generic list / form endpoints are platform/resource's `crudRoutes`.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Database } from '../../db/connection';
import type { CrudSpec, TxQuery } from '../../platform/resource';
import type { WeightBreak } from '../../../domain/pricing/types';
import { bumpGeneration } from '../xx/pricing.repo';
import '../xx/pricing.messages';

/** Quotes reload after this transaction (pricing_state.generation). */
export const bumpPricing = (q: TxQuery): Promise<void> => bumpGeneration({ query: q as Database['query'] });

/** A pricing table's resource spec: each of its writes bumps the quote generation. */
export const pricingResource = (spec: CrudSpec): CrudSpec => ({ ...spec, afterWrite: bumpPricing });

// ---------- price versions ----------

export interface ZoneInput {
  code: string;
  name?: string | null;
  country: string;
  postcodes?: { from: string; to: string }[];
  cities?: string[];
  /** A country zone of ZJ0403_01 (code within `country`): its place is copied in on write (pricing-geo-zones.ts). */
  geoZone?: string | null;
  minCharge?: string | number | null;
  breaks: WeightBreak[];
}

const ZONES_PER_STATEMENT = 100;

/** Writes a new version of a price table with its zones and makes it current. */
export async function writePriceVersion(q: TxQuery, tableId: number, zones: ZoneInput[], userId: number | null, source: 'manual' | 'upload' | 'seed'): Promise<{ versionId: number; version: number }> {
  const [{ id, version }] = await q<{ id: number; version: number }>(
    `insert into price_version (price_table_id, version, source, created_by, valid_from, valid_to)
     select $1, coalesce((select max(version) from price_version where price_table_id = $1), 0) + 1, $2, $3, pt.valid_from, pt.valid_to
       from price_table pt where pt.id = $1 returning id, version`,
    [tableId, source, userId],
  );
  // In slices, with a turn of the event loop between them: PGlite runs on the event loop (and
  // does not yield inside a transaction), and one statement with the thousands of zones of a
  // large uploaded sheet held every other request up for a second.
  for (let from = 0; from < zones.length; from += ZONES_PER_STATEMENT) {
    if (from) await yieldToLoop();
    const slice = zones.slice(from, from + ZONES_PER_STATEMENT);
    await q(
      `insert into price_zone (version_id, code, name, country, postcodes, cities, min_charge, breaks, geo_zone)
       select $1, c, n, co, p::jsonb, ci::jsonb, m::numeric, b::jsonb, g
         from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) as x(c, n, co, p, ci, m, b, g)`,
      [
        id,
        slice.map((z) => z.code),
        slice.map((z) => z.name ?? null),
        slice.map((z) => z.country.toUpperCase()),
        slice.map((z) => JSON.stringify(z.postcodes ?? [])),
        slice.map((z) => JSON.stringify(z.cities ?? [])),
        slice.map((z) => (z.minCharge == null || z.minCharge === '' ? null : String(z.minCharge))),
        slice.map((z) => JSON.stringify(z.breaks.map((b) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, k === 'kind' ? v : String(v)]))))),
        slice.map((z) => z.geoZone?.trim() || null),
      ],
    );
  }
  await q(`update price_table set current_version_id = $1, updated_at = now() where id = $2`, [id, tableId]);
  await bumpPricing(q);
  return { versionId: id, version };
}
