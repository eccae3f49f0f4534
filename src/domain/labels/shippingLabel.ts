/**
 * The shipping label (DD0204_01, issue 15): the fields a label page of one package is filled with,
 * and the default layout of each label size. A label template (ZJ0504) is a layout naming these
 * fields; the defaults below are what prints until a template says otherwise. Captions are in both
 * languages: a label is read by the station in China and by the carrier abroad.
 */
import { layoutProblems, type LabelLayout, type LayoutProblem } from './layout';
import type { LabelSize } from '../dictionaries/label-size';
import { LABEL_BARCODE_FIELDS } from '../dictionaries/label-field';

/** The fields of a shipping label page (values as printed text). */
export const SHIPPING_LABEL_FIELDS = [
  'trackingNo', 'orderNo', 'packageNo', 'piece', 'weight', 'mailType', 'orderDate',
  'channelCode', 'routeName', 'destination', 'references', 'qr',
  'sender.name', 'sender.address', 'sender.place', 'sender.phone',
  'recipient.name', 'recipient.company', 'recipient.address', 'recipient.place', 'recipient.country', 'recipient.phone',
] as const;
export type ShippingLabelField = (typeof SHIPPING_LABEL_FIELDS)[number];
export type ShippingLabelValues = Partial<Record<ShippingLabelField, string>>;

export { LABEL_SIZES, type LabelSize } from '../dictionaries/label-size';

const rule = (y: number): LabelLayout['elements'][number] => ({ kind: 'rule', x: 3, y, w: 94, h: 0, thickness: 0.4 });

/** 100 × 150 mm (4 × 6 in): the carrier's label. */
const LABEL_100X150: LabelLayout = {
  name: 'default-100x150',
  widthMm: 100,
  heightMm: 150,
  elements: [
    { kind: 'text', x: 3, y: 3, w: 60, h: 9, text: '{channelCode}', size: 22, minSize: 12, bold: true },
    { kind: 'text', x: 63, y: 3, w: 34, h: 11, text: '{destination}', size: 28, minSize: 14, bold: true, align: 'right' },
    { kind: 'text', x: 3, y: 12.5, w: 60, h: 4, text: '{routeName}', size: 8, minSize: 6 },
    rule(17.5),
    { kind: 'text', x: 3, y: 19, w: 94, h: 3.5, text: '寄件人 From', size: 7, bold: true },
    { kind: 'text', x: 3, y: 22.5, w: 94, h: 3.5, text: '{sender.name}  {sender.phone}', size: 8, minSize: 6 },
    { kind: 'text', x: 3, y: 26, w: 94, h: 6.5, text: '{sender.address} {sender.place}', size: 7.5, minSize: 6, lines: 2 },
    rule(33.5),
    { kind: 'text', x: 3, y: 35, w: 94, h: 4, text: '收件人 To', size: 8, bold: true },
    { kind: 'text', x: 3, y: 39, w: 94, h: 6, text: '{recipient.name}', size: 13, minSize: 8, bold: true },
    { kind: 'text', x: 3, y: 45, w: 94, h: 4.5, text: '{recipient.company}', size: 10, minSize: 7, when: 'recipient.company' },
    { kind: 'text', x: 3, y: 49.5, w: 94, h: 13, text: '{recipient.address}', size: 11, minSize: 7, lines: 3 },
    { kind: 'text', x: 3, y: 62.5, w: 94, h: 5, text: '{recipient.place}', size: 11, minSize: 7, bold: true },
    { kind: 'text', x: 3, y: 67.5, w: 60, h: 5.5, text: '{recipient.country}', size: 12, minSize: 8, bold: true },
    { kind: 'text', x: 63, y: 68, w: 34, h: 4.5, text: '电话 Tel {recipient.phone}', size: 8, minSize: 6, align: 'right', when: 'recipient.phone' },
    rule(74),
    { kind: 'barcode', x: 3, y: 76, w: 94, h: 30, symbology: 'code128', field: 'trackingNo', caption: 13 },
    rule(108),
    { kind: 'text', x: 3, y: 110, w: 32, h: 3.5, text: '件数 Pieces', size: 7 },
    { kind: 'text', x: 3, y: 113.5, w: 32, h: 8, text: '{piece}', size: 20, minSize: 10, bold: true },
    { kind: 'text', x: 36, y: 110, w: 34, h: 3.5, text: '重量 Weight', size: 7 },
    { kind: 'text', x: 36, y: 113.5, w: 34, h: 8, text: '{weight}', size: 16, minSize: 9, bold: true },
    { kind: 'text', x: 3, y: 123, w: 67, h: 4, text: '类型 Type: {mailType}', size: 8, minSize: 6 },
    { kind: 'text', x: 3, y: 127, w: 67, h: 4, text: '日期 Date: {orderDate}', size: 8, minSize: 6 },
    { kind: 'text', x: 3, y: 131, w: 67, h: 4, text: '订单号 Order: {orderNo}', size: 8, minSize: 6 },
    { kind: 'text', x: 3, y: 135, w: 67, h: 7.5, text: '参考号 Ref: {references}', size: 8, minSize: 6, lines: 2, when: 'references' },
    { kind: 'text', x: 3, y: 143, w: 67, h: 4, text: '分单号 Package: {packageNo}', size: 7, minSize: 6, when: 'packageNo' },
    { kind: 'barcode', x: 71, y: 110, w: 26, h: 26, symbology: 'qrcode', field: 'qr', when: 'qr' },
  ],
};

