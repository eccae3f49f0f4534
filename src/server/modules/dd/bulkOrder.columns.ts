/**
 * DD0102_01's workbook: its columns, in the template's order, each with its header in both
 * languages (a sheet in either is read), where its value goes in the order form's values
 * (DD0101_01's body, so the form's rules check it) and how a cell is read. Rows with the same
 * customer order number are one order: order, sender and recipient columns are read from its
 * first row (later rows leave them blank or repeat them), and every row adds its parcel and its
 * SKU line.
 */
export type BulkLevel = 'order' | 'parcel' | 'item';
export type CellKind = 'text' | 'decimal' | 'integer' | 'boolean' | 'code';

export interface BulkColumn {
  /** The value's place in the order's values: 'recipient.city', 'parcels.weight' (per row), 'items.nameZh'. */
  path: string;
  zh: string;
  en: string;
  level: BulkLevel;
  kind?: CellKind;
  /** Decimal places a number is rounded to when its excess is float noise (38.720000000000006). */
  scale?: number;
  required?: boolean;
  /** The template's example row. */
  example: string | number;
}

const col = (path: string, zh: string, en: string, example: string | number, more: Partial<BulkColumn> = {}): BulkColumn => ({
  path, zh, en, example, level: path.startsWith('parcels.') ? 'parcel' : path.startsWith('items.') ? 'item' : 'order', ...more,
});

export const BULK_COLUMNS: BulkColumn[] = [
  col('customerOrderNo', '客户订单号', 'Customer order no.', 'PO-0001', { required: true }),
  col('routeCode', '渠道代码', 'Route code', 'US-EXP', { required: true, kind: 'code' }),
  col('mailType', '邮件类型', 'Mail type', 'P', { kind: 'code' }),
  col('refNo1', '参考号 1', 'Reference 1', ''),
  col('declaredValue', '申报价值', 'Declared value', 50, { required: true, kind: 'decimal', scale: 2 }),
  col('declaredCurrency', '申报币种', 'Declared currency', 'USD', { kind: 'code' }),
  col('insured', '投保', 'Insured', 'N', { kind: 'boolean' }),
  col('codAmount', '代收货款', 'COD amount', '', { kind: 'decimal', scale: 2 }),
  col('ioss', 'IOSS 税号', 'IOSS', ''),
  col('sender.name', '发件人', 'Sender name', '王发货'),
  col('sender.phone', '发件人电话', 'Sender phone', '021-60000100'),
  col('sender.country', '发件人国家', 'Sender country', 'CN', { kind: 'code' }),
  col('sender.city', '发件人城市', 'Sender city', '上海'),
  col('sender.address1', '发件人地址', 'Sender address', '浦东新区示例路 1 号'),
  col('recipient.name', '收件人', 'Recipient name', 'John Smith', { required: true }),
  col('recipient.company', '收件人公司', 'Recipient company', ''),
  col('recipient.phone', '收件人电话', 'Recipient phone', '+1 213 555 0100', { required: true }),
  col('recipient.country', '收件人国家', 'Recipient country', 'US', { required: true, kind: 'code' }),
  col('recipient.province', '收件人省/州', 'Recipient state', 'CA'),
  col('recipient.city', '收件人城市', 'Recipient city', 'Los Angeles', { required: true }),
  col('recipient.postcode', '收件人邮编', 'Recipient postcode', '90001', { required: true }),
  col('recipient.address1', '收件人地址 1', 'Recipient address 1', '100 Main St', { required: true }),
  col('recipient.address2', '收件人地址 2', 'Recipient address 2', ''),
  col('recipient.email', '收件人邮箱', 'Recipient email', ''),
  col('parcels.weight', '单箱实重(kg)', 'Box weight (kg)', 2, { required: true, kind: 'decimal', scale: 3 }),
  col('parcels.length', '长(cm)', 'Length (cm)', 30, { kind: 'decimal', scale: 1 }),
  col('parcels.width', '宽(cm)', 'Width (cm)', 20, { kind: 'decimal', scale: 1 }),
  col('parcels.height', '高(cm)', 'Height (cm)', 10, { kind: 'decimal', scale: 1 }),
  col('parcels.count', '箱数', 'Boxes', 1, { kind: 'integer' }),
  col('parcels.boxNo', '箱号', 'Box no.', ''),
  col('items.nameZh', '中文品名', 'Chinese description', '棉质T恤', { required: true }),
  col('items.nameEn', '英文品名', 'English description', 'Cotton T-shirt', { required: true }),
  col('items.customsCode', '海关编码', 'Customs code', '6109100021', { required: true }),
  col('items.unitPrice', '单价', 'Unit price', 8.5, { required: true, kind: 'decimal', scale: 2 }),
  col('items.unitWeight', '单件重量(kg)', 'Unit weight (kg)', 0.2, { required: true, kind: 'decimal', scale: 3 }),
  col('items.quantity', '数量', 'Quantity', 5, { required: true, kind: 'integer' }),
  col('items.qtyPerBox', '每箱数量', 'Quantity per box', 5, { kind: 'integer' }),
  col('items.origin', '原产国', 'Origin', 'CN', { kind: 'code' }),
  col('items.brand', '品牌', 'Brand', ''),
  col('items.model', '型号', 'Model', ''),
  col('remark', '备注', 'Remark', ''),
];

/** A header as typed: no marks of "required", spaces, case or full-width forms. */
export { headerKey } from '../../platform/sheets';

/** The header in a language, a required one marked as the template marks it. */
export const headerText = (c: BulkColumn, lang: string) => `${lang === 'en-US' ? c.en : c.zh}${c.required ? '*' : ''}`;
