/**
 * DD0102_01's template in the reader's language: the columns of bulkOrder.columns.ts (required
 * ones marked *), an example order, and a notes sheet saying how rows make orders.
 */
import { templateWorkbook } from '../../platform/sheets/template';
import type { Lang } from '../../platform/i18n';
import { BULK_COLUMNS, headerText } from './bulkOrder.columns';

const NOTES: Record<Lang, string[]> = {
  'zh-CN': [
    '1. 一行一个包裹和一个商品；同一“客户订单号”的多行合并为一票订单（多箱、多商品）。',
    '2. 订单、发件人、收件人各列以该订单的第一行为准，其余行留空或填写相同的值。',
    '3. 带 * 的列为必填；发件人各列都留空时，使用地址簿中的默认发件人。',
    '4. 渠道代码见“渠道报价”；邮件类型 P/D/B（默认 P），申报币种默认 USD，投保填 Y 或 N。',
    '5. 箱数默认 1，每箱数量默认等于数量；一票订单最多 80 件。',
    '6. 上传时可选择“全部成功才导入”或“只导入无误的订单”；结果文件列出每行的订单号或错误。',
  ],
  'en-US': [
    '1. One parcel and one SKU line per row; rows with the same "Customer order no." are one order (several boxes, several lines).',
    "2. The order, sender and recipient columns are read from the order's first row; leave them blank on later rows or repeat them.",
    '3. Columns marked * are required; with every sender column blank, the default sender of the address book is used.',
    '4. Route codes are those of the route quotes; mail type P/D/B (default P), declared currency default USD, insured Y or N.',
    '5. Boxes default to 1, quantity per box to the quantity; at most 80 pieces per order.',
    '6. When uploading, choose "all or nothing" or "valid orders only"; the result file gives each row its order number or its errors.',
  ],
};

export const bulkOrderTemplate = (lang: Lang): Promise<Buffer> => templateWorkbook({
  sheet: lang === 'en-US' ? 'Orders' : '订单',
  headers: BULK_COLUMNS.map((c) => headerText(c, lang)),
  example: BULK_COLUMNS.map((c) => (c.example === '' ? null : c.example)),
  notesSheet: lang === 'en-US' ? 'Notes' : '说明',
  notes: NOTES[lang] ?? NOTES['zh-CN'],
});
