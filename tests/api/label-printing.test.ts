/**
 * DD0204_01 label printing as its screen uses it: `dd/0204/list` lists the caller's orders that
 * can print a label with how often and when they were printed (drafts and cancelled orders not
 * among them), filtered by print status and by a batch of numbers; POST `dd/0204/pdf` prints one
 * row or the ticked ones as one file at the size and format of the caller's print settings (or
 * the size asked), records each order's print (reprints counted) with a line in its log, and
 * records nothing when it refuses; past 100 orders the search's labels are made as one PDF in the
 * download centre.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { placeDemoOrder } from './demoOrder';
import fs from 'node:fs';
import path from 'node:path';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';
import { ensureRuntime } from '../../src/server/platform/jobs/runtime';
import { pdfPageTexts } from '../fixtures/printedFiles';

let t: TestApp;
let customer: string;
let customer2: string;
let kf: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, customer2, kf] = await Promise.all(['customer', 'customer2', 'kf'].map((u) => login(t.app, u)));
});
afterAll(async () => t?.close());

interface Row { id: number; orderNo: string; labelPrints: number; lastPrintedAt: string | null }
const list = async (token: string, query: Record<string, string> = {}) =>
  ok(await call<{ list: Row[]; total: number }>(t.app, 'GET', 'dd/0204/list', { token, query: { pageSize: '100', ...query } })).data;
const print = (token: string, body: unknown, lang: Lang = 'zh-CN') =>
  t.app.inject({ method: 'POST', url: '/dd/0204/pdf', headers: { authToken: token, 'accept-language': lang }, payload: body as object });
const mm = (pt: number) => Math.round((pt / 72) * 25.4);
const pageSizes = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPages().map((p) => [mm(p.getWidth()), mm(p.getHeight())]);
const records = (id: number) =>
  t.db.query<{ document: string; format: string; copies: number; print_no: number }>(`select document, format, copies, print_no from print_record where order_id = $1 order by print_no`, [id]);
const logLines = (id: number) => t.db.query<{ changes: { print: Record<string, unknown> } }>(`select changes from order_log where order_id = $1 and action = 'print' order by id`, [id]);

describe('dd/0204/list', () => {
  it("lists the caller's printable orders with their print count; drafts, cancelled and other customers' orders are not there", async () => {
    const a = await placeDemoOrder(t, customer, 'LP-LIST-A');
    const draft = await placeDemoOrder(t, customer, 'LP-LIST-D');
    const cancelled = await placeDemoOrder(t, customer, 'LP-LIST-C');
    await t.db.query(`update orders set payment_flow = 'draft' where id = $1`, [draft.id]);
    await t.db.query(`update orders set payment_flow = 'cancelled' where id = $1`, [cancelled.id]);
    const mine = await list(customer, { numbers: `${a.orderNo} ${draft.orderNo}\n${cancelled.orderNo}` });
    expect(mine.list.map((r) => r.orderNo)).toEqual([a.orderNo]);
    expect(mine.list[0]).toMatchObject({ labelPrints: 0, lastPrintedAt: null, customerOrderNo: 'LP-LIST-A' });
    // Another customer does not find it.
    expect((await list(customer2, { numbers: a.orderNo })).list).toEqual([]);
    // Staff see the customer's order in their scope.
    expect((await list(kf, { numbers: a.orderNo })).list.map((r) => r.orderNo)).toEqual([a.orderNo]);
  });

  it('filters by print status: an order moves from "not printed" to "printed" when its label is printed', async () => {
    const o = await placeDemoOrder(t, customer, 'LP-STATUS');
    const has = async (printStatus: string) => (await list(customer, { printStatus, numbers: o.orderNo })).list.length === 1;
    expect([await has('unprinted'), await has('printed')]).toEqual([true, false]);
    expect((await print(customer, { id: o.id })).statusCode).toBe(200);
    expect([await has('unprinted'), await has('printed')]).toEqual([false, true]);
    const [row] = (await list(customer, { numbers: o.orderNo })).list;
    expect(row.labelPrints).toBe(1);
    expect(Date.now() - Date.parse(row.lastPrintedAt!)).toBeLessThan(60_000);
    const refused = await call(t.app, 'GET', 'dd/0204/list', { token: customer, lang: 'en-US', query: { printStatus: 'sometimes' } });
    expect(refused.code).toBe(500);
  });
});

describe('POST dd/0204/pdf', () => {
  it("prints a row at the caller's print settings and records it; the second print is a reprint", async () => {
    const o = await placeDemoOrder(t, customer, 'LP-ROW', 2);
    const first = await print(customer, { id: o.id });
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(await pageSizes(first.rawPayload)).toEqual([[100, 150], [100, 150]]);
    ok(await call(t.app, 'POST', 'dd/0204/setting/save', { token: customer, body: { mode: 'web', labelSize: '100x100', format: 'zpl', copies: 3 } }));
    const second = await print(customer, { id: o.id });
    expect(second.headers['content-type']).toMatch(/^text\/plain/);
    expect(second.body).toContain('^XA');
    expect(await records(o.id)).toEqual([
      { document: 'label', format: 'pdf', copies: 1, print_no: 1 },
      { document: 'label', format: 'zpl', copies: 3, print_no: 2 },
    ]);
    expect((await logLines(o.id)).map((l) => l.changes.print)).toEqual([
      { document: 'label', format: 'pdf', copies: 1, printNo: 1 },
      { document: 'label', format: 'zpl', copies: 3, printNo: 2 },
    ]);
    // A size asked for wins over the settings.
    ok(await call(t.app, 'POST', 'dd/0204/setting/save', { token: customer, body: { mode: 'web', labelSize: '100x100', format: 'pdf', copies: 1 } }));
    expect(await pageSizes((await print(customer, { id: o.id, size: '100x150' })).rawPayload)).toEqual([[100, 150], [100, 150]]);
    expect(await pageSizes((await print(customer, { id: o.id })).rawPayload)).toEqual([[100, 100], [100, 100]]);
  });

  it('prints the ticked orders as one file and records each once', async () => {
    const a = await placeDemoOrder(t, customer, 'LP-BULK-A');
    const b = await placeDemoOrder(t, customer, 'LP-BULK-B', 3);
    const res = await print(kf, { ids: [b.id, a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(await pageSizes(res.rawPayload)).toHaveLength(4);
    expect((await records(a.id)).map((r) => r.print_no)).toEqual([1]);
    expect((await records(b.id)).map((r) => r.print_no)).toEqual([1]);
  });

  it('refuses without recording: a draft (naming it), another customer\'s order (E11b), more than 100 orders (K13), a body naming no order', async () => {
    const placed = await placeDemoOrder(t, customer, 'LP-REF-1');
    const draft = await placeDemoOrder(t, customer, 'LP-REF-2');
    await t.db.query(`update orders set payment_flow = 'draft' where id = $1`, [draft.id]);

    expect((await print(customer, { ids: [placed.id, draft.id] }, 'en-US')).json()).toMatchObject({ code: 500, msg: `Order ${draft.orderNo} is Draft: it cannot take “print its label”` });
    expect((await print(customer2, { id: placed.id })).json()).toMatchObject({ code: 500, msg: '订单不存在' });
    expect((await print(customer2, { id: placed.id }, 'en-US')).json()).toMatchObject({ code: 500, msg: 'The order does not exist' });
    const many = Array.from({ length: 101 }, (_, i) => placed.id + 100_000 + i);
    const tooMany = (await print(customer, { ids: many }, 'en-US')).json();
    expect(tooMany.code).toBe(500);
    expect(tooMany.msg).toBe('Bulk printing takes at most 100 orders at a time (101 selected); for more, use “All labels (download centre)”');
    expect((await print(customer, {}, 'en-US')).json().code).toBe(500);
    expect(await records(placed.id)).toEqual([]);
    expect(await logLines(placed.id)).toEqual([]);
  });
});

describe('all labels of a search in the download centre (dd.labels.pdf)', () => {
  it('makes one PDF of every order the search finds, past a bulk print\'s 100, records their prints, and says when none is found or one cannot print', async () => {
    const rt = await ensureRuntime(t.db, t.config);
    // 101 orders: two bulk prints' worth, the first of three packages.
    const placed = [await placeDemoOrder(t, customer, 'LP-DL-0', 3)];
    for (let i = 1; i < 101; i += 20) placed.push(...await Promise.all(Array.from({ length: Math.min(20, 101 - i) }, (_, k) => placeDemoOrder(t, customer, `LP-DL-${i + k}`))));
    const numbers = placed.map((o) => o.orderNo).join(' ');
    const r = ok(await call<{ seq: number }>(t.app, 'POST', 'xt/0125/export', { token: customer, lang: 'en-US', body: { kind: 'dd.labels.pdf', params: { numbers, labelSize: '100x100' } } }));
    await rt.worker.drain();
    const [rec] = await t.db.query<{ end_flag: number; file_path: string; file_name: string }>(`select end_flag, file_path, file_name from download where seq = $1`, [r.data.seq]);
    expect(rec.end_flag).toBe(1);
    expect(rec.file_name).toMatch(/^Labels_.*\.pdf$/);
    const pdf = fs.readFileSync(path.join(t.config.filesDir, rec.file_path));
    // 3 + 100 packages, 100 × 100 mm as the search asked.
    expect(await pageSizes(pdf)).toEqual(Array(103).fill([100, 100]));
    const texts = pdfPageTexts(pdf).join('\n');
    for (const o of placed) expect(texts).toContain(o.orderNo);
    for (const o of placed) expect((await records(o.id)).map((x) => x.print_no)).toEqual([1]);

    const none = ok(await call<{ seq: number }>(t.app, 'POST', 'xt/0125/export', { token: customer, lang: 'en-US', body: { kind: 'dd.labels.pdf', params: { numbers: 'NO-SUCH-ORDER' } } }));
    await rt.worker.drain();
    const [failed] = await t.db.query<{ end_flag: number; error_message: string }>(`select end_flag, error_message from download where seq = $1`, [none.data.seq]);
    expect(failed).toEqual({ end_flag: 2, error_message: 'No order found by the search can print a label' });
    // An order that cannot print (its route ships with the channel's label, not transferred yet), last
    // of the search so that it falls in the second hundred: the download fails naming it, and the
    // first hundred's prints are not recorded either.
    const blocked = await placeDemoOrder(t, customer, 'LP-DL-BLOCKED');
    const [other] = await t.db.query<{ id: number }>(`select id from route where code <> 'US-EXP' order by id limit 1`);
    await t.db.query(`update route set label_source = 'channel' where id = $1`, [other.id]);
    await t.db.query(`update orders set route_id = $2, ordered_at = ordered_at - interval '1 hour' where id = $1`, [blocked.id, other.id]);
    const half = ok(await call<{ seq: number }>(t.app, 'POST', 'xt/0125/export', { token: customer, lang: 'en-US', body: { kind: 'dd.labels.pdf', params: { numbers: `${numbers} ${blocked.orderNo}` } } }));
    await rt.worker.drain();
    const [stopped] = await t.db.query<{ end_flag: number; error_message: string }>(`select end_flag, error_message from download where seq = $1`, [half.data.seq]);
    expect(stopped.end_flag).toBe(2);
    expect(stopped.error_message).toContain(blocked.orderNo);
    for (const o of [...placed, blocked]) expect((await records(o.id)).length, o.orderNo).toBe(o === blocked ? 0 : 1);
    // The generic route holds it to the screen's own grant.
    const refused = await call(t.app, 'POST', 'xt/0125/export', { token: await login(t.app, 'finance'), body: { kind: 'dd.labels.pdf', params: {} } });
    expect(refused.code).toBe(500);
  });
});
