/**
 * `npm run bench:warehouse`: the station's scans against a real server process on 127.0.0.1
 * (embedded PGlite; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), printed,
 * never failing on time.
 *
 * - The database holds BENCH_WAREHOUSE_ORDERS orders (default 1,000,000): copies of a placed demo
 *   order written in SQL, the scanned ones with their parcels and addresses (the inbound weighing
 *   prices them again).
 * - The floor: a request that reads nothing and the caller's user info, sequential.
 * - One scan round trip, sequential: the arrival scan (wl/0101/scan "arrival only": lookup, the
 *   transition, the order's log, the badge's operation) and the inbound weighing (wl/0101/save: the
 *   same plus the tracking event and the price at the measured weight): p50 / p99 / max.
 * - Operators at once: BENCH_WAREHOUSE_CLIENTS clients (default 10), 10 scans a second each, for
 *   BENCH_WAREHOUSE_SECONDS (default 60); every parcel is scanned by two of them at the same moment.
 *   Counted afterwards in the database: one arrival per parcel (log line and badge operation), the
 *   other scan told why; anything else is an error.
 * - The weighing upload (WL0118_01) of BENCH_WAREHOUSE_UPLOAD_ROWS rows (default 10,000), parcels not
 *   yet arrived: from the upload's request until its result reads completed, then until the sweep
 *   has priced every one of them again at its measured weight.
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { api, ms, ok, pct, runOnBenchDatabases, timed, type Sql, type Target } from './benchServer';

const ORDERS = Number(process.env.BENCH_WAREHOUSE_ORDERS ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_WAREHOUSE_CLIENTS ?? 10);
const SECONDS = Number(process.env.BENCH_WAREHOUSE_SECONDS ?? 60);
const RATE = 10;
const ARRIVALS = Number(process.env.BENCH_WAREHOUSE_RUNS ?? 500);
const WEIGHINGS = Math.round(ARRIVALS * 0.6);
const CHUNK = 100_000;
const UPLOAD_ROWS = Number(process.env.BENCH_WAREHOUSE_UPLOAD_ROWS ?? 10_000);

/** Copies of the demo's placed order PO-2026-001: `count` numbered `<prefix><n>`, with their parcels and addresses when `whole`. */
async function copies(sql: Sql, prefix: string, from: number, count: number, whole: boolean): Promise<void> {
  const cols = ((await sql(
    `select column_name as c from information_schema.columns where table_schema = 'public' and table_name = 'orders'
        and column_name not in ('id', 'order_no', 'customer_order_no') and is_generated = 'NEVER' order by ordinal_position`,
  )) as { c: string }[]).map((r) => `s.${r.c}`).join(', ');
  const [{ id }] = (await sql(`select id from orders where customer_order_no = 'PO-2026-001'`)) as { id: number }[];
  await sql(
    `insert into orders (order_no, customer_order_no, ${cols.replaceAll('s.', '')})
     select $2 || g, null, ${cols} from orders s cross join generate_series($3::int, $4::int) g where s.id = $1`,
    [id, prefix, from, from + count - 1],
  );
  if (!whole) return;
  const copied = `(select id from orders where order_no like $2 || '%')`;
  await sql(`insert into order_package (order_id, seq, real_weight, length, width, height, box_count)
             select o.id, p.seq, p.real_weight, p.length, p.width, p.height, p.box_count from ${copied} o cross join order_package p where p.order_id = $1`, [id, prefix]);
  await sql(`insert into order_address (order_id, role, name, company, country, province, city, postcode, address1, phone)
             select o.id, a.role, a.name, a.company, a.country, a.province, a.city, a.postcode, a.address1, a.phone
               from ${copied} o cross join order_address a where a.order_id = $1`, [id, prefix]);
}

async function fill(target: Target, run: string, scanned: number): Promise<void> {
  await target.withSql(async (sql) => {
    const [{ n }] = (await sql(`select count(*)::int as n from orders`)) as { n: number }[];
    for (let have = n + scanned + UPLOAD_ROWS, from = 1; have < ORDERS; from += CHUNK) {
      const count = Math.min(CHUNK, ORDERS - have);
      await copies(sql, `WF${run}-`, from, count, false);
      have += count;
      console.log(`    ${have.toLocaleString('en')} orders`);
    }
    await copies(sql, `WS${run}-`, 1, scanned, true);
    await copies(sql, `WU${run}-`, 1, UPLOAD_ROWS, true);
    await sql('vacuum (analyze) orders');
    await sql('analyze order_package');
  });
}

