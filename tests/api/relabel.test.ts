/**
 * Relabelling and print records (WL0119_01, WL0119_21, dd/0204/print, DD0204_11's settings): the
 * channel label the sandbox carrier returned at transfer, found by a scanned number (V17, E11b),
 * in the operator's station scope, printed with the copies of their print settings; every print
 * recorded on the order and in its log, reprints counted; the spec's limits (25 copies, 100 orders)
 * with its one message; an order without a channel label named. Both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';
import { SANDBOX_DEMO_ACCOUNT, startCarrierSandbox, type CarrierSandbox } from '../../src/server/sandbox/carrier';

let sbx: CarrierSandbox;
let t: TestApp;
let customer: string;
let ops: string;
let kf: string;
let admin: string;
beforeAll(async () => {
  sbx = await startCarrierSandbox({ accounts: { [SANDBOX_DEMO_ACCOUNT.account]: SANDBOX_DEMO_ACCOUNT.key } });
  t = await createTestApp({ carrierUrl: sbx.url, carrierTimeoutMs: 5000 });
  [customer, ops, kf, admin] = await Promise.all(['customer', 'ops', 'kf', 'admin'].map((id) => login(t.app, id)));
});
afterAll(async () => {
  await t?.close();
  await sbx?.close();
});

const post = (token: string, url: string, body: unknown, lang: Lang = 'zh-CN') => call(t.app, 'POST', url, { token, lang, body });
const file = (token: string, url: string, lang: Lang = 'zh-CN', query?: Record<string, string | number>) =>
  t.app.inject({ method: 'GET', url: `/${url}`, query: query as Record<string, string>, headers: { authToken: token, 'accept-language': lang } });

async function refusedInBoth(run: (lang: Lang) => Promise<{ code: number; msg: string }>, zh: string, en: string) {
  expect(await run('zh-CN')).toMatchObject({ code: 500, msg: zh });
  expect(await run('en-US')).toMatchObject({ code: 500, msg: en });
}

/** A placed order transferred to the sandbox carrier: its channel label stored. */
async function transferred(ref: string, boxes = 1): Promise<{ id: number; orderNo: string; trackingNo: string }> {
  const o = await placeDemoOrder(t, customer, ref, boxes);
  const [r] = ok(await post(kf, 'dd/0202/auto', { id: o.id })).data.results;
  expect(r).toMatchObject({ ok: true });
  const [{ tracking }] = await t.db.query<{ tracking: string }>(`select channel_tracking_no as tracking from orders where id = $1`, [o.id]);
  return { ...o, trackingNo: tracking };
}

const records = (orderId: number) =>
  t.db.query<{ document: string; format: string; copies: number; print_no: number; user_name: string }>(
    `select document, format, copies, print_no, user_name from print_record where order_id = $1 order by id`, [orderId]);
const printLog = async (orderId: number) => (await t.db.query<{ changes: any }>(`select changes from order_log where order_id = $1 and action = 'print' order by id`, [orderId])).map((r) => r.changes.print);
const logText = async (token: string, id: number, lang: Lang) => ok(await call(t.app, 'GET', 'dd/0205/detail', { token, lang, query: { id } })).data.log.at(-1);

