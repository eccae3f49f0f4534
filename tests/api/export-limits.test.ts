/**
 * Limits of the download centre's exports (xt/0125/export): the tests' sample kind is not an
 * export of the server, each kind takes only its own parameters (closed schema, 4 KB at most),
 * a user has at most EXPORTS_PER_USER exports queued, and the worker takes turns between users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { DEMO_EXPORT_TITLE, registerDemoExport } from '../fixtures/demoExport';
import { exportDef } from '../../src/server/platform/jobs/exports';
import { ensureRuntime, type Runtime } from '../../src/server/platform/jobs/runtime';
import { startWorker } from '../../src/server/platform/jobs/queue';

let t: TestApp;
let rt: Runtime;
let customer: string;
let customer2: string;
let sales: string;

beforeAll(async () => {
  t = await createTestApp();
  rt = await ensureRuntime(t.db, t.config);
  customer = await login(t.app, 'customer');
  customer2 = await login(t.app, 'customer2');
  sales = await login(t.app, 'sales');
});
afterAll(() => t?.close());

const exportAs = (token: string, body: Record<string, unknown>, lang: 'zh-CN' | 'en-US' = 'en-US') =>
  call<{ seq: number }>(t.app, 'POST', 'xt/0125/export', { token, body, lang });

/** Runs every queued job with a new worker (the runtime's own is stopped while a test builds a queue). */
async function runQueue(): Promise<void> {
  const worker = await startWorker(t.db, t.config);
  await worker.drain();
  await worker.stop();
}

describe('export kinds and their parameters', () => {
  it("the tests' sample export (demo.csv) is not an export of the server", async () => {
    // The files of a worker share the server's modules (vitest.config.ts): another test file may have
    // registered the sample already, so the server's own definition would be another one than the fixture's.
    const def = exportDef('demo.csv');
    expect(def === undefined || def.title === DEMO_EXPORT_TITLE).toBe(true);
    const r = await exportAs(customer, { kind: 'nosuch.csv', params: { rows: 1 } });
    expect(r).toMatchObject({ code: 500, msg: 'Unsupported export: nosuch.csv' });
  });

  it('refuses parameters the kind does not take, of the wrong type or size, and more than 4 KB of them', async () => {
    registerDemoExport();
    const admin = await login(t.app, 'admin');
    const extra = await exportAs(customer, { kind: 'demo.csv', params: { rows: 1, where: '1=1' } });
    expect(extra.code).toBe(500);
    expect(extra.msg).toMatch(/^Invalid request: params .*where/);
    const type = await exportAs(customer, { kind: 'demo.csv', params: { rows: 'all' } });
    expect(type.msg).toMatch(/^Invalid request: params\/rows /);
    const big = await exportAs(customer, { kind: 'demo.csv', params: { rows: 10_000_000 } });
    expect(big.msg).toMatch(/^Invalid request: params\/rows .*100000/);
    const nested = await exportAs(admin, { kind: 'zj.customer.xlsx', params: { keyword: { $gt: '' } } });
    expect(nested.msg).toMatch(/^Invalid request: params\/keyword /);
    const heavy = await exportAs(admin, { kind: 'zj.customer.xlsx', params: { keyword: 'x'.repeat(5000) } });
    expect(heavy).toMatchObject({ code: 500, msg: 'The export conditions are too long (at most 4096 bytes)' });
    const heavyZh = await exportAs(admin, { kind: 'zj.customer.xlsx', params: { keyword: '客'.repeat(2000) } }, 'zh-CN');
    expect(heavyZh.msg).toBe('导出条件过长（最多 4096 字节）');
    expect(await t.db.query(`select 1 from download where params ? 'where' or params ? 'keyword'`)).toHaveLength(0);
    // What the screens send is still taken.
    const ok = await exportAs(admin, { kind: 'zj.customer.xlsx', params: { keyword: 'no-such-customer', userType: 'enterprise', sortField: 'code', sortOrder: 'asc' } });
    expect(ok.code, ok.msg).toBe(0);
    await runQueue();
  });
});

describe('exports queued per user', () => {
  it('a user may have 3 exports queued; the 4th is refused with a warning in their language, other users are not affected', async () => {
    registerDemoExport();
    await rt.worker.stop(); // nothing runs: the exports stay queued
    for (const rows of [1, 2, 3]) expect((await exportAs(customer, { kind: 'demo.csv', params: { rows } })).code).toBe(0);
    const fourth = await exportAs(customer, { kind: 'demo.csv', params: { rows: 4 } });
    expect(fourth).toMatchObject({
      code: 550,
      msg: 'You already have 3 exports queued or being generated; please wait until one of them finishes before starting another',
    });
    const zh = await exportAs(customer, { kind: 'xt.download.xlsx' }, 'zh-CN');
    expect(zh).toMatchObject({ code: 550, msg: '您已有 3 个导出在排队或生成中；请等其中一个完成后再导出' });

    // Six at once from another user: three are taken, whatever the interleaving.
    const burst = await Promise.all([1, 2, 3, 4, 5, 6].map((rows) => exportAs(customer2, { kind: 'demo.csv', params: { rows } })));
    expect(burst.map((r) => r.code).sort()).toEqual([0, 0, 0, 550, 550, 550]);

    await runQueue();
    expect((await exportAs(customer, { kind: 'demo.csv', params: { rows: 4 } })).code).toBe(0);
    await runQueue();
  });
});

describe('the worker takes turns between users', () => {
  it("a customer's three slow exports do not hold a sales export back: it runs second", async () => {
    registerDemoExport();
    await rt.worker.stop();
    const slow = { kind: 'demo.csv', params: { rows: 10, delayMs: 100 } };
    const a = [];
    for (const rows of [10, 11, 12]) a.push((await exportAs(customer, { ...slow, params: { ...slow.params, rows } })).data.seq);
    const b = (await exportAs(sales, { kind: 'demo.csv', params: { rows: 5 } })).data.seq;
    const started = Date.now();
    await runQueue();
    const order = (await t.db.query<{ seq: number }>(`select seq from download where seq = any($1::bigint[]) order by finished_at, seq`, [[...a, b]])).map((r) => Number(r.seq));
    // At most one of the customer's exports before it (the customer exported before, so none here).
    expect(order.indexOf(b), String(order)).toBeLessThanOrEqual(1);
    expect(order.filter((s) => s !== b)).toEqual(a);
    const done = await t.db.query<{ seq: number; end_flag: number }>(`select seq, end_flag from download where seq = any($1::bigint[])`, [[...a, b]]);
    expect(done.every((r) => r.end_flag === 1)).toBe(true);
    expect(Date.now() - started).toBeGreaterThan(4 * 100 * 3);
  });
});
