/**
 * `npm run bench:orders`: the order module's figures against a real server process on 127.0.0.1
 * (embedded PGlite; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), printed,
 * never failing on time.
 *
 * - placing one order over HTTP (dd/0101/save, the quote included): sequential, p50 / p99;
 * - bulk import end to end (a generated workbook → dd/0102/upload → the job done): seconds per
 *   size (BENCH_BULK_ROWS, default "10000"; e.g. "10000,100000"), the server's peak RSS, how long
 *   a request waited meanwhile (the result polls, every 100 ms), and the CPU seconds the server
 *   (all its threads) and a PostgreSQL on this machine spent: with few cores, whether the import
 *   waits or works;
 * - the order list (dd/0205/list), the customer's orders topped up to BENCH_LIST_ORDERS (default
 *   200,000 on PGlite and 1,000,000 on PostgreSQL, as the issue asks; 0: the orders the steps before
 *   made) by copying the imported ones in SQL (the embedded server stopped meanwhile): first page
 *   and a deep page, filtered by customer and by date, p50 / p99.
 *
 * BENCH_PLACE_RUNS=0 or BENCH_LIST_RUNS=0 leaves that part out; BENCH_DATABASES=postgres (or
 * pglite) runs on one database only. E.g. the bulk import alone, twice per size, on PostgreSQL:
 *   BENCH_DATABASES=postgres BENCH_PLACE_RUNS=0 BENCH_LIST_RUNS=0 BENCH_BULK_ROWS=10000,10000 npm run bench:orders
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { BULK_COLUMNS, headerText } from '../../src/server/modules/dd/bulkOrder.columns';
import { DEFAULT_BUSINESS_TIME_ZONE, todayIn } from '../../src/domain/time/index';
import { api, ms, ok, pct, runOnBenchDatabases, timed, type Target } from './benchServer';

const bulkSizes = (process.env.BENCH_BULK_ROWS ?? '10000').split(',').map(Number).filter((n) => n > 0);
const PLACE_RUNS = Number(process.env.BENCH_PLACE_RUNS ?? 200);
const LIST_RUNS = Number(process.env.BENCH_LIST_RUNS ?? 300);
/** Requests of each list case before timing it: the first after a restart or a bulk copy reads cold pages and plans. */
const LIST_WARM_UP = 5;
const listOrders = (db: 'PGlite' | 'PostgreSQL') => Number(process.env.BENCH_LIST_ORDERS ?? (db === 'PGlite' ? 200_000 : 1_000_000));
/** Orders copied per statement when topping the list up. */
const TOP_UP_CHUNK = 100_000;

const ORDER = (routeId: number, ref: string) => ({
  routeId, mailType: 'P', customerOrderNo: ref, declaredValue: '50.00', declaredCurrency: 'USD',
  sender: { name: '王发货', phone: '021-60000100', country: 'CN', city: '上海', address1: '浦东新区示例路 1 号' },
  recipient: { name: 'John Smith', phone: '+1 213 555 0100', country: 'US', city: 'Los Angeles', postcode: '90001', address1: '100 Main St' },
  parcels: [{ weight: '2', length: '30', width: '20', height: '10', count: 1 }],
  items: [{ nameZh: '棉质T恤', nameEn: 'Cotton T-shirt', customsCode: '6109100021', origin: 'CN', unit: 'PCS', unitPrice: '8.50', unitWeight: '0.200', quantity: 5, qtyPerBox: 5 }],
});

