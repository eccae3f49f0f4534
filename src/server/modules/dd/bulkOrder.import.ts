/**
 * DD0102_01's import of one uploaded sheet, streamed: the workbook stays on disk and its rows
 * come from a reader thread a few batches at a time, as often as the import reads it through.
 *
 * 1. Check and write: each order, once its rows are read, is checked and priced with its trace
 *    (bulkOrder.check.ts); one that passes is admitted (the uploader's choice, the available
 *    credit spent in the sheet's order) and written with the next batch (bulkOrder.write.ts)
 *    while the check reads on. All the import keeps of an order is its first and last row, what
 *    its quote comes to, its bad cells and its order number once written.
 * 2. Orders whose rows came apart (seen again further down): what was written of them is
 *    removed, and they are read again, whole this time, checked, admitted and written.
 * 3. All or nothing with any error: every order written is removed again.
 * 4. The result workbook: the sheet read once more, each row with its order number or its errors.
 *
 * So a sheet of 100,000 rows is in memory a few thousand rows at a time, never whole, and each
 * order is priced once. Only a sheet whose orders' rows come apart holds those orders open until
 * their last rows, and writes them last.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { FILE_WRITTEN, type ExportContext } from '../../platform/jobs/exports';
import { eachBatch, headerKey, sheetLimits, streamSheet, withHiddenRowsNote, type HeaderSearch, type SheetStream } from '../../platform/sheets';
import { rowSpool, type RowSpool } from '../../platform/sheets/spool';
import { cellError, type CellError } from '../../platform/sheets/cellErrors';
import { checkCredit, creditStatement, type CreditFigures } from '../../../domain/credit/availableCredit';
import { dec } from '../../../domain/pricing/money';
import { todayIn } from '../../../domain/time/index';
import { assertMayOrder } from './orderGuards';
import { creditFigures } from './orderCredit';
import { OrderRows, sheetLayout, type SheetLayout, type SheetOrder } from './bulkOrder.read';
import { BULK_COLUMNS } from './bulkOrder.columns';
import { orderChecker, type CheckedOrder, type Estimate, type OrderChecker } from './bulkOrder.check';
import { orderWriter, writeResults, type OrderWriter } from './bulkOrder.write';
import './bulkOrder.messages';

type Money = ReturnType<typeof dec>;

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
  /** Read again whole (read 2): may be admitted now. */
  whole?: true;
  /** Passed its check (its bad cells, if any, are only later rows differing from its first). */
  passed?: true;
  estimate?: Estimate;
  errors?: CellError[];
  /** Admitted: its estimate spent of the credit, and written (or to be) with the next batch. */
  admitted?: true;
  /** Its order number, once its batch has committed. */
  orderNo?: string;
}

export interface Sheet {
  /** A new read of the uploaded workbook. */
  open(): SheetStream;
  layout: SheetLayout;
  /** Rows without a customer order number, each its bad cell (filled as the first read goes). */
  rowErrors: CellError[];
  /** The rows hidden in the sheet (by hand or by a filter). */
  hidden: { row: number; hidden: true }[];
  /** Every order, in the order of its first row. */
  kept: Map<string, Kept>;
  /** The worksheet's name, and how many rows below its header were set aside for the result file. */
  name: string;
  rows: number;
}

/** Records a check's outcome on its order. */
function record(kept: Map<string, Kept>, found: (CheckedOrder | CellError[])[], orders: SheetOrder[]): void {
  orders.forEach((order, i) => {
    const k = kept.get(order.customerOrderNo)!;
    const outcome = found[i];
    const errors = [...order.readErrors, ...(Array.isArray(outcome) ? outcome : [])];
    k.errors = errors.length ? errors : undefined;
    k.passed = Array.isArray(outcome) ? undefined : true;
    k.estimate = Array.isArray(outcome) ? undefined : { total: outcome.quote.total, currency: outcome.quote.currency };
  });
}

/**
 * The customer's available credit, spent order by order in the sheet's order: each currency's
 * figures read at its first order, before any order of the upload in it is written, and what is
 * available worked out once (a refusal states the figures as a single order's would).
 */
