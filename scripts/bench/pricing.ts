/**
 * `npm run bench:pricing`: the freight trial at scale, and the quote upload.
 *
 * - generates BENCH_ROUTES (500) routes, each with its own price table of BENCH_ZONES (200)
 *   zones (20 countries × 10: 9 postcode ranges + the rest of the country) of BENCH_BREAKS (30)
 *   weight breaks, a fuel rule, 2 surcharges, 1,000 remote areas; all assigned to the demo
 *   customer with a discount (generated in SQL, not through JS);
 * - trial in process (repository + engine + localisation) and over HTTP (Fastify inject, the
 *   whole pipeline: token, authority, validation, envelope): p50 / p99 per quote of
 *   BENCH_TRIALS (200) random trials to one country (zones cached) and to 20 countries, in each
 *   trace mode (full, keys, text, none); the engine alone, fast path and decimal.js reference;
 * - quote upload of a 10,000-row sheet (400 zones × 25 breaks) through zj/0105/upload;
 * on PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set (a throwaway database).
 * BENCH_SKIP_PGLITE=1 runs PostgreSQL only; BENCH_ONLY=engine,http some sections; BENCH_TRACE=none
 * the HTTP cases of those trace modes, BENCH_CASE=XX0402 those whose label has that text.
 * Prints figures; never fails on time.
 */
import os from 'node:os';
import path from 'node:path';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrate';
import { seed } from '../../src/server/db/seed/index';
import { loadConfig } from '../../src/server/config';
import { buildApp } from '../../src/server/app';
import { currentConfig, loadQuoteSetup } from '../../src/server/modules/xx/pricing.repo';
import { quote, quoteReference } from '../../src/domain/pricing/quote';
import { localizeExcluded, localizeQuote } from '../../src/domain/pricing/messages';
import { parsePriceSheet, SHEET_COLUMNS } from '../../src/server/modules/zj/pricing.sheet';

const ROUTES = Number(process.env.BENCH_ROUTES ?? 500);
const ZONES = Number(process.env.BENCH_ZONES ?? 200);
const BREAKS = Number(process.env.BENCH_BREAKS ?? 30);
const TRIALS = Number(process.env.BENCH_TRIALS ?? 200);
const UPLOAD_ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 10_000);
/** BENCH_ONLY=engine,http (of inprocess, engine, http, upload) runs those sections only. */
const ONLY = process.env.BENCH_ONLY?.split(',');
const section = (name: string) => !ONLY || ONLY.includes(name);
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'JP', 'AU', 'CA', 'IT', 'ES', 'NL', 'BE', 'AT', 'CH', 'SE', 'NO', 'DK', 'PL', 'PT', 'IE', 'NZ'];

const config = loadConfig({ SEED_DEMO: '1', DATA_DIR: path.join(os.tmpdir(), 'cbl-bench-pricing') });
config.seedDemo = true;

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}
const f = (ms: number) => `${ms.toFixed(2)} ms`;
const mem = () => {
  const m = process.memoryUsage();
  return `${Math.round(m.rss / 1048576)} MB rss, ${Math.round(m.heapUsed / 1048576)} MB JS heap`;
};

// Garbage collection: pauses since the last `gcSince()`, to tell the collector's share of a p99
// from the code's. Node hands GC entries to the observer on a later timer tick, so a synchronous
// loop (the engine alone) saw none and its pauses were counted in the next section: `gcSince`
// first lets them arrive, then tells which trials a pause fell into.
const gcEntries: { start: number; ms: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcEntries.push({ start: e.startTime, ms: e.duration });
}).observe({ entryTypes: ['gc'] });
const gcSince = async (trials?: Trials) => {
  await new Promise((r) => setTimeout(r, 5));
  const es = gcEntries.splice(0);
  const total = es.reduce((a, e) => a + e.ms, 0);
  const longest = es.reduce((a, e) => Math.max(a, e.ms), 0);
  let out = `GC ${es.length} pauses, ${total.toFixed(0)} ms, longest ${longest.toFixed(1)} ms`;
  if (trials) {
    const clean = trials.wall.filter((_, i) => !es.some((e) => e.start < trials.end[i] && e.start + e.ms > trials.start[i]));
    out += `; ${trials.wall.length - clean.length} trials met a GC pause, the others: wall p50 ${f(pct(clean, 50))}, p99 ${f(pct(clean, 99))}`;
  }
  return out;
};

