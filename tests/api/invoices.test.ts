/**
 * DD0204_02's invoice and the order's shipping documents: the invoice drafted from the order's SKU
 * lines, edited and saved as the order's own (its SKU lines untouched), V12b under each field, the
 * signature or logo image (V05: jpg/png ≤ 500 KB, proved by its content), the commercial invoice and
 * packing list as PDFs read as a reader would (pdftotext, pdffonts, pdfimages), scope (E11b) and the
 * states that cannot print, in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';
import { pdfFonts, pdfImages, pdfPageImage, pdfPageTexts } from '../fixtures/printedFiles';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer');
});
afterAll(async () => t?.close());

const detail = (id: number, token = customer, lang: Lang = 'zh-CN') => call(t.app, 'GET', 'dd/0204/invoice/detail', { token, lang, query: { id } });
const save = (body: Record<string, unknown>, token = customer, lang: Lang = 'zh-CN') => call(t.app, 'POST', 'dd/0204/invoice/save', { token, lang, body });
const file = (url: string, id: number, token = customer, lang: Lang = 'zh-CN') =>
  t.app.inject({ method: 'GET', url: `/${url}?id=${id}`, headers: { authToken: token, 'accept-language': lang } });
const invoicePdf = (id: number, token = customer, lang: Lang = 'zh-CN') => file('dd/0204/invoice/pdf', id, token, lang);
const packingPdf = (id: number, token = customer, lang: Lang = 'zh-CN') => file('dd/0601/pdf', id, token, lang);
const mm = (pt: number) => Math.round((pt / 72) * 25.4);
const pageSizes = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPages().map((p) => [mm(p.getWidth()), mm(p.getHeight())]);

/** What the form sends back: its editable values as loaded (the read-only ones stay behind). */
function formValues(d: Record<string, any>) {
  const { id, invoiceNo, currency, terms, lines } = d;
  return { id, invoiceNo, currency, terms, lines };
}

/** A real picture: a small page with a hand-written-like name, rendered by poppler as PNG or JPEG. */
async function signature(format: 'png' | 'jpeg'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([160, 60]);
  page.drawText('J. Smith', { x: 10, y: 20, size: 24, font: await doc.embedFont(StandardFonts.TimesRomanItalic) });
  return pdfPageImage(await doc.save(), format);
}
const upload = (fileName: string, bytes: Buffer) => ({ fileName, content: bytes.toString('base64') });

