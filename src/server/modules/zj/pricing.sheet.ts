/**
 * ZJ0105_01 price sheet: the template and the parser. One row per weight break of a zone:
 *
 *  A zone code*  B zone name  C country*  D postcodes ("90000~96199;97001")  E cities ("London;Leeds")
 *  F minimum charge  G kind* (first_additional | per_kg | flat, or 首续重 | 按公斤 | 一口价)  H up to kg*
 *  I first weight  J first price  K additional unit  L additional price  (first_additional)
 *  M rate per kg  N registration fee (per_kg)   O price (flat)
 *  P country zone (optional: a zone code of ZJ0403_01 for the country, instead of D and E)
 *
 * The file is read by the platform's spreadsheet reader (platform/sheets: size and row limits,
 * off the event loop); exceljs only writes the template.
 * The header row (either language, "*" optional) is found by its texts in the first rows of any
 * sheet (a title row above it, a notes tab before it); headers not these, in this order, are
 * refused column by column before any row is read. Numbers are read by the platform's cell rules
 * (a float's noise rounded away, full-width digits, each fault named), a zone that Excel turned
 * into a date is refused, and hidden or filtered-out rows are imported and said so. Postcode ranges follow
 * `parsePostcodeRanges` (the range separator is "~"; a "-" belongs to the postcode). Zone
 * columns B–F may be left blank after a zone's first row; when repeated they must agree. Every
 * bad cell is reported by row and column, weight-break problems on the break's own row.
 */
import ExcelJS from 'exceljs';
import { cellError as sheetCellError, type CellError } from '../../platform/sheets/cellErrors';
import { turnEvery } from '../../platform/turns';
import type { WeightBreak } from '../../../domain/pricing/types';
import { checkBreaks, type BreakField } from '../../../domain/pricing/breaks';
import { parsePostcodeRanges } from '../../../domain/pricing/postcode';
import { t, type Lang } from '../../platform/i18n';
import { AppError } from '../../platform/errors';
import { cellAt, cellText, headerKey, headerNotFound, numberCell, readSheet, textCell, type HeaderSearch, type SheetData, type SheetLimits, type SheetRow } from '../../platform/sheets';
import type { ZoneInput } from './pricing.lib';

export const SHEET_COLUMNS = [
  { key: 'zone', zh: '分区代码*', en: 'Zone code*', width: 12 },
  { key: 'zoneName', zh: '分区名称', en: 'Zone name', width: 16 },
  { key: 'country', zh: '国家代码*', en: 'Country*', width: 10 },
  { key: 'postcodes', zh: '邮编段', en: 'Postcode ranges', width: 22 },
  { key: 'cities', zh: '城市', en: 'Cities', width: 18 },
  { key: 'minCharge', zh: '最低收费', en: 'Minimum charge', width: 12 },
  { key: 'kind', zh: '计价方式*', en: 'Kind*', width: 16 },
  { key: 'upTo', zh: '重量上限kg*', en: 'Up to kg*', width: 11 },
  { key: 'firstWeight', zh: '首重kg', en: 'First weight kg', width: 11 },
  { key: 'firstPrice', zh: '首重价', en: 'First price', width: 10 },
  { key: 'additionalUnit', zh: '续重单位kg', en: 'Additional unit kg', width: 12 },
  { key: 'additionalPrice', zh: '续重价', en: 'Additional price', width: 11 },
  { key: 'rate', zh: '每公斤单价', en: 'Rate per kg', width: 11 },
  // One word for 挂号费 across the product (trace, price edit form); templates made before say 'Base fee'.
  { key: 'base', zh: '挂号费', en: 'Registration fee', width: 12, was: ['Base fee'] },
  { key: 'price', zh: '一口价', en: 'Flat price', width: 10 },
  // Last and optional, so sheets made before it still import (its header may be missing).
  { key: 'geoZone', zh: '国家分区', en: 'Country zone', width: 12, optional: true },
] as const;
type Key = (typeof SHEET_COLUMNS)[number]['key'];

const KINDS: Record<string, WeightBreak['kind']> = {
  first_additional: 'first_additional', '首续重': 'first_additional',
  per_kg: 'per_kg', '按公斤': 'per_kg',
  flat: 'flat', '一口价': 'flat',
};

