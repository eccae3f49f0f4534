/**
 * DD0102_01's import of one uploaded sheet, streamed: the workbook stays on disk and its rows
 * come from a reader thread a few batches at a time, as often as the import reads it through.
 *
 * 1. Check: each order, once its rows are read, is checked and priced (bulkOrder.check.ts); all
 *    the import keeps of it is its first and last row, its estimate and its bad cells.
 * 2. Orders whose rows came apart (seen again further down) are read again, whole this time
 *    (their last rows are known now), and checked again.
 * 3. The credit and the uploader's choice (all or nothing, valid orders only) decide what is
 *    imported.
 * 4. Write (bulkOrder.write.ts): the sheet read once more, each order to import made again from
 *    its rows, priced again and written batch by batch; the result workbook's rows written as
 *    their orders' numbers come back.
 *
 * So a sheet of 100,000 rows is in memory a few thousand rows at a time, never whole; reading it
 * three times costs the reader thread, beside the check and the write on this one. Only a sheet
 * whose orders' rows come apart holds those orders open until their last rows (every order split
 * in two halves: all of them, as the import held every order before).
 */
import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { FILE_WRITTEN, type ExportContext } from '../../platform/jobs/exports';
import { eachBatch, headerKey, sheetLimits, streamSheet, withHiddenRowsNote, type HeaderSearch, type SheetStream } from '../../platform/sheets';
import { cellError, type CellError } from '../../platform/sheets/cellErrors';
import { checkCredit } from '../../../domain/credit/availableCredit';
import { dec } from '../../../domain/pricing/money';
import { todayIn } from '../../../domain/time/index';
import { assertMayOrder } from './orderGuards';
import { creditFigures } from './orderCredit';
import { OrderRows, sheetLayout, type SheetLayout, type SheetOrder } from './bulkOrder.read';
import { BULK_COLUMNS } from './bulkOrder.columns';
import { orderChecker, type CheckedOrder, type Estimate, type OrderChecker } from './bulkOrder.check';
import { writeSheet } from './bulkOrder.write';
import './bulkOrder.messages';

/** A bulk sheet's header: the row holding at least 3 of its column names, in either language. */
const BULK_HEADERS: HeaderSearch = { headers: BULK_COLUMNS.flatMap((c) => [c.zh, c.en]).map(headerKey), least: 3 };

/** Bad cells kept for the screen (the result workbook has every one). */
const ERRORS_KEPT = 1000;
/** Orders checked together: one query of their routes and one of their numbers already used. */
const CHECK_GROUP = 200;

export interface Upload { id: string; customer_id: number; file_path: string; file_name: string; mode: 'all' | 'valid'; confirm_large: boolean }

/** What the import keeps of an order between its reads of the sheet. */
export interface Kept {
  first: number;
  last: number;
  /** Its rows came apart: read again whole before anything is decided. */
  split?: true;
  /** Passed its check (its bad cells, if any, are only later rows differing from its first). */
  passed?: true;
  estimate?: Estimate;
  errors?: CellError[];
  /** To be written; its order number once it is. */
  write?: true;
  orderNo?: string;
}

export interface Sheet {
  /** A new read of the uploaded workbook. */
  open(): SheetStream;
  layout: SheetLayout;
  /** Rows without a customer order number, each its bad cell. */
  rowErrors: CellError[];
  /** The rows hidden in the sheet (by hand or by a filter). */
  hidden: { row: number; hidden: true }[];
  /** Every order, in the order of its first row. */
  kept: Map<string, Kept>;
}

/** Records a check's outcome on its order. */
function record(kept: Map<string, Kept>, found: (CheckedOrder | CellError[])[], orders: SheetOrder[]): void {
  orders.forEach((order, i) => {
    const k = kept.get(order.customerOrderNo)!;
    const outcome = found[i];
    const errors = [...order.readErrors, ...(Array.isArray(outcome) ? outcome : [])];
    k.errors = errors.length ? errors : undefined;
    k.passed = Array.isArray(outcome) ? undefined : true;
    k.estimate = Array.isArray(outcome) ? undefined : outcome.estimate;
  });
}

/** Orders handed on CHECK_GROUP at a time to be checked, the rest at `flush`. */
function checkGroups(checker: OrderChecker, kept: Map<string, Kept>) {
  let group: SheetOrder[] = [];
  const flush = async () => {
    const orders = group;
    group = [];
    if (orders.length) record(kept, await checker.check(orders), orders);
  };
  return { add: async (order: SheetOrder) => { group.push(order); if (group.length >= CHECK_GROUP) await flush(); }, flush };
}

/** Read 1: the layout, every order checked as its rows end (those seen again further down marked), the rows without a number. */
async function checkSheet(ctx: ExportContext, open: () => SheetStream, checker: OrderChecker): Promise<Sheet> {
  const sheet: Sheet = { open, layout: sheetLayout([], ctx.lang), rowErrors: [], hidden: [], kept: new Map() };
  // Made once the first batch has shown where the header is.
  const read: { orders?: OrderRows } = {};
  const checks = checkGroups(checker, sheet.kept);
  const take = async (order: SheetOrder) => {
    const seen = sheet.kept.get(order.customerOrderNo);
    if (seen) {
      seen.split = true;
      seen.last = order.rows[order.rows.length - 1];
      return;
    }
    sheet.kept.set(order.customerOrderNo, { first: order.rows[0], last: order.rows[order.rows.length - 1] });
    await checks.add(order);
  };
  let laidOut = false;
  await eachBatch(open(), async (rows, share, header) => {
    if (!laidOut) {
      laidOut = true;
      sheet.layout = sheetLayout(header ? [header, ...rows] : rows, ctx.lang);
      if (sheet.layout.columns) read.orders = new OrderRows(sheet.layout.columns, ctx.lang);
    }
    for (const row of rows) {
      if (row.hidden) sheet.hidden.push({ row: row.row, hidden: true });
      if (read.orders && row.row > sheet.layout.headerRow) for (const order of read.orders.add(row)) await take(order);
    }
    await ctx.progress(70 * share);
  });
  if (read.orders) {
    for (const order of read.orders.end()) await take(order);
    sheet.rowErrors = read.orders.rowErrors;
  }
  await checks.flush();
  return sheet;
}

