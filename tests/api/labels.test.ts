/**
 * DD0204_01's documents (dd/0204/pdf): shipping labels as PDF and ZPL, read as a reader would:
 * page sizes and counts from pdf-lib, the text (Chinese included) through pdftotext, the embedded
 * font through pdffonts, and every barcode decoded by zbarimg from the rendered page. A page per
 * package (1/N), one file for a bulk print (K13 past 100), the channel's own label when the route
 * says so, E11b and the states that cannot print, in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';
import { pdfBarcodes, pdfFonts, pdfPageTexts, zplFormats, zplPreview } from '../fixtures/printedFiles';
import { renderLabel } from '../../src/server/sandbox/carrier-label';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer');
});
afterAll(async () => t?.close());

const labels = (query: string, token = customer, lang: Lang = 'zh-CN') =>
  t.app.inject({ method: 'GET', url: `/dd/0204/pdf?${query}`, headers: { authToken: token, 'accept-language': lang } });
const mm = (pt: number) => Math.round((pt / 72) * 25.4);
const pageSizes = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPages().map((p) => [mm(p.getWidth()), mm(p.getHeight())]);

describe('shipping labels as PDF', () => {
  it('prints a page per package, 100 × 150 mm, with the Chinese and English text and a Code 128 every reader decodes as the tracking number', async () => {
    const o = await placeDemoOrder(t, customer, 'LBL-PDF-1', 2);
    const res = await labels(`ids=${o.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`面单_${o.orderNo}.pdf`)}`);
    const pdf = res.rawPayload;
    expect(await pageSizes(pdf)).toEqual([[100, 150], [100, 150]]);
    expect((await PDFDocument.load(pdf)).getTitle()).toBe(`Shipping label ${o.orderNo}`);

    const pages = pdfPageTexts(pdf);
    expect(pages).toHaveLength(2);
    pages.forEach((text, i) => {
      for (const shown of ['收件人 To', 'John Smith', '100 Main St', '90001 Los Angeles', 'US 美国 United States', '寄件人 From', '王发货', '浦东新区示例路 1 号',
        `${i + 1}/2`, '2.000 kg', 'P 包裹 Parcel', `订单号 Order: ${o.orderNo}`, '参考号 Ref: LBL-PDF-1', o.orderNo]) {
        expect(text).toContain(shown);
      }
    });
    // The font travels with the file, only the glyphs used (a few KB, not the font's 10 MB).
    expect(pdfFonts(pdf)).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: 'NSCREG+NotoSansSC-Regular', embedded: true, subset: true, unicode: true }),
      expect.objectContaining({ name: 'NSCBLD+NotoSansSC-Bold', embedded: true, subset: true, unicode: true }),
    ]));
    expect(pdf.length).toBeLessThan(100_000);
    // Not transferred yet: the tracking number is the order number.
    expect(pdfBarcodes(pdf)).toEqual([[`CODE-128:${o.orderNo}`], [`CODE-128:${o.orderNo}`]]);

    const en = await labels(`ids=${o.id}`, customer, 'en-US');
    expect(en.headers['content-disposition']).toContain(`filename="label_${o.orderNo}.pdf"`);
    // The same order prints the same file.
    expect(Buffer.compare(en.rawPayload, pdf)).toBe(0);
  });

  it('prints the channel tracking number once transferred, and a QR code of it on 100 × 100 mm when asked', async () => {
    const o = await placeDemoOrder(t, customer, 'LBL-QR-1');
    await t.db.query(`update orders set channel_tracking_no = 'SB123456785CN', channel_no = 'SBX0000012345', transfer_state = 'transferred' where id = $1`, [o.id]);
    const res = await labels(`ids=${o.id}&size=100x100&qr=true`);
    expect(await pageSizes(res.rawPayload)).toEqual([[100, 100]]);
    expect(pdfBarcodes(res.rawPayload)).toEqual([['CODE-128:SB123456785CN', 'QR-Code:SB123456785CN']]);
    expect(pdfPageTexts(res.rawPayload)[0]).toContain('SB123456785CN');
    const plain = await labels(`ids=${o.id}&size=100x100`);
    expect(pdfBarcodes(plain.rawPayload)).toEqual([['CODE-128:SB123456785CN']]);
  });

  it('merges a bulk print into one file in the order asked; more than 100 orders is K13 in both languages', async () => {
    const a = await placeDemoOrder(t, customer, 'LBL-BULK-A', 1);
    const b = await placeDemoOrder(t, customer, 'LBL-BULK-B', 3);
    const c = await placeDemoOrder(t, customer, 'LBL-BULK-C', 1);
    const res = await labels(`ids=${b.id}&ids=${a.id}&ids=${c.id}`);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`面单_3票_${b.orderNo}等.pdf`));
    expect(await pageSizes(res.rawPayload)).toHaveLength(5);
    const codes = pdfBarcodes(res.rawPayload);
    expect(codes).toEqual([b, b, b, a, c].map((o) => [`CODE-128:${o.orderNo}`]));
    expect(pdfPageTexts(res.rawPayload).map((p) => /\d\/\d/.exec(p)?.[0])).toEqual(['1/3', '2/3', '3/3', '1/1', '1/1']);

    const many = Array.from({ length: 101 }, (_, i) => `ids=${i + 1}`).join('&');
    expect((await labels(many)).json()).toMatchObject({ code: 500, msg: '批量打印一次最多 100 个订单，当前选择了 101 个；更多订单请用“全部面单（下载中心）”' });
    expect((await labels(many, customer, 'en-US')).json()).toMatchObject({ code: 500, msg: 'Bulk printing takes at most 100 orders at a time (101 selected); for more, use “All labels (download centre)”' });
  });

  it('answers E11b for an order that does not exist or is another customer\'s; staff in scope print it', async () => {
    const o = await placeDemoOrder(t, customer, 'LBL-SCOPE-1');
    expect((await labels('ids=999999')).json()).toMatchObject({ code: 500, msg: '订单不存在' });
    expect((await labels(`ids=${o.id}&ids=999999`, customer, 'en-US')).json()).toMatchObject({ code: 500, msg: 'The order does not exist' });
    const other = await login(t.app, 'customer2');
    expect((await labels(`ids=${o.id}`, other)).json()).toMatchObject({ code: 500, msg: '订单不存在' });
    const kf = await labels(`ids=${o.id}`, await login(t.app, 'kf'));
    expect(kf.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a draft and a cancelled order, naming the order and its state; nothing is printed', async () => {
    const placed = await placeDemoOrder(t, customer, 'LBL-STATE-1');
    const draft = await placeDemoOrder(t, customer, 'LBL-STATE-2');
    await t.db.query(`update orders set payment_flow = 'draft' where id = $1`, [draft.id]);
    const res = await labels(`ids=${placed.id}&ids=${draft.id}`);
    expect(res.json()).toMatchObject({ code: 500, msg: `订单 ${draft.orderNo} 当前为“草稿”，不能打印面单` });
    expect((await labels(`ids=${draft.id}`, customer, 'en-US')).json()).toMatchObject({ code: 500, msg: `Order ${draft.orderNo} is Draft: it cannot take “print its label”` });
    await t.db.query(`update orders set payment_flow = 'cancelled' where id = $1`, [placed.id]);
    expect((await labels(`ids=${placed.id}`, customer, 'en-US')).json()).toMatchObject({ msg: `Order ${placed.orderNo} is Cancelled: it cannot take “print its label”` });
  });
});

describe('shipping labels as ZPL', () => {
  it('sizes the label in dots at 203 and 300 dpi, a format per package, Code 128 of the tracking number, Chinese lines as graphics', async () => {
    const o = await placeDemoOrder(t, customer, 'LBL-ZPL-1', 2);
    for (const [dpi, width, height] of [[203, 799, 1199], [300, 1181, 1772]]) {
      const res = await labels(`ids=${o.id}&format=zpl&dpi=${dpi}&qr=true`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['content-disposition']).toContain(encodeURIComponent(`面单_${o.orderNo}.zpl`));
      const formats = zplFormats(res.body);
      expect(formats).toHaveLength(2);
      formats.forEach((f, i) => {
        expect(f).toMatch(/^\^XA\n\^CI28\n/);
        expect(f).toContain(`^PW${width}\n^LL${height}\n`);
        expect(f).toMatch(new RegExp(`\\^BY\\d+\\^BCN,\\d+,N,N,N,A\\^FH_\\^FD${o.orderNo}\\^FS`));
        expect(f).toContain(`^BQN,2,`);
        // ASCII in the printer's font, Chinese (no printer font has it) as a bitmap drawn from the PDF's font.
        expect(f).toContain('^FDJohn Smith^FS');
        expect(f).toContain(`^FD${i + 1}/2^FS`);
        expect(f).toMatch(/\^GFA,\d+,\d+,\d+,/);
        const preview = zplPreview(f);
        expect([preview.width, preview.height]).toEqual([width, height]);
        expect(preview.barcodes).toEqual([`CODE-128:${o.orderNo}`, `QR-Code:${o.orderNo}`]);
      });
    }
  });
});

describe("the channel's own label", () => {
  it("prints the carrier's label when the route says so, merged with our own labels; ZPL and a missing label are refused saying why", async () => {
    const own = await placeDemoOrder(t, customer, 'LBL-CH-OWN');
    await t.db.query(`update orders set route_id = (select id from route where code <> 'US-EXP' order by id limit 1) where id = $1`, [own.id]);
    await t.db.query(`update route set label_source = 'channel' where code = 'US-EXP'`);
    try {
      const o = await placeDemoOrder(t, customer, 'LBL-CH-1', 2);
      expect((await labels(`ids=${o.id}`, customer, 'en-US')).json()).toMatchObject({
        code: 500, msg: `Order ${o.orderNo} ships with the channel's own label, which comes with the transfer: the order is not transferred yet`,
      });
      // What a transfer stores: the carrier's label, a page per parcel.
      const carrier = await renderLabel({
        trackingNo: 'SB987654321CN', channelNo: 'SBX0000099999', reference: o.orderNo, service: 'SBX-STD', createdAt: new Date('2026-11-22T02:00:00Z'),
        recipient: { name: 'John Smith', country: 'US', city: 'Los Angeles', postcode: '90001', address1: '100 Main St' }, parcels: [{ weight: 2 }, { weight: 2 }],
      });
      await t.db.query(`insert into order_label (order_id, content, content_type) values ($1, $2, 'application/pdf')`, [o.id, Buffer.from(carrier)]);
      await t.db.query(`update orders set channel_tracking_no = 'SB987654321CN', transfer_state = 'transferred' where id = $1`, [o.id]);

      const res = await labels(`ids=${o.id}&ids=${own.id}`);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(await pageSizes(res.rawPayload)).toEqual([[100, 150], [100, 150], [100, 150]]);
      const texts = pdfPageTexts(res.rawPayload);
      expect(texts[0]).toContain('SBX Express');
      expect(texts[1]).toContain('Parcel 2 of 2');
      expect(texts[2]).toContain('收件人 To');
      expect(pdfBarcodes(res.rawPayload)).toEqual([['CODE-128:SB987654321CN'], ['CODE-128:SB987654321CN'], [`CODE-128:${own.orderNo}`]]);
      expect((await labels(`ids=${o.id}&format=zpl`)).json()).toMatchObject({ code: 500, msg: `订单 ${o.orderNo} 使用渠道面单（application/pdf），只能按 PDF 打印，不能输出 ZPL` });
    } finally {
      await t.db.query(`update route set label_source = 'own' where code = 'US-EXP'`);
    }
  });
});
