/**
 * `npx tsx scripts/bench/uploads.ts [base URL]`: does a quote upload (POST zj/0105/upload) stall
 * other users? Pings `mn/0000/ping` every 50 ms while it uploads, and prints the upload's time
 * and answer with the pings' median and worst latency, for: nothing (baseline), a zip bomb
 * (BENCH_BOMB_MB of sheet XML, default 30), and a legitimate sheet of BENCH_ROWS rows (default
 * 20,000). Without a URL it starts a server of this checkout (embedded PGlite, demo data) on
 * 127.0.0.1 and stops it afterwards; with one, it measures that server (e.g. another checkout).
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { startServer, type RunningServer } from '../../tests/e2e/harness';
import { zipBomb } from '../../tests/fixtures/xlsxFile';
import { PRICE_SHEET_HEADERS } from '../../tests/api/priceSheet';

const bombMb = Number(process.env.BENCH_BOMB_MB ?? 30);
const legitRows = Number(process.env.BENCH_ROWS ?? 20_000);

async function api<T>(base: string, path: string, body: unknown, token?: string): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${base}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(token ? { authToken: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** Pings until stopped; resolves with every latency in ms. */
function pinger(base: string): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      await fetch(`${base}/mn/0000/ping`).then((r) => r.arrayBuffer());
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return latencies;
    },
  };
}

const ms = (n: number) => `${Math.round(n)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function measure(base: string, label: string, upload?: () => Promise<{ code: number; msg: string }>): Promise<void> {
  const ping = pinger(base);
  const t0 = performance.now();
  let answer = '';
  if (upload) {
    const r = await upload();
    answer = `code ${r.code}: ${r.msg.slice(0, 110)}`;
  } else await new Promise((r) => setTimeout(r, 2000));
  const took = performance.now() - t0;
  const lat = await ping.stop();
  console.log(`${label.padEnd(34)} ${ms(took).padStart(9)}  pings ${String(lat.length).padStart(3)}  p50 ${ms(median(lat)).padStart(7)}  max ${ms(Math.max(...lat)).padStart(8)}  ${answer}`);
}

async function legitSheet(rows: number): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Prices');
  ws.addRow(PRICE_SHEET_HEADERS);
  // 10 weight breaks per zone, as a large real price list has.
  for (let i = 0; i < rows; i++) {
    const zone = Math.floor(i / 10);
    const upTo = (i % 10) * 5 + 5;
    ws.addRow([`Z${zone}`, i % 10 ? '' : `Zone ${zone}`, i % 10 ? '' : 'JP', i % 10 ? '' : `${100 + zone}-0001~${100 + zone}-9999`, '', '', 'per_kg', upTo, '', '', '', '', 10 + (i % 10)]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

async function main() {
  let server: RunningServer | undefined;
  let base = process.argv[2];
  if (!base) {
    server = await startServer({ timeoutMs: 180_000 });
    base = server.url;
  }
  try {
    const login = await api<{ token: string }>(base, 'mn/0101/login', { loginid: 'admin', password: 'Demo@2026' });
    const token = login.data.token;
    const tables = await api<{ list: { id: number; priceCode: string }[] }>(base, 'zj/0105/table/list?pageSize=100', undefined, token);
    const tableId = tables.data.list.find((t) => t.priceCode === 'P-JP-EXP')!.id;
    const upload = (content: string, fileName: string) => () => api(base!, 'zj/0105/upload', { priceTableId: tableId, fileName, content }, token);
    const bomb = zipBomb({ megabytes: bombMb, crc: true });
    const sheet = await legitSheet(legitRows);
    console.log(`zip bomb: ${(bomb.length / 1024).toFixed(0)} KiB file, ${bombMb} MB of sheet XML; legitimate sheet: ${legitRows} rows, ${(Buffer.from(sheet, 'base64').length / 1024).toFixed(0)} KiB`);
    await measure(base, 'baseline (no upload)');
    await measure(base, 'zip bomb', upload(bomb.toString('base64'), 'bomb.xlsx'));
    await measure(base, `legitimate sheet, ${legitRows} rows`, upload(sheet, 'big.xlsx'));
    await measure(base, `same again (reader warm)`, upload(sheet, 'big.xlsx'));
  } finally {
    if (server) {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