describe('the invoice drafted from the order', () => {
  it("fills the form from the order's SKU lines, parties and numbers, saying it is not saved yet", async () => {
    const o = await placeDemoOrder(t, customer, 'INV-DRAFT-1', 2);
    const d = ok(await detail(o.id)).data;
    expect(d).toMatchObject({
      id: o.id, orderNo: o.orderNo, customerOrderNo: 'INV-DRAFT-1', invoiceNo: o.orderNo, currency: 'USD', terms: 'DAP', imageName: null,
      exporter: '王发货, 浦东新区示例路 1 号, 上海, CN', importer: 'John Smith, 100 Main St, Los Angeles 90001, US', iossEori: '- / -',
      status: '尚未保存：发票明细按订单的 SKU 明细预填，保存后作为本订单的发票（不改变订单的 SKU 明细）',
    });
    expect(d.lines).toEqual([{
      nameZh: '棉质T恤', nameEn: 'Cotton T-shirt', customsCode: '6109100021', origin: 'CN', unit: 'PCS', unitPrice: '8.50', unitWeight: '0.200',
      quantity: 5, length: '30', width: '20', height: '10', cargoType: 'general',
    }]);
    expect((await detail(o.id, customer, 'en-US')).data.status).toBe("Not saved yet: the lines are filled in from the order's SKU lines; once saved they are this order's invoice (the order's SKU lines stay as they are)");
  });

  it('prints the commercial invoice of the SKU lines on one A4 page, in Chinese and English, totals computed in decimals', async () => {
    const o = await placeDemoOrder(t, customer, 'INV-PDF-1', 2);
    const res = await invoicePdf(o.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`商业发票_${o.orderNo}.pdf`)}`);
    const pdf = res.rawPayload;
    expect(await pageSizes(pdf)).toEqual([[210, 297]]);
    const [page] = pdfPageTexts(pdf);
    for (const shown of ['商业发票 COMMERCIAL INVOICE', `发票号 Invoice No.: ${o.orderNo}`, `订单号 Order No.: ${o.orderNo}`, '客户单号 Customer ref.: INV-PDF-1',
      '出口商 Exporter', '王发货', '进口商 Importer', 'John Smith', '棉质T恤', 'Cotton T-shirt', '6109100021', '42.50', '1.000',
      // pdftotext reads the gaps between the totals as one space.
      '合计 Total: 数量 Qty 5 金额 Value USD 42.50', '净重 Net weight 1.000 kg 毛重 Gross weight 4.000 kg 件数 Packages 2', 'IOSS: –', 'EORI: –', '贸易条款 Terms: DAP',
      '目的国 Destination: US 美国 United States', '普货 General cargo · 30×20×10 cm', 'I declare that the information above is true and correct']) {
      expect(page).toContain(shown);
    }
    expect(pdfFonts(pdf)).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'NSCREG+NotoSansSC-Regular', embedded: true, subset: true })]));
    const en = await invoicePdf(o.id, customer, 'en-US');
    expect(en.headers['content-disposition']).toContain(`filename="commercial-invoice_${o.orderNo}.pdf"`);
    // The same invoice prints the same file, whoever asks.
    expect(Buffer.compare(en.rawPayload, pdf)).toBe(0);
  });
});

describe('saving the invoice', () => {
  it("keeps the edited lines as the order's invoice, leaves its SKU lines alone, totals in decimals and prints the signature on it", async () => {
    const o = await placeDemoOrder(t, customer, 'INV-SAVE-1');
    const d = ok(await detail(o.id)).data;
    const png = await signature('png');
    const lines = [
      { ...d.lines[0], nameEn: 'Cotton T-shirt, men', unitPrice: '19.99', quantity: 3 },
      { nameZh: '发夹', nameEn: 'Hair clip', customsCode: '9615110000', origin: 'cn', unit: 'PCS', unitPrice: '0.10', unitWeight: '0.010', quantity: 7,
        length: '10', width: '5.5', height: '2', cargoType: 'general' },
    ];
    const saved = ok(await save({ ...formValues(d), invoiceNo: 'CI-2026-0001', currency: 'EUR', terms: 'DDP', lines, image: upload('签名.png', png) })).data;
    expect(saved.status).toMatch(/^上海示例贸易有限公司 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})? 保存$/);
    expect(saved.imageName).toMatch(/^签名\.png（\d+(\.\d+)? (KB|B)）$/);

    const again = ok(await detail(o.id, customer, 'en-US')).data;
    expect(again).toMatchObject({ invoiceNo: 'CI-2026-0001', currency: 'EUR', terms: 'DDP', imageName: expect.stringMatching(/^签名\.png \(/) });
    expect(again.status).toMatch(/^Saved by 上海示例贸易有限公司 at /);
    expect(again.lines).toEqual([{ ...lines[0] }, { ...lines[1], origin: 'CN' }]);
    // The order's own SKU lines are what it was placed with.
    expect(await t.db.query(`select name_en, unit_price::text, quantity from order_item where order_id = $1`, [o.id])).toEqual([{ name_en: 'Cotton T-shirt', unit_price: '8.50', quantity: 5 }]);

    const pdf = (await invoicePdf(o.id)).rawPayload;
    const [page] = pdfPageTexts(pdf);
    // 19.99 × 3 = 59.97 and 0.10 × 7 = 0.70: 60.67, exactly; net 0.600 + 0.070 kg.
    for (const shown of ['发票号 Invoice No.: CI-2026-0001', '币种 Currency: EUR', '贸易条款 Terms: DDP', 'Cotton T-shirt, men', '发夹', 'Hair clip', '9615110000',
      '59.97', '0.70', '0.070', '合计 Total: 数量 Qty 10 金额 Value EUR 60.67', '净重 Net weight 0.670 kg 毛重 Gross weight 2.000 kg 件数 Packages 1']) {
      expect(page).toContain(shown);
    }
    // The signature is carried in the file, at its own size.
    const { width, height } = await pngSize(png);
    expect(pdfImages(pdf)).toEqual([expect.objectContaining({ page: 1, type: 'image', width, height })]);

    const [log] = await t.db.query<{ action: string; changes: unknown }>(`select action, changes from order_log where order_id = $1 and action = 'saveInvoice'`, [o.id]);
    expect(log.changes).toEqual({ invoice: { invoiceNo: 'CI-2026-0001', lines: 2, value: '60.67', currency: 'EUR', image: '签名.png' } });
    const shownLog = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: customer, query: { id: o.id } })).data;
    expect(JSON.stringify(shownLog)).toContain('发票 CI-2026-0001：2 行，合计 60.67 EUR；签名/标志图片 签名.png');
  });

  it('replaces the image with a JPEG, keeps it when none is sent and removes it (and its file) when asked', async () => {
    const o = await placeDemoOrder(t, customer, 'INV-IMG-1');
    const d = ok(await detail(o.id)).data;
    ok(await save({ ...formValues(d), image: upload('logo.png', await signature('png')) }));
    const [first] = await t.db.query<{ image_path: string }>(`select image_path from order_invoice where order_id = $1`, [o.id]);
    ok(await save({ ...formValues(d), image: upload('logo.JPG', await signature('jpeg')) }));
    const [second] = await t.db.query<{ image_path: string; image_mime: string }>(`select image_path, image_mime from order_invoice where order_id = $1`, [o.id]);
    expect(second.image_mime).toBe('image/jpeg');
    expect(fs.existsSync(path.join(t.config.filesDir, first.image_path))).toBe(false);
    expect(pdfImages((await invoicePdf(o.id)).rawPayload)).toEqual([expect.objectContaining({ type: 'image', enc: 'jpeg' })]);

    ok(await save({ ...formValues(d), terms: 'EXW' }));
    expect((await detail(o.id)).data.imageName).toMatch(/^logo\.JPG（/);
    const removed = ok(await save({ ...formValues(d), removeImage: true })).data;
    expect(removed.imageName).toBeNull();
    expect(fs.existsSync(path.join(t.config.filesDir, second.image_path))).toBe(false);
    expect(pdfImages((await invoicePdf(o.id)).rawPayload)).toEqual([]);
  });

  it('names a missing required field (V12b) under the line in both languages; an unknown origin or cargo type under its field', async () => {
    const o = await placeDemoOrder(t, customer, 'INV-REQ-1');
    const d = ok(await detail(o.id)).data;
    const line = d.lines[0];
    const without = (field: string) => { const { [field]: _gone, ...rest } = line; return rest; };
    for (const field of ['nameZh', 'nameEn', 'customsCode', 'unitPrice', 'unitWeight', 'quantity', 'length', 'width', 'height', 'cargoType']) {
      expect((await save({ ...formValues(d), lines: [without(field)] })).msg).toBe(`请求参数不正确：lines/0/${field} 为必填项`);
    }
    expect((await save({ ...formValues(d), lines: [without('height')] }, customer, 'en-US')).msg).toBe('Invalid request: lines/0/height is required');
    // Blank is missing too, in the form's own words.
    expect((await save({ ...formValues(d), lines: [{ ...line, nameEn: '  ' }] })).msg).toBe('请求参数不正确：lines/0/nameEn 此项为必填项');
    expect((await save({ ...formValues(d), lines: [{ ...line, nameEn: '  ' }] }, customer, 'en-US')).msg).toBe('Invalid request: lines/0/nameEn This field is required');
    expect((await save({ ...formValues(d), invoiceNo: '' }, customer, 'en-US')).msg).toBe('Invalid request: invoiceNo This field is required');
    expect((await save({ ...formValues(d), lines: [] })).code).toBe(500);

    const origin = await save({ ...formValues(d), lines: [line, { ...line, origin: 'ZZ' }] });
    expect(origin).toMatchObject({ code: 500, msg: '原产地 ZZ 不是已知的国家代码', data: { fields: { 'lines.1.origin': '原产地 ZZ 不是已知的国家代码' } } });
    const cargo = await save({ ...formValues(d), lines: [{ ...line, cargoType: 'plutonium' }] }, customer, 'en-US');
    expect(cargo).toMatchObject({ code: 500, data: { fields: { 'lines.0.cargoType': 'The cargo attribute plutonium does not exist or is disabled' } } });
    expect(await t.db.query(`select 1 from order_invoice where order_id = $1`, [o.id])).toEqual([]);
  });

  it('refuses an image of another type, a renamed file, a damaged picture and one over 500 KB (V05), in both languages, storing nothing', async () => {
    const o = await placeDemoOrder(t, customer, 'INV-V05-1');
    const d = ok(await detail(o.id)).data;
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const png = await signature('png');
    const cases: [Record<string, unknown>, string, string][] = [
      [upload('logo.gif', gif), '文件“logo.gif”的类型不支持：只能上传 JPG, PNG', 'The file "logo.gif" is not of a type accepted here: only JPG, PNG'],
      [upload('logo.jpg', png), '文件“logo.jpg”的类型不支持：只能上传 JPG, PNG', 'The file "logo.jpg" is not of a type accepted here: only JPG, PNG'],
      [upload('scan.pdf', Buffer.from('%PDF-1.7\n')), '文件“scan.pdf”的类型不支持：只能上传 JPG, PNG', 'The file "scan.pdf" is not of a type accepted here: only JPG, PNG'],
      [upload('big.png', Buffer.concat([png, Buffer.alloc(500 * 1024)])), '文件“big.png”太大：最大 500 KB', 'The file "big.png" is too large: at most 500 KB'],
      [upload('cut.png', png.subarray(0, 60)), '图片“cut.png”无法读取：请上传完好的 JPG 或 PNG 图片', 'The image "cut.png" cannot be read: upload an intact JPG or PNG image'],
    ];
    const stored = () => (fs.existsSync(path.join(t.config.filesDir, 'invoice-images', String(o.id))) ? fs.readdirSync(path.join(t.config.filesDir, 'invoice-images', String(o.id))) : []);
    for (const [image, zh, en] of cases) {
      expect((await save({ ...formValues(d), image })).msg).toBe(zh);
      expect((await save({ ...formValues(d), image }, customer, 'en-US')).msg).toBe(en);
    }
    expect(stored()).toEqual([]);
    expect(await t.db.query(`select 1 from order_invoice where order_id = $1`, [o.id])).toEqual([]);
    // Exactly 500 KB is within the limit (the picture's own bytes, padded after its end).
    const full = Buffer.concat([png, Buffer.alloc(500 * 1024 - png.length)]);
    ok(await save({ ...formValues(d), image: upload('full.png', full) }));
    expect(stored()).toHaveLength(1);
  });
});

describe('scope and states', () => {
  it("answers E11b for an order that does not exist or is another customer's, for every invoice call; staff in scope open it", async () => {
    const o = await placeDemoOrder(t, customer, 'INV-SCOPE-1');
    const d = ok(await detail(o.id)).data;
    const other = await login(t.app, 'customer2');
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const msg = lang === 'zh-CN' ? '订单不存在' : 'The order does not exist';
      expect((await detail(o.id, other, lang)).msg).toBe(msg);
      expect((await detail(999999, customer, lang)).msg).toBe(msg);
      expect((await save(formValues(d), other, lang)).msg).toBe(msg);
      expect((await invoicePdf(o.id, other, lang)).json()).toMatchObject({ code: 500, msg });
      expect((await packingPdf(o.id, other, lang)).json()).toMatchObject({ code: 500, msg });
    }
    expect(await t.db.query(`select 1 from order_invoice where order_id = $1`, [o.id])).toEqual([]);
    const kf = await login(t.app, 'kf');
    expect(ok(await detail(o.id, kf)).data.orderNo).toBe(o.orderNo);
    ok(await save({ ...formValues(d), terms: 'DDP' }, kf));
    expect((await invoicePdf(o.id, kf)).headers['content-type']).toBe('application/pdf');
  });

  it('saves a draft\'s invoice but prints it once placed; a cancelled order\'s invoice is neither saved nor printed', async () => {
    const o = await placeDemoOrder(t, customer, 'INV-STATE-1');
    const d = ok(await detail(o.id)).data;
    await t.db.query(`update orders set payment_flow = 'draft' where id = $1`, [o.id]);
    ok(await save(formValues(d)));
    expect((await invoicePdf(o.id)).json()).toMatchObject({ code: 500, msg: `订单 ${o.orderNo} 当前为“草稿”，不能打印发票和装箱单` });
    expect((await packingPdf(o.id, customer, 'en-US')).json()).toMatchObject({ code: 500, msg: `Order ${o.orderNo} is Draft: it cannot take “print its invoice and packing list”` });
    await t.db.query(`update orders set payment_flow = 'cancelled' where id = $1`, [o.id]);
    expect((await save(formValues(d))).msg).toBe(`订单 ${o.orderNo} 当前为“已取消”，不能保存发票`);
    expect((await save(formValues(d), customer, 'en-US')).msg).toBe(`Order ${o.orderNo} is Cancelled: it cannot take “save its invoice”`);
    expect((await invoicePdf(o.id)).json()).toMatchObject({ code: 500 });
  });
});

describe('the packing list', () => {
  it('lists the declared parcels by carton with the lines in them, weights, sizes and totals', async () => {
    const o = await placeDemoOrder(t, customer, 'INV-PACK-1', 2);
    const res = await packingPdf(o.id);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`装箱单_${o.orderNo}.pdf`));
    expect((await packingPdf(o.id, customer, 'en-US')).headers['content-disposition']).toContain(`filename="packing-list_${o.orderNo}.pdf"`);
    const pdf = res.rawPayload;
    expect(await pageSizes(pdf)).toEqual([[210, 297]]);
    const [page] = pdfPageTexts(pdf);
    for (const shown of ['装箱单 PACKING LIST', `订单号 Order No.: ${o.orderNo}`, '出口商 Exporter', '王发货', '1-2', '棉质T恤', 'Cotton T-shirt', '2.000', '30×20×10',
      '合计 Total: 2 箱 cartons 数量 Qty 5 净重 Net 1.000 kg 毛重 Gross 4.000 kg 体积 Volume 0.012 m³']) {
      expect(page).toContain(shown);
    }
  });

  it("lists the station's cartons once the packing is ended, each with the quantities packed in it", async () => {
    const o = await placeDemoOrder(t, customer, 'INV-PACK-2');
    const [item] = await t.db.query<{ id: number }>(`select id from order_item where order_id = $1`, [o.id]);
    for (const [box, qty, weight] of [['BOX-A', 3, '1.250'], ['BOX-B', 2, '0.900']] as const) {
      const [c] = await t.db.query<{ id: number }>(`insert into packing_carton (order_id, box_no, weight, length, width, height) values ($1, $2, $3, 25, 20, 8) returning id`, [o.id, box, weight]);
      await t.db.query(`insert into packing_carton_item (carton_id, order_item_id, quantity) values ($1, $2, $3)`, [c.id, item.id, qty]);
    }
    // Still packing: the declared parcel.
    expect(pdfPageTexts((await packingPdf(o.id)).rawPayload)[0]).not.toContain('BOX-A');
    await t.db.query(`update orders set packing_state = 'ended' where id = $1`, [o.id]);
    const [page] = pdfPageTexts((await packingPdf(o.id)).rawPayload);
    for (const shown of ['BOX-A', 'BOX-B', '1.250', '0.900', '25×20×8', '合计 Total: 2 箱 cartons 数量 Qty 5 净重 Net 1.000 kg 毛重 Gross 2.150 kg 体积 Volume 0.008 m³']) {
      expect(page).toContain(shown);
    }
  });

  it('continues a long invoice over pages, its header on each and the totals after the last line', async () => {
    const o = await placeDemoOrder(t, customer, 'INV-LONG-1');
    const d = ok(await detail(o.id)).data;
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...d.lines[0], nameEn: `Cotton T-shirt size ${i + 1}`, quantity: 1, unitPrice: '0.10' }));
    ok(await save({ ...formValues(d), lines }));
    const pages = pdfPageTexts((await invoicePdf(o.id)).rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    for (const p of pages) expect(p).toContain('海关编码');
    expect(pages.at(-1)).toContain('Cotton T-shirt size 60');
    expect(pages.at(-1)).toContain('合计 Total: 数量 Qty 60 金额 Value USD 6.00');
    expect(pages.at(-1)).toContain(`${pages.length}/${pages.length}`);
  });
});

/** A PNG's pixel size, from its IHDR chunk. */
async function pngSize(png: Buffer): Promise<{ width: number; height: number }> {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
