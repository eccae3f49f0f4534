/**
 * Loads what a quote needs, fast. Two caches per database handle:
 * - configuration (routes, surcharges, fuel rules, customer routes, attribute rules, special
 *   routes, remote areas by country), valid while pricing_state.generation is unchanged; every
 *   pricing save bumps it in its transaction (`bumpGeneration`), so every process reloads;
 * - zones of a price version for one country, kept as long as the process lives (bounded):
 *   versions are immutable.
 * A warm trial costs one small query (the generation).
 */
import type { Database } from '../../db/connection';
import { dec, type Dec } from '../../../domain/pricing/money';
import { matchZone, zonesKey } from '../../../domain/pricing/zones';
import type { AttributeRule, FuelRule, PriceTable, RemoteArea, Route, SpecialRoute, Surcharge, WeightBreak, Zone, ZoneRate } from '../../../domain/pricing/types';

export interface RouteRow {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  route_type: string;
  logistics_type: string | null;
  channel_service_type: string | null;
  channel_code: string;
  service_code: string | null;
  transfer_method: 'auto' | 'manual';
  remote_area_type: string | null;
  remote_per_kg: string | null;
  remote_minimum: string | null;
  insurance: boolean;
  battery: boolean;
  liquid: boolean;
  weight_rule: 'per_shipment' | 'per_piece';
  volumetric_divisor: number;
  min_chargeable_weight: string;
  weight_step: string;
  currency: string;
  transit_days_min: number | null;
  transit_days_max: number | null;
  operation: 'operating' | 'outage';
  status: 'enabled' | 'not_enabled' | 'stop';
  transport_mode_id: number | null;
}

interface TableRef {
  id: number;
  name: string;
  nameEn: string | null;
  priceCode: string;
  status: string;
  validFrom: Date | null;
  validTo: Date | null;
  versionId: number | null;
  version: number | null;
}

interface CustomerRouteRef {
  routeId: number;
  discount: Dec | null;
  customerRouteCode: string | null;
  ownTable: TableRef | null;
}

/** Decimals of a route parsed once per configuration load. */
interface RouteNums {
  step: Dec;
  min: Dec;
  remote: { perKg: Dec; minimum?: Dec } | null;
}

/** The pricing configuration of one generation: what quotes are built from. */
export interface Config {
  generation: number;
  routes: Map<number, RouteRow>;
  nums: Map<number, RouteNums>;
  defaultTables: Map<number, TableRef>;
  surcharges: Map<number, Surcharge[]>;
  fuelRules: Map<string, FuelRule[]>;
  customerRoutes: Map<number, CustomerRouteRef[]>;
  attributeRules: AttributeRule[];
  specialRoutes: SpecialRoute[];
  remote: Map<string, RemoteArea[]>;
  /** Enabled cargo attribute codes (ZJ1201_01): the only ones a trial may name. */
  cargoAttributes: ReadonlySet<string>;
  /** Engine routes already built, by customer id (none: list prices) and country, while the configuration lasts. */
  builtRoutes: Map<string, BuiltRoutes>;
}

/**
 * The routes of one customer (or the list prices) for one country, as the engine takes them.
 * Which price tables are in force changes only at their valid-from / valid-to times: the list
 * serves order times in [from, until). Its zone entries must still be the zone cache's (an
 * evicted one is not counted in the budget any more): checked at each use.
 */
interface BuiltRoutes {
  routes: Route[];
  entries: Map<number, ZoneEntry>;
  from: number;
  until: number;
  /** The routes' price tables by zone list content (made on first use), for `loadBreaksOfBuilt`. */
  groups?: ZoneGroup[];
}

/** Price tables sharing one zone list's content; `ready`: the zone codes whose rates all have their breaks. */
interface ZoneGroup {
  zones: Zone[];
  rates: ZoneRate[][];
  ready: Set<string>;
}
/** Built route lists kept per configuration: a trial's customers and countries of the moment. */
const BUILT_ROUTES_KEPT = 64;

interface ZoneEntry {
  key: string;
  zones: Zone[];
  rates: ZoneRate[];
  /** Estimated bytes it holds: zones, weight-break texts and what was parsed and compiled from them. */
  bytes: number;
  cache: Cache;
  /** When a trial last used it (the cache's clock): the least recently used go first. */
  used: number;
}

interface Cache {
  config: Config | null;
  /**
   * By `version:country`. Recency is a stamp on the entry, not the Map's order: moving 500
   * entries to the Map's end at every trial made the Map rebuild its table again and again,
   * garbage that went straight to the old generation.
   */
  zones: Map<string, ZoneEntry>;
  bytes: number;
  budget: number;
  clock: number;
}