export type { CellError } from '../../platform/sheets/cellErrors';

export async function templateWorkbook(lang: Lang): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(lang === 'en-US' ? 'Prices' : '报价');
  ws.columns = SHEET_COLUMNS.map((c) => ({ header: lang === 'en-US' ? c.en : c.zh, key: c.key, width: c.width }));
  ws.getRow(1).font = { bold: true };
  ws.addRows([
    { zone: 'US-W', zoneName: 'US West', country: 'US', postcodes: '90000~96199', minCharge: 60, kind: 'first_additional', upTo: 2, firstWeight: 0.5, firstPrice: 58, additionalUnit: 0.5, additionalPrice: 18 },
    { zone: 'US-W', kind: 'per_kg', upTo: 20, rate: 52 },
    { zone: 'US', zoneName: 'US other', country: 'US', minCharge: 60, kind: 'first_additional', upTo: 2, firstWeight: 0.5, firstPrice: 62, additionalUnit: 0.5, additionalPrice: 20 },
    { zone: 'US', kind: 'per_kg', upTo: 20, rate: 55, base: 0 },
    { zone: 'GB-L', zoneName: 'London', country: 'GB', cities: 'London', kind: 'flat', upTo: 5, price: 88 },
  ]);
  const notes = wb.addWorksheet(lang === 'en-US' ? 'Notes' : '说明');
  const lines =
    lang === 'en-US'
      ? [
          'One row per weight break. A break applies above the previous "up to" of its zone, up to its own.',
          'Kind: first_additional (first weight + additional units), per_kg (weight × rate + base), flat (one price).',
          'Postcode ranges: from~to (a "-" is part of a postcode, e.g. 100-0001), or one postcode; several separated by ";". Cities separated by ";". No postcodes and no cities: the whole country.',
          'Zone name, country, postcodes, cities and minimum charge may be left blank after a zone\'s first row.',
          'Country zone (last column, optional): the code of a zone of the country on the Countries & zones page; its postcodes and cities are copied in, so leave Postcode ranges and Cities blank.',
          'The whole sheet is imported as a new version of the price table, or nothing is imported.',
        ]
      : [
          '每行一个重量段；重量段适用于同分区上一个“重量上限”之上、本行上限及以下的重量。',
          '计价方式：first_additional/首续重（首重+续重）、per_kg/按公斤（重量×单价+挂号费）、flat/一口价。',
          '邮编段写作 起~止（“-”是邮编的一部分，如 100-0001），也可只写一个邮编；多个用“;”分隔；城市用“;”分隔；邮编和城市都不填表示整个国家。',
          '同一分区第二行起，分区名称、国家、邮编、城市、最低收费可以不填。',
          '国家分区（最后一列，可不填）：“国家/分区”页面中该国分区的代码，导入时复制其邮编段和城市，邮编段、城市两列请留空。',
          '整张表作为报价的一个新版本导入；有任何错误则全部不导入。',
        ];
  notes.getColumn(1).width = 120;
  for (const l of lines) notes.addRow([l]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A price sheet's header: the row holding at least 5 of its column names (a group header over it holds fewer). */
const HEADER_SEARCH: HeaderSearch = {
  headers: SHEET_COLUMNS.flatMap((c) => [c.zh, c.en, ...('was' in c ? c.was : [])]).map(headerKey),
  least: 5,
};

/** Headers compare without the required mark, spaces, width and case: "Zone code*" = "zone code". */
const sameHeader = (expected: string, found: string) => headerKey(expected) === headerKey(found);

/** The columns read as numbers (num below); the others as text. */
const NUMBER_KEYS = new Set<Key>(['minCharge', 'upTo', 'firstWeight', 'firstPrice', 'additionalUnit', 'additionalPrice', 'rate', 'base', 'price']);

/** A number's faults as the price sheet words them (the platform's words for the rest). */
const NUMBER_FAULTS: Record<string, string> = {
  'sheet.value.missing': 'pricing.upload.required', 'sheet.value.negative': 'pricing.upload.number', 'sheet.value.positive': 'pricing.upload.positive',
};

/** Sheet column of each weight-break field (the same names). */
const BREAK_COLUMNS: Record<BreakField, Key> = {
  upTo: 'upTo', firstWeight: 'firstWeight', firstPrice: 'firstPrice', additionalUnit: 'additionalUnit', additionalPrice: 'additionalPrice', rate: 'rate', base: 'base', price: 'price',
};

export interface ParsedSheet {
  zones: ZoneInput[];
  /** The sheet row where each zone starts (same order as `zones`). */
  zoneRows: number[];
  rows: number;
  errors: CellError[];
  /** The rows read, for the import's note on those hidden in the sheet (by hand or by a filter). */
  read: SheetRow[];
}

/** A bad cell of column `key` on `row`, its message and text in `lang`. */
export function cellError(lang: Lang, row: number, key: Key, messageKey: string, params?: Record<string, string | number>): CellError {
  const i = SHEET_COLUMNS.findIndex((c) => c.key === key);
  const header = (lang === 'en-US' ? SHEET_COLUMNS[i].en : SHEET_COLUMNS[i].zh).replace('*', '');
  return sheetCellError(lang, row, i + 1, header, t(lang, messageKey, params));
}

/** Rows checked between two turns of the event loop: a big sheet does not hold other requests up. */
const ROWS_PER_TURN = 500;

/**
 * Parses and checks a sheet (the first worksheet, read by the platform's reader within `limits`);
 * zones are only meaningful when `errors` is empty. Null: the file is not a workbook. A workbook
 * the reader refuses (too large, too many rows) throws its AppError.
 */
export async function parsePriceSheet(buffer: Uint8Array, lang: Lang, limits?: Partial<SheetLimits>): Promise<ParsedSheet | null> {
  let sheet: SheetData;
  try {
    sheet = await readSheet(buffer, { find: HEADER_SEARCH, limits });
  } catch (err) {
    if (err instanceof AppError && err.key === 'sheet.notXlsx') return null;
    throw err;
  }
  const errors: CellError[] = [];
  const header = (i: number) => (lang === 'en-US' ? SHEET_COLUMNS[i].en : SHEET_COLUMNS[i].zh).replace('*', '');
  if (!sheet.header) throw headerNotFound(lang, SHEET_COLUMNS.filter((c) => c.zh.endsWith('*')));
  const headerRow = sheet.header.row;
  const err = (row: number, key: Key, messageKey: string, params?: Record<string, string | number>) => errors.push(cellError(lang, row, key, messageKey, params));
  SHEET_COLUMNS.forEach((c, i) => {
    const found = cellText(cellAt(sheet.header, i + 1));
    if ('optional' in c && found === '') return;
    if (![c.zh, c.en, ...('was' in c ? c.was : [])].some((h) => sameHeader(h, found))) err(headerRow, c.key, 'pricing.upload.header', { expected: header(i), found });
  });
  if (errors.length) return { zones: [], zoneRows: [], rows: 0, errors, read: sheet.rows };
  const zones = new Map<string, ZoneInput & { firstRow: number; ups: Set<string>; breakRows: number[] }>();
  let rows = 0;
  const turn = turnEvery(ROWS_PER_TURN);
  for (let at = 0; at < sheet.rows.length; at++) {
    await turn();
    const row = sheet.rows[at];
    const n = row.row;
    const get = {} as Record<Key, string>;
    SHEET_COLUMNS.forEach((c, i) => (get[c.key] = cellText(cellAt(row, i + 1))));
    if (SHEET_COLUMNS.every((c) => get[c.key] === '')) continue;
    rows++;
    // Text columns: a date here is one Excel made of what was typed (a zone "1-2"), its text lost.
    const faulted = new Set<Key>();
    SHEET_COLUMNS.forEach((c, i) => {
      if (NUMBER_KEYS.has(c.key)) return;
      const read = textCell(cellAt(row, i + 1));
      if (read.fault) {
        err(n, c.key, read.fault.key, read.fault.params);
        faulted.add(c.key);
      }
      get[c.key] = read.fault ? '' : read.text;
    });
    const missing = (key: Key) => !get[key] && !faulted.has(key);
    const num = (key: Key, positive = false, required = true): string | null => {
      const read = numberCell(cellAt(row, SHEET_COLUMNS.findIndex((c) => c.key === key) + 1), { scale: 4, min: positive ? 'positive' : 'zero', required });
      if (read.fault) {
        err(n, key, NUMBER_FAULTS[read.fault.key] ?? read.fault.key, read.fault.params);
        return null;
      }
      return read.text || null;
    };
    const code = get.zone;
    if (missing('zone')) err(n, 'zone', 'pricing.upload.required');
    const kind = KINDS[get.kind.toLowerCase()] ?? KINDS[get.kind];
    if (missing('kind')) err(n, 'kind', 'pricing.upload.required');
    else if (!kind && get.kind) err(n, 'kind', 'pricing.upload.kind');
    const upTo = num('upTo', true);
    let brk: WeightBreak | null = null;
    if (kind === 'first_additional') {
      const fw = num('firstWeight'), fp = num('firstPrice'), au = num('additionalUnit', true), ap = num('additionalPrice');
      if (upTo && fw && fp && au && ap) brk = { kind, upTo, firstWeight: fw, firstPrice: fp, additionalUnit: au, additionalPrice: ap };
    } else if (kind === 'per_kg') {
      const rate = num('rate'), base = num('base', false, false);
      if (upTo && rate) brk = base && Number(base) > 0 ? { kind, upTo, rate, base } : { kind, upTo, rate };
    } else if (kind === 'flat') {
      const price = num('price');
      if (upTo && price) brk = { kind, upTo, price };
    }
    const minCharge = num('minCharge', false, false);
    const { ranges: postcodes, problems } = parsePostcodeRanges(get.postcodes);
    for (const p of problems) err(n, 'postcodes', p.key, p.params);
    const cities = get.cities ? get.cities.split(/[;；]/).map((c) => c.trim()).filter(Boolean) : [];
    const country = get.country.toUpperCase();
    if (country && !/^[A-Z]{2}$/.test(country)) err(n, 'country', 'pricing.upload.country');
    if (!code) continue;
    let zone = zones.get(code);
    if (!zone) {
      if (missing('country')) err(n, 'country', 'pricing.upload.required');
      zone = { code, name: get.zoneName || null, country, postcodes, cities, geoZone: get.geoZone || null, minCharge, breaks: [], firstRow: n, ups: new Set(), breakRows: [] };
      zones.set(code, zone);
    } else {
      const differs =
        (country && country !== zone.country) ||
        (get.postcodes && JSON.stringify(postcodes) !== JSON.stringify(zone.postcodes)) ||
        (get.cities && JSON.stringify(cities) !== JSON.stringify(zone.cities)) ||
        (minCharge && minCharge !== zone.minCharge) ||
        (get.geoZone && get.geoZone !== zone.geoZone) ||
        (get.zoneName && get.zoneName !== zone.name);
      if (differs) err(n, 'zone', 'pricing.upload.zoneConflict', { zone: code });
    }
    if (upTo) {
      const k = String(Number(upTo));
      if (zone.ups.has(k)) err(n, 'upTo', 'pricing.upload.duplicateBreak', { zone: code, upTo });
      zone.ups.add(k);
    }
    if (brk) {
      zone.breaks.push(brk);
      zone.breakRows.push(n);
    }
  }
  const clean = errors.length === 0;
  const out: ZoneInput[] = [...zones.values()].map(({ firstRow, ups: _u, breakRows, breaks, ...z }) => {
    const order = breaks.map((b, i) => ({ b, row: breakRows[i] })).sort((x, y) => Number(x.b.upTo) - Number(y.b.upTo));
    // Rows with bad cells were reported already; the zone as a whole is checked once they are fixed.
    if (clean) {
      for (const p of checkBreaks(z.code, order.map((o) => o.b))) {
        err(p.index == null ? firstRow : order[p.index].row, p.field ? BREAK_COLUMNS[p.field] : 'zone', p.msg.key, p.msg.params);
      }
    }
    return { ...z, breaks: order.map((o) => o.b) };
  });
  errors.sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
  return { zones: out, zoneRows: [...zones.values()].map((z) => z.firstRow), rows, errors, read: sheet.rows };
}