/** Clients scanning at `RATE` a second each; every number is handed to two clients in a row. */
async function operators(base: string, token: string, numbers: string[]) {
  const queue = numbers.flatMap((n) => [n, n]);
  let next = 0;
  const took: number[] = [];
  const outcome = { arrived: 0, refused: 0, errors: [] as string[] };
  const client = async () => {
    const t0 = performance.now();
    for (let k = 0; next < queue.length; k++) {
      const wait = t0 + k * (1000 / RATE) - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const no = queue[next++];
      if (no === undefined) break;
      const asked = performance.now();
      const r = await api(base, 'POST', 'wl/0101/scan', token, { no, arrivalOnly: true }).catch((err: Error) => ({ code: -1, msg: err.message, data: null }));
      took.push(performance.now() - asked);
      if (r.code === 0) outcome.arrived++;
      else if (r.msg.includes('不能到件')) outcome.refused++;
      else outcome.errors.push(r.msg);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { ...outcome, took, seconds: (performance.now() - started) / 1000 };
}

/**
 * The weighing upload of UPLOAD_ROWS parcels numbered `<prefix><n>`: until its batch completes, then
 * until the sweep has priced them again (the last one is priced last: the sweep goes by id).
 */
async function weighingUpload(base: string, token: string, prefix: string) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('称重');
  ws.addRow(['单号', '实重(kg)', '长(cm)', '宽(cm)', '高(cm)', '箱数']);
  for (let i = 1; i <= UPLOAD_ROWS; i++) ws.addRow([`${prefix}${i}`, 1 + (i % 90) / 10, 30, 20, 10, 1]);
  const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const t0 = performance.now();
  const { id } = ok(await api<{ id: number }>(base, 'POST', 'wl/0118/upload', token, { fileName: 'bench.xlsx', content }), 'weighing upload');
  let result: { state: string; okRows: number; failedRows: number };
  for (;;) {
    result = ok(await api<typeof result>(base, 'GET', `wl/0118/result?id=${id}`, token), 'upload result');
    if (result.state !== 'uploading') break;
    await pause(20);
  }
  const weighed = (performance.now() - t0) / 1000;
  const last = `${prefix}${UPLOAD_ROWS}`;
  const [row] = ok(await api<{ list: { id: number }[] }>(base, 'GET', `wl/0102/list?current=1&pageSize=1&keyword=${encodeURIComponent(last)}`, token), 'inbound records').list;
  for (let i = 0; row && i < 3000; i++) {
    const detail = ok(await api<{ stationChargeableWeight: string | null }>(base, 'GET', `dd/0205/detail?id=${row.id}`, token), 'order detail');
    if (detail.stationChargeableWeight) break;
    await pause(200);
  }
  return { ...result, weighed, priced: (performance.now() - t0) / 1000 };
}

async function bench(label: 'PGlite' | 'PostgreSQL', target: Target): Promise<string[]> {
  const lines: string[] = [];
  const say = (s: string) => { console.log(`  ${label}: ${s}`); lines.push(`${label}: ${s}`); };
  const run = randomBytes(3).toString('hex');
  const together = Math.ceil((CLIENTS * RATE * SECONDS) / 2);
  const scanned = ARRIVALS + together;
  await fill(target, run, scanned);
  const base = target.server.url;
  const token = ok(await api<{ token: string }>(base, 'POST', 'mn/0101/login', undefined, { loginid: 'ops', password: 'Demo@2026' }), 'ops login').token;
  const no = (i: number) => `WS${run}-${i + 1}`;

  // The floor under every figure: a request that reads nothing, and one that reads the caller.
  const ping = await timed(200, async () => { await api(base, 'GET', 'mn/0000/ping'); });
  const info = await timed(200, async () => { ok(await api(base, 'GET', 'mn/0101/user/info', token), 'user info'); });
  say(`the floor, sequential: a request reading nothing (mn/0000/ping) p50 ${ms(ping.p50)}, p99 ${ms(ping.p99)}; the caller's user info p50 ${ms(info.p50)}, p99 ${ms(info.p99)}`);
  const scan = async (i: number) => { ok(await api(base, 'POST', 'wl/0101/scan', token, { no: no(i), arrivalOnly: true }), 'arrival'); };
  await timed(5, (i) => scan(i));
  const arrival = await timed(ARRIVALS - 5, (i) => scan(i + 5));
  say(`arrival scan (${ORDERS.toLocaleString('en')} orders, ${ARRIVALS - 5} sequential): p50 ${ms(arrival.p50)}, p99 ${ms(arrival.p99)}, max ${ms(arrival.max)}`);
  const weigh = await timed(WEIGHINGS, async (i) => {
    ok(await api(base, 'POST', 'wl/0101/save', token, { no: no(i), realWeight: String(1 + (i % 9)), length: '30', width: '20', height: '10', boxCount: 1 }), 'inbound');
  });
  say(`inbound weighing with the price at the measured weight (${WEIGHINGS} sequential): p50 ${ms(weigh.p50)}, p99 ${ms(weigh.p99)}, max ${ms(weigh.max)}`);

  const numbers = Array.from({ length: together }, (_, i) => no(ARRIVALS + i));
  const many = await operators(base, token, numbers);
  const counted = await target.withSql(async (sql) => (await sql(
    `select count(*) filter (where o.station_op = 'arrived')::int as arrived,
            (select count(*)::int from order_log l where l.order_id = any(array_agg(o.id)) and l.action = 'arrive') as logged,
            (select count(*)::int from station_operation s where s.order_id = any(array_agg(o.id)) and s.operation_type = 'B08') as counted
       from orders o where o.order_no = any($1::text[])`, [numbers]))[0] as { arrived: number; logged: number; counted: number });
  say(`${CLIENTS} operators at ${RATE} scans/s each for ${many.seconds.toFixed(0)} s, every parcel scanned by two at once (${many.took.length} scans): ` +
    `p50 ${ms(pct(many.took, 50))}, p99 ${ms(pct(many.took, 99))}, max ${ms(Math.max(...many.took))}; ${many.arrived} arrivals and ${many.refused} told "already arrived" ` +
    `for ${together} parcels; in the database ${counted.arrived} arrived, ${counted.logged} log lines, ${counted.counted} badge operations; ` +
    `${many.errors.length} errors${many.errors.length ? ` (${[...new Set(many.errors)].slice(0, 3).join(' | ')})` : ''}`);
  // The server was started again after the counting above (the embedded database is written to while it is stopped).
  const up = await weighingUpload(target.server.url, token, `WU${run}-`);
  say(`weighing upload of ${UPLOAD_ROWS.toLocaleString('en')} rows (WL0118_01): ${up.state} in ${up.weighed.toFixed(2)} s end to end (${up.okRows} weighed, ${up.failedRows} failed); ` +
    `priced again at the measured weights by ${up.priced.toFixed(1)} s`);
  return lines;
}

await runOnBenchDatabases('warehouse', bench);