const caches = new WeakMap<Database, Cache>();
/**
 * Budget of the zone cache, in estimated bytes of what its entries hold: each zone and its rate
 * (ZONE_BYTES), the weight-break text once fetched, the breaks parsed from it, and what the fast
 * path compiled for it (typed arrays, a break's compiled form and trace lines, as it tells
 * `ZoneRate.held`). 500 routes × 200 zones × 30 breaks, fully used, is about 2 GB: the default
 * keeps the countries quoted most recently.
 */
const ZONE_CACHE_BYTES = Number(process.env.PRICING_ZONE_CACHE_BYTES ?? 256_000_000);
/** A zone (code, name, postcode ranges, cities) and its lazy rate, before its breaks are fetched. */
const ZONE_BYTES = 320;
/** A weight-break text (one byte a character: JSON of digits and names) and the breaks parsed from it. */
const textBytes = (t: string) => 16 + t.length;
const parsedBytes = (t: string) => 2 * t.length;

/**
 * A zone rate whose weight breaks are fetched only when a quote matches the zone (most zones
 * of a country never are for one address), and parsed on first use.
 */
class LazyRate implements ZoneRate {
  private parsed: WeightBreak[] | null = null;
  constructor(
    public readonly zone: string,
    public readonly minCharge: string | undefined,
    public readonly id: number,
    public readonly entry: ZoneEntry,
    public text: string | null = null,
  ) {}
  get breaks(): WeightBreak[] {
    if (this.parsed) return this.parsed;
    if (this.text == null) throw new Error(`weight breaks of price zone ${this.id} were not loaded`);
    this.parsed = JSON.parse(this.text) as WeightBreak[];
    this.held(parsedBytes(this.text));
    return this.parsed;
  }
  held(bytes: number): void {
    const e = this.entry;
    e.bytes += bytes;
    // An evicted entry lives on only as long as the trial using it.
    if (e.cache.zones.get(e.key) === e) {
      e.cache.bytes += bytes;
      if (e.cache.bytes > e.cache.budget) evict(e.cache);
    }
  }
}

function evict(cache: Cache): void {
  if (cache.bytes <= cache.budget) return;
  for (const e of [...cache.zones.values()].sort((a, b) => a.used - b.used)) {
    if (cache.bytes <= cache.budget) break;
    cache.zones.delete(e.key);
    cache.bytes -= e.bytes;
  }
}

/** Whether an entry is still the cache's (not evicted nor replaced); marks it used if so. */
function stillCached(e: ZoneEntry, clock: number): boolean {
  if (e.cache.zones.get(e.key) !== e) return false;
  e.used = clock;
  return true;
}

/** The database's caches; a transaction uses its database's (a price version never changes once written). */
function cacheOf(db: Database): Cache {
  const root = db.root ?? db;
  let c = caches.get(root);
  if (!c) caches.set(root, (c = { config: null, zones: new Map(), bytes: 0, budget: ZONE_CACHE_BYTES, clock: 0 }));
  return c;
}

/** The zone cache's use (entries, estimated bytes) and budget; `budget` sets another (tests, an operator's tool). */
export function zoneCacheUse(db: Database, budget?: number): { entries: number; bytes: number; budget: number } {
  const c = cacheOf(db);
  if (budget !== undefined) {
    c.budget = budget;
    evict(c);
  }
  return { entries: c.zones.size, bytes: c.bytes, budget: c.budget };
}

/** Call inside every transaction that changes pricing configuration. */
export async function bumpGeneration(q: { query: Database['query'] } | Database): Promise<void> {
  await q.query(`update pricing_state set generation = generation + 1 where id = 1`);
}

const num = (v: unknown) => (v == null ? null : String(v));

function tableRef(r: Record<string, any>, p: string): TableRef | null {
  if (r[`${p}id`] == null) return null;
  return {
    id: r[`${p}id`],
    name: r[`${p}name`],
    nameEn: r[`${p}name_en`] ?? null,
    priceCode: r[`${p}code`],
    status: r[`${p}status`],
    validFrom: r[`${p}valid_from`] ? new Date(r[`${p}valid_from`]) : null,
    validTo: r[`${p}valid_to`] ? new Date(r[`${p}valid_to`]) : null,
    versionId: r[`${p}version_id`] ?? null,
    version: r[`${p}version`] ?? null,
  };
}

