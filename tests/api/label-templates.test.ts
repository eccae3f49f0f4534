/**
 * ZJ0504 label templates as the administrator uses them: a template saved for a label size and bound
 * to routes changes what those routes' labels print (PDF and ZPL alike, the tracking number still
 * scanning); a template that would print a broken label is refused with the row and cell named
 * (E11n) and nothing stored; a route takes one template per size; the live preview draws what the
 * PDF draws; the list prints a sample; a template that went wrong stops the print naming it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';
import { placeDemoOrder } from './demoOrder';
import { pdfBarcodes, pdfPageTexts, zplFormats, zplPreview } from '../fixtures/printedFiles';
import { DEFAULT_SHIPPING_LAYOUTS, SAMPLE_SHIPPING_VALUES } from '../../src/domain/labels/shippingLabel';

let t: TestApp;
let admin: string;
let customer: string;
let usExp: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all(['admin', 'customer'].map((u) => login(t.app, u)));
  [{ id: usExp }] = await t.db.query<{ id: number }>(`select id from route where code = 'US-EXP'`);
});
afterAll(async () => t?.close());
// Each test's own templates go, whatever it asserted: the next one binds the same route.
afterEach(async () => { await t.db.query(`delete from label_template where name <> '日本快线 100×100'`); });

type Element = Record<string, unknown>;
const PRIORITY: Element = { kind: 'text', x: 63, y: 12.5, w: 34, h: 4.5, text: 'PRIORITY', size: 9, bold: true, align: 'right' };
/** The 100 × 150 default with a line of its own: what a route's carrier asked for. */
const priorityLayout = (): Element[] => [...structuredClone(DEFAULT_SHIPPING_LAYOUTS['100x150'].elements) as unknown as Element[], PRIORITY];

const save = (body: Record<string, unknown>, lang: Lang = 'zh-CN') => call<{ id: number; routeIds: number[]; fields: Record<string, string> }>(t.app, 'POST', 'zj/0504/save', { token: admin, lang, body });
const templates = async (query: Record<string, string> = {}) =>
  ok(await call<{ list: { id: number; name: string; labelSize: string; routes: string | null; elementCount: number; updatedBy: string }[] }>(t.app, 'GET', 'zj/0504/list', { token: admin, query })).data.list;
const printLabel = (id: number, size: string, format = 'pdf') =>
  t.app.inject({ method: 'GET', url: `/dd/0204/pdf?ids=${id}&size=${size}&format=${format}`, headers: { authToken: customer } });

