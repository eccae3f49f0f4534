import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { registerDemoExport } from '../fixtures/demoExport';
import { ensureRuntime, cleanupDownloads, type Runtime } from '../../src/server/platform/jobs/runtime';
import { EXPORT_JOB } from '../../src/server/platform/jobs/exports';

let t: TestApp;
let rt: Runtime;
let customer: string;
let customer2: string;

beforeAll(async () => {
  registerDemoExport();
  t = await createTestApp();
  rt = await ensureRuntime(t.db, t.config);
  customer = await login(t.app, 'customer');
  customer2 = await login(t.app, 'customer2');
});
afterAll(() => t?.close());

async function startExport(token: string, body: Record<string, unknown>, lang: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<number> {
  const r = await call<{ seq: number }>(t.app, 'POST', 'xt/0125/export', { token, body, lang });
  expect(r.code, r.msg).toBe(0);
  return r.data.seq;
}

async function list(token: string) {
  const r = await call<{ seq: number; endFlag: number; progress: number; fileName: string; errorMessage: string | null }[]>(
    t.app,
    'GET',
    'xt/0125/select/download',
    { token },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}

async function deadJob(seq: number, attempts: number, maxAttempts: number): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>(
    `insert into job (kind, payload, status, attempts, max_attempts, locked_by, locked_until)
     values ($1, jsonb_build_object('seq', $2::bigint), 'running', $3, $4, 'dead', now() - interval '1 second') returning id`,
    [EXPORT_JOB, seq, attempts, maxAttempts],
  );
  return Number(id);
}

describe('download centre', () => {
  it('runs an export job to a file that is listed, downloaded and deleted', async () => {
    const seq = await startExport(customer, { kind: 'demo.csv', fileName: '运单导出.csv', params: { rows: 10 } });
    const before = (await list(customer)).find((r) => r.seq === seq);
    expect(before).toBeDefined();
    await rt.worker.drain();
    const rec = (await list(customer)).find((r) => r.seq === seq)!;
    expect(rec).toMatchObject({ endFlag: 1, progress: 100, fileName: '运单导出.csv', errorMessage: null });

    const res = await t.app.inject({ method: 'GET', url: `/xt/0125/download?seq=${seq}`, headers: { authToken: customer } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('运单导出.csv')}`);
    expect(res.body).toContain('序号,项目,金额');
    expect(res.body.trim().split('\r\n')).toHaveLength(11);

    const files = (await t.db.query<{ file_path: string }>('select file_path from download where seq = $1', [seq]))[0].file_path;
    const abs = path.join(t.config.filesDir, files);
    expect(fs.existsSync(abs)).toBe(true);
    const del = await call(t.app, 'GET', 'xt/0125/delete/download', { token: customer, query: { seq } });
    expect(del.code, del.msg).toBe(0);
    expect(fs.existsSync(abs)).toBe(false);
    expect((await list(customer)).some((r) => r.seq === seq)).toBe(false);
  });

  it('writes xlsx with exceljs', async () => {
    const seq = await startExport(customer, { kind: 'xt.download.xlsx', fileName: 'downloads.xlsx' });
    await rt.worker.drain();
    const res = await t.app.inject({ method: 'GET', url: `/xt/0125/download?seq=${seq}`, headers: { authToken: customer } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("refuses someone else's record, and an unfinished or failed one, with 'download error'", async () => {
    const seq = await startExport(customer, { kind: 'demo.csv', params: { rows: 3 } });
    await rt.worker.drain();
    const other = await call(t.app, 'GET', 'xt/0125/download', { token: customer2, query: { seq }, lang: 'en-US' });
    expect(other).toMatchObject({ code: 500, msg: 'download error' });
    const zh = await call(t.app, 'GET', 'xt/0125/download', { token: customer2, query: { seq }, lang: 'zh-CN' });
    expect(zh).toMatchObject({ code: 500, msg: '下载错误' });
    const del = await call(t.app, 'GET', 'xt/0125/delete/download', { token: customer2, query: { seq } });
    expect(del.code).toBe(500);
    expect((await list(customer2)).some((r) => r.seq === seq)).toBe(false);
    expect((await list(customer)).some((r) => r.seq === seq)).toBe(true);

    const failed = await startExport(customer, { kind: 'demo.csv', params: { rows: 0 } }, 'en-US');
    await rt.worker.drain();
    const rec = (await list(customer)).find((r) => r.seq === failed)!;
    expect(rec).toMatchObject({ endFlag: 2, errorMessage: 'No data to download' });
    const dl = await call(t.app, 'GET', 'xt/0125/download', { token: customer, query: { seq: failed }, lang: 'en-US' });
    expect(dl).toMatchObject({ code: 500, msg: 'download error' });
  });

  it('needs a token and a known export kind', async () => {
    expect((await call(t.app, 'GET', 'xt/0125/select/download')).code).toBe(500);
    const r = await call(t.app, 'POST', 'xt/0125/export', { token: customer, body: { kind: 'nope.csv' }, lang: 'en-US' });
    expect(r).toMatchObject({ code: 500, msg: 'Unsupported export: nope.csv' });
  });

  it('hides records older than half a year and the clean-up removes them with their files', async () => {
    const [{ id: userId }] = await t.db.query<{ id: number }>(`select id from app_user where loginid = 'customer'`);
    const rel = `downloads/${userId}/old-test.csv`;
    fs.mkdirSync(path.join(t.config.filesDir, path.dirname(rel)), { recursive: true });
    fs.writeFileSync(path.join(t.config.filesDir, rel), 'old');
    const [{ seq }] = await t.db.query<{ seq: number }>(
      `insert into download (user_id, kind, file_name, end_flag, progress, file_path, created_at, finished_at)
       values ($1, 'demo.csv', 'old.csv', 1, 100, $2, now() - interval '7 months', now() - interval '7 months') returning seq`,
      [userId, rel],
    );
    expect((await list(customer)).some((r) => r.seq === Number(seq))).toBe(false);
    const dl = await call(t.app, 'GET', 'xt/0125/download', { token: customer, query: { seq: Number(seq) } });
    expect(dl.code).toBe(500);
    expect(await cleanupDownloads(t.db, t.config)).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(t.config.filesDir, rel))).toBe(false);
    expect(await t.db.query('select 1 from download where seq = $1', [seq])).toHaveLength(0);
  });

  it('resumes a job whose worker died (lease ran out) and fails it after the last attempt', async () => {
    const [{ id: userId }] = await t.db.query<{ id: number }>(`select id from app_user where loginid = 'customer'`);
    const [{ seq }] = await t.db.query<{ seq: number }>(
      `insert into download (user_id, kind, file_name, params) values ($1, 'demo.csv', 'resumed.csv', '{"rows": 2}') returning seq`,
      [userId],
    );
    // As if another process had claimed it and died: running, lease expired.
    const jobId = await deadJob(Number(seq), 1, 3);
    await rt.worker.drain();
    expect((await t.db.query<{ status: string }>('select status from job where id = $1', [jobId]))[0].status).toBe('done');
    expect((await list(customer)).find((r) => r.seq === Number(seq))?.endFlag).toBe(1);

    const [{ seq: seq2 }] = await t.db.query<{ seq: number }>(
      `insert into download (user_id, kind, file_name, params) values ($1, 'demo.csv', 'gaveup.csv', '{"rows": 2}') returning seq`,
      [userId],
    );
    const job2 = await deadJob(Number(seq2), 2, 2);
    await rt.worker.drain();
    expect((await t.db.query<{ status: string }>('select status from job where id = $1', [job2]))[0].status).toBe('failed');
    expect((await list(customer)).find((r) => r.seq === Number(seq2))?.endFlag).toBe(2);
  });

  it('pushes the completion to the owner over the event stream (one-time ticket in the query)', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const bad = await fetch(`http://127.0.0.1:${port}/mn/0000/pushmsg?ticket=wrong`);
    expect(((await bad.json()) as { code: number }).code).toBe(500);

    const ac = new AbortController();
    const { ticket } = (await call(t.app, 'GET', 'mn/0000/pushmsg/ticket', { token: customer })).data;
    const res = await fetch(`http://127.0.0.1:${port}/mn/0000/pushmsg?ticket=${encodeURIComponent(ticket)}`, { signal: ac.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const seen = (async () => {
      const dec = new TextDecoder();
      while (!/"endFlag":1/.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += dec.decode(value);
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    const seq = await startExport(customer, { kind: 'demo.csv', params: { rows: 1 } });
    await rt.worker.drain();
    await Promise.race([seen, new Promise((r) => setTimeout(r, 5000))]);
    ac.abort();
    expect(text).toContain('event: download');
    expect(text).toContain(`"seq":${seq},"endFlag":1`);
  });
});