function creditGate(ctx: ExportContext, customerId: number) {
  const q = (text: string, params?: unknown[]) => ctx.db.query(text, params);
  const byCurrency = new Map<string, { figures: CreditFigures; available: Money; spent: Money }>();
  return {
    /** Spends the estimate if it fits; else why not, in the uploader's language. */
    async take({ total, currency }: Estimate): Promise<string | null> {
      if (!byCurrency.has(currency)) {
        const figures = await creditFigures(q as never, customerId, currency);
        byCurrency.set(currency, { figures, available: dec(creditStatement(figures).available), spent: dec(0) });
      }
      const c = byCurrency.get(currency)!;
      if (dec(total).lte(c.available.minus(c.spent))) {
        c.spent = c.spent.plus(dec(total));
        return null;
      }
      const credit = checkCredit({ ...c.figures, unbilled: dec(c.figures.unbilled).plus(c.spent).toString() }, total);
      return t(ctx.lang, 'bulk.credit', { detail: t(ctx.lang, 'orders.creditExceeded', { estimate: credit.estimate, ...credit.statement }) });
    },
    /** An estimate spent given back (an order whose rows came apart, written again whole). */
    giveBack({ total, currency }: Estimate): void {
      const c = byCurrency.get(currency)!;
      c.spent = c.spent.minus(dec(total));
    },
  };
}

/**
 * Which passed orders are written, decided as they pass: valid orders only, each while the credit
 * lasts; all or nothing, none once any error is known (and those written before it are removed
 * at the end, `importUpload`).
 */
function admission(ctx: ExportContext, upload: Upload, sheet: Sheet, writer: OrderWriter) {
  const credit = creditGate(ctx, upload.customer_id);
  let closed = false;
  const anyError = () => sheet.layout.errors.length > 0 || sheet.rowErrors.length > 0;
  return {
    async admit(found: (CheckedOrder | CellError[])[]): Promise<void> {
      for (const outcome of found) {
        if (upload.mode === 'all' && !closed && (anyError() || Array.isArray(outcome) || outcome.order.readErrors.length)) closed = true;
        if (closed || Array.isArray(outcome)) continue;
        const k = sheet.kept.get(outcome.order.customerOrderNo)!;
        if (k.split && !k.whole) continue; // its first rows only: admitted once read whole
        const refused = await credit.take(k.estimate!);
        if (refused) {
          k.errors = [...(k.errors ?? []), cellError(ctx.lang, k.first, 0, '', refused)];
          closed = upload.mode === 'all';
          continue;
        }
        k.admitted = true;
        await writer.add(outcome);
      }
    },
    /**
     * An order whose rows came apart, about to be read again whole: its estimate given back if it
     * was admitted (what was written of it is removed by the caller).
     */
    readAgain(k: Kept): void {
      if (k.admitted) credit.giveBack(k.estimate!);
      k.admitted = undefined;
      k.whole = true;
    },
  };
}
type Admission = ReturnType<typeof admission>;

/** Orders handed on CHECK_GROUP at a time to be checked and admitted, the rest at `flush`. */
function checkGroups(checker: OrderChecker, kept: Map<string, Kept>, admit: Admission) {
  let group: SheetOrder[] = [];
  const flush = async () => {
    const orders = group;
    group = [];
    if (!orders.length) return;
    const found = await checker.check(orders);
    record(kept, found, orders);
    await admit.admit(found);
  };
  return { add: async (order: SheetOrder) => { group.push(order); if (group.length >= CHECK_GROUP) await flush(); }, flush };
}

/** Read 1: the layout, every order checked (and admitted) as its rows end, those seen again further down marked, the rows without a number. */
async function checkSheet(ctx: ExportContext, sheet: Sheet, checker: OrderChecker, admission: Admission, spool: RowSpool): Promise<void> {
  // Made once the first batch has shown where the header is.
  const read: { orders?: OrderRows } = {};
  const checks = checkGroups(checker, sheet.kept, admission);
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
  const stream = sheet.open();
  await eachBatch(stream, async (rows, share, header) => {
    if (!laidOut) {
      laidOut = true;
      sheet.name = (await stream.opened).sheet.name;
      sheet.layout = sheetLayout(header ? [header, ...rows] : rows, ctx.lang);
      if (sheet.layout.columns) {
        read.orders = new OrderRows(sheet.layout.columns, ctx.lang);
        sheet.rowErrors = read.orders.rowErrors; // filled as the rows come
      }
      // The reader's header when the sheet's own is above it: a row like any other in the result file.
      if (header && header.row > sheet.layout.headerRow) rows = [header, ...rows];
    }
    // The rows below the header, for the result file.
    const below = rows.filter((row) => row.row > sheet.layout.headerRow);
    await spool.add(below);
    sheet.rows += below.length;
    for (const row of rows) {
      if (row.hidden) sheet.hidden.push({ row: row.row, hidden: true });
      if (read.orders && row.row > sheet.layout.headerRow) for (const order of read.orders.add(row)) await take(order);
    }
    await ctx.progress(85 * share);
  });
  for (const order of read.orders?.end() ?? []) await take(order);
  await checks.flush();
}