async function workbook(rows: number, prefix: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders');
  ws.addRow(BULK_COLUMNS.map((c) => headerText(c, 'zh-CN')));
  const example = BULK_COLUMNS.map((c) => (c.example === '' ? null : c.example));
  // Postcodes and weights vary, as a real sheet's do: each order is priced for its own cargo and zone.
  const at = (path: string) => BULK_COLUMNS.findIndex((c) => c.path === path);
  const [postcode, weight] = [at('recipient.postcode'), at('parcels.weight')];
  for (let i = 0; i < rows; i++) {
    const row: unknown[] = [`${prefix}-${i}`, ...example.slice(1)];
    row[postcode] = String(90001 + ((i * 7) % 6000));
    row[weight] = 1 + (i % 25);
    ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Resident memory of the server process (Linux), MB: now (VmRSS) or the peak since the last reset (VmHWM). */
const rssMb = (pid: number | undefined, field: 'VmRSS' | 'VmHWM') => {
  const status = pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
};
/** CPU time (user + system, all threads) of a process, s; CLK_TCK is 100 on Linux. */
const cpuOf = (pid: number | string): number => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch { return 0; }
};
/** CPU time of every local PostgreSQL process (a server on this machine): the database's share of the work. */
const postgresCpu = (): number => fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))
  .filter((d) => { try { return fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres'; } catch { return false; } })
  .reduce((sum, d) => sum + cpuOf(d), 0);

/** Starts the peak over (Linux clear_refs 5), so it is the import's and not the start-up's. */
const resetPeak = (pid?: number) => { try { if (pid) fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); } catch { /* not Linux: the peak since start */ } };

/**
 * The customer's imported orders copied until they are `count` (new order and customer order
 * numbers, everything else as imported, today's date included): what a year of imports would
 * leave, in seconds instead of hours.
 */
async function topUp(target: Target, customerId: number, have: number, count: number, run: string): Promise<void> {
  await target.withSql(async (sql) => {
    const cols = ((await sql(
      `select column_name as c from information_schema.columns where table_schema = 'public' and table_name = 'orders'
          and column_name not in ('id', 'order_no', 'customer_order_no') and is_generated = 'NEVER' order by ordinal_position`,
    )) as { c: string }[]).map((r) => r.c);
    const list = cols.join(', ');
    const source = ((await sql(`select id from orders where customer_id = $1 and kind = 'bulk' order by id limit 10000`, [customerId])) as { id: number }[]).map((r) => r.id);
    for (let round = 0; have < count; round++) {
      const copies = Math.ceil(Math.min(TOP_UP_CHUNK, count - have) / source.length);
      const rows = Math.min(copies * source.length, count - have);
      await sql(
        `insert into orders (order_no, customer_order_no, ${list})
         select 'T' || $4::text || '-' || $3::int || '-' || g || '-' || s.id, s.customer_order_no || '-T' || $3::int || '-' || g, ${list}
           from orders s cross join generate_series(1, $2) g where s.id = any($1::bigint[]) limit $5`,
        [source, copies, round, run, rows],
      );
      have += rows;
      console.log(`    topped up to ${have.toLocaleString('en')} orders`);
    }
    // What the server's upkeep does within a minute (autovacuum, or db/plannerStats.ts embedded).
    await sql('vacuum (analyze) orders');
  });
}

async function bench(label: 'PGlite' | 'PostgreSQL', target: Target): Promise<string[]> {
  let server = target.server;
  let base = server.url;
  const lines: string[] = [];
  const say = (s: string) => { console.log(`  ${label}: ${s}`); lines.push(`${label}: ${s}`); };
  const admin = ok(await api<{ token: string }>(base, 'POST', 'mn/0101/login', undefined, { loginid: 'admin', password: 'Demo@2026' }), 'admin login').token;
  const customer = ok(await api<{ token: string }>(base, 'POST', 'mn/0101/login', undefined, { loginid: 'customer', password: 'Demo@2026' }), 'login').token;
  const routes = ok(await api<{ list: { value: number; label: string }[] }>(base, 'GET', 'zj/0103/route/options', admin), 'routes').list;
  const routeId = routes.find((r) => r.label.startsWith('US-EXP'))!.value;
  const run = randomBytes(3).toString('hex');
  ok(await api(base, 'POST', 'dd/0101/save', customer, ORDER(routeId, `W-${run}-first`)), 'first order');
  const me = ok(await api<{ list: { customerId: number }[] }>(base, 'GET', 'dd/0205/list?current=1&pageSize=1', customer), 'list').list[0];
  // Room for every order the bench places: the credit is not what is measured.
  ok(await api(base, 'POST', 'zj/0101/save', admin, { id: me.customerId, creditLimit: '9000000000' }), 'credit limit');

  for (let i = 0; i < 10; i++) ok(await api(base, 'POST', 'dd/0101/save', customer, ORDER(routeId, `W-${run}-${i}`)), 'warm-up order');
  if (PLACE_RUNS) {
    const place = await timed(PLACE_RUNS, async (i) => { ok(await api(base, 'POST', 'dd/0101/save', customer, ORDER(routeId, `P-${run}-${i}`)), 'order'); });
    say(`place one order over HTTP (${PLACE_RUNS} sequential): p50 ${ms(place.p50)}, p99 ${ms(place.p99)}`);
  }

  const imports = async (rows: number, prefix: string) => {
    const buf = await workbook(rows, prefix);
    const pid = server.child.pid;
    const before = rssMb(pid, 'VmRSS');
    resetPeak(pid);
    const cpu0 = { server: cpuOf(pid!), db: postgresCpu() };
    const t0 = performance.now();
    const { id } = ok(await api<{ id: number }>(base, 'POST', 'dd/0102/upload', customer, { fileName: 'bench.xlsx', content: buf.toString('base64'), mode: 'valid' }), 'upload');
    let result: { state: string; imported: number; errorCount: number; message: string; endFlag: number };
    // The polls are what any other user's request waits meanwhile.
    const waits: number[] = [];
    for (;;) {
      const asked = performance.now();
      result = ok(await api(base, 'GET', `dd/0102/result?id=${id}`, customer), 'result');
      waits.push(performance.now() - asked);
      // Done: the orders written and the job over, its result file in the download centre.
      if ((result.state === 'done' && result.endFlag !== 0) || result.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - t0) / 1000;
    // On a machine of few cores the server and its database share them: what each spent says which to make cheaper.
    const cpu = `CPU: server ${(cpuOf(pid!) - cpu0.server).toFixed(1)} s${label === 'PostgreSQL' ? `, local PostgreSQL ${(postgresCpu() - cpu0.db).toFixed(1)} s` : ''}`;
    return `bulk import ${rows.toLocaleString('en')} rows (${(buf.length / 1024 / 1024).toFixed(1)} MB xlsx): ${seconds.toFixed(2)} s, ${result.imported} imported, ${result.errorCount} errors` +
      `${result.state === 'failed' ? ` FAILED ${result.message}` : ''}; server RSS ${before} MB before, peak ${rssMb(pid, 'VmHWM')} MB during; ` +
      `a request meanwhile (${waits.length} polls): p50 ${ms(pct(waits, 50))}, max ${ms(Math.max(...waits))}; ${cpu}`;
  };
  // A size may be asked twice ("10000,10000"): each import its own customer order numbers.
  for (const [n, rows] of bulkSizes.entries()) say(await imports(rows, `B${rows}-${n}-${run}`));
  if (!LIST_RUNS) return lines;

  const mine = async () => ok(await api<{ total: number; totalCapped?: boolean }>(base, 'GET', `dd/0205/list?current=1&pageSize=1&customerId=${me.customerId}`, admin), 'list');
  // Past its cap the list stops counting: then the orders made are what this run placed and imported.
  const first = await mine();
  let made = first.totalCapped ? PLACE_RUNS + 11 + bulkSizes.reduce((a, b) => a + b, 0) : first.total;
  if (made < listOrders(label)) {
    await topUp(target, me.customerId, made, listOrders(label), run);
    made = listOrders(label);
    ({ server } = target);
    base = server.url;
  }

  const counted = await mine();
  const total = counted.totalCapped ? made : counted.total;
  const deep = Math.max(1, Math.floor(Math.min(total, 10_000) / 20) - 1);
  // The server's business day, not UTC's: after 16:00 UTC they differ, and "today" would match nothing.
  const today = todayIn(process.env.BUSINESS_TIME_ZONE || DEFAULT_BUSINESS_TIME_ZONE);
  const cases: [string, string][] = [
    ['first page, by customer', `current=1&pageSize=20&customerId=${me.customerId}`],
    [`page ${deep}, by customer`, `current=${deep}&pageSize=20&customerId=${me.customerId}`],
    ['first page, by date', `current=1&pageSize=20&dateFrom=${today}&dateTo=${today}`],
    [`page ${deep}, by date`, `current=${deep}&pageSize=20&dateFrom=${today}&dateTo=${today}`],
  ];
  for (const [what, query] of cases) {
    const list = async () => { ok(await api(base, 'GET', `dd/0205/list?${query}`, admin), what); };
    const cold = await timed(LIST_WARM_UP, list);
    const r = await timed(LIST_RUNS, list);
    say(`order list (${total.toLocaleString('en')} orders) ${what}: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)} (${LIST_RUNS} runs; the ${LIST_WARM_UP} before them: max ${ms(cold.max)})`);
  }
  return lines;
}

await runOnBenchDatabases('orders', bench);