describe('zj/0504 label templates', () => {
  it('the demo template is listed with its size and route; the list filters by route and size', async () => {
    const all = await templates();
    expect(all).toContainEqual(expect.objectContaining({ name: '日本快线 100×100', labelSize: '100x100', routes: 'JP-EXP 日本快线', updatedBy: 'admin' }));
    const [{ id: jp }] = await t.db.query<{ id: number }>(`select id from route where code = 'JP-EXP'`);
    expect((await templates({ routeId: String(jp) })).map((r) => r.name)).toEqual(['日本快线 100×100']);
    expect(await templates({ routeId: String(jp), labelSize: '100x150' })).toEqual([]);
    // The customer has no such page.
    expect((await call(t.app, 'GET', 'zj/0504/list', { token: customer })).code).not.toBe(0);
  });

  it("a template bound to a route prints that route's labels of its size, PDF and ZPL, and the bars still read as the tracking number; unbound, the default is back", async () => {
    const order = await placeDemoOrder(t, customer, 'LT-BOUND');
    const saved = ok(await save({ name: '美国快线 加急', labelSize: '100x150', routeIds: [usExp], elements: priorityLayout() })).data;
    expect(saved.routeIds).toEqual([usExp]);

    const pdf = (await printLabel(order.id, '100x150')).rawPayload;
    expect(pdfPageTexts(pdf)[0]).toContain('PRIORITY');
    expect(pdfBarcodes(pdf)[0]).toContain(`CODE-128:${order.orderNo}`);
    const zpl = (await printLabel(order.id, '100x150', 'zpl')).payload;
    const [format] = zplFormats(zpl);
    expect(format).toContain('PRIORITY');
    expect(zplPreview(format).barcodes).toContain(`CODE-128:${order.orderNo}`);
    // The template is the route's 100 × 150 one: its 100 × 100 labels stay the default.
    expect(pdfPageTexts((await printLabel(order.id, '100x100')).rawPayload)[0]).not.toContain('PRIORITY');

    // Saved again as the form sends it (routes unchanged), it keeps them.
    expect(ok(await save({ id: saved.id, name: '美国快线 加急', routeIds: [usExp] })).data.routeIds).toEqual([usExp]);
    ok(await save({ id: saved.id, routeIds: [] }));
    expect(pdfPageTexts((await printLabel(order.id, '100x150')).rawPayload)[0]).not.toContain('PRIORITY');
    ok(await call(t.app, 'POST', 'zj/0504/delete', { token: admin, body: { ids: [saved.id] } }));
  });

  it('a template that would print a broken label is refused (E11n), each problem under its row and cell, and nothing is stored', async () => {
    const before = await t.db.query(`select id from label_template`);
    const elements = priorityLayout().filter((e) => !(e.kind === 'barcode' && e.field === 'trackingNo'));
    elements[1] = { ...elements[1], text: '{recipient.nickname}' };
    elements.push({ kind: 'barcode', x: 3, y: 140, w: 20, h: 6, symbology: 'code128', field: 'orderNo' });
    const zh = await save({ name: '坏模板', labelSize: '100x150', routeIds: [usExp], elements });
    expect(zh.code).toBe(500);
    expect(zh.msg).toMatch(/^模板修改失败：/);
    expect(zh.msg).toContain('第 2 行：字段 recipient.nickname 不存在');
    expect(zh.msg).toContain('跟踪号的一维码');
    const last = elements.length - 1;
    expect(zh.data.fields).toMatchObject({
      'elements.1.text': '第 2 行：字段 recipient.nickname 不存在',
      [`elements.${last}.w`]: `第 ${last + 1} 行：条码区域至少 40×8 毫米，否则扫描枪读不出`,
    });
    expect(zh.data.fields.elements).toContain('Code 128');
    const en = await save({ name: 'Bad', labelSize: '100x150', elements }, 'en-US');
    expect(en.msg).toMatch(/^Template modification failed: .*Row 2: There is no field recipient\.nickname/);
    expect(await t.db.query(`select id from label_template`)).toEqual(before);
    // A name is required (V09a), as the form says.
    expect((await save({ name: ' ', labelSize: '100x150', elements: priorityLayout() })).code).toBe(500);
  });

  it('a route takes one template per label size: a second one for the same size is refused naming the route and the template', async () => {
    const [{ id: jp }] = await t.db.query<{ id: number }>(`select id from route where code = 'JP-EXP'`);
    const taken = await save({ name: '日本 第二', labelSize: '100x100', routeIds: [jp, usExp], elements: structuredClone(DEFAULT_SHIPPING_LAYOUTS['100x100'].elements) }, 'en-US');
    expect(taken.code).toBe(500);
    expect(taken.msg).toBe('Route JP-EXP already prints its 100 × 100 mm labels with template “日本快线 100×100”: a route takes one template per label size');
    expect(Object.keys(taken.data.fields)).toEqual(['routeIds']);
    expect(await templates({ keyword: '日本 第二' })).toEqual([]);
    // Another size of the same route is free.
    const other = ok(await save({ name: '日本 第二', labelSize: '100x150', routeIds: [jp], elements: priorityLayout() })).data;
    // Changing its size to one the route already has is refused too; changing it where it is free moves its bindings along.
    expect((await save({ id: other.id, labelSize: '100x100' })).code).toBe(500);
    ok(await call(t.app, 'POST', 'zj/0504/delete', { token: admin, body: { ids: [other.id] } }));
    expect(await t.db.query(`select 1 from route_label_template where template_id = $1`, [other.id])).toEqual([]);
  });

  it('two templates saved at the same moment for one route and size: one binds it, the other is told which template holds it', async () => {
    const answers = await Promise.all(['同时 甲', '同时 乙'].map((name) => save({ name, labelSize: '100x150', routeIds: [usExp], elements: priorityLayout() })));
    expect(answers.map((a) => a.code).sort()).toEqual([0, 500]);
    const winner = answers.find((a) => a.code === 0)!;
    const loser = answers.find((a) => a.code !== 0)!;
    expect(loser.msg).toMatch(/^线路 US-EXP 的 100×150 毫米 面单已使用模板“同时 [甲乙]”/);
    expect(await t.db.query(`select template_id from route_label_template where route_id = $1 and label_size = '100x150'`, [usExp])).toEqual([{ template_id: winner.data.id }]);
  });

  it("changing a template's size moves its routes' bindings with it", async () => {
    const s = ok(await save({ name: '尺寸变化', labelSize: '100x150', routeIds: [usExp], elements: structuredClone(DEFAULT_SHIPPING_LAYOUTS['100x100'].elements) })).data;
    ok(await save({ id: s.id, labelSize: '100x100' }));
    expect(await t.db.query(`select route_id, label_size from route_label_template where template_id = $1`, [s.id])).toEqual([{ route_id: usExp, label_size: '100x100' }]);
    ok(await call(t.app, 'POST', 'zj/0504/delete', { token: admin, body: { ids: [s.id] } }));
  });

  it('the preview draws the sample parcel as the PDF does, leaving out the rows with problems and naming them', async () => {
    const elements = priorityLayout();
    const good = ok(await call<{ widthMm: number; heightMm: number; texts: { text: string; width: number }[]; rects: number[][]; problems: unknown[] }>(
      t.app, 'POST', 'zj/0504/preview', { token: admin, body: { labelSize: '100x150', elements } })).data;
    expect([good.widthMm, good.heightMm]).toEqual([100, 150]);
    expect(good.problems).toEqual([]);
    const lines = good.texts.map((x) => x.text);
    expect(lines).toContain(SAMPLE_SHIPPING_VALUES['recipient.name']);
    expect(lines).toContain('PRIORITY');
    // The bars of the tracking number and the QR code's modules: hundreds of rectangles, every one inside the label.
    expect(good.rects.length).toBeGreaterThan(100);
    for (const [x, y, w, h] of good.rects) expect(x >= 0 && y >= 0 && x + w <= 100.01 && y + h <= 150.01 && w > 0 && h > 0).toBe(true);

    const bad = ok(await call<{ texts: { text: string }[]; problems: { row: number; field: string; message: string }[] }>(t.app, 'POST', 'zj/0504/preview', {
      token: admin, lang: 'en-US', body: { labelSize: '100x150', elements: [...elements.slice(0, -1), { ...PRIORITY, x: 90 }] } })).data;
    expect(bad.problems).toEqual([{ row: elements.length, field: `elements.${elements.length - 1}.x`, message: `Row ${elements.length}: The element lies outside the label or has no size` }]);
    expect(bad.texts.map((x) => x.text)).not.toContain('PRIORITY');
    expect(bad.texts.map((x) => x.text)).toContain(SAMPLE_SHIPPING_VALUES['recipient.name']);
  });

  it("prints a saved template's sample: a PDF of its size whose bars read as the sample's tracking number, named in the user's language", async () => {
    const [demo] = await templates({ keyword: '日本快线' });
    const res = await t.app.inject({ method: 'GET', url: `/zj/0504/pdf?id=${demo.id}`, headers: { authToken: admin, 'accept-language': 'en-US' } });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('label-template-preview_日本快线 100×100.pdf');
    const page = (await PDFDocument.load(res.rawPayload)).getPage(0);
    expect([page.getWidth(), page.getHeight()].map((pt) => Math.round((pt / 72) * 25.4))).toEqual([100, 100]);
    expect(pdfBarcodes(res.rawPayload)[0]).toContain(`CODE-128:${SAMPLE_SHIPPING_VALUES.trackingNo}`);
    expect(pdfPageTexts(res.rawPayload)[0]).toContain('美国专线 US Express');
  });

  it('a stored template that went wrong stops the print naming it, and records nothing', async () => {
    const order = await placeDemoOrder(t, customer, 'LT-BROKEN');
    const s = ok(await save({ name: '将出错', labelSize: '100x150', routeIds: [usExp], elements: priorityLayout() })).data;
    // As if saved before a rule it now breaks: its tracking barcode is gone.
    await t.db.query(`update label_template set elements = (select jsonb_agg(e) from jsonb_array_elements(elements) e where e->>'kind' <> 'barcode') where id = $1`, [s.id]);
    const refused = await call(t.app, 'POST', 'dd/0204/pdf', { token: customer, lang: 'en-US', body: { id: order.id } });
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain('The route\'s label template “将出错” is wrong (A label needs the tracking number as a Code 128 barcode');
    expect(await t.db.query(`select 1 from print_record where order_id = $1`, [order.id])).toEqual([]);
    ok(await call(t.app, 'POST', 'zj/0504/delete', { token: admin, body: { ids: [s.id] } }));
  });
});
