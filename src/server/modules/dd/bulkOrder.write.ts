/**
 * DD0102_01's write (the import's last read of the sheet, bulkOrder.import.ts): the orders to
 * write assembled again from their rows, priced again and written batch by batch, and the result
 * workbook written to the download's file as the rows come, each with its order number or its
 * errors.
 */
import type { Database } from '../../db/connection';
import { t } from '../../platform/i18n';
import type { ExportContext } from '../../platform/jobs/exports';
import { inTransaction } from '../../platform/resource';
import { laneQueue } from '../../platform/lanes';
import { eachBatch, writeWorkbookFile, type SheetRow } from '../../platform/sheets';
import { assertMayOrder } from './orderGuards';
import { ANALYZE_FROM, INSERT_CHUNK, insertOrders, type NewOrder } from './orderWrite';
import { OrderRows, orderNoOf, type SheetOrder } from './bulkOrder.read';
import type { OrderChecker } from './bulkOrder.check';
import type { OrderValues } from './placeOrder.body';
import type { Sheet, Upload } from './bulkOrder.import';
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
 * server's pricing of the next (10,000 rows: 5.8 s against 7.1–7.5 s one at a time); the embedded
 * database has one connection.
 */
const WRITE_LANES = { pglite: 1, pg: 2 } as const;

/**
 * Read 3: the orders marked written batch by batch, each priced again just before it is written
 * (a batch's traces in memory, never the sheet's) and committed on its own, so other users'
 * requests run between batches (run() removes them all if the import fails, once no batch is
 * still writing); and the result workbook, the uploaded rows again with a result column: the
 * order number, or the row's errors. Order numbers follow the sheet within a batch; batches
 * written at once may take theirs in either order.
 */
export async function writeSheet(ctx: ExportContext, upload: Upload, sheet: Sheet, checker: OrderChecker, errorsByRow: Map<number, string>, toWrite: number, day: string): Promise<void> {
  const { db, lang } = ctx;
  const { kept, layout } = sheet;
  const size = WRITE_BATCH[db.kind];
  const lanes = laneQueue(WRITE_LANES[db.kind]);
  let written = 0;
  let batches = 0;
  const write = async (orders: SheetOrder[], first: boolean) => {
    const values = orders.map((o) => checker.valuesOf(o));
    const made = await inTransaction(db, async (q, tx) => {
      // Shared: batches written at once do not wait for each other; a single order of the customer waits for them.
      await assertMayOrder(q, ctx.user, upload.customer_id, 'share');
      const rows: NewOrder[] = [];
      for (const [i, o] of orders.entries()) rows.push({ values: values[i], customerId: upload.customer_id, paymentFlow: 'placed', quote: await repriced(o, values[i], tx), businessDay: day, user: ctx.user, source: 'bulk', uploadId: Number(upload.id) });
      return insertOrders(q, rows, first && toWrite >= ANALYZE_FROM);
    });
    orders.forEach((o, i) => { kept.get(o.customerOrderNo)!.orderNo = made[i].orderNo; });
    written += orders.length;
    await ctx.progress(75 + (20 * written) / toWrite);
  };
  // Pricing is the same configuration at the same time: a different figure would be a defect, never
  // an order written at a price its credit check did not count.
  const repriced = async (o: SheetOrder, values: OrderValues, tx: Database) => {
    const quote = await checker.quoteOf(values, tx);
    const { total, currency } = kept.get(o.customerOrderNo)!.estimate!;
    if (quote.total !== total || quote.currency !== currency) {
      throw new Error(`order ${o.customerOrderNo} priced ${quote.total} ${quote.currency} when written, ${total} ${currency} when checked`);
    }
    return quote;
  };
  let batch: SheetOrder[] = [];
  const submit = async () => {
    const orders = batch;
    batch = [];
    if (!orders.length) return;
    // The first batch alone: the planner's statistics are refreshed before any other plans its lines' checks.
    if (batches++ === 0) await write(orders, true);
    else await lanes.add(() => write(orders, false));
  };

  const nothingWritten = toWrite === 0;
  const resultOf = (row: number, orderNo: string | undefined): string | undefined => {
    const k = orderNo === undefined ? undefined : kept.get(orderNo);
    if (k?.write) return k.orderNo === undefined ? undefined : t(lang, 'bulk.result.ok', { orderNo: k.orderNo });
    return errorsByRow.get(row) ?? (k?.passed && nothingWritten ? t(lang, 'bulk.result.skipped') : '');
  };
  const orders = layout.columns ? new OrderRows(layout.columns, lang, { lastRow: (no) => kept.get(no)?.last, only: (no) => !!kept.get(no)?.write }) : null;
  const width = Math.max(0, ...layout.headers.keys());
  const resultRow = (cell: (i: number) => unknown, text: string) => [...Array.from({ length: width }, (_, i) => cell(i) ?? null), text];
  const stream = sheet.open();
  try {
    const { sheet: read } = await stream.opened;
    // Straight to the download's file: 100,000 rows' results make about 15 MB of xlsx.
    await writeWorkbookFile(ctx.filePath, { name: read.name || 'Orders' }, async (out) => {
      await out.add(resultRow((i) => layout.headers.get(i + 1) ?? '', t(lang, 'bulk.result.header')), { bold: true });
      // The rows in the sheet's order, each until its result is known (its order's number, once its batch is written).
      const waiting: { row: SheetRow; orderNo: string | undefined }[] = [];
      const results = async () => {
        while (waiting.length) {
          const text = resultOf(waiting[0].row.row, waiting[0].orderNo);
          if (text === undefined) return;
          const { values } = waiting.shift()!.row;
          await out.add(resultRow((i) => values[i], text));
        }
      };
      let failed = true;
      let first = true;
      try {
        await eachBatch(stream, async (rows, _share, header) => {
          // The reader's header when the sheet's own is not there: a row like any other.
          if (first && header && header.row > layout.headerRow) rows = [header, ...rows];
          first = false;
          for (const row of rows) {
            if (row.row <= layout.headerRow) continue;
            waiting.push({ row, orderNo: layout.columns ? orderNoOf(layout.columns, row) : undefined });
            for (const order of orders?.add(row) ?? []) {
              batch.push(order);
              if (batch.length >= size) await submit();
            }
          }
          await results();
        });
        for (const order of orders?.end() ?? []) batch.push(order);
        await submit();
        await lanes.settle();
        failed = false;
      } finally {
        // Nothing is cleaned up after a failure while a batch still writes.
        if (failed) await lanes.settle().catch(() => {});
      }
      await results();
    });
  } finally {
    stream.close();
  }
}