/** 100 × 100 mm: the same facts, tighter. */
const LABEL_100X100: LabelLayout = {
  name: 'default-100x100',
  widthMm: 100,
  heightMm: 100,
  elements: [
    { kind: 'text', x: 3, y: 2.5, w: 60, h: 7, text: '{channelCode}', size: 16, minSize: 10, bold: true },
    { kind: 'text', x: 63, y: 2.5, w: 34, h: 8, text: '{destination}', size: 20, minSize: 12, bold: true, align: 'right' },
    { kind: 'text', x: 3, y: 9.5, w: 94, h: 3.5, text: '寄件人 From: {sender.name} {sender.place}', size: 7, minSize: 5.5 },
    rule(13.5),
    { kind: 'text', x: 3, y: 14.5, w: 94, h: 5, text: '收件人 To: {recipient.name}', size: 11, minSize: 7, bold: true },
    { kind: 'text', x: 3, y: 19.5, w: 94, h: 8, text: '{recipient.company} {recipient.address}', size: 9, minSize: 6, lines: 2 },
    { kind: 'text', x: 3, y: 27.5, w: 94, h: 4.5, text: '{recipient.place} {recipient.country}', size: 9, minSize: 6, bold: true },
    { kind: 'text', x: 3, y: 32, w: 94, h: 3.5, text: '电话 Tel {recipient.phone}', size: 7, minSize: 5.5, when: 'recipient.phone' },
    rule(36),
    { kind: 'barcode', x: 3, y: 37.5, w: 94, h: 25, symbology: 'code128', field: 'trackingNo', caption: 11 },
    rule(64),
    { kind: 'text', x: 3, y: 65.5, w: 30, h: 3, text: '件数 Pieces', size: 6.5 },
    { kind: 'text', x: 3, y: 68.5, w: 30, h: 6.5, text: '{piece}', size: 16, minSize: 9, bold: true },
    { kind: 'text', x: 34, y: 65.5, w: 38, h: 3, text: '重量 Weight', size: 6.5 },
    { kind: 'text', x: 34, y: 68.5, w: 38, h: 6.5, text: '{weight}', size: 13, minSize: 8, bold: true },
    { kind: 'text', x: 3, y: 76, w: 70, h: 3.5, text: '类型 Type: {mailType}  日期 Date: {orderDate}', size: 7, minSize: 5.5 },
    { kind: 'text', x: 3, y: 79.5, w: 70, h: 3.5, text: '订单号 Order: {orderNo}', size: 7, minSize: 5.5 },
    { kind: 'text', x: 3, y: 83, w: 70, h: 6.5, text: '参考号 Ref: {references}', size: 7, minSize: 5.5, lines: 2, when: 'references' },
    { kind: 'text', x: 3, y: 90, w: 70, h: 3.5, text: '分单号 Package: {packageNo}', size: 6.5, minSize: 5.5, when: 'packageNo' },
    { kind: 'barcode', x: 74, y: 65.5, w: 23, h: 23, symbology: 'qrcode', field: 'qr', when: 'qr' },
  ],
};

/** The layout each size prints with until a template (ZJ0504) gives its own. */
export const DEFAULT_SHIPPING_LAYOUTS: Record<LabelSize, LabelLayout> = {
  '100x150': LABEL_100X150,
  '100x100': LABEL_100X100,
};

export const shippingLabelFields: ReadonlySet<string> = new Set(SHIPPING_LABEL_FIELDS);

/** The page of each label size, mm. */
export function labelSizeMm(size: LabelSize): { widthMm: number; heightMm: number } {
  const [w, h] = size.split('x').map(Number);
  return { widthMm: w, heightMm: h };
}

/**
 * What is wrong with a shipping label's layout: a layout's own problems, and a label that would not
 * carry its tracking number as Code 128 (a parcel whose label does not scan stops at the station).
 */
export function shippingLayoutProblems(layout: LabelLayout): LayoutProblem[] {
  const problems = layoutProblems(layout, shippingLabelFields);
  layout.elements.forEach((e, i) => {
    if (e.kind === 'barcode' && shippingLabelFields.has(e.field) && !(LABEL_BARCODE_FIELDS as readonly string[]).includes(e.field)) {
      problems.push({ element: i, field: 'field', key: 'labels.layout.barcodeField', params: { field: e.field } });
    }
  });
  const scans = layout.elements.some((e) => e.kind === 'barcode' && e.symbology === 'code128' && e.field === 'trackingNo');
  if (!scans) problems.push({ element: null, field: 'elements', key: 'labels.layout.noTrackingBarcode' });
  return problems;
}

/** What a template's preview is filled with: a parcel as a real one reads, in both languages, long enough to show wrapping. */
export const SAMPLE_SHIPPING_VALUES: ShippingLabelValues = {
  trackingNo: '1Z999AA10123456784',
  orderNo: 'SO2026112800017',
  packageNo: 'SO2026112800017-01',
  piece: '1/2',
  weight: '3.250 kg',
  mailType: 'P 包裹 Parcel',
  orderDate: '2026-11-28',
  channelCode: 'USPS-GA',
  routeName: '美国专线 US Express',
  destination: 'US',
  references: 'AMZ-113-4478 / REF-88',
  qr: '1Z999AA10123456784',
  'sender.name': '深圳示例贸易有限公司 张伟',
  'sender.address': '宝安区福永街道福海工业区 3 栋 201',
  'sender.place': '深圳 广东 518103 CN',
  'sender.phone': '+86 138 0013 8000',
  'recipient.name': 'John Appleseed',
  'recipient.company': 'Appleseed Outdoor LLC',
  'recipient.address': '1600 Amphitheatre Parkway, Building 40, Suite 200',
  'recipient.place': '94043 Mountain View CA',
  'recipient.country': 'US 美国 United States',
  'recipient.phone': '+1 650 253 0000',
};
