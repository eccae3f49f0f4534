/**
 * DD0102_01's background job: a download-centre export (its progress pushed on the uploader's
 * stream) that reads the uploaded workbook, checks every order, imports all of them or only the
 * valid ones as the uploader chose, batch by batch (a failure removes what the upload wrote), and
 * answers the result workbook: each row with its order number or its errors. The upload's row
 * keeps the counts and the bad cells for the screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';
import { t, type Lang } from '../../platform/i18n';
import { registerExport, type ExportContext } from '../../platform/jobs/exports';
import { inTransaction } from '../../platform/resource';
import { inLanes } from '../../platform/lanes';
import { turnEvery } from '../../platform/turns';
import { headerKey, readSheet, sheetLimits, withHiddenRowsNote, writeWorkbook, type HeaderSearch, type SheetData } from '../../platform/sheets';
import { cellError, type CellError } from '../../platform/sheets/cellErrors';
import { removeStored } from '../../platform/files/uploads';
import { checkCredit } from '../../../domain/credit/availableCredit';
import { dec } from '../../../domain/pricing/money';
import type { Quote } from '../../../domain/pricing/types';
import { todayIn } from '../../../domain/time/index';
import { assertMayOrder } from './orderGuards';
import { creditFigures } from './orderCredit';
import { ANALYZE_FROM, INSERT_CHUNK, insertOrders, type NewOrder } from './orderWrite';
import { readOrders } from './bulkOrder.read';
import { BULK_COLUMNS } from './bulkOrder.columns';
import { checkOrders, type CheckedOrder } from './bulkOrder.check';
import './bulkOrder.messages';

/** A bulk sheet's header: the row holding at least 3 of its column names, in either language. */
const BULK_HEADERS: HeaderSearch = { headers: BULK_COLUMNS.flatMap((c) => [c.zh, c.en]).map(headerKey), least: 3 };

export const BULK_ORDER_EXPORT = 'dd.orderUpload.xlsx';
/** Bad cells kept for the screen (the result workbook has every one). */
const ERRORS_KEPT = 1000;

interface Upload { id: string; customer_id: number; file_path: string; file_name: string; mode: 'all' | 'valid'; confirm_large: boolean }

/** The orders that fit the available credit, in the sheet's order; the others refused on their first row. */
async function withinCredit(ctx: ExportContext, customerId: number, orders: CheckedOrder[], errors: Map<CheckedOrder['order'], CellError[]>) {
  const q = (text: string, params?: unknown[]) => ctx.db.query(text, params);
  const spent = new Map<string, ReturnType<typeof dec>>();
  const fits: CheckedOrder[] = [];
  const figures = new Map<string, Awaited<ReturnType<typeof creditFigures>>>();
  const turn = turnEvery(2000); // 100,000 orders take about 1.2 s
  for (const o of orders) {
    await turn();
    const { currency, total } = o.estimate;
    if (!figures.has(currency)) figures.set(currency, await creditFigures(q as never, customerId, currency));
    const base = figures.get(currency)!;
    const before = spent.get(currency) ?? dec(0);
    const credit = checkCredit({ ...base, unbilled: dec(base.unbilled).add(before).toString() }, total);
    if (credit.ok) {
      spent.set(currency, before.add(dec(total)));
      fits.push(o);
    } else {
      const detail = t(ctx.lang, 'orders.creditExceeded', { estimate: credit.estimate, ...credit.statement });
      errors.set(o.order, [cellError(ctx.lang, o.order.rows[0], 0, '', t(ctx.lang, 'bulk.credit', { detail }))]);
    }
  }
  return fits;
}

/** The uploaded rows again, with a result column: the order number, or the row's errors. */
function resultWorkbook(lang: Lang, sheet: SheetData, headerRow: number, headers: Map<number, string>, byRow: Map<number, string>): Promise<Buffer> {
  const width = Math.max(0, ...headers.keys());
  return writeWorkbook({ name: sheet.sheet.name || 'Orders' }, async (out) => {
    await out.add([...Array.from({ length: width }, (_, i) => headers.get(i + 1) ?? ''), t(lang, 'bulk.result.header')], { bold: true });
    for (const row of sheet.rows) {
      if (row.row > headerRow) await out.add([...Array.from({ length: width }, (_, i) => row.values[i] ?? null), byRow.get(row.row) ?? '']);
    }
  });
}