/** Every order the upload has written with one of the given customer order numbers (all: none given) removed. */
async function removeWritten(ctx: ExportContext, upload: Upload, kept: Map<string, Kept>, numbers?: string[]): Promise<void> {
  await ctx.db.query(
    `delete from orders where upload_id = $1 and ($2::text[] is null or customer_order_no = any($2::text[]))`,
    [upload.id, numbers ?? null],
  );
  for (const no of numbers ?? kept.keys()) kept.get(no)!.orderNo = undefined;
}

/** Read 2, when orders came apart: what was written of them removed, those orders assembled whole (their last rows known now), checked and admitted. */
async function checkSplitOrders(ctx: ExportContext, upload: Upload, sheet: Sheet, checker: OrderChecker, admission: Admission): Promise<void> {
  const { kept, layout } = sheet;
  const split = [...kept].filter(([, k]) => k.split).map(([no]) => no);
  if (!layout.columns || !split.length) return;
  await removeWritten(ctx, upload, kept, split);
  for (const no of split) admission.readAgain(kept.get(no)!);
  const orders = new OrderRows(layout.columns, ctx.lang, { lastRow: (no) => kept.get(no)?.last, only: (no) => !!kept.get(no)?.split });
  const checks = checkGroups(checker, kept, admission);
  await eachBatch(sheet.open(), async (rows) => {
    for (const row of rows) if (row.row > layout.headerRow) for (const order of orders.add(row)) await checks.add(order);
  });
  for (const order of orders.end()) await checks.add(order);
  await checks.flush();
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
  const sheet: Sheet = { open, layout: sheetLayout([], lang), rowErrors: [], hidden: [], kept: new Map(), name: '', rows: 0 };
  const { kept } = sheet;
  const writer = orderWriter(ctx, upload, kept, todayIn(ctx.config.businessTimeZone, at.getTime()));
  const admitted = admission(ctx, upload, sheet, writer);
  const spool = await rowSpool(`${ctx.filePath}.rows`);
  try {
    return await decide(ctx, upload, sheet, checker, admitted, writer, spool);
  } finally {
    await spool.remove();
  }
}

/** The reads of the sheet, the orders written as decided, the result file and the upload's outcome. */
async function decide(ctx: ExportContext, upload: Upload, sheet: Sheet, checker: OrderChecker, admitted: Admission, writer: OrderWriter, spool: RowSpool): Promise<typeof FILE_WRITTEN> {
  const { db, lang } = ctx;
  const { kept } = sheet;
  try {
    await checkSheet(ctx, sheet, checker, admitted, spool);
    await writer.settle();
    await checkSplitOrders(ctx, upload, sheet, checker, admitted);
    await writer.settle();
  } catch (err) {
    // run() removes what the upload wrote: not while a batch still writes.
    await writer.abandon();
    throw err;
  }
  const orderErrors = [...kept.values()].flatMap((k) => k.errors ?? []);
  const total = kept.size;
  if (!total && !sheet.layout.errors.length && !sheet.rowErrors.length) throw new AppError('bulk.noRows');
  const allErrors = [...sheet.layout.errors, ...sheet.rowErrors, ...orderErrors].sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
  if (upload.mode === 'all' && allErrors.length) await removeWritten(ctx, upload, kept);
  const imported = [...kept.values()].filter((k) => k.orderNo !== undefined).length;
  const errorsByRow = new Map<number, string>();
  for (const e of allErrors) errorsByRow.set(e.row, errorsByRow.has(e.row) ? `${errorsByRow.get(e.row)}；${e.message}` : e.text);
  await ctx.progress(90);
  await writeResults(ctx, sheet, spool, errorsByRow, imported === 0);
  const done = allErrors.length
    ? t(lang, 'bulk.doneWithErrors', { orders: total, imported, errors: allErrors.length })
    : t(lang, 'bulk.done', { orders: total, imported });
  await db.query(
    `update order_upload set state = 'done', orders = $2, imported = $3, errors = $4::jsonb, error_count = $5, message = $6, finished_at = now() where id = $1`,
    [upload.id, total, imported, JSON.stringify(allErrors.slice(0, ERRORS_KEPT)), allErrors.length, withHiddenRowsNote(lang, done, sheet.hidden)],
  );
  return FILE_WRITTEN;
}
