/**
 * WL0118_01 under a crash: the server process is killed (SIGKILL) while a weighing upload's job is
 * part-way through, and started again on the same data directory. The job goes on after the last
 * batch it committed: every row ends weighed exactly once (a row applied twice would be refused as
 * "already in stock", a half-applied batch likewise), none is skipped, and the batch completes.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { BULK_COLUMNS, headerText } from '../../src/server/modules/dd/bulkOrder.columns';
import { startServer, type RunningServer } from '../e2e/harness';

const ORDERS = 2000;
let server: RunningServer | undefined;
afterAll(async () => {
  if (server) {
    await server.stop('SIGKILL');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

interface Reply<T = any> { code: number; msg: string; data: T }
async function api<T = any>(token: string | undefined, method: string, url: string, body?: unknown): Promise<Reply<T>> {
  const res = await fetch(`${server!.url}/${url}`, {
    method,
    headers: { ...(token ? { authToken: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Reply<T>;
}
const login = async (loginid: string) => (await api<{ token: string }>(undefined, 'POST', 'mn/0101/login', { loginid, password: 'Demo@2026' })).data.token;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function xlsx(rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

/** ORDERS orders placed by the demo customer through the bulk upload; their system numbers. */
async function placeOrders(admin: string, customer: string): Promise<string[]> {
  const me = (await api(customer, 'GET', 'dd/0205/list?current=1&pageSize=1')).data.list[0];
  expect((await api(admin, 'POST', 'zj/0101/save', { id: me.customerId, creditLimit: '9000000000' })).code).toBe(0);
  const example = BULK_COLUMNS.map((c) => c.example);
  const rows = Array.from({ length: ORDERS }, (_, i) => BULK_COLUMNS.map((c, k) => (c.path === 'customerOrderNo' ? `CRASH-${i}` : example[k])));
  const up = await api(customer, 'POST', 'dd/0102/upload', { fileName: 'orders.xlsx', mode: 'all', content: await xlsx([BULK_COLUMNS.map((c) => headerText(c, 'en-US')), ...rows]) });
  expect(up.code, up.msg).toBe(0);
  for (;;) {
    const r = (await api(customer, 'GET', `dd/0102/result?id=${up.data.id}`)).data;
    if (r.state === 'done') {
      expect(r.imported).toBe(ORDERS);
      break;
    }
    expect(r.state).not.toBe('failed');
    await pause(200);
  }
  // The result file is written once the job's work is done: a moment after the result says so.
  let file: Response;
  for (;;) {
    file = await fetch(`${server!.url}/xt/0125/download?seq=${up.data.seq}`, { headers: { authToken: customer } });
    if (file.headers.get('content-type')?.includes('spreadsheet')) break;
    await pause(200);
  }
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
  const numbers: string[] = [];
  wb.worksheets[0].eachRow((row) => {
    const no = /DD\d{12}/.exec(row.getCell(BULK_COLUMNS.length + 1).text)?.[0];
    if (no) numbers.push(no);
  });
  return numbers;
}

describe('WL0118_01 weighing upload under a crash', () => {
  it('goes on after SIGKILL from the last batch it committed: every row weighed once, the batch completed', async () => {
    server = await startServer();
    const [admin, customer, ops] = [await login('admin'), await login('customer'), await login('ops')];
    const numbers = await placeOrders(admin, customer);
    expect(numbers).toHaveLength(ORDERS);
    const content = await xlsx([['单号', '实重(kg)', '长(cm)', '宽(cm)', '高(cm)', '箱数'], ...numbers.map((no, i) => [no, 1 + (i % 50) / 10, 30, 20, 10, 1])]);
    const up = await api(ops, 'POST', 'wl/0118/upload', { fileName: '称重.xlsx', content });
    expect(up.code, up.msg).toBe(0);
    // Killed once some batches are written and others are not.
    let atKill: any;
    for (;;) {
      atKill = (await api(ops, 'GET', `wl/0118/result?id=${up.data.id}`)).data;
      if (atKill.state !== 'uploading' || atKill.okRows > 0) break;
      await pause(5);
    }
    await server.stop('SIGKILL');
    expect(atKill.state, 'the job was killed part-way').toBe('uploading');
    expect(atKill.okRows).toBeLessThan(ORDERS);

    server = await startServer({ dataDir: server.dataDir });
    const ops2 = await login('ops');
    let done: any;
    for (let i = 0; i < 600; i++) {
      done = (await api(ops2, 'GET', `wl/0118/result?id=${up.data.id}`)).data;
      if (done.state !== 'uploading') break;
      await pause(200);
    }
    // The download centre's record and the restarted server's own words, should the job not have gone on.
    const downloads = JSON.stringify((await api(ops2, 'GET', 'xt/0125/select/download')).data);
    expect(done, `${downloads}\n${server.output().slice(-4000)}`).toMatchObject({ state: 'completed', totalRows: ORDERS, okRows: ORDERS, failedRows: 0, errors: [] });
  }, 600_000);
});