describe('DD0204_11 print settings', () => {
  it('are per user: defaults until saved (web printing, one copy of a 100 × 150 mm PDF); copies 1 to 25 with the spec\'s message; the plugin only on this machine', async () => {
    const fresh = ok(await call(t.app, 'GET', 'dd/0204/setting/detail', { token: kf })).data;
    expect(fresh).toEqual({ mode: 'web', agentUrl: 'http://127.0.0.1:18092', printer: null, labelSize: '100x150', format: 'pdf', copies: 1 });
    expect(ok(await post(kf, 'dd/0204/setting/save', { mode: 'plugin', agentUrl: 'http://127.0.0.1:19999', printer: 'Thermal-300dpi', labelSize: '100x100', format: 'zpl', copies: 2 }, 'en-US')).data)
      .toEqual({ message: 'Print settings saved' });
    expect(ok(await call(t.app, 'GET', 'dd/0204/setting/detail', { token: kf })).data).toEqual({
      mode: 'plugin', agentUrl: 'http://127.0.0.1:19999', printer: 'Thermal-300dpi', labelSize: '100x100', format: 'zpl', copies: 2,
    });
    // Another user's are their own.
    expect(ok(await call(t.app, 'GET', 'dd/0204/setting/detail', { token: customer })).data).toEqual(fresh);
    const tooMany = await post(kf, 'dd/0204/setting/save', { mode: 'web', labelSize: '100x150', format: 'pdf', copies: 26 });
    expect(tooMany.code).toBe(500);
    expect(tooMany.msg).toContain('批量打印最多 25 份');
    expect((await post(kf, 'dd/0204/setting/save', { mode: 'web', labelSize: '100x150', format: 'pdf', copies: 26 }, 'en-US')).msg).toContain('At most 25 copies per batch print');
    const away = await post(kf, 'dd/0204/setting/save', { mode: 'plugin', agentUrl: 'http://printer.example.com:18092', labelSize: '100x150', format: 'pdf', copies: 1 }, 'en-US');
    expect(away.msg).toContain('Enter an address on this computer, e.g. http://127.0.0.1:18092');
    // Nothing of the refused saves was kept.
    expect(ok(await call(t.app, 'GET', 'dd/0204/setting/detail', { token: kf })).data).toMatchObject({ copies: 2, agentUrl: 'http://127.0.0.1:19999' });
  });

  it('prints a test page of the label size, as PDF or ZPL', async () => {
    const pdf = await file(kf, 'dd/0204/setting/test', 'en-US', { labelSize: '100x100', format: 'pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('print-test_100x100.pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width / (72 / 25.4)), Math.round(height / (72 / 25.4))]).toEqual([100, 100]);
    const zpl = await file(kf, 'dd/0204/setting/test', 'zh-CN', { labelSize: '100x150', format: 'zpl' });
    expect(zpl.headers['content-disposition']).toContain(encodeURIComponent('打印测试_100x150.zpl'));
    expect(zpl.body).toMatch(/^\^XA[\s\S]*\^PW800[\s\S]*\^LL1200[\s\S]*\^BCN[\s\S]*\^FDPRINT-TEST\^FS[\s\S]*\^XZ/);
    // Finance holds no print settings page (SCREENS.md: C, KF, OP, DL).
    expect((await file(await login(t.app, 'finance'), 'dd/0204/setting/test')).json()).toMatchObject({ code: 500 });
  });
});

