/**
 * DD0102_01: a sheet's rows as orders. The header row is found by its texts (a title row above it
 * is fine) in either language; rows with the same customer order number are one order; every
 * value can be traced back to its cell (`cellOf`: a JSON pointer into the order's values → row and
 * column), so every later refusal, the form's rules included, names the cell. Pure: no database.
 */
import type { Lang } from '../../platform/i18n';
import { t } from '../../platform/i18n';
import { cellError, type CellError } from '../../platform/sheets/cellErrors';
import { turnEvery } from '../../platform/turns';
import type { CellValue, SheetData, SheetRow } from '../../platform/sheets';
import { BULK_COLUMNS, headerKey, type BulkColumn } from './bulkOrder.columns';
import './bulkOrder.messages';

export interface Cell { row: number; col: number; header: string }

/** A column of the sheet read: where its values go, and its header as the sheet has it. */
interface Placed { col: number; column: BulkColumn; group: string; field?: string; header: string }

export interface SheetOrder {
  customerOrderNo: string;
  /** The sheet rows of the order, top to bottom. */
  rows: number[];
  /** The order's values as DD0101_01's body has them; `routeCode` until the route is found. */
  values: Record<string, any>;
  /** The row each parcel and each SKU line was read from, by its index in the values. */
  lineRows: { parcels: number[]; items: number[] };
  /** The sheet's columns by value path ('recipient.city'): one map shared by every order of the sheet. */
  columns: ReadonlyMap<string, Placed>;
}

export interface ReadOrders {
  headerRow: number;
  /** The sheet's own header texts by column (1-based), for the result workbook. */
  headers: Map<number, string>;
  orders: SheetOrder[];
  errors: CellError[];
}

/** The rows a header is looked for in: a title or a note above it is common. */
const HEADER_SEARCH_ROWS = 10;
const ORDER_NO = BULK_COLUMNS.find((c) => c.path === 'customerOrderNo')!;
const byKey = new Map(BULK_COLUMNS.flatMap((c) => [[headerKey(c.zh), c], [headerKey(c.en), c]] as const));

function findHeader(rows: SheetRow[]): { row: SheetRow; columns: Map<number, BulkColumn> } | null {
  for (const row of rows.slice(0, HEADER_SEARCH_ROWS)) {
    const columns = new Map<number, BulkColumn>();
    row.values.forEach((v, i) => {
      const c = typeof v === 'string' ? byKey.get(headerKey(v)) : undefined;
      if (c) columns.set(i + 1, c);
    });
    if ([...columns.values()].some((c) => c.path === 'customerOrderNo')) return { row, columns };
  }
  return null;
}

/** A float's noise rounded away at the column's scale (38.720000000000006 → "38.72"); a real excess kept for the rules to refuse. */
function numberText(n: number, scale = 3): string {
  const rounded = Number(n.toFixed(scale));
  return Math.abs(n - rounded) < 1e-9 ? String(rounded) : String(n);
}

const THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const TRUE = new Set(['y', 'yes', 'true', '1', '是']);
const FALSE = new Set(['n', 'no', 'false', '0', '否']);

/** A cell's value as the order's values take it; undefined when blank. Unreadable text is kept as text for the rules to name. */
export function cellValue(c: BulkColumn, v: CellValue | undefined): unknown {
  if (v === undefined || v === null) return undefined;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'number') {
    if (c.kind === 'integer') return v;
    if (c.kind === 'boolean') return v === 1 ? true : v === 0 ? false : String(v);
    return numberText(v, c.scale);
  }
  if (typeof v === 'boolean') return c.kind === 'boolean' ? v : String(v);
  const text = c.kind && c.kind !== 'text' ? v.normalize('NFKC').trim() : v.trim();
  if (text === '') return undefined;
  switch (c.kind) {
    case 'code': return text.toUpperCase();
    case 'decimal': return THOUSANDS.test(text) ? text.replaceAll(',', '') : text;
    case 'integer': return /^\d+$/.test(text) ? Number(text) : text;
    case 'boolean': return TRUE.has(text.toLowerCase()) ? true : FALSE.has(text.toLowerCase()) ? false : text;
    default: return text;
  }
}

/** The value paths a refusal may name that no column holds, and the column that gave them. */
const NAMED_BY: Record<string, string> = { routeId: 'routeCode' };