const TABLE_COLS = (a: string, p: string) =>
  `${a}.id as ${p}id, ${a}.name as ${p}name, ${a}.name_en as ${p}name_en, ${a}.price_code as ${p}code, ${a}.status as ${p}status, ${a}.valid_from as ${p}valid_from,
   ${a}.valid_to as ${p}valid_to, ${a}.current_version_id as ${p}version_id, (select v.version from price_version v where v.id = ${a}.current_version_id) as ${p}version`;

async function loadConfig(db: Database, generation: number): Promise<Config> {
  const routes = await db.query<RouteRow>(`select * from route order by id`);
  const defaults = await db.query<Record<string, any>>(
    `select distinct on (pt.route_id) pt.route_id, ${TABLE_COLS('pt', 't_')}
       from price_table pt where pt.customer_id is null and pt.status = 'enabled'
      order by pt.route_id, pt.id desc`,
  );
  const surcharges = await db.query<Record<string, any>>(`select * from route_surcharge order by route_id, sort, id`);
  const fuel = await db.query<Record<string, any>>(`select id, channel_code, limited_time, valid_time, rate from fuel_rule`);
  const cr = await db.query<Record<string, any>>(
    `select cr.customer_id, cr.route_id, cr.discount, cr.customer_route_code, ${TABLE_COLS('pt', 'o_')}
       from customer_route cr left join price_table pt on pt.id = cr.price_table_id order by cr.customer_id, cr.route_id`,
  );
  const combos = await db.query<Record<string, any>>(`select * from attribute_combination where status = 'enabled' order by id`);
  const attrSurcharges = await db.query<Record<string, any>>(`select * from attribute_surcharge where status = 'enabled' order by id`);
  const specials = await db.query<Record<string, any>>(`select * from special_route where state = 'active' order by id`);
  const cargo = await db.query<{ code: string }>(`select code from cargo_attribute where status = 'enabled'`);

  const cfg: Config = {
    generation,
    routes: new Map(routes.map((r) => [r.id, r])),
    nums: new Map(
      routes.map((r) => [
        r.id,
        {
          step: dec(String(r.weight_step)),
          min: dec(String(r.min_chargeable_weight)),
          remote: r.remote_per_kg != null ? { perKg: dec(String(r.remote_per_kg)), minimum: r.remote_minimum != null ? dec(String(r.remote_minimum)) : undefined } : null,
        },
      ]),
    ),
    defaultTables: new Map(defaults.map((r) => [r.route_id as number, tableRef(r, 't_')!])),
    surcharges: new Map(),
    fuelRules: new Map(),
    customerRoutes: new Map(),
    attributeRules: [],
    specialRoutes: [],
    remote: new Map(),
    cargoAttributes: new Set(cargo.map((c) => c.code)),
    builtRoutes: new Map(),
  };
  for (const s of surcharges) {
    const list = cfg.surcharges.get(s.route_id) ?? [];
    list.push({ name: s.name, nameEn: s.name_en, kind: s.kind, value: dec(num(s.value)!), minimum: s.minimum != null ? dec(num(s.minimum)!) : undefined, fuel: s.fuel, attributes: s.attributes });
    cfg.surcharges.set(s.route_id, list);
  }
  for (const f of fuel) {
    const list = cfg.fuelRules.get(f.channel_code) ?? [];
    list.push({ id: f.id, limitedTime: new Date(f.limited_time), validTime: new Date(f.valid_time), rate: dec(num(f.rate)!) });
    cfg.fuelRules.set(f.channel_code, list);
  }
  for (const r of cr) {
    const list = cfg.customerRoutes.get(r.customer_id) ?? [];
    list.push({ routeId: r.route_id, discount: r.discount != null ? dec(num(r.discount)!) : null, customerRouteCode: r.customer_route_code, ownTable: tableRef(r, 'o_') });
    cfg.customerRoutes.set(r.customer_id, list);
  }
  for (const c of combos) {
    cfg.attributeRules.push({ id: c.id, name: c.name, attributes: c.attributes, action: c.action, routes: c.routes });
  }
  for (const s of attrSurcharges) {
    cfg.attributeRules.push({
      id: `s${s.id}`,
      name: s.name,
      attributes: s.attributes,
      action: 'surcharge',
      routes: s.routes,
      surcharge: { name: s.name, nameEn: s.name_en, kind: s.kind, value: num(s.value)!, minimum: num(s.minimum) ?? undefined, fuel: s.fuel },
    });
  }
  for (const s of specials) {
    cfg.specialRoutes.push({
      id: s.id,
      routeId: s.route_id,
      name: s.name,
      state: s.state,
      countries: s.countries,
      postcodes: s.postcodes,
      attributes: s.attributes,
      startTime: s.start_time ? new Date(s.start_time) : null,
      endTime: s.end_time ? new Date(s.end_time) : null,
      exclude: s.exclude,
      surcharge: s.surcharge_kind
        ? { name: s.surcharge_name || s.name, nameEn: s.surcharge_name ? s.surcharge_name_en : null, kind: s.surcharge_kind, value: num(s.surcharge_value) ?? '0', minimum: num(s.surcharge_minimum) ?? undefined, fuel: s.fuel }
        : undefined,
    });
  }
  return cfg;
}

