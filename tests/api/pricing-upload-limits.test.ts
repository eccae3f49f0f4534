/**
 * The quote upload (zj/0105/upload) on the platform spreadsheet reader: a zip bomb is refused at
 * once with a clear message, a sheet over the row limit is refused, and while a large workbook
 * is being read the server keeps answering other requests (pings over real HTTP).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { sheetWorkbook, zipBomb } from '../fixtures/xlsxFile';
import { PRICE_SHEET_HEADERS } from './priceSheet';

let t: TestApp;
let admin: string;
let tableId: number;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  tableId = (await t.db.query<{ id: number }>(`select id from price_table where price_code = 'P-JP-EXP'`))[0].id;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  // fetch loads its HTTP client (and its code for request bodies) on first use: not something
  // to count against the server, which runs in this process.
  await fetch(`${base}/mn/0000/ping`).then((r) => r.arrayBuffer());
  await fetch(`${base}/zj/0105/upload`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from('{}') }).then((r) => r.arrayBuffer());
});
afterAll(() => t?.close());

const versions = async () => (await t.db.query<{ n: number }>(`select count(*)::int as n from price_version where price_table_id = $1`, [tableId]))[0].n;

/**
 * The slowest of 20 pings with nothing else asked of the server: what this machine's load alone
 * does to a ping. Stalls are measured above it, so a busy CI machine does not fail a server that
 * keeps answering (a parse on the request's thread stalled pings for seconds: 4 to 130 s).
 */
async function quietSlowest(): Promise<number> {
  let slowest = 0;
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await fetch(`${base}/mn/0000/ping`).then((r) => r.arrayBuffer());
    slowest = Math.max(slowest, performance.now() - t0);
    await new Promise((r) => setTimeout(r, 25));
  }
  return slowest;
}

/**
 * How long one ping may wait: a stall of the load's making (three quiet slowest pings over 200 ms),
 * or a third of the upload's own time when the machine is so busy that the upload takes seconds.
 * A parse on the request's thread holds every ping for (nearly) all of the upload's time.
 */
const stallBound = (quiet: number, uploadMs: number) => Math.max(200 + 3 * quiet, uploadMs / 3);

/** Uploads over HTTP while pinging every 25 ms; the answer, its time and the slowest ping. */
async function uploadWhilePinging(content: Buffer, lang = 'en-US'): Promise<{ code: number; msg: string; ms: number; pings: number; slowest: number; latencies: number[] }> {
  // The server runs in this process: the request's bytes are made before the pings start, so
  // that only the server's work can delay them.
  const body = Buffer.from(JSON.stringify({ priceTableId: tableId, fileName: 'big.xlsx', content: content.toString('base64') }));
  let uploading = true;
  const latencies: number[] = [];
  const pings = (async () => {
    while (uploading) {
      const t0 = performance.now();
      await fetch(`${base}/mn/0000/ping`).then((r) => r.arrayBuffer());
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const t0 = performance.now();
  const res = await fetch(`${base}/zj/0105/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authToken: admin, 'accept-language': lang },
    body,
  });
  const answer = (await res.json()) as { code: number; msg: string };
  const ms = performance.now() - t0;
  uploading = false;
  await pings;
  return { ...answer, ms, pings: latencies.length, slowest: Math.max(...latencies), latencies };
}

describe('quote upload limits', () => {
  it('refuses a zip bomb (512 MB of sheet XML in a 1.5 MB file) at once, in the caller language; pings answer meanwhile', async () => {
    const bomb = zipBomb({ megabytes: 512 });
    expect(bomb.length).toBeLessThan(1.6 * 1024 * 1024);
    const before = await versions();
    const quiet = await quietSlowest();
    const r = await uploadWhilePinging(bomb);
    expect(r).toMatchObject({ code: 500, msg: 'The workbook expands to more than 200 MB and was not read; please split it into several files' });
    expect(r.ms).toBeLessThan(3000 + 10 * quiet);
    expect(r.slowest, `${r.latencies.map(Math.round)} (quiet: ${Math.round(quiet)})`).toBeLessThan(stallBound(quiet, r.ms));
    const zh = await call(t.app, 'POST', 'zj/0105/upload', { token: admin, lang: 'zh-CN', body: { priceTableId: tableId, fileName: 'b.xlsx', content: bomb.toString('base64') } });
    expect(zh.msg).toBe('工作簿解压后超过 200 MB，未读取；请拆分成几个文件');
    const packed = await call(t.app, 'POST', 'zj/0105/upload', { token: admin, lang: 'en-US', body: { priceTableId: tableId, fileName: 'b.xlsx', content: zipBomb({ megabytes: 20 }).toString('base64') } });
    expect(packed.msg).toMatch(/^The workbook was not read: one of its parts expands \d+ times \(at most 100\)/);
    expect(await versions()).toBe(before);
  });

  it('refuses a sheet of more than 100,000 rows; the server keeps answering pings while it reads', async () => {
    const rows = Array.from({ length: 120_000 }, (_, i) => [`Z${i}`, `Zone ${i}`, 'JP']);
    const content = sheetWorkbook([PRICE_SHEET_HEADERS, ...rows]);
    const before = await versions();
    const quiet = await quietSlowest();
    const r = await uploadWhilePinging(content);
    expect(r.msg).toBe('The sheet has more than 100000 rows and was not imported; please split it into several files');
    expect(r.pings).toBeGreaterThan(3);
    expect(r.slowest, `${r.pings} pings during ${Math.round(r.ms)} ms: ${r.latencies.map(Math.round)} (quiet: ${Math.round(quiet)})`).toBeLessThan(stallBound(quiet, r.ms));
    expect(await versions()).toBe(before);
  }, 120_000);

  it('the limits are SHEET_MAX_ROWS and SHEET_MAX_XML_MB', async () => {
    const small = await createTestApp({ sheetMaxRows: 2, sheetMaxXmlBytes: 1024 * 1024 });
    try {
      const token = await login(small.app, 'admin');
      const flat = (code: string) => [code, code, 'JP', '', '', '', 'flat', 5, '', '', '', '', '', '', 30];
      const upload = (content: Buffer) =>
        call(small.app, 'POST', 'zj/0105/upload', { token, lang: 'en-US', body: { priceTableId: tableId, fileName: 'x.xlsx', content: content.toString('base64') } });
      expect((await upload(sheetWorkbook([PRICE_SHEET_HEADERS, flat('A'), flat('B'), flat('C')]))).msg).toMatch(/^The sheet has more than 2 rows/);
      expect((await upload(sheetWorkbook([PRICE_SHEET_HEADERS, flat('A'), flat('B')]))).code).toBe(0);
      const wide = sheetWorkbook([PRICE_SHEET_HEADERS, ...Array.from({ length: 20_000 }, () => ['x'.repeat(60)])]);
      expect((await upload(wide)).msg).toBe('The workbook expands to more than 1 MB and was not read; please split it into several files');
    } finally {
      await small.close();
    }
  });
});
