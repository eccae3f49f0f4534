import { describe, expect, it } from 'vitest';
import { fillText, layoutProblems, shown, type LabelLayout } from './layout';
import { DEFAULT_SHIPPING_LAYOUTS, LABEL_SIZES, shippingLabelFields } from './shippingLabel';

describe('label layouts', () => {
  it('the default shipping layouts are sound: inside their page, known fields, sizes within bounds', () => {
    for (const size of LABEL_SIZES) {
      const layout = DEFAULT_SHIPPING_LAYOUTS[size];
      expect(layoutProblems(layout, shippingLabelFields)).toEqual([]);
      expect(`${layout.widthMm}x${layout.heightMm}`).toBe(size);
      // Every label carries the tracking number as Code 128.
      expect(layout.elements).toContainEqual(expect.objectContaining({ kind: 'barcode', symbology: 'code128', field: 'trackingNo' }));
    }
  });

  it('names what is wrong with a layout: the element and field, never a broken label', () => {
    const bad: LabelLayout = {
      name: 'bad', widthMm: 100, heightMm: 400,
      elements: [
        { kind: 'text', x: 90, y: 5, w: 20, h: 5, text: '{recipient.name}', size: 10 },
        { kind: 'text', x: 5, y: 5, w: 20, h: 5, text: 'To {recipient.nickname}', size: 100, lines: 0 },
        { kind: 'barcode', x: 5, y: 20, w: 50, h: 20, symbology: 'code128', field: 'tracking' },
      ],
    };
    expect(layoutProblems(bad, shippingLabelFields)).toEqual([
      { element: null, field: 'heightMm', key: 'labels.layout.size', params: { min: 20, max: 300 } },
      { element: 0, field: 'x', key: 'labels.layout.outside' },
      { element: 1, field: 'field', key: 'labels.layout.unknownField', params: { field: 'recipient.nickname' } },
      { element: 1, field: 'size', key: 'labels.layout.fontSize', params: { min: 4, max: 72 } },
      { element: 1, field: 'lines', key: 'labels.layout.lines', params: { max: 10 } },
      { element: 2, field: 'field', key: 'labels.layout.unknownField', params: { field: 'tracking' } },
    ]);
  });

  it('fills placeholders from the values (a missing one is nothing) and draws an element only when its field has a value', () => {
    expect(fillText('收件人 To: {recipient.name}  {recipient.phone}', { 'recipient.name': '张三' })).toBe('收件人 To: 张三');
    const qr = DEFAULT_SHIPPING_LAYOUTS['100x150'].elements.find((e) => e.kind === 'barcode' && e.symbology === 'qrcode')!;
    expect(shown(qr, {})).toBe(false);
    expect(shown(qr, { qr: 'SB1' })).toBe(true);
  });
});