export async function currentConfig(db: Database): Promise<Config> {
  const cache = cacheOf(db);
  // `ours`: this transaction bumped the generation itself (a pricing save trying its new tables).
  const [{ generation, ours }] = await db.query<{ generation: number; ours: boolean }>(
    `select generation::int as generation,
            coalesce((pg_current_xact_id_if_assigned()::text::bigint % 4294967296)::text = xmin::text, false) as ours
       from pricing_state where id = 1`,
  );
  if (cache.config?.generation === Number(generation)) return cache.config;
  const config = await loadConfig(db, Number(generation));
  // What a transaction sees of its own uncommitted change may roll back, and its number be taken
  // by the next save: only a committed configuration is kept for everybody (a scan's transaction
  // after a pricing save keeps the new one, so the next scans do not load it again).
  if (!ours) cache.config = config;
  return config;
}

export async function remoteAreasFor(db: Database, cfg: Config, country: string): Promise<RemoteArea[]> {
  const c = country.toUpperCase();
  let list = cfg.remote.get(c);
  if (!list) {
    const rows = await db.query<Record<string, any>>(
      `select id, remote_type, country, postcode_from, postcode_to, city, per_kg, minimum from remote_area where country = $1 order by id`,
      [c],
    );
    list = rows.map((r) => ({
      id: r.id,
      remoteType: r.remote_type,
      country: r.country,
      postcodeFrom: r.postcode_from,
      postcodeTo: r.postcode_to,
      city: r.city,
      perKg: num(r.per_kg),
      minimum: num(r.minimum),
    }));
    cfg.remote.set(c, list);
  }
  return list;
}

/** Zones and rates of versions for one country, from the cache or one query. */
async function zonesFor(db: Database, versionIds: number[], country: string): Promise<Map<number, ZoneEntry>> {
  const cache = cacheOf(db);
  const out = new Map<number, ZoneEntry>();
  const missing: number[] = [];
  const clock = ++cache.clock;
  for (const v of versionIds) {
    const hit = cache.zones.get(`${v}:${country}`);
    if (hit) {
      hit.used = clock;
      out.set(v, hit);
    } else missing.push(v);
  }
  if (missing.length) {
    const rows = await db.query<Record<string, any>>(
      `select id, version_id, code, name, country, postcodes, cities, geo_zone, min_charge from price_zone
        where country = $1 and version_id = any($2::int[]) order by version_id, id`,
      [country, missing],
    );
    for (const v of missing) out.set(v, { key: `${v}:${country}`, zones: [], rates: [], bytes: 0, cache, used: clock });
    for (const r of rows) {
      const e = out.get(r.version_id)!;
      e.zones.push({ code: r.code, name: r.name ?? undefined, country: r.country, postcodes: r.postcodes, cities: r.cities, ...(r.geo_zone ? { geoZone: r.geo_zone } : {}) });
      e.rates.push(new LazyRate(r.code, num(r.min_charge) ?? undefined, r.id, e));
      e.bytes += ZONE_BYTES;
    }
    for (const v of missing) {
      const e = out.get(v)!;
      // Another request may have loaded it meanwhile: its entry is replaced, and no longer counted.
      const before = cache.zones.get(e.key);
      if (before) cache.bytes -= before.bytes;
      cache.zones.set(e.key, e);
      cache.bytes += e.bytes;
    }
    evict(cache);
  }
  return out;
}

const inForce = (t: TableRef | null, at: Date) =>
  !!t && t.status === 'enabled' && t.versionId != null && (!t.validFrom || t.validFrom <= at) && (!t.validTo || t.validTo >= at);

export interface QuoteSetup {
  routes: Route[];
  remoteAreas: RemoteArea[];
  attributeRules: AttributeRule[];
  specialRoutes: SpecialRoute[];
}

