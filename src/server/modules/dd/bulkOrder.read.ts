/**
 * DD0102_01: a sheet's rows as orders. The header row is found by its texts (a title row above it
 * is fine) in either language; rows with the same customer order number are one order; each value
 * keeps the cell it came from (a JSON pointer into the order's values → row and column), so every
 * later refusal, the form's rules included, names the cell. Pure: no database.
 */
import type { Lang } from '../../platform/i18n';
import { t } from '../../platform/i18n';
import { cellError, type CellError } from '../../platform/sheets/cellErrors';
import type { CellValue, SheetData, SheetRow } from '../../platform/sheets';
import { BULK_COLUMNS, headerKey, type BulkColumn } from './bulkOrder.columns';
import './bulkOrder.messages';

export interface Cell { row: number; col: number; header: string }

export interface SheetOrder {
  customerOrderNo: string;
  /** The sheet rows of the order, top to bottom. */
  rows: number[];
  /** The order's values as DD0101_01's body has them; `routeCode` until the route is found. */
  values: Record<string, any>;
  /** Where each value came from, by JSON pointer ('/recipient/city', '/parcels/0/weight'). */
  cells: Map<string, Cell>;
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

const pointer = (path: string, index?: number) => {
  const [group, field] = path.split('.');
  return field ? (index === undefined ? `/${group}/${field}` : `/${group}/${index}/${field}`) : `/${group}`;
};

function setAt(target: Record<string, any>, path: string, value: unknown, index?: number): void {
  const [group, field] = path.split('.');
  if (!field) target[group] = value;
  else if (index === undefined) (target[group] ??= {})[field] = value;
  else ((target[group] ??= [])[index] ??= {})[field] = value;
}

export function readOrders(sheet: SheetData, lang: Lang): ReadOrders {
  const errors: CellError[] = [];
  const found = findHeader(sheet.rows);
  if (!found) return { headerRow: 0, headers: new Map(), orders: [], errors: [cellError(lang, 1, 0, '', t(lang, 'bulk.noHeader'))] };
  const headers = new Map(found.row.values.map((v, i) => [i + 1, typeof v === 'string' ? v.trim() : String(v ?? '')]));
  const present = new Set([...found.columns.values()]);
  for (const c of BULK_COLUMNS) {
    if (c.required && !present.has(c)) errors.push(cellError(lang, found.row.row, 0, '', t(lang, 'bulk.missingColumn', { header: lang === 'en-US' ? c.en : c.zh })));
  }
  if (errors.length) return { headerRow: found.row.row, headers, orders: [], errors };
  const orderNoCol = [...found.columns].find(([, c]) => c.path === 'customerOrderNo')![0];
  const groups = new Map<string, SheetOrder>();
  for (const row of sheet.rows.filter((r) => r.row > found.row.row)) {
    const orderNo = cellValue(ORDER_NO, row.values[orderNoCol - 1]);
    if (orderNo === undefined) {
      errors.push(cellError(lang, row.row, orderNoCol, headers.get(orderNoCol)!, t(lang, 'bulk.orderNoRequired')));
      continue;
    }
    const key = String(orderNo);
    let order = groups.get(key);
    const first = !order;
    if (!order) groups.set(key, (order = { customerOrderNo: key, rows: [], values: {}, cells: new Map() }));
    order.rows.push(row.row);
    const parcel = order.values.parcels?.length ?? 0;
    const item = order.values.items?.length ?? 0;
    for (const [col, c] of found.columns) {
      const value = cellValue(c, row.values[col - 1]);
      const cell = { row: row.row, col, header: headers.get(col)! };
      if (c.level === 'order') {
        if (first) {
          if (value !== undefined) setAt(order.values, c.path, value);
          order.cells.set(pointer(c.path), cell);
        } else if (value !== undefined && JSON.stringify(value) !== JSON.stringify(valueAt(order.values, c.path))) {
          errors.push(cellError(lang, row.row, col, cell.header, t(lang, 'bulk.differsFromFirst', { row: order.rows[0] })));
        }
        continue;
      }
      const index = c.level === 'parcel' ? parcel : item;
      if (value !== undefined) setAt(order.values, c.path, value, index);
      order.cells.set(pointer(c.path, index), cell);
    }
  }
  return { headerRow: found.row.row, headers, orders: [...groups.values()], errors };
}

function valueAt(values: Record<string, any>, path: string): unknown {
  const [group, field] = path.split('.');
  return field ? values[group]?.[field] : values[group];
}
