import { describe, expect, it } from 'vitest';
import { elementOf, fillText, layoutProblems, shown, type LabelLayout } from './layout';
import { DEFAULT_SHIPPING_LAYOUTS, LABEL_SIZES, SAMPLE_SHIPPING_VALUES, SHIPPING_LABEL_FIELDS, shippingLabelFields, shippingLayoutProblems } from './shippingLabel';
import { labelField } from '../dictionaries/label-field';

describe('label layouts', () => {
  it('the default shipping layouts are sound: inside their page, known fields, sizes within bounds', () => {
    for (const size of LABEL_SIZES) {
      const layout = DEFAULT_SHIPPING_LAYOUTS[size];
      expect(shippingLayoutProblems(layout)).toEqual([]);
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
        { kind: 'barcode', x: 5, y: 45, w: 30, h: 20, symbology: 'code128', field: 'trackingNo', when: 'qr2' },
        { kind: 'text', x: 5, y: 70, w: 20, h: 5, text: ' ', size: 10, minSize: 12 },
      ],
    };
    expect(layoutProblems(bad, shippingLabelFields)).toEqual([
      { element: null, field: 'heightMm', key: 'labels.layout.size', params: { min: 20, max: 300 } },
      { element: 0, field: 'x', key: 'labels.layout.outside' },
      { element: 1, field: 'text', key: 'labels.layout.unknownField', params: { field: 'recipient.nickname' } },
      { element: 1, field: 'size', key: 'labels.layout.fontSize', params: { min: 4, max: 72 } },
      { element: 1, field: 'lines', key: 'labels.layout.lines', params: { max: 10 } },
      { element: 2, field: 'field', key: 'labels.layout.unknownField', params: { field: 'tracking' } },
      { element: 3, field: 'w', key: 'labels.layout.barcodeSize', params: { w: 40, h: 8 } },
      { element: 3, field: 'when', key: 'labels.layout.unknownField', params: { field: 'qr2' } },
      { element: 4, field: 'text', key: 'labels.layout.noText' },
      { element: 4, field: 'minSize', key: 'labels.layout.minSize', params: { min: 4 } },
    ]);
  });

  it('a shipping label must carry its tracking number as Code 128', () => {
    const layout = DEFAULT_SHIPPING_LAYOUTS['100x100'];
    const withoutBars = { ...layout, elements: layout.elements.filter((e) => !(e.kind === 'barcode' && e.field === 'trackingNo')) };
    expect(shippingLayoutProblems(withoutBars)).toEqual([{ element: null, field: 'elements', key: 'labels.layout.noTrackingBarcode' }]);
    // A QR code of the tracking number is not enough: a station's scanner reads the bars.
    const qrOnly = { ...withoutBars, elements: [...withoutBars.elements, { kind: 'barcode' as const, x: 70, y: 40, w: 20, h: 20, symbology: 'qrcode' as const, field: 'trackingNo' }] };
    expect(shippingLayoutProblems(qrOnly).map((p) => p.key)).toEqual(['labels.layout.noTrackingBarcode']);
  });

  it('a barcode encodes a number only: a name or an address would scan garbled', () => {
    const layout = DEFAULT_SHIPPING_LAYOUTS['100x150'];
    const named = { ...layout, elements: [...layout.elements, { kind: 'barcode' as const, x: 3, y: 140, w: 60, h: 9, symbology: 'code128' as const, field: 'sender.name' }] };
    expect(shippingLayoutProblems(named)).toEqual([{ element: layout.elements.length, field: 'field', key: 'labels.layout.barcodeField', params: { field: 'sender.name' } }]);
  });

  it('a form row becomes the element its kind draws: other kinds\' columns and empty values left out', () => {
    expect(elementOf({ kind: 'rule', x: 3, y: 10, w: 94, h: 0, thickness: 0.4, text: 'x', size: 10, bold: false, field: null })).toEqual({ kind: 'rule', x: 3, y: 10, w: 94, h: 0, thickness: 0.4 });
    expect(elementOf({ kind: 'text', x: 1, y: 2, w: 30, h: 5, text: '{orderNo}', size: 9, bold: true, align: '', symbology: 'qrcode', when: null }))
      .toEqual({ kind: 'text', x: 1, y: 2, w: 30, h: 5, text: '{orderNo}', size: 9, bold: true });
    expect(elementOf({ kind: 'barcode', x: 1, y: 2, w: 50, h: 20, symbology: 'code128', field: 'trackingNo', caption: 10, text: 'ignored' }))
      .toEqual({ kind: 'barcode', x: 1, y: 2, w: 50, h: 20, symbology: 'code128', field: 'trackingNo', caption: 10 });
  });

  it('the field dictionary names every shipping label field, and the preview sample fills each', () => {
    expect(labelField.items.map((i) => i.value)).toEqual([...SHIPPING_LABEL_FIELDS]);
    for (const f of SHIPPING_LABEL_FIELDS) expect(SAMPLE_SHIPPING_VALUES[f], f).toBeTruthy();
  });

  it('fills placeholders from the values (a missing one is nothing) and draws an element only when its field has a value', () => {
    expect(fillText('收件人 To: {recipient.name}  {recipient.phone}', { 'recipient.name': '张三' })).toBe('收件人 To: 张三');
    const qr = DEFAULT_SHIPPING_LAYOUTS['100x150'].elements.find((e) => e.kind === 'barcode' && e.symbology === 'qrcode')!;
    expect(shown(qr, {})).toBe(false);
    expect(shown(qr, { qr: 'SB1' })).toBe(true);
  });
});
