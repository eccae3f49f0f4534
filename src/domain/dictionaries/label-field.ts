import { defineDictionary } from './types';

/**
 * The fields a shipping label template (ZJ0504_02) places: the same names as
 * src/domain/labels/shippingLabel.ts's SHIPPING_LABEL_FIELDS, in that order (held by its test).
 */
export const labelField = defineDictionary('labelField', [
  { value: 'trackingNo', zh: '跟踪号', en: 'Tracking number' },
  { value: 'orderNo', zh: '订单号', en: 'Order number' },
  { value: 'packageNo', zh: '分单号', en: 'Package number' },
  { value: 'piece', zh: '件数（第几件/共几件）', en: 'Piece (n/N)' },
  { value: 'weight', zh: '重量', en: 'Weight' },
  { value: 'mailType', zh: '邮件类型', en: 'Mail type' },
  { value: 'orderDate', zh: '下单日期', en: 'Order date' },
  { value: 'channelCode', zh: '渠道代码', en: 'Channel code' },
  { value: 'routeName', zh: '线路名称', en: 'Route name' },
  { value: 'destination', zh: '目的国代码', en: 'Destination code' },
  { value: 'references', zh: '参考号', en: 'Reference numbers' },
  { value: 'qr', zh: '二维码内容', en: 'QR code content' },
  { value: 'sender.name', zh: '寄件人名称', en: 'Sender name' },
  { value: 'sender.address', zh: '寄件人地址', en: 'Sender address' },
  { value: 'sender.place', zh: '寄件人城市/邮编', en: 'Sender city / postcode' },
  { value: 'sender.phone', zh: '寄件人电话', en: 'Sender phone' },
  { value: 'recipient.name', zh: '收件人姓名', en: 'Recipient name' },
  { value: 'recipient.company', zh: '收件人公司', en: 'Recipient company' },
  { value: 'recipient.address', zh: '收件人地址', en: 'Recipient address' },
  { value: 'recipient.place', zh: '收件人城市/邮编', en: 'Recipient city / postcode' },
  { value: 'recipient.country', zh: '收件人国家', en: 'Recipient country' },
  { value: 'recipient.phone', zh: '收件人电话', en: 'Recipient phone' },
]);

/**
 * The fields a label's barcode may encode: numbers the system or the carrier gives, plain ASCII,
 * which a scanner reads back as they are (a name or an address would come out garbled).
 */
export const LABEL_BARCODE_FIELDS = ['trackingNo', 'orderNo', 'packageNo', 'qr'] as const;

export const labelBarcodeField = defineDictionary('labelBarcodeField', labelField.items.filter((i) => (LABEL_BARCODE_FIELDS as readonly string[]).includes(i.value)));
