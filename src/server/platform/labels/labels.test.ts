import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { composeLabel, PT_MM, wrap, type TextLine } from './compose';
import { renderLabelsPdf } from './pdf';
import { graphicField, renderLabelsZpl } from './zpl';
import { rasterizeLine } from './raster';
import { embedFonts, loadFont, textWidth } from '../pdf/fonts';
import type { LabelLayout } from '../../../domain/labels/layout';
import { graphicRows, pdfBarcodes, pdfInk, pdfPageTexts, zplFormats, zplPreview } from '../../../../tests/fixtures/printedFiles';

const box = (text: string, extra: Partial<LabelLayout['elements'][number]> = {}): LabelLayout => ({
  name: 'test', widthMm: 100, heightMm: 60,
  elements: [{ kind: 'text', x: 5, y: 5, w: 50, h: 14, text, size: 12, minSize: 7, lines: 3, ...extra } as LabelLayout['elements'][number]],
});
const lines = (layout: LabelLayout, values = {}) => composeLabel(layout, values).items as TextLine[];
const info = { title: 'test', creator: 'unit', date: new Date('2026-11-22T00:00:00Z') };

describe('composing a label', () => {
  it('keeps a short text at its size, and shrinks, wraps and at last cuts a long one to its box', () => {
    const [short] = lines(box('Max Mustermann'));
    expect(short).toMatchObject({ text: 'Max Mustermann', size: 12, x: 5 });
    const long = 'Invalidenstraße 117, Hinterhaus, 3. OG, Aufgang B, bei Familie Mustermann-Schmidt klingeln';
    const wrapped = lines(box(long));
    expect(wrapped.length).toBeLessThanOrEqual(3);
    expect(wrapped[0].size).toBeLessThan(12);
    expect(wrapped.map((l) => l.text).join(' ')).toBe(long);
    const cut = lines(box(`${long} ${long} ${long}`));
    expect(cut.at(-1)!.text.endsWith('…')).toBe(true);
    for (const l of [...wrapped, ...cut]) {
      expect(l.width).toBeLessThanOrEqual(50 + 1e-6);
      expect(l.baseline).toBeLessThanOrEqual(5 + 14);
    }
  });

  it('breaks Chinese between any two characters and Latin between words only', () => {
    const width = textWidth('广东省深圳市', 10) / PT_MM;
    expect(wrap('广东省深圳市宝安区福永街道', width * PT_MM, 10, 'regular')).toEqual(['广东省深圳市', '宝安区福永街', '道']);
    expect(wrap('Hinterhaus Aufgang', textWidth('Hinterhaus Auf', 10), 10, 'regular')).toEqual(['Hinterhaus', 'Aufgang']);
  });

  it('centres and right-aligns by the measured width', () => {
    const [c] = lines(box('DE', { align: 'center', lines: 1 }));
    expect(c.x + c.width / 2).toBeCloseTo(30, 6);
    const [r] = lines(box('DE', { align: 'right', lines: 1 }));
    expect(r.x + r.width).toBeCloseTo(55, 6);
  });
});

describe('the documents font', () => {
  it('draws every glyph of a subset (fontkit wrote odd-length glyphs under halved offsets: the ink equals the whole font\'s)', async () => {
    const text = 'Max Mustermann INT0001 浦东新区世纪大道 100 号 Invalidenstraße';
    const ink = async (subset: boolean) => {
      const doc = await PDFDocument.create();
      const fontkit = createRequire(import.meta.url)('@pdf-lib/fontkit');
      doc.registerFontkit(fontkit);
      const font = subset ? (await embedFonts(doc)).regular : await doc.embedFont(loadFont('regular').bytes, { subset: false });
      doc.addPage([500, 40]).drawText(text, { x: 5, y: 14, size: 14, font });
      return pdfInk(await doc.save())[0];
    };
    const [subset, whole] = [await ink(true), await ink(false)];
    expect(subset).toBeGreaterThan(1000);
    expect(Math.abs(subset - whole) / whole).toBeLessThan(0.02);
  });
});

describe('labels as PDF and ZPL', () => {
  const layout: LabelLayout = {
    name: 'test', widthMm: 100, heightMm: 150,
    elements: [
      { kind: 'text', x: 5, y: 5, w: 90, h: 8, text: '收件人 To: {name}', size: 14, bold: true },
      { kind: 'text', x: 5, y: 14, w: 90, h: 6, text: 'Ref ^~_ {ref}', size: 10 },
      { kind: 'rule', x: 5, y: 22, w: 90, h: 0 },
      { kind: 'barcode', x: 5, y: 25, w: 90, h: 30, symbology: 'code128', field: 'no', caption: 12 },
      { kind: 'barcode', x: 60, y: 60, w: 30, h: 30, symbology: 'qrcode', field: 'no' },
    ],
  };
  const values = { name: '张三 Zhang San', ref: 'R-1', no: 'SB123456785CN' };

  it('PDF: the page in mm, the text as written, both barcodes read back; the same labels are the same bytes', async () => {
    const pdf = await renderLabelsPdf([{ composition: composeLabel(layout, values) }], info);
    const page = (await PDFDocument.load(pdf)).getPage(0);
    expect([page.getWidth(), page.getHeight()].map((pt) => Math.round(pt * PT_MM))).toEqual([100, 150]);
    expect(pdfPageTexts(pdf)[0]).toContain('收件人 To: 张三 Zhang San');
    expect(pdfPageTexts(pdf)[0]).toContain('Ref ^~_ R-1');
    expect(pdfBarcodes(pdf)).toEqual([['CODE-128:SB123456785CN', 'QR-Code:SB123456785CN']]);
    expect(Buffer.compare(Buffer.from(pdf), Buffer.from(await renderLabelsPdf([{ composition: composeLabel(layout, values) }], info)))).toBe(0);
  });

  it('ZPL: the page in dots at each resolution, ^ ~ _ escaped in field data, barcodes read back from a preview', () => {
    for (const [dpi, w, h] of [[203, 799, 1199], [300, 1181, 1772]] as const) {
      const [format] = zplFormats(renderLabelsZpl([composeLabel(layout, values)], dpi));
      expect(format).toContain(`^PW${w}\n^LL${h}\n`);
      expect(format).toContain('^FH_^FDRef _5E_7E_5F R-1^FS');
      expect(format).toContain('^BCN,');
      expect(format).toContain('^FDMA,SB123456785CN^FS');
      expect(zplPreview(format).barcodes).toEqual(['CODE-128:SB123456785CN', 'QR-Code:SB123456785CN']);
    }
  });

  it('a Chinese line goes to the printer as a ^GF bitmap of the font that decompresses to the pixels drawn', () => {
    const bitmap = rasterizeLine('收件人 张三 Zhang San', 40, 'bold');
    const ink = bitmap.bits.reduce((a, b) => a + b.toString(2).replace(/0/g, '').length, 0);
    expect(ink).toBeGreaterThan(1000);
    const field = graphicField(bitmap);
    expect(field.length).toBeLessThan(bitmap.stride * bitmap.height * 2);
    const rows = graphicRows(field);
    expect(rows).toHaveLength(bitmap.height);
    rows.forEach((row, y) => row.slice(0, bitmap.stride * 8).forEach((v, x) => expect(v).toBe((bitmap.bits[y * bitmap.stride + (x >> 3)] >> (7 - (x & 7))) & 1)));
  });
});