/**
 * The cell of a JSON pointer into the order's values ('/parcels/1/weight', '/recipient/city'):
 * its line's row (a parcel's or SKU line's) or the order's first, and the value's column; a
 * pointer to a group ('/items', '/sender') names the group's first column; a value no column
 * holds names the row alone.
 */
export function cellOf(order: SheetOrder, ptr: string): Cell {
  const [group = '', second, third] = ptr.split('/').slice(1);
  const lines = group === 'parcels' || group === 'items' ? order.lineRows[group] : undefined;
  const row = (lines && lines[Number(second ?? 0)]) ?? order.rows[0];
  const field = lines ? third : second;
  const path = field === undefined ? NAMED_BY[group] ?? group : `${group}.${field}`;
  let placed = order.columns.get(path);
  if (!placed && field === undefined) for (const p of order.columns.values()) if (p.group === group && (!placed || p.col < placed.col)) placed = p;
  return placed ? { row, col: placed.col, header: placed.header } : { row, col: 0, header: '' };
}

export async function readOrders(sheet: SheetData, lang: Lang): Promise<ReadOrders> {
  const errors: CellError[] = [];
  const found = findHeader(sheet.rows);
  if (!found) return { headerRow: 0, headers: new Map(), orders: [], errors: [cellError(lang, 1, 0, '', t(lang, 'bulk.noHeader'))] };
  const headers = new Map(found.row.values.map((v, i) => [i + 1, typeof v === 'string' ? v.trim() : String(v ?? '')]));
  const present = new Set([...found.columns.values()]);
  for (const c of BULK_COLUMNS) {
    if (c.required && !present.has(c)) errors.push(cellError(lang, found.row.row, 0, '', t(lang, 'bulk.missingColumn', { header: lang === 'en-US' ? c.en : c.zh })));
  }
  if (errors.length) return { headerRow: found.row.row, headers, orders: [], errors };
  const placed: Placed[] = [...found.columns].map(([col, column]) => {
    const [group, field] = column.path.split('.');
    return { col, column, group, field, header: headers.get(col)! };
  });
  const columns = new Map(placed.map((p) => [p.column.path, p]));
  const orderNoCol = columns.get(ORDER_NO.path)!;
  const groups = new Map<string, SheetOrder>();
  const turn = turnEvery(2000); // 100,000 rows take about 1.2 s
  for (const row of sheet.rows) {
    await turn();
    if (row.row <= found.row.row) continue;
    const orderNo = cellValue(ORDER_NO, row.values[orderNoCol.col - 1]);
    if (orderNo === undefined) {
      errors.push(cellError(lang, row.row, orderNoCol.col, orderNoCol.header, t(lang, 'bulk.orderNoRequired')));
      continue;
    }
    const key = String(orderNo);
    let order = groups.get(key);
    const first = !order;
    if (!order) groups.set(key, (order = { customerOrderNo: key, rows: [], values: {}, lineRows: { parcels: [], items: [] }, columns }));
    order.rows.push(row.row);
    const { values, lineRows } = order;
    // A row adds the next parcel and the next line; one that fills neither leaves its place to the next row.
    const index = { parcels: values.parcels?.length ?? 0, items: values.items?.length ?? 0 };
    lineRows.parcels[index.parcels] = row.row;
    lineRows.items[index.items] = row.row;
    for (const p of placed) {
      const value = cellValue(p.column, row.values[p.col - 1]);
      if (value === undefined) continue;
      if (p.column.level !== 'order') (((values[p.group] ??= [])[index[p.group as 'parcels' | 'items']] ??= {})[p.field!] = value);
      else if (first) setAt(values, p, value);
      else if (value !== valueAt(values, p)) errors.push(cellError(lang, row.row, p.col, p.header, t(lang, 'bulk.differsFromFirst', { row: order.rows[0] })));
    }
  }
  for (const order of groups.values()) {
    // The place a row left unfilled is not a line.
    order.lineRows.parcels.length = order.values.parcels?.length ?? 0;
    order.lineRows.items.length = order.values.items?.length ?? 0;
  }
  return { headerRow: found.row.row, headers, orders: [...groups.values()], errors };
}

function setAt(values: Record<string, any>, p: Placed, value: unknown): void {
  if (p.field) (values[p.group] ??= {})[p.field] = value;
  else values[p.group] = value;
}

function valueAt(values: Record<string, any>, p: Placed): unknown {
  return p.field ? values[p.group]?.[p.field] : values[p.group];
}