/** Wall and CPU time of each trial, and when it ran (for `gcSince`). */
class Trials {
  wall: number[] = [];
  cpu: number[] = [];
  start: number[] = [];
  end: number[] = [];
  time<T>(fn: () => T): T {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = fn();
    this.add(t0, c0);
    return out;
  }
  async timeAsync<T>(fn: () => Promise<T>): Promise<T> {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = await fn();
    this.add(t0, c0);
    return out;
  }
  private add(t0: number, c0: NodeJS.CpuUsage) {
    const t1 = performance.now();
    const c = process.cpuUsage(c0);
    this.wall.push(t1 - t0);
    this.cpu.push((c.user + c.system) / 1000);
    this.start.push(t0);
    this.end.push(t1);
  }
  toString() {
    return `wall p50 ${f(pct(this.wall, 50))}, p99 ${f(pct(this.wall, 99))}; cpu p50 ${f(pct(this.cpu, 50))}, p99 ${f(pct(this.cpu, 99))}`;
  }
}

const OK_HEAD = Buffer.from('{"code":0,');

let seedRand = 42;
const rand = () => ((seedRand = (seedRand * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);

async function generate(db: Database): Promise<void> {
  const t0 = performance.now();
  await db.exec(`
    insert into country (code, name_zh, name_en) select c, c, c from unnest(array['${COUNTRIES.join("','")}']) c on conflict do nothing;
    insert into route (code, name_zh, name_en, route_type, channel_code, weight_rule, volumetric_divisor, min_chargeable_weight, weight_step,
                       remote_area_type, remote_per_kg, remote_minimum, battery, transit_days_min, transit_days_max, status)
    select 'BENCH-' || i, '压测线路' || i, 'Bench route ' || i, case when i % 3 = 0 then 'special' else 'express' end,
           'INT' || (6000 + i), case when i % 4 = 0 then 'per_piece' else 'per_shipment' end, case when i % 2 = 0 then 5000 else 6000 end,
           0.5, 0.5, case when i % 2 = 0 then 'BENCH-R' end, 2.5, 30, i % 5 = 0, 3 + i % 7, 6 + i % 9, 'enabled'
      from generate_series(1, ${ROUTES}) i;
    insert into route_surcharge (route_id, name, kind, value, minimum, fuel)
    select id, '操作费', 'fixed', 5, null, false from route where code like 'BENCH-%'
    union all select id, '旺季附加费', 'per_kg', 1.2, 3, true from route where code like 'BENCH-%';
    insert into fuel_rule (channel_code, limited_time, valid_time, rate)
    select channel_code, now() - interval '30 days', now() + interval '300 days', 0.1 + (id % 10) / 100.0 from route where code like 'BENCH-%';
    insert into price_table (route_id, price_code, name) select id, 'P-' || code, code || ' 价格' from route where code like 'BENCH-%';
    insert into price_version (price_table_id, version, source) select id, 1, 'seed' from price_table where price_code like 'P-BENCH-%';
    update price_table pt set current_version_id = v.id from price_version v where v.price_table_id = pt.id and pt.price_code like 'P-BENCH-%';
  `);
  const versions = await db.query<{ id: number }>(`select v.id from price_version v join price_table pt on pt.id = v.price_table_id where pt.price_code like 'P-BENCH-%' order by v.id`);
  // Zones in batches of versions, built in SQL: 10 zones per country (9 postcode ranges + the rest).
  const batch = 50;
  for (let i = 0; i < versions.length; i += batch) {
    const ids = versions.slice(i, i + batch).map((v) => v.id);
    await db.query(
      `insert into price_zone (version_id, code, name, country, postcodes, cities, min_charge, breaks)
       select v, 'Z' || z, null, ($2::text[])[1 + (z / 10) % ${COUNTRIES.length}],
              case when z % 10 = 0 then '[]'::jsonb
                   else jsonb_build_array(jsonb_build_object('from', lpad(((z % 10 - 1) * 10000)::text, 5, '0'), 'to', lpad(((z % 10 - 1) * 10000 + 9999)::text, 5, '0'))) end,
              '[]'::jsonb, 20 + (v % 5),
              (select jsonb_agg(case when b = 1
                        then jsonb_build_object('kind', 'first_additional', 'upTo', '2', 'firstWeight', '0.5', 'firstPrice', (40 + v % 13 + z % 7)::text, 'additionalUnit', '0.5', 'additionalPrice', (12 + z % 5)::text)
                        else jsonb_build_object('kind', 'per_kg', 'upTo', (b * 3)::text, 'rate', round(60 - b * 0.9 + (v % 11) + (z % 9) * 0.5, 3)::text, 'base', '8') end order by b)
                 from generate_series(1, ${BREAKS}) b)
         from unnest($1::int[]) v cross join generate_series(0, ${ZONES - 1}) z`,
      [ids, COUNTRIES],
    );
  }
  await db.exec(`
    insert into remote_area (remote_type, country, postcode_from, postcode_to)
    select 'BENCH-R', 'US', lpad((g * 97)::text, 5, '0'), lpad((g * 97 + 20)::text, 5, '0') from generate_series(1, 1000) g;
    insert into customer_route (customer_id, route_id, discount, customer_route_code)
    select c.id, r.id, 0.9, 'C-' || r.code from customer c cross join route r where c.code = 'C0001' and r.code like 'BENCH-%';
    update pricing_state set generation = generation + 1;
  `);
  if (db.kind === 'pglite') await db.exec('vacuum analyze');
  else await db.exec('analyze');
  const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from price_zone`);
  console.log(`  generated ${ROUTES} routes × ${ZONES} zones × ${BREAKS} breaks (${n} zone rows) in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${mem()}`);
}

function trialInput(fixedCountry?: string) {
  const country = fixedCountry ?? COUNTRIES[Math.floor(rand() * COUNTRIES.length)];
  const dims = rand() < 0.5;
  return {
    country,
    postcode: String(Math.floor(rand() * 100000)).padStart(5, '0'),
    weight: Math.round((0.1 + rand() * 55) * 1000) / 1000,
    ...(dims ? { length: 10 + Math.floor(rand() * 50), width: 10 + Math.floor(rand() * 40), height: 5 + Math.floor(rand() * 30), pieces: 1 + Math.floor(rand() * 3) } : {}),
  };
}

async function benchDb(label: string, db: Database): Promise<void> {
  console.log(`\n== ${label} ==`);
  await generate(db);
  const [{ id: customerId }] = await db.query<{ id: number }>(`select id from customer where code = 'C0001'`);

  // In process: repository + engine + localisation. "one country": the zones of the 500 price
  // versions for that country are cached (steady state); "20 countries": random destinations,
  // many zone loads (the cache holds PRICING_ZONE_CACHE_BYTES, estimated).
  const inProcess = async (country?: string) => {
    const input = trialInput(country);
    const at = new Date();
    const setup = await loadQuoteSetup(db, customerId, input.country, at, undefined, { postcode: input.postcode });
    const r = quote(input, setup.routes, { orderTime: at, remoteAreas: setup.remoteAreas, attributeRules: setup.attributeRules, specialRoutes: setup.specialRoutes });
    const out = { quotes: r.quotes.map((q) => localizeQuote(q, 'zh-CN')), excluded: r.excluded.map((e) => localizeExcluded(e, 'zh-CN')) };
    return out.quotes.length;
  };
  if (section('inprocess')) {
    const c0 = performance.now();
    await inProcess('US');
    const cold = performance.now() - c0;
    await gcSince();
    for (const [label, country] of [['one country (US)', 'US'], ['20 countries', undefined]] as const) {
      const trials = new Trials();
      let quoted = 0;
      for (let i = 0; i < TRIALS; i++) quoted += await trials.timeAsync(() => inProcess(country));
      console.log(`  in process, ${label}: ${trials} (${TRIALS} trials, ${Math.round(quoted / TRIALS)} routes quoted per trial; first cold trial ${f(cold)}), ${await gcSince(trials)}, ${mem()}`);
    }

    // The per-trial database check: the configuration's generation (one small query when warm).
    const gen = new Trials();
    for (let i = 0; i < TRIALS; i++) await gen.timeAsync(() => currentConfig(db));
    console.log(`  configuration check (currentConfig, warm): ${gen}`);
  }

  // Engine alone (setup loaded once): the exact fast path (quote) and the decimal.js reference
  // it must equal (quoteReference, the test oracle), on the same parcels. A first round over
  // the same parcels compiles the weight breaks they use (made on first use, then kept with the
  // cached rate), so the measured rounds show the steady state; its p99 is printed apart.
  if (section('engine')) {
    const input = trialInput();
    const setup = await loadQuoteSetup(db, customerId, input.country, new Date());
    await gcSince();
    for (const [label, fn] of [['fast path', quote], ['decimal.js reference', quoteReference]] as const) {
      const rounds: Trials[] = [];
      for (const round of [0, 1]) {
        const trials = new Trials();
        seedRand = 4242;
        for (let i = 0; i < TRIALS; i++) {
          const x = { ...trialInput(), country: input.country };
          trials.time(() => fn(x, setup.routes, { orderTime: new Date(), remoteAreas: setup.remoteAreas }));
        }
        rounds.push(trials);
        if (round === 0) await gcSince();
      }
      console.log(`  engine only, ${label} (${setup.routes.length} routes, no localisation): ${rounds[1]}; ${await gcSince(rounds[1])} (first round, breaks compiled on first use: wall p99 ${f(pct(rounds[0].wall, 99))})`);
    }
  }

  // Over HTTP (inject): the whole pipeline.
  const app = await buildApp({ db, config });
  // Server-side: Fastify's own elapsed time of each trial from the request's arrival (token,
  // authority, validation, handler, serialisation): until the answer is serialised (the last
  // onSend hook), and until it is written (onResponse: inject's stand-in for a socket builds and
  // copies a 1 MB answer on its side too, which a real socket does not).
  let serverMs: number[] = [];
  let sentMs: number[] = [];
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url === '/xx/0402/trial') serverMs.push(reply.elapsedTime);
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    if (req.url === '/xx/0402/trial') sentMs.push(reply.elapsedTime);
  });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/mn/0101/login', payload: { loginid: 'customer', password: 'Demo@2026' } });
  const token = login.json().data.token as string;
  const adminToken = (await app.inject({ method: 'POST', url: '/mn/0101/login', payload: { loginid: 'admin', password: 'Demo@2026' } })).json().data.token as string;
  await gcSince();
  const httpCases = [
    ['one country (US)', 'US', 'full'],
    ['one country (US), trace as keys', 'US', 'keys'],
    ['one country (US), trace as text', 'US', 'text'],
    ['one country (US), no trace lines', 'US', 'none'],
    ['one country (US), as XX0402_01 asks (first page of 20, no trace lines, texts as keys)', 'US', 'none', 'keys', 20],
    ['20 countries', undefined, 'full'],
    ['20 countries, as XX0402_01 asks', undefined, 'none', 'keys', 20],
  ] as const;
  // BENCH_TRACE=none,keys: those trace modes only (a CPU profile of one path).
  // BENCH_CASE=XX0402: the cases whose label contains that text.
  const modes = process.env.BENCH_TRACE?.split(',');
  const named = process.env.BENCH_CASE;
  const cases = httpCases.filter((c) => (!modes || modes.includes(c[2])) && (!named || c[0].includes(named)));
  for (const [label, country, trace, texts, pageSize] of section('http') ? cases : []) {
    // A first round fetches and compiles the zones its addresses meet (a destination's first
    // trials); the second measures the steady state. The first round's p99 is printed apart.
    const first: number[] = [];
    let trials = new Trials();
    let bytes = 0;
    for (const round of [0, 1]) {
      trials = new Trials();
      bytes = 0;
      serverMs = [];
      sentMs = [];
      for (let i = 0; i < TRIALS; i++) {
        const answer = await trials.timeAsync(async () => {
          const res = await app.inject({
            method: 'POST',
            url: '/xx/0402/trial',
            headers: { authToken: token, 'accept-language': i % 2 ? 'en-US' : 'zh-CN' },
            payload: { ...trialInput(country), trace, ...(texts ? { texts } : {}), ...(pageSize ? { current: 1, pageSize } : {}) },
            // The answer's bytes as they come (as from a socket), not made into one JS string:
            // that string, and a 1.4 MB JSON.parse, would be the client's garbage, not the server's,
            // yet collected in the server's pauses, since both share this process.
            payloadAsStream: true,
          });
          const chunks: Buffer[] = [];
          for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        });
        if (!answer.subarray(0, 10).equals(OK_HEAD)) throw new Error(answer.subarray(0, 300).toString());
        bytes += answer.length;
      }
      if (round === 0) {
        first.push(...serverMs);
        await gcSince();
      }
    }
    console.log(
      `  HTTP (inject) POST xx/0402/trial, ${label}: server-side p50 ${f(pct(serverMs, 50))}, p99 ${f(pct(serverMs, 99))} (until written: p50 ${f(pct(sentMs, 50))}, p99 ${f(pct(sentMs, 99))}); ` +
        `${trials}, ~${Math.round(bytes / TRIALS / 1024)} KiB per answer (UTF-8), ${await gcSince(trials)}, ${mem()} (first round, zones fetched on first use: server-side p99 ${f(pct(first, 99))})`,
    );
  }

  // A small customer for scale: the demo customer2 (its own price table, 1 route).
  if (section('http')) {
    const t2 = (await app.inject({ method: 'POST', url: '/mn/0101/login', payload: { loginid: 'customer2', password: 'Demo@2026' } })).json().data.token as string;
    const small: number[] = [];
    for (let i = 0; i < TRIALS; i++) {
      const t0 = performance.now();
      await app.inject({ method: 'POST', url: '/xx/0402/trial', headers: { authToken: t2 }, payload: trialInput('US') });
      small.push(performance.now() - t0);
    }
    console.log(`  HTTP (inject) POST xx/0402/trial, demo customer2 (1 route): wall p50 ${f(pct(small, 50))}, p99 ${f(pct(small, 99))}`);
  }

  // Quote upload: a 10,000-row sheet.
  if (!section('upload')) return void (await app.close());
  const zonesN = Math.ceil(UPLOAD_ROWS / 25);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Prices');
  // The template's own headers, so the bench follows the sheet format wherever it goes.
  ws.addRow(SHEET_COLUMNS.map((c) => c.en));
  let rows = 0;
  for (let z = 0; z < zonesN && rows < UPLOAD_ROWS; z++) {
    for (let b = 1; b <= 25 && rows < UPLOAD_ROWS; b++, rows++) {
      const head = b === 1 ? [`U${z}`, `Zone ${z}`, COUNTRIES[z % COUNTRIES.length], `${String(z * 100).padStart(5, '0')}~${String(z * 100 + 99).padStart(5, '0')}`, '', 20] : [`U${z}`, '', '', '', '', ''];
      ws.addRow(b === 1 ? [...head, 'first_additional', 2, 0.5, 40, 0.5, 12] : [...head, 'per_kg', b * 3, '', '', '', '', 60 - b, 8]);
    }
  }
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  const t1 = performance.now();
  const parsed = await parsePriceSheet(buf, 'en-US');
  const parseMs = performance.now() - t1;
  const [{ id: tableId }] = await db.query<{ id: number }>(`select id from price_table where price_code = 'P-BENCH-1'`);
  const t2 = performance.now();
  const up = await app.inject({ method: 'POST', url: '/zj/0105/upload', headers: { authToken: adminToken }, payload: { priceTableId: tableId, fileName: 'bench.xlsx', content: buf.toString('base64') } });
  const upMs = performance.now() - t2;
  const body = up.json();
  console.log(
    `  quote upload ${rows} rows (${(buf.length / 1024).toFixed(0)} KiB xlsx, ${parsed?.zones.length} zones): parse ${f(parseMs)}; POST zj/0105/upload ${f(upMs)} -> code ${body.code}${body.code ? ` ${body.msg}` : `, version ${body.data.version}`}`,
  );
  await app.close();
}

async function main() {
  console.log(`bench:pricing — ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}, Node ${process.version}`);
  console.log('  wall = elapsed time; cpu = this process\'s CPU time (user + system, GC threads included), less sensitive to a busy machine');
  // The server runs with 64 MB semi-spaces (scripts/start.mjs); measure as it runs.
  const semi = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].find((a) => a.startsWith('--max-semi-space-size'));
  console.log(`  young generation: ${semi ?? 'Node default (the server runs with --max-semi-space-size=64)'}`);
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    const lite = await openDatabase({ kind: 'pglite' });
    await migrate(lite);
    await seed(lite, config);
    await benchDb('PGlite (in memory)', lite);
    await lite.close();
  }

  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://user@localhost:port/postgres to include it)');
    return;
  }
  const name = `cbl_bench_pricing_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    const u = new URL(url);
    u.pathname = `/${name}`;
    const db = await openDatabase({ kind: 'pg', url: u.toString(), max: 4 });
    try {
      await migrate(db);
      await seed(db, config);
      await benchDb('PostgreSQL', db);
    } finally {
      await db.close();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
