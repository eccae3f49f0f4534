/**
 * DD0102_01's writes (bulkOrder.import.ts): the orders the check passed and admitted, written
 * batch by batch while the check goes on, each batch committed on its own so other users'
 * requests run between them; and the result workbook, the uploaded rows again with a result
 * column (the import's last read of the sheet).
 */
import { t } from '../../platform/i18n';
import type { ExportContext } from '../../platform/jobs/exports';
import { inTransaction } from '../../platform/resource';
import { laneQueue } from '../../platform/lanes';
import { writeWorkbookFile } from '../../platform/sheets';
import type { RowSpool } from '../../platform/sheets/spool';
import { assertMayOrder } from './orderGuards';
import { ANALYZE_FROM, INSERT_CHUNK, insertOrders } from './orderWrite';
import { orderNoOf } from './bulkOrder.read';
import type { CheckedOrder } from './bulkOrder.check';
import type { Kept, Sheet, Upload } from './bulkOrder.import';
import './bulkOrder.messages';

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
 * server's check of the next orders (10,000 rows: 5.8 s against 7.1–7.5 s one at a time); the
 * embedded database has one connection.
 */
const WRITE_LANES = { pglite: 1, pg: 2 } as const;

export interface OrderWriter {
  /** Queues an admitted order; a full batch is written, at most WRITE_LANES at once. */
  add(order: CheckedOrder): Promise<void>;
  /** Writes what is queued and waits for every batch; throws the first batch's failure. */
  settle(): Promise<void>;
  /** After a failure: drops what is queued and waits for the batches still writing (whatever their outcome). */
  abandon(): Promise<void>;
}

/**
 * The writer of one upload: each order's number goes on its `Kept` once its batch has committed.
 * The first batch is written alone, so the planner's statistics are refreshed (from ANALYZE_FROM
 * orders) before any other batch plans its lines' checks.
 */
export function orderWriter(ctx: ExportContext, upload: Upload, kept: Map<string, Kept>, day: string): OrderWriter {
  const { db } = ctx;
  const size = WRITE_BATCH[db.kind];
  const lanes = laneQueue(WRITE_LANES[db.kind]);
  let batch: CheckedOrder[] = [];
  let batches = 0;
  const write = async (orders: CheckedOrder[], first: boolean) => {
    const made = await inTransaction(db, async (q) => {
      // Shared: batches written at once do not wait for each other; a single order of the customer waits for them.
      await assertMayOrder(q, ctx.user, upload.customer_id, 'share');
      return insertOrders(q, orders.map((o) => ({
        values: o.values, customerId: upload.customer_id, paymentFlow: 'placed' as const, quote: o.quote, businessDay: day,
        user: ctx.user, source: 'bulk' as const, uploadId: Number(upload.id),
      })), first && orders.length >= ANALYZE_FROM);
    });
    orders.forEach((o, i) => { kept.get(o.order.customerOrderNo)!.orderNo = made[i].orderNo; });
  };
  const submit = async () => {
    const orders = batch;
    batch = [];
    if (!orders.length) return;
    if (batches++ === 0) await lanes.add(() => write(orders, true)).then(() => lanes.settle());
    else await lanes.add(() => write(orders, false));
  };
  return {
    async add(order) {
      batch.push(order);
      if (batch.length >= size) await submit();
    },
    async settle() {
      try {
        await submit();
      } finally {
        // Nothing is cleaned up after a failure while a batch still writes.
        await lanes.settle();
      }
    },
    async abandon() {
      batch = [];
      await lanes.settle().catch(() => {});
    },
  };
}

/**
 * The result workbook, written straight to the download's file (100,000 rows' results make about
 * 15 MB of xlsx): every uploaded row below the header, set aside as the sheet was read (`spool`),
 * with its order's number, or its errors, or, when nothing was imported because of errors
 * elsewhere, that it was skipped.
 */
export async function writeResults(ctx: ExportContext, sheet: Sheet, spool: RowSpool, errorsByRow: Map<number, string>, nothingWritten: boolean): Promise<void> {
  const { lang } = ctx;
  const { kept, layout } = sheet;
  const resultOf = (row: number, orderNo: string | undefined): string => {
    const k = orderNo === undefined ? undefined : kept.get(orderNo);
    if (k?.orderNo !== undefined) return t(lang, 'bulk.result.ok', { orderNo: k.orderNo });
    return errorsByRow.get(row) ?? (k?.passed && nothingWritten ? t(lang, 'bulk.result.skipped') : '');
  };
  const width = Math.max(0, ...layout.headers.keys());
  const resultRow = (cell: (i: number) => unknown, text: string) => [...Array.from({ length: width }, (_, i) => cell(i) ?? null), text];
  await writeWorkbookFile(ctx.filePath, { name: sheet.name || 'Orders' }, async (out) => {
    await out.add(resultRow((i) => layout.headers.get(i + 1) ?? '', t(lang, 'bulk.result.header')), { bold: true });
    let written = 0;
    for await (const rows of spool.read()) {
      for (const row of rows) await out.add(resultRow((i) => row.values[i], resultOf(row.row, layout.columns ? orderNoOf(layout.columns, row) : undefined)));
      written += rows.length;
      await ctx.progress(90 + (10 * written) / Math.max(1, sheet.rows));
    }
  });
}
