import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { registerDemoExport } from '../fixtures/demoExport';
import { ensureRuntime, type Runtime } from '../../src/server/platform/jobs/runtime';

let t: TestApp;
let rt: Runtime;
let customer: string;

beforeAll(async () => {
  registerDemoExport();
  t = await createTestApp();
  rt = await ensureRuntime(t.db, t.config);
  customer = await login(t.app, 'customer');
});
afterAll(() => t?.close());

describe('xt/0125/export: the same export still running', () => {
  it('answers a 550 warning (semicolon-separated, in the caller\'s language); other filters and later runs are accepted', async () => {
    // Stop the worker from picking the job up so that it stays endFlag 0.
    await rt.worker.stop();
    const body = { kind: 'demo.csv', fileName: 'a.csv', params: { rows: 5 } };
    const first = await call<{ seq: number }>(t.app, 'POST', 'xt/0125/export', { token: customer, body });
    expect(first.code, first.msg).toBe(0);
    const again = await call(t.app, 'POST', 'xt/0125/export', { token: customer, body: { ...body, fileName: 'b.csv' }, lang: 'en-US' });
    expect(again.code).toBe(550);
    expect(again.msg).toBe('The same export is still being generated: a.csv; the file will appear in the download centre when it finishes; please do not export it again');
    const zh = await call(t.app, 'POST', 'xt/0125/export', { token: customer, body });
    expect(zh.code).toBe(550);
    expect(zh.msg.split('；')).toHaveLength(3);
    const other = await call(t.app, 'POST', 'xt/0125/export', { token: customer, body: { ...body, params: { rows: 6 } } });
    expect(other.code, other.msg).toBe(0);
    await t.db.query('update download set end_flag = 1 where seq = $1', [first.data.seq]);
    const later = await call(t.app, 'POST', 'xt/0125/export', { token: customer, body });
    expect(later.code, later.msg).toBe(0);
  });
});