describe('WL0119_01 relabel scan', () => {
  it('answers E11b for an unknown number and names an order that has no channel label; nothing is recorded', async () => {
    await refusedInBoth((lang) => post(ops, 'wl/0119/label', { no: 'DD00000000000' }, lang), '订单不存在', 'The order does not exist');
    expect((await post(ops, 'wl/0119/label', { no: 'DD00000000000' })).data).toMatchObject({ fields: { no: '订单不存在' } });
    const placed = await placeDemoOrder(t, customer, 'RL-NOLABEL');
    await refusedInBoth((lang) => post(ops, 'wl/0119/label', { no: placed.orderNo }, lang),
      `订单 ${placed.orderNo} 还没有渠道标签（未转单或渠道未返回标签），不能换标打印`,
      `Order ${placed.orderNo} has no channel label yet (not transferred, or the channel returned none): it cannot be relabelled`);
    expect(await records(placed.id)).toEqual([]);
    expect(await printLog(placed.id)).toEqual([]);
    expect((await file(ops, 'wl/0119/label/file', 'en-US', { id: placed.id })).json()).toMatchObject({ code: 500, msg: expect.stringContaining('has no channel label') });
  });

  it('finds the order by a scanned number (V17), records each print with the copies of the operator\'s settings and counts reprints; the log says so in both languages', async () => {
    const o = await transferred('RL-SCAN-1', 2);
    // Typed on a full-width keyboard in lower case: the system number all the same.
    const typed = o.orderNo.toLowerCase().replace(/[a-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const first = ok(await post(ops, 'wl/0119/label', { no: typed })).data;
    expect(first).toMatchObject({ done: true, trackingNo: o.trackingNo, copies: 1, printNo: 1, order: { id: o.id, orderNo: o.orderNo } });
    // Its channel tracking number inside a USPS IMpb barcode (420 + ZIP + the number).
    await t.db.query(`update orders set channel_tracking_no = '9400111899223344556677' where id = $1`, [o.id]);
    ok(await post(ops, 'dd/0204/setting/save', { mode: 'web', labelSize: '100x150', format: 'pdf', copies: 3 }));
    const second = ok(await post(ops, 'wl/0119/label', { no: '420900019400111899223344556677' }, 'en-US')).data;
    expect(second).toMatchObject({ copies: 3, printNo: 2, order: { orderNo: o.orderNo } });
    expect(await records(o.id)).toEqual([
      { document: 'channelLabel', format: 'pdf', copies: 1, print_no: 1, user_name: expect.any(String) },
      { document: 'channelLabel', format: 'pdf', copies: 3, print_no: 2, user_name: expect.any(String) },
    ]);
    expect(await printLog(o.id)).toEqual([{ document: 'channelLabel', format: 'pdf', copies: 1, printNo: 1 }, { document: 'channelLabel', format: 'pdf', copies: 3, printNo: 2 }]);
    expect(await logText(customer, o.id, 'zh-CN')).toMatchObject({ changes: '渠道标签 PDF ×3（第 2 次打印，重印）' });
    expect(await logText(customer, o.id, 'en-US')).toMatchObject({ changes: 'Channel label PDF ×3 (print no. 2, a reprint)' });
    ok(await post(ops, 'dd/0204/setting/save', { mode: 'web', labelSize: '100x150', format: 'pdf', copies: 1 }));

    // The file is the carrier's label, as it gave it (a page per box).
    const pdf = await file(ops, 'wl/0119/label/file', 'zh-CN', { id: o.id });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(encodeURIComponent(`渠道标签_${o.orderNo}.pdf`));
    const [{ content }] = await t.db.query<{ content: Uint8Array }>(`select content from order_label where order_id = $1`, [o.id]);
    expect(Buffer.from(pdf.rawPayload).equals(Buffer.from(content))).toBe(true);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(2);
    // A customer holds no relabel page.
    expect((await post(customer, 'wl/0119/label', { no: o.orderNo })).code).not.toBe(0);
    expect((await file(customer, 'wl/0119/label/file', 'zh-CN', { id: o.id })).json().code).not.toBe(0);
  });

  it("keeps to the operator's station: another station's parcel is refused by name, its file is \"does not exist\"", async () => {
    const o = await transferred('RL-SHA');
    // admin works at Shanghai (view-all): the parcel arrives and is weighed in there.
    ok(await post(admin, 'wl/0101/save', { no: o.orderNo, realWeight: '2', boxCount: 1 }));
    await refusedInBoth((lang) => post(ops, 'wl/0119/label', { no: o.orderNo }, lang),
      `订单 ${o.orderNo} 在站点“上海站”，不属于当前站点`, `Order ${o.orderNo} is at station “Shanghai station”, not at yours`);
    expect((await file(ops, 'wl/0119/label/file', 'en-US', { id: o.id })).json()).toMatchObject({ code: 500, msg: 'The order does not exist' });
    expect(await records(o.id)).toEqual([]);
    // Shanghai prints it; view-all reads its file.
    expect(ok(await post(admin, 'wl/0119/label', { no: o.orderNo })).data).toMatchObject({ printNo: 1 });
    expect((await file(admin, 'wl/0119/label/file', 'zh-CN', { id: o.id })).headers['content-type']).toBe('application/pdf');
  });
});

describe('dd/0204/print', () => {
  it('records a print of many orders at once, each counted on its own; at most 25 copies and 100 orders with the spec\'s one message; all or nothing', async () => {
    const a = await placeDemoOrder(t, customer, 'RL-PR-A');
    const b = await placeDemoOrder(t, customer, 'RL-PR-B');
    const done = ok(await post(customer, 'dd/0204/print', { ids: [a.id, b.id], document: 'invoice', format: 'pdf', copies: 2 })).data;
    expect(done.printed).toEqual([{ id: a.id, orderNo: a.orderNo, printNo: 1 }, { id: b.id, orderNo: b.orderNo, printNo: 1 }]);
    expect(ok(await post(kf, 'dd/0204/print', { ids: [a.id], document: 'invoice', format: 'pdf', copies: 1 })).data.printed).toEqual([{ id: a.id, orderNo: a.orderNo, printNo: 2 }]);
    // Another document counts apart.
    expect(ok(await post(kf, 'dd/0204/print', { ids: [a.id], document: 'label', format: 'zpl', copies: 1 })).data.printed[0].printNo).toBe(1);
    expect(await logText(customer, a.id, 'zh-CN')).toMatchObject({ changes: '标签 ZPL ×1（第 1 次打印）' });

    await refusedInBoth((lang) => post(kf, 'dd/0204/print', { ids: [a.id], document: 'label', format: 'pdf', copies: 26 }, lang), '批量打印最多 25 份', 'At most 25 copies per batch print');
    const many = Array.from({ length: 101 }, (_, i) => a.id + 100_000 + i);
    await refusedInBoth((lang) => post(kf, 'dd/0204/print', { ids: many, document: 'label', format: 'pdf', copies: 1 }, lang), '批量打印最多 100 个订单', 'At most 100 orders per bulk print');
    // Another customer's order is not there for this one: nothing of the batch is recorded.
    const [{ id: other }] = await t.db.query<{ id: number }>(`select o.id::int from orders o join customer c on c.id = o.customer_id where c.code = 'C0002' limit 1`);
    await refusedInBoth((lang) => post(customer, 'dd/0204/print', { ids: [b.id, other], document: 'invoice', format: 'pdf', copies: 1 }, lang), '订单不存在', 'The order does not exist');
    expect((await records(b.id)).map((r) => r.print_no)).toEqual([1]);
    expect(await records(other)).toEqual([]);
    // The relabel operator's page grants it; a role without a print page does not.
    expect((await post(await login(t.app, 'finance'), 'dd/0204/print', { ids: [a.id], document: 'label', format: 'pdf', copies: 1 })).code).not.toBe(0);
  });
});

describe('WL0119_21 batch relabel', () => {
  /** Parcels weighed in at Shenzhen and scanned onto one pallet: its number. */
  async function palletOf(orders: { orderNo: string }[]): Promise<string> {
    let palletNo = '';
    for (const o of orders) {
      ok(await post(ops, 'wl/0101/save', { no: o.orderNo, realWeight: '2', boxCount: 1 }));
      palletNo = ok(await post(ops, 'wl/0117/scan', { no: o.orderNo, ...(palletNo ? { palletNo } : {}) })).data.palletNo;
    }
    return palletNo;
  }

  it('lists a pallet\'s orders with their labels and print counts, prints them all as one PDF and records each; an order without a label stops the batch, named', async () => {
    const a = await transferred('RL-BAT-A', 2);
    const b = await transferred('RL-BAT-B');
    const c = await placeDemoOrder(t, customer, 'RL-BAT-C');
    const palletNo = await palletOf([a, b, c]);
    const list = ok(await call(t.app, 'GET', 'wl/0119/batch/list', { token: ops, query: { bagNo: palletNo.toLowerCase() } })).data;
    expect(list.total).toBe(3);
    expect(list.list.map((r: any) => [r.orderNo, r.hasLabel, r.printCount])).toEqual([a, b, c].map((o) => [o.orderNo, o !== c, 0]).sort());
    expect(ok(await call(t.app, 'GET', 'wl/0119/batch/list', { token: ops })).data).toEqual({ list: [], total: 0 });

    // The whole pallet: C has no channel label.
    const refused = await call(t.app, 'POST', 'wl/0119/batch/print', { token: ops, lang: 'en-US', body: { all: true, bagNo: palletNo } });
    expect(refused).toMatchObject({ code: 500, msg: `These orders have no channel label and cannot be printed: ${c.orderNo}` });
    expect(await records(a.id)).toEqual([]);

    const res = await t.app.inject({ method: 'POST', url: '/wl/0119/batch/print', headers: { authToken: ops, 'accept-language': 'zh-CN' }, payload: { ids: [a.id, b.id] } });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('批量换标_2单.pdf'));
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(3); // A's two boxes, B's one
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width / (72 / 25.4)), Math.round(height / (72 / 25.4))]).toEqual([100, 150]);
    expect((await records(a.id)).map((r) => r.print_no)).toEqual([1]);
    const after = ok(await call(t.app, 'GET', 'wl/0119/batch/list', { token: ops, lang: 'en-US', query: { bagNo: palletNo } })).data.list;
    expect(after.find((r: any) => r.orderNo === a.orderNo)).toMatchObject({ printCount: 1, lastPrintedAt: expect.any(String) });
  });

  it('refuses an unknown or another station\'s pallet, more than 100 orders, and orders outside the station', async () => {
    await refusedInBoth((lang) => call(t.app, 'GET', 'wl/0119/batch/list', { token: ops, lang, query: { bagNo: 'TP0000000000' } }),
      '装车单或托盘 TP0000000000 不存在或不属于当前站点', 'Manifest or pallet TP0000000000 does not exist or is not at your station');
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    await refusedInBoth((lang) => post(ops, 'wl/0119/batch/print', { ids: many }, lang), '批量打印最多 100 个订单', 'At most 100 orders per bulk print');
    expect((await post(ops, 'wl/0119/batch/print', { bagNo: 'TP0000000000' })).code).not.toBe(0);
    await refusedInBoth((lang) => post(ops, 'wl/0119/batch/print', { all: true }, lang), '请先输入托盘号或装车单号并查询，再打印全部；或勾选订单后打印所选', 'Search for a pallet or manifest number first, then print all of it; or tick orders and print those');
    // A Shanghai parcel on a Shanghai pallet.
    const s = await transferred('RL-BAT-S');
    ok(await post(admin, 'wl/0101/save', { no: s.orderNo, realWeight: '2', boxCount: 1 }));
    const { palletNo } = ok(await post(admin, 'wl/0117/scan', { no: s.orderNo })).data;
    expect((await call(t.app, 'GET', 'wl/0119/batch/list', { token: ops, query: { bagNo: palletNo } })).msg).toBe(`装车单或托盘 ${palletNo} 不存在或不属于当前站点`);
    expect((await post(ops, 'wl/0119/batch/print', { all: true, bagNo: palletNo })).msg).toBe(`装车单或托盘 ${palletNo} 不存在或不属于当前站点`);
    expect((await post(ops, 'wl/0119/batch/print', { ids: [s.id] })).msg).toBe('订单不存在');
    expect(await records(s.id)).toEqual([]);
    // Shanghai's view-all staff print it.
    const res = await t.app.inject({ method: 'POST', url: '/wl/0119/batch/print', headers: { authToken: admin }, payload: { all: true, bagNo: palletNo } });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await records(s.id)).map((r) => r.print_no)).toEqual([1]);
  });
});
