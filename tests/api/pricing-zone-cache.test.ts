/**
 * The trial's zone cache counts what its entries really hold (zones, fetched weight breaks, and
 * what the fast path parsed and compiled from them) and stays within its budget however many
 * destinations are quoted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connection';
import { loadQuoteSetup, zoneCacheUse } from '../../src/server/modules/xx/pricing.repo';
import { quote } from '../../src/domain/pricing/quote';
import { freshDatabase } from './harness';

const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'JP', 'AU', 'CA', 'IT'];
const ROUTES = 12;
let db: Database;

beforeAll(async () => {
  db = await freshDatabase();
  // ROUTES routes with a price table each: per country a postcode-range zone and the rest of the
  // country, 30 weight breaks per zone.
  await db.exec(`
    insert into country (code, name_zh, name_en) select c, c, c from unnest(array['${COUNTRIES.join("','")}']) c on conflict do nothing;
    insert into route (code, name_zh, name_en, route_type, channel_code, weight_rule, volumetric_divisor, min_chargeable_weight, weight_step, transit_days_min, transit_days_max, status)
    select 'ZC-' || i, '缓存线路' || i, 'Cache route ' || i, 'express', 'INT' || (7000 + i), 'per_shipment', 6000, 0.5, 0.5, 3, 6, 'enabled'
      from generate_series(1, ${ROUTES}) i;
    insert into price_table (route_id, price_code, name) select id, 'P-' || code, code from route where code like 'ZC-%';
    insert into price_version (price_table_id, version, source) select id, 1, 'seed' from price_table where price_code like 'P-ZC-%';
    update price_table pt set current_version_id = v.id from price_version v where v.price_table_id = pt.id and pt.price_code like 'P-ZC-%';
    insert into price_zone (version_id, code, name, country, postcodes, cities, min_charge, breaks)
    select v.id, c || '-' || z, null, c,
           case when z = 0 then '[{"from":"10000","to":"19999"}]'::jsonb else '[]'::jsonb end, '[]'::jsonb, 20,
           (select jsonb_agg(jsonb_build_object('kind', 'per_kg', 'upTo', (b * 3)::text, 'rate', (60 - b)::text, 'base', '8') order by b) from generate_series(1, 30) b)
      from price_version v join price_table pt on pt.id = v.price_table_id and pt.price_code like 'P-ZC-%'
     cross join unnest(array['${COUNTRIES.join("','")}']) c cross join generate_series(0, 1) z;
    update pricing_state set generation = generation + 1;
  `);
});
afterAll(() => db.close());

async function trial(country: string) {
  const at = new Date();
  const input = { country, postcode: '12345', weight: 7.3 };
  const setup = await loadQuoteSetup(db, null, country, at, undefined, { postcode: input.postcode });
  const loaded = zoneCacheUse(db).bytes;
  const r = quote(input, setup.routes, { orderTime: at, remoteAreas: setup.remoteAreas });
  expect(r.quotes.filter((q) => String(q.routeName).startsWith('缓存线路'))).toHaveLength(ROUTES);
  return { loaded, quoted: zoneCacheUse(db).bytes };
}

it('counts what the fast path keeps for a rate, and stays within its budget over many countries', async () => {
  // Quoting parses and compiles the matched zones' breaks: the cache counts that as well.
  const first = await trial(COUNTRIES[0]);
  expect(first.quoted).toBeGreaterThan(first.loaded);

  // A budget for about two countries: quoting all of them evicts the least recently used.
  const budget = Math.round(first.quoted * 2.5);
  zoneCacheUse(db, budget);
  for (const c of COUNTRIES.slice(1)) {
    await trial(c);
    expect(zoneCacheUse(db).bytes).toBeLessThanOrEqual(budget);
  }
  const use = zoneCacheUse(db);
  expect(use.entries).toBeGreaterThanOrEqual(ROUTES);
  expect(use.entries).toBeLessThan(ROUTES * COUNTRIES.length);

  // A country quoted again after its eviction is fetched and counted anew, still within budget.
  await trial(COUNTRIES[0]);
  expect(zoneCacheUse(db).bytes).toBeLessThanOrEqual(budget);
});

it('reuses the routes built for a customer and country only while the same price tables are in force', async () => {
  zoneCacheUse(db, 256_000_000);
  const [{ id }] = await db.query<{ id: number }>(`select pt.id from price_table pt where pt.price_code = 'P-ZC-1'`);
  await db.query(`update price_table set valid_from = '2026-03-01T00:00:00Z', valid_to = '2026-03-31T23:59:59.999Z' where id = $1`, [id]);
  await db.query(`update pricing_state set generation = generation + 1`);
  const at = async (iso: string) => {
    const setup = await loadQuoteSetup(db, null, 'DE', new Date(iso), undefined, { postcode: '12345' });
    return { routes: setup.routes, priced: setup.routes.find((r) => r.name === '缓存线路1')!.priceTable !== null };
  };
  const early = await at('2026-02-28T23:59:59.999Z');
  const opens = await at('2026-03-01T00:00:00Z');
  const midMonth = await at('2026-03-15T00:00:00Z');
  const lastMoment = await at('2026-03-31T23:59:59.999Z');
  const after = await at('2026-04-01T00:00:00Z');
  const againInMarch = await at('2026-03-20T00:00:00Z');
  expect([early, opens, midMonth, lastMoment, after, againInMarch].map((x) => x.priced)).toEqual([false, true, true, true, false, true]);
  // Within the period nothing is built again; across its edges it is.
  expect(midMonth.routes).toBe(opens.routes);
  expect(lastMoment.routes).toBe(opens.routes);
  expect(after.routes).not.toBe(lastMoment.routes);
  // A saved change (the generation) builds them anew.
  await db.query(`update pricing_state set generation = generation + 1`);
  expect((await at('2026-03-20T00:00:00Z')).routes).not.toBe(againInMarch.routes);
});
