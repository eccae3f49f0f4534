import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { LABEL_HEIGHT_PT, LABEL_WIDTH_PT, renderLabel } from './carrier-label';
import { pdfBarcodes, pdfPageTexts } from '../../../tests/fixtures/printedFiles';

const data = {
  trackingNo: 'SB123456785CN',
  channelNo: 'SBX0000012345',
  reference: 'CBL2026112200001',
  service: 'SBX-STD',
  recipient: { name: '张三 Zhang San', country: 'CN', city: '上海', address1: '浦东新区世纪大道 100 号' },
  parcels: [{ weight: 1.25 }, { weight: 0.5 }, { weight: 3 }],
  createdAt: new Date('2026-11-22T02:00:00Z'),
};

describe('the sandbox carrier label', () => {
  it('a 100 x 150 mm page per parcel', async () => {
    const bytes = await renderLabel(data);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getPage(0).getSize()).toEqual({ width: LABEL_WIDTH_PT, height: LABEL_HEIGHT_PT });
    expect(LABEL_WIDTH_PT).toBeCloseTo(283.46, 2);
    expect(LABEL_HEIGHT_PT).toBeCloseTo(425.2, 1);
    expect(doc.getTitle()).toBe('SBX Express label SB123456785CN');
  });

  it('prints the Chinese name and address as written, and a barcode that reads as the tracking number', async () => {
    const bytes = await renderLabel(data);
    const [first] = pdfPageTexts(bytes);
    expect(first).toContain('张三 Zhang San');
    expect(first).toContain('浦东新区世纪大道 100 号');
    expect(first).toContain('上海');
    expect(pdfBarcodes(bytes)).toEqual([['CODE-128:SB123456785CN'], ['CODE-128:SB123456785CN'], ['CODE-128:SB123456785CN']]);
  });

  it('is the same document every time for the same shipment', async () => {
    expect(Buffer.from(await renderLabel(data)).equals(Buffer.from(await renderLabel(data)))).toBe(true);
  });
});