/** Every order the upload wrote (lines, addresses and log go with them), while it has not finished. */
const removeUploadOrders = (db: Database, uploadId: string) =>
  db.query(`delete from orders o using order_upload u where o.upload_id = u.id and u.id = $1 and u.state = 'running'`, [uploadId]);

async function run(ctx: ExportContext): Promise<Buffer> {
  const { db, lang } = ctx;
  // 'running' already: the job starts again after the server stopped part-way (its lease ran out,
  // or the embedded server restarted); what the first attempt wrote goes before it starts over.
  const [upload] = await db.query<Upload & { was: string }>(
    `update order_upload u set state = 'running' from (select state as was from order_upload where id = $1) w
      where u.id = $1 and u.user_id = $2 and u.state in ('queued', 'running')
     returning u.id, u.customer_id, u.file_path, u.file_name, u.mode, u.confirm_large, w.was`,
    [ctx.params.uploadId, ctx.user.userId],
  );
  if (!upload) throw new AppError('bulk.notFound');
  try {
    if (upload.was === 'running') await removeUploadOrders(db, upload.id);
    return await importUpload(ctx, upload);
  } catch (err) {
    // A failure before the upload is done removes what it wrote: nothing half-imported stays.
    await removeUploadOrders(db, upload.id);
    const message = err instanceof AppError ? t(lang, err.key, err.params) : t(lang, 'bulk.failed');
    await db.query(`update order_upload set state = 'failed', message = $2, finished_at = now() where id = $1 and state = 'running'`, [upload.id, message]);
    throw err;
  } finally {
    removeStored(ctx.config, upload.file_path);
  }
}

/**
 * Orders one transaction of the import writes. On the embedded database another request waits
 * for the whole transaction before each of its statements: batches of 1,000 orders made a request
 * wait up to 2.4 s, of 250 up to 0.7 s, at no cost in total time. A database server runs other
 * requests beside it, and fewer commits are faster there (10,000 rows: 7.3 s in batches of 1,000,
 * 8.6 s in batches of 250).
 */
const WRITE_BATCH = { pglite: 250, pg: INSERT_CHUNK } as const;
/**
 * Batches written at once, each on its own connection: a database server writes two beside the
 * server's pricing of the next (10,000 rows: 5.8 s against 7.1–7.5 s one at a time); the embedded
 * database has one connection.
 */
const WRITE_LANES = { pglite: 1, pg: 2 } as const;

/**
 * The orders written batch by batch, each priced again just before it is written (a batch's
 * traces in memory, never the sheet's) and committed on its own, so other users' requests run
 * between batches (run() removes them all if the import fails, once no batch is still writing).
 * Order numbers follow the sheet within a batch; batches written at once may take theirs in
 * either order.
 */
async function writeOrders(ctx: ExportContext, upload: Upload, orders: CheckedOrder[], repriced: (o: CheckedOrder, tx: Database) => Promise<Quote>, day: string) {
  const size = WRITE_BATCH[ctx.db.kind];
  const batches = Math.ceil(orders.length / size);
  const written: { id: number; orderNo: string }[][] = [];
  let done = 0;
  const write = async (n: number) => {
    const batch = orders.slice(n * size, (n + 1) * size);
    written[n] = await inTransaction(ctx.db, async (q, tx) => {
      // Shared: batches written at once do not wait for each other; a single order of the customer waits for them.
      await assertMayOrder(q, ctx.user, upload.customer_id, 'share');
      const rows: NewOrder[] = [];
      for (const o of batch) {
        rows.push({ values: o.values, customerId: upload.customer_id, paymentFlow: 'placed', quote: await repriced(o, tx), businessDay: day, user: ctx.user, source: 'bulk', uploadId: Number(upload.id) });
      }
      return insertOrders(q, rows, n === 0 && orders.length >= ANALYZE_FROM);
    });
    done += batch.length;
    await ctx.progress(80 + (15 * done) / orders.length);
  };
  // The first batch alone: the planner's statistics are refreshed before any other plans its lines' checks.
  if (batches) await write(0);
  await inLanes(batches - 1, WRITE_LANES[ctx.db.kind], (n) => write(n + 1));
  return written.flat();
}