/**
 * The routes a quote considers, as engine routes with the price table that applies:
 * for a customer, the routes assigned to it with its own table or discount; with no customer
 * (staff looking at list prices), every route with its default table.
 */
/**
 * `address`: the postcode and city the quote is for; only the zones they match get their
 * weight breaks fetched. Without it, every zone of the country is made ready. `config`: the
 * configuration a batch is priced by (`currentConfig` once for all its orders); the current one
 * otherwise.
 */
export async function loadQuoteSetup(
  db: Database,
  customerId: number | null,
  country: string,
  at: Date,
  routeIds?: number[],
  address?: { postcode?: string | null; city?: string | null },
  config?: Config,
): Promise<QuoteSetup> {
  const cfg = config ?? (await currentConfig(db));
  const c = country.trim().toUpperCase();
  let routes: Route[];
  if (routeIds || !address) {
    routes = (await buildRoutes(db, cfg, customerId, c, at, routeIds)).routes;
    await loadBreaks(db, routes, c, address);
  } else {
    const built = await builtRoutes(db, cfg, customerId, c, at);
    await loadBreaksOfBuilt(db, built, c, address);
    routes = built.routes;
  }
  return {
    routes,
    remoteAreas: await remoteAreasFor(db, cfg, c),
    attributeRules: cfg.attributeRules,
    specialRoutes: cfg.specialRoutes,
  };
}

/** Every route of the customer for the country, built once per configuration and period of tables in force. */
async function builtRoutes(db: Database, cfg: Config, customerId: number | null, country: string, at: Date): Promise<BuiltRoutes> {
  const key = `${customerId ?? ''}\u0000${country}`;
  const t = at.getTime();
  const kept = cfg.builtRoutes.get(key);
  if (kept && kept.from <= t && t < kept.until) {
    const clock = ++cacheOf(db).clock;
    let all = true;
    for (const e of kept.entries.values()) all = stillCached(e, clock) && all;
    if (all) return kept;
  }
  const built = await buildRoutes(db, cfg, customerId, country, at);
  cfg.builtRoutes.delete(key);
  cfg.builtRoutes.set(key, built);
  if (cfg.builtRoutes.size > BUILT_ROUTES_KEPT) cfg.builtRoutes.delete(cfg.builtRoutes.keys().next().value!);
  return built;
}

async function buildRoutes(db: Database, cfg: Config, customerId: number | null, c: string, at: Date, routeIds?: number[]): Promise<BuiltRoutes> {
  const picks: { row: RouteRow; table: TableRef | null; discount: Dec | null; customerRouteCode: string | null }[] = [];
  if (customerId != null) {
    for (const ref of cfg.customerRoutes.get(customerId) ?? []) {
      const row = cfg.routes.get(ref.routeId);
      if (!row) continue;
      const table = ref.ownTable ?? cfg.defaultTables.get(row.id) ?? null;
      // An own price table is the customer's price as agreed: never discounted on top.
      picks.push({ row, table, discount: ref.ownTable ? null : ref.discount, customerRouteCode: ref.customerRouteCode });
    }
  } else {
    for (const row of cfg.routes.values()) picks.push({ row, table: cfg.defaultTables.get(row.id) ?? null, discount: null, customerRouteCode: null });
  }
  const wanted = routeIds ? picks.filter((p) => routeIds.includes(p.row.id)) : picks;
  const live = wanted.map((p) => inForce(p.table, at));
  const versionIds = [...new Set(wanted.filter((_, i) => live[i]).map((p) => p.table!.versionId!))];
  const zones = await zonesFor(db, versionIds, c);
  const routes: Route[] = wanted.map(({ row, table, discount, customerRouteCode }, i) => {
    let priceTable: PriceTable | null = null;
    if (table && live[i]) {
      const z = zones.get(table.versionId!)!;
      priceTable = { id: table.id, name: table.name, nameEn: table.nameEn, version: table.version ?? 0, zones: z.zones, rates: z.rates };
    }
    return {
      id: row.id,
      customerRouteId: customerRouteCode,
      name: row.name_zh,
      nameEn: row.name_en,
      routeType: row.route_type,
      logisticsType: row.logistics_type,
      channelServiceType: row.channel_service_type,
      channelCode: row.channel_code,
      serviceCode: row.service_code,
      transferMethod: row.transfer_method,
      remoteAreaType: row.remote_area_type,
      insurance: row.insurance,
      battery: row.battery,
      liquid: row.liquid,
      weightRule: row.weight_rule,
      volumetricDivisor: row.volumetric_divisor,
      minChargeableWeight: cfg.nums.get(row.id)!.min,
      step: cfg.nums.get(row.id)!.step,
      currency: row.currency,
      transitDaysMin: row.transit_days_min,
      transitDaysMax: row.transit_days_max,
      operation: row.operation,
      status: row.status,
      priceTable,
      discount,
      fuelRules: cfg.fuelRules.get(row.channel_code) ?? [],
      surcharges: cfg.surcharges.get(row.id) ?? [],
      remoteFee: cfg.nums.get(row.id)!.remote,
    };
  });
  const { from, until } = periodInForce(wanted.map((p) => p.table), at.getTime());
  return { routes, entries: zones, from, until };
}