/** Read 2, when orders came apart: those orders assembled whole (their last rows known now) and checked again. */
async function checkSplitOrders(ctx: ExportContext, sheet: Sheet, checker: OrderChecker): Promise<void> {
  const { kept, layout } = sheet;
  if (!layout.columns || ![...kept.values()].some((k) => k.split)) return;
  const orders = new OrderRows(layout.columns, ctx.lang, { lastRow: (no) => kept.get(no)?.last, only: (no) => !!kept.get(no)?.split });
  const checks = checkGroups(checker, kept);
  await eachBatch(sheet.open(), async (rows) => {
    for (const row of rows) if (row.row > layout.headerRow) for (const order of orders.add(row)) await checks.add(order);
  });
  for (const order of orders.end()) await checks.add(order);
  await checks.flush();
}

/** The passed orders that fit the available credit, in the sheet's order, marked to be written; the others refused on their first row. */
async function markWithinCredit(ctx: ExportContext, customerId: number, kept: Map<string, Kept>): Promise<number> {
  const q = (text: string, params?: unknown[]) => ctx.db.query(text, params);
  const spent = new Map<string, ReturnType<typeof dec>>();
  const figures = new Map<string, Awaited<ReturnType<typeof creditFigures>>>();
  let fits = 0;
  let n = 0;
  for (const k of kept.values()) {
    if (!k.passed) continue;
    if (++n % 2000 === 0) await yieldToLoop(); // 100,000 orders take about 1.2 s
    const { currency, total } = k.estimate!;
    if (!figures.has(currency)) figures.set(currency, await creditFigures(q as never, customerId, currency));
    const base = figures.get(currency)!;
    const before = spent.get(currency) ?? dec(0);
    const credit = checkCredit({ ...base, unbilled: dec(base.unbilled).add(before).toString() }, total);
    if (credit.ok) {
      spent.set(currency, before.add(dec(total)));
      k.write = true;
      fits++;
    } else {
      const detail = t(ctx.lang, 'orders.creditExceeded', { estimate: credit.estimate, ...credit.statement });
      k.errors = [...(k.errors ?? []), cellError(ctx.lang, k.first, 0, '', t(ctx.lang, 'bulk.credit', { detail }))];
    }
  }
  return fits;
}

/** The upload imported; its result workbook written at `ctx.filePath`. */
export async function importUpload(ctx: ExportContext, upload: Upload): Promise<typeof FILE_WRITTEN> {
  const { db, lang } = ctx;
  const customerId = upload.customer_id;
  await assertMayOrder((text, params) => db.query(text, params), ctx.user, customerId);
  const file = path.join(ctx.config.filesDir, upload.file_path);
  // The sheet holding the headers (a notes tab may come first), read from the file at each pass.
  const open = () => streamSheet(fs.readFileSync(file), { find: BULK_HEADERS, limits: sheetLimits(ctx.config) });
  const at = new Date();
  const checker = await orderChecker({ db, lang, customerId, confirmLargeValues: upload.confirm_large, at });
  const sheet = await checkSheet(ctx, open, checker);
  await checkSplitOrders(ctx, sheet, checker);
  const { kept } = sheet;
  const orderErrors = () => [...kept.values()].flatMap((k) => k.errors ?? []);
  const total = kept.size;
  if (!total && !sheet.layout.errors.length && !sheet.rowErrors.length) throw new AppError('bulk.noRows');
  const passed = [...kept.values()].filter((k) => k.passed).length;
  let toWrite = 0;
  if (passed && (upload.mode === 'valid' || !(sheet.layout.errors.length || sheet.rowErrors.length || orderErrors().length))) {
    toWrite = await markWithinCredit(ctx, customerId, kept);
    if (upload.mode === 'all' && toWrite < passed) {
      for (const k of kept.values()) k.write = undefined;
      toWrite = 0;
    }
  }
  const allErrors = [...sheet.layout.errors, ...sheet.rowErrors, ...orderErrors()].sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
  const errorsByRow = new Map<number, string>();
  for (const e of allErrors) errorsByRow.set(e.row, errorsByRow.has(e.row) ? `${errorsByRow.get(e.row)}；${e.message}` : e.text);
  await ctx.progress(75);
  await writeSheet(ctx, upload, sheet, checker, errorsByRow, toWrite, todayIn(ctx.config.businessTimeZone, at.getTime()));
  const imported = [...kept.values()].filter((k) => k.orderNo !== undefined).length;
  const done = allErrors.length
    ? t(lang, 'bulk.doneWithErrors', { orders: total, imported, errors: allErrors.length })
    : t(lang, 'bulk.done', { orders: total, imported });
  await db.query(
    `update order_upload set state = 'done', orders = $2, imported = $3, errors = $4::jsonb, error_count = $5, message = $6, finished_at = now() where id = $1`,
    [upload.id, total, imported, JSON.stringify(allErrors.slice(0, ERRORS_KEPT)), allErrors.length, withHiddenRowsNote(lang, done, sheet.hidden)],
  );
  return FILE_WRITTEN;
}
