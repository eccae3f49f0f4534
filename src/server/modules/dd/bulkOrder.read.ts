/**
 * DD0102_01: a sheet's rows as orders, as they stream in. The header row is found by its texts
 * (a title row above it is fine) in either language; rows with the same customer order number
 * are one order; every value can be traced back to its cell (`cellOf`: a JSON pointer into the
 * order's values → row and column), so every later refusal, the form's rules included, names the
 * cell. Pure: no database.
 *
 * An order's rows need not be adjacent. Read once through (`OrderRows` without `lastRow`), an
 * order is taken as whole when a row of another order follows; the import then notes the orders
 * seen again further down and reads the sheet again for them, knowing their last rows.
 */
import type { Lang } from '../../platform/i18n';
import { t } from '../../platform/i18n';
import { cellError, type CellError } from '../../platform/sheets/cellErrors';
import type { CellValue, SheetRow } from '../../platform/sheets';
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
  /** Its later rows' order values that differ from its first row's: reported, but the first row's are the order's. */
  readErrors: CellError[];
}

/** Where the sheet's orders are: its header row, and the columns it holds by value path (none: `errors` says why). */
export interface SheetLayout {
  headerRow: number;
  /** The sheet's own header texts by column (1-based), for the result workbook. */
  headers: Map<number, string>;
  columns: ReadonlyMap<string, Placed> | null;
  /** No header found, or a required column missing. */
  errors: CellError[];
}

/** The rows a header is looked for in: a title or a note above it is common. */
const HEADER_SEARCH_ROWS = 10;
const ORDER_NO = BULK_COLUMNS.find((c) => c.path === 'customerOrderNo')!;
const byKey = new Map(BULK_COLUMNS.flatMap((c) => [[headerKey(c.zh), c], [headerKey(c.en), c]] as const));

function findHeader(rows: readonly SheetRow[]): { row: SheetRow; columns: Map<number, BulkColumn> } | null {
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

/** The sheet's layout, from its first rows (the header the reader found first, if any). */
export function sheetLayout(firstRows: readonly SheetRow[], lang: Lang): SheetLayout {
  const found = findHeader(firstRows);
  if (!found) return { headerRow: 0, headers: new Map(), columns: null, errors: [cellError(lang, 1, 0, '', t(lang, 'bulk.noHeader'))] };
  const headers = new Map(found.row.values.map((v, i) => [i + 1, typeof v === 'string' ? v.trim() : String(v ?? '')]));
  const present = new Set([...found.columns.values()]);
  const errors = BULK_COLUMNS.filter((c) => c.required && !present.has(c))
    .map((c) => cellError(lang, found.row.row, 0, '', t(lang, 'bulk.missingColumn', { header: lang === 'en-US' ? c.en : c.zh })));
  if (errors.length) return { headerRow: found.row.row, headers, columns: null, errors };
  const columns = new Map([...found.columns].map(([col, column]): [string, Placed] => {
    const [group, field] = column.path.split('.');
    return [column.path, { col, column, group, field, header: headers.get(col)! }];
  }));
  return { headerRow: found.row.row, headers, columns, errors };
}

/** The customer order number of a data row, or undefined when its cell is blank. */
export function orderNoOf(columns: ReadonlyMap<string, Placed>, row: SheetRow): string | undefined {
  const col = columns.get(ORDER_NO.path)!.col;
  const no = cellValue(ORDER_NO, row.values[col - 1]);
  return no === undefined ? undefined : String(no);
}

/**
 * Orders assembled from data rows fed in sheet order (`add`), each handed back once whole. With
 * `lastRow` (each order's last row, known from a read before) an order is whole at its last row,
 * and `only` leaves every other order unread; without, at the next row of another order.
 */
export class OrderRows {
  /** Rows without a customer order number: they belong to no order. */
  readonly rowErrors: CellError[] = [];
  private readonly placed: Placed[];
  private readonly open = new Map<string, SheetOrder>();
  private current: SheetOrder | null = null;

  constructor(
    private readonly columns: ReadonlyMap<string, Placed>,
    private readonly lang: Lang,
    private readonly opts: { lastRow?: (customerOrderNo: string) => number | undefined; only?: (customerOrderNo: string) => boolean } = {},
  ) {
    this.placed = [...columns.values()];
  }

  /** A data row; the orders it makes whole. */
  add(row: SheetRow): SheetOrder[] {
    const { lang, columns } = this;
    const orderNo = orderNoOf(columns, row);
    if (orderNo === undefined) {
      const c = columns.get(ORDER_NO.path)!;
      this.rowErrors.push(cellError(lang, row.row, c.col, c.header, t(lang, 'bulk.orderNoRequired')));
      return [];
    }
    if (this.opts.only && !this.opts.only(orderNo)) return [];
    const whole: SheetOrder[] = [];
    let order: SheetOrder | undefined;
    if (this.opts.lastRow) order = this.open.get(orderNo);
    else if (this.current?.customerOrderNo === orderNo) order = this.current;
    else if (this.current) whole.push(done(this.current));
    const first = !order;
    if (!order) {
      order = { customerOrderNo: orderNo, rows: [], values: {}, lineRows: { parcels: [], items: [] }, columns, readErrors: [] };
      if (this.opts.lastRow) this.open.set(orderNo, order);
      else this.current = order;
    }
    this.fill(order, row, first);
    if (this.opts.lastRow && (this.opts.lastRow(orderNo) ?? row.row) <= row.row) {
      this.open.delete(orderNo);
      whole.push(done(order));
    }
    return whole;
  }

  /** The sheet read: the orders still open. */
  end(): SheetOrder[] {
    const rest = [...this.open.values(), ...(this.current ? [this.current] : [])].map(done);
    this.open.clear();
    this.current = null;
    return rest;
  }

  private fill(order: SheetOrder, row: SheetRow, first: boolean): void {
    const { lang } = this;
    order.rows.push(row.row);
    const { values, lineRows } = order;
    // A row adds the next parcel and the next line; one that fills neither leaves its place to the next row.
    const index = { parcels: values.parcels?.length ?? 0, items: values.items?.length ?? 0 };
    lineRows.parcels[index.parcels] = row.row;
    lineRows.items[index.items] = row.row;
    for (const p of this.placed) {
      const value = cellValue(p.column, row.values[p.col - 1]);
      if (value === undefined) continue;
      if (p.column.level !== 'order') (((values[p.group] ??= [])[index[p.group as 'parcels' | 'items']] ??= {})[p.field!] = value);
      else if (first) setAt(values, p, value);
      else if (value !== valueAt(values, p)) order.readErrors.push(cellError(lang, row.row, p.col, p.header, t(lang, 'bulk.differsFromFirst', { row: order.rows[0] })));
    }
  }
}

/** An order whose rows are all read: the place a row left unfilled is not a line. */
function done(order: SheetOrder): SheetOrder {
  order.lineRows.parcels.length = order.values.parcels?.length ?? 0;
  order.lineRows.items.length = order.values.items?.length ?? 0;
  return order;
}

function setAt(values: Record<string, any>, p: Placed, value: unknown): void {
  if (p.field) (values[p.group] ??= {})[p.field] = value;
  else values[p.group] = value;
}

function valueAt(values: Record<string, any>, p: Placed): unknown {
  return p.field ? values[p.group]?.[p.field] : values[p.group];
}