/** The span around `t` in which no table starts or ends being in force (valid-from and valid-to are inclusive). */
function periodInForce(tables: (TableRef | null)[], t: number): { from: number; until: number } {
  let from = -Infinity;
  let until = Infinity;
  for (const table of tables) {
    if (!table) continue;
    const starts = table.validFrom?.getTime();
    const ends = table.validTo ? table.validTo.getTime() + 1 : undefined; // out of force just after validTo
    for (const edge of [starts, ends]) {
      if (edge === undefined) continue;
      if (edge <= t) from = Math.max(from, edge);
      else until = Math.min(until, edge);
    }
  }
  return { from, until };
}

/**
 * `loadBreaks` for built routes: the address is matched once per zone list content, and a zone
 * whose rates all have their breaks is not looked at again (breaks, once fetched, stay with the
 * rate as long as the built routes do).
 */
async function loadBreaksOfBuilt(db: Database, built: BuiltRoutes, country: string, address: { postcode?: string | null; city?: string | null }): Promise<void> {
  built.groups ??= zoneGroups(built.routes);
  const need = new Map<number, LazyRate>();
  const filled: [ZoneGroup, string][] = [];
  for (const g of built.groups) {
    const code = matchZone(g.zones, country, address.postcode, address.city)?.zone.code;
    if (code === undefined || g.ready.has(code)) continue;
    for (const rates of g.rates) for (const rate of rates) if (rate.zone === code && rate instanceof LazyRate && rate.text == null) need.set(rate.id, rate);
    filled.push([g, code]);
  }
  await fetchBreaks(db, need);
  // A zone row gone meanwhile (its version deleted) leaves its rate without breaks: asked again next time.
  if ([...need.values()].every((r) => r.text != null)) for (const [g, code] of filled) g.ready.add(code);
}

function zoneGroups(routes: Route[]): ZoneGroup[] {
  const groups = new Map<string, ZoneGroup>();
  for (const r of routes) {
    const t = r.priceTable;
    if (!t) continue;
    const key = zonesKey(t.zones);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { zones: t.zones, rates: [], ready: new Set() }));
    g.rates.push(t.rates);
  }
  return [...groups.values()];
}

/** Fetches (one query) the weight breaks of the zones a quote can use that are not loaded yet. */
async function loadBreaks(db: Database, routes: Route[], country: string, address?: { postcode?: string | null; city?: string | null }): Promise<void> {
  const need = new Map<number, LazyRate>();
  const want = (rate: ZoneRate) => {
    if (rate instanceof LazyRate && rate.text == null) need.set(rate.id, rate);
  };
  // Many versions share one zone list's content: match the address once per content.
  const matched = new Map<string, string | null>();
  for (const r of routes) {
    const t = r.priceTable;
    if (!t) continue;
    if (!address) {
      t.rates.forEach(want);
      continue;
    }
    const key = zonesKey(t.zones);
    let code = matched.get(key);
    if (code === undefined) {
      code = matchZone(t.zones, country, address.postcode, address.city)?.zone.code ?? null;
      matched.set(key, code);
    }
    if (code !== null) for (const rate of t.rates) if (rate.zone === code) want(rate);
  }
  await fetchBreaks(db, need);
}

async function fetchBreaks(db: Database, need: Map<number, LazyRate>): Promise<void> {
  if (!need.size) return;
  const rows = await db.query<{ id: number; t: string }>(`select id, breaks::text as t from price_zone where id = any($1::int[])`, [[...need.keys()]]);
  for (const row of rows) {
    const rate = need.get(row.id)!;
    if (rate.text != null) continue; // loaded meanwhile by another request
    rate.text = row.t;
    rate.held(textBytes(row.t));
  }
}
