/**
 * WL0118_01's workbook: one row per parcel weighed in, the columns of WL0101_01's inbound
 * weighing (its form's rules check each row), headers in either language. The template is in the
 * reader's language with an example row and a notes sheet.
 */
import type { Lang } from '../../platform/i18n';
import { headerKey } from '../../platform/sheets';
import { templateWorkbook } from '../../platform/sheets/template';

export type WeighingField = 'no' | 'realWeight' | 'length' | 'width' | 'height' | 'boxCount';

export interface WeighingColumn {
  field: WeighingField;
  zh: string;
  en: string;
  /** Other headers a scale's own export uses for it. */
  aka?: string[];
  /** Decimals of a number column (boxes: 0); a number column's cell is read as decimal text. */
  scale?: number;
  required?: boolean;
  example: string | number;
}

export const WEIGHING_COLUMNS: WeighingColumn[] = [
  { field: 'no', zh: '单号', en: 'Number', aka: ['订单号', '系统单号', '运单号', '跟踪号', 'Order no.', 'Tracking no.'], required: true, example: 'DD261128000123' },
  { field: 'realWeight', zh: '实重(kg)', en: 'Real weight (kg)', aka: ['实重', '重量', '重量(kg)', 'Weight', 'Weight (kg)'], scale: 3, required: true, example: 2.35 },
  { field: 'length', zh: '长(cm)', en: 'Length (cm)', aka: ['长', 'Length'], scale: 1, example: 30 },
  { field: 'width', zh: '宽(cm)', en: 'Width (cm)', aka: ['宽', 'Width'], scale: 1, example: 20 },
  { field: 'height', zh: '高(cm)', en: 'Height (cm)', aka: ['高', 'Height'], scale: 1, example: 15 },
  { field: 'boxCount', zh: '箱数', en: 'Boxes', aka: ['件数', 'Pieces'], scale: 0, example: 1 },
];

/** The column a header names, in either language or as a scale names it. */
export const WEIGHING_HEADERS = new Map(WEIGHING_COLUMNS.flatMap((c) => [c.zh, c.en, ...(c.aka ?? [])].map((h) => [headerKey(h), c] as const)));

export const headerText = (c: WeighingColumn, lang: Lang) => `${lang === 'en-US' ? c.en : c.zh}${c.required ? '*' : ''}`;

const NOTES: Record<Lang, string[]> = {
  'zh-CN': [
    '1. 一行一个包裹：单号可填系统单号、渠道跟踪号、子单号或渠道子单号。',
    '2. 带 * 的列为必填；实重单位 kg，最多 3 位小数，且必须大于 0；长宽高单位 cm，最多 1 位小数。',
    '3. 箱数默认 1，最多 80；长宽高为单箱尺寸。',
    '4. 每行相当于一次入库称重：未到件的包裹先登记到件，再入库、在库、已称重，并按实测重量重新计价。',
    '5. 已入库、不在本站点或单号不存在的行不会处理，错误文件列出这些行和原因，修改后可直接重新上传。',
  ],
  'en-US': [
    "1. One parcel per row: the number may be the system order number, the channel tracking number, a parcel's sub-order number or its channel number.",
    '2. Columns marked * are required; real weight in kg with at most 3 decimals and more than 0; length, width and height in cm with at most 1 decimal.',
    '3. Boxes default to 1, at most 80; the sizes are those of one box.',
    '4. Each row is an inbound weighing: a parcel not yet arrived is registered as arrived, then put in and in stock, weighed, and priced again at the measured weight.',
    '5. Rows of parcels already in, at another station or with an unknown number are not applied; the error file lists them with the reason, and can be uploaded again once corrected.',
  ],
};

export const weighingTemplate = (lang: Lang): Promise<Buffer> => templateWorkbook({
  sheet: lang === 'en-US' ? 'Weighings' : '称重',
  headers: WEIGHING_COLUMNS.map((c) => headerText(c, lang)),
  example: WEIGHING_COLUMNS.map((c) => c.example),
  notesSheet: lang === 'en-US' ? 'Notes' : '说明',
  notes: NOTES[lang] ?? NOTES['zh-CN'],
  textColumns: [1],
});