async function importUpload(ctx: ExportContext, upload: Upload): Promise<Buffer> {
  const { db, lang } = ctx;
  const customerId = upload.customer_id;
  await assertMayOrder((text, params) => db.query(text, params), ctx.user, customerId);
  // The sheet holding the headers (a notes tab may come first); its rows from the header on.
  const found = await readSheet(fs.readFileSync(path.join(ctx.config.filesDir, upload.file_path)), { find: BULK_HEADERS, limits: sheetLimits(ctx.config) });
  const sheet = { ...found, rows: found.header ? [found.header, ...found.rows] : found.rows };
  await ctx.progress(10);
  const read = await readOrders(sheet, lang);
  if (!read.errors.length && !read.orders.length) throw new AppError('bulk.noRows');
  const at = new Date();
  const total = read.orders.length;
  const { checked, errors, quoteOf } = await checkOrders(
    { db, lang, customerId, confirmLargeValues: upload.confirm_large, at, progress: (done) => ctx.progress(10 + (70 * done) / total) },
    read.orders,
  );
  let imported: { id: number; orderNo: string }[] = [];
  let toImport: CheckedOrder[] = upload.mode === 'all' && (read.errors.length || errors.size) ? [] : checked;
  if (toImport.length) {
    toImport = await withinCredit(ctx, customerId, toImport, errors);
    if (upload.mode === 'all' && toImport.length < checked.length) toImport = [];
  }
  const allErrors = [...read.errors, ...[...errors.values()].flat()].sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
  // Pricing is the same configuration at the same time: a different figure would be a defect, never
  // an order written at a price its credit check did not count.
  const repriced = async (o: CheckedOrder, tx: Database): Promise<Quote> => {
    const quote = await quoteOf(o, tx);
    if (quote.total !== o.estimate.total || quote.currency !== o.estimate.currency) {
      throw new Error(`order ${o.order.customerOrderNo} priced ${quote.total} ${quote.currency} when written, ${o.estimate.total} ${o.estimate.currency} when checked`);
    }
    return quote;
  };
  if (toImport.length) imported = await writeOrders(ctx, upload, toImport, repriced, todayIn(ctx.config.businessTimeZone, at.getTime()));
  await ctx.progress(95);
  const byRow = new Map<number, string>();
  for (const e of allErrors) byRow.set(e.row, byRow.has(e.row) ? `${byRow.get(e.row)}；${e.message}` : e.text);
  toImport.forEach((o, i) => { for (const row of o.order.rows) byRow.set(row, t(lang, 'bulk.result.ok', { orderNo: imported[i].orderNo })); });
  if (!imported.length) for (const o of checked) for (const row of o.order.rows) if (!byRow.has(row)) byRow.set(row, t(lang, 'bulk.result.skipped'));
  const done = allErrors.length
    ? t(lang, 'bulk.doneWithErrors', { orders: total, imported: imported.length, errors: allErrors.length })
    : t(lang, 'bulk.done', { orders: total, imported: imported.length });
  const message = withHiddenRowsNote(lang, done, found.rows);
  await db.query(
    `update order_upload set state = 'done', orders = $2, imported = $3, errors = $4::jsonb, error_count = $5, message = $6, finished_at = now() where id = $1`,
    [upload.id, total, imported.length, JSON.stringify(allErrors.slice(0, ERRORS_KEPT)), allErrors.length, message],
  );
  return resultWorkbook(lang, sheet, read.headerRow, read.headers, byRow);
}

registerExport(BULK_ORDER_EXPORT, {
  authority: 'dd/0102/01.html',
  title: { 'zh-CN': '批量下单结果', 'en-US': 'Bulk order result' },
  params: { type: 'object', additionalProperties: false, properties: { uploadId: { type: 'integer', minimum: 1, maximum: 2147483647 } }, required: ['uploadId'] },
  generic: false,
  run,
});
