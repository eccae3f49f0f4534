/**
 * WL0118_01's background job: a download-centre export (its progress pushed on the uploader's
 * stream, its file the error file) that reads the station's workbook of weighings and weighs each
 * row in as WL0101_01 would (arrival if needed, then in, in stock, stored, weighed; the same steps,
 * log, tracking and badges), batch by batch. Each batch commits with the upload's `rows_done` and
 * its refused rows, so a job started again after the server stopped (kill -9, a deploy) goes on
 * after the last batch it wrote: no row weighed twice, none half-applied.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { registerExport, type ExportContext } from '../../platform/jobs/exports';
import { type TxQuery } from '../../platform/resource';
import { inOrderedTransactions } from '../../platform/orderedTransactions';
import { readSheet, sheetLimits, withHiddenRowsNote, writeWorkbook, type SheetData } from '../../platform/sheets';
import { cellError, type CellError } from '../../platform/sheets/cellErrors';
import { removeStored } from '../../platform/files/uploads';
import { weighingUploadFlow } from '../../../domain/station/weighingUpload';
import { assertAtStation, lockNumbered, planWork, writePlanned, type PlannedWork, type StationActor } from './stationWork';
import { arriveStep, checkInStep } from './stationSteps';
import { startStationPricing } from './stationQuote';
import { WEIGHING_HEADER_SEARCH, readWeighings, type SheetCell, type WeighingRow } from './weighingUpload.read';
import './weighingUpload.messages';

export const WEIGHING_UPLOAD_EXPORT = 'wl.weighingUpload.xlsx';

/**
 * Rows one transaction weighs. On the embedded database another request waits for the whole
 * transaction: 250 rows keep that wait short; a database server runs other requests beside it.
 */
const BATCH = { pglite: 250, pg: 500 } as const;
/** Batches written at once: a database server's connections work side by side; the embedded one has one. */
const WRITE_LANES = { pglite: 1, pg: 2 } as const;

interface Upload { id: string; station_id: number; user_id: number; user_name: string; file_path: string; total_rows: number; rows_done: number }

/** The parcels a batch's rows name, locked (a later batch naming one of them waits for this one's commit). */
const lockBatch = (q: TxQuery, actor: StationActor, rows: WeighingRow[]) => lockNumbered(q, actor, rows.filter((r) => !r.errors.length).map((r) => r.values.no));

/** The rows of one batch weighed in, or refused each with its cell: all in the caller's transaction. */
async function weighBatch(q: TxQuery, actor: StationActor, noCell: SheetCell, rows: WeighingRow[], found: Awaited<ReturnType<typeof lockBatch>>): Promise<{ weighed: PlannedWork[]; errors: CellError[] }> {
  const errors = rows.flatMap((r) => r.errors);
  const good = rows.filter((r) => !r.errors.length);
  const weighed: PlannedWork[] = [];
  for (const r of good) {
    const order = found.get(r.values.no.trim())!;
    try {
      if (order instanceof AppError) throw order;
      assertAtStation(order, actor);
      const steps = order.stationOp === 'not_arrived' ? [arriveStep(), checkInStep(actor, r.values, order.inWeight)] : [checkInStep(actor, r.values, order.inWeight)];
      weighed.push(planWork(actor, { order, steps }));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors.push(cellError(actor.lang, r.row, noCell.col, noCell.header, t(actor.lang, err.key, err.params)));
    }
  }
  await writePlanned(q, actor, weighed);
  return { weighed, errors };
}

async function saveProgress(q: TxQuery, upload: Upload, done: number, ok: number, errors: CellError[]) {
  const failedRows = new Set(errors.map((e) => e.row)).size;
  await q(
    `with e as (insert into weighing_upload_error (upload_id, row_no, column_letter, header, message, text)
                select $1, x.row, x.column, x.header, x.message, x.text from jsonb_to_recordset($5::jsonb) as x("row" int, "column" text, header text, message text, text text))
     update weighing_upload set rows_done = $2, ok_rows = ok_rows + $3, failed_rows = failed_rows + $4 where id = $1`,
    [upload.id, done, ok, failedRows, JSON.stringify(errors)],
  );
}

/** The refused rows as the sheet had them, with their reasons: corrected, the file is uploaded again. */
async function errorFile(ctx: ExportContext, uploadId: string, sheet: SheetData, headers: Map<number, string>): Promise<Buffer> {
  const errors = await ctx.db.query<{ row_no: number; messages: string }>(
    `select row_no, string_agg(text, '；' order by column_letter) as messages
       from weighing_upload_error where upload_id = $1 group by row_no order by row_no`,
    [uploadId],
  );
  const byRow = new Map(errors.map((e) => [e.row_no, e.messages]));
  const width = Math.max(0, ...headers.keys());
  return writeWorkbook({ name: sheet.sheet.name || 'Weighings' }, async (out) => {
    await out.add([...Array.from({ length: width }, (_, i) => headers.get(i + 1) ?? ''), t(ctx.lang, 'weighing.errorFile.header')], { bold: true });
    for (const row of sheet.rows) {
      const why = byRow.get(row.row);
      if (why) await out.add([...Array.from({ length: width }, (_, i) => row.values[i] ?? null), why]);
    }
  });
}

async function finish(ctx: ExportContext, upload: Upload, action: 'complete' | 'fail', message: string) {
  const next = weighingUploadFlow.next('uploading', action);
  if (!next.ok) throw new Error('unreachable');
  await ctx.db.query(`update weighing_upload set state = $2, message = $3, finished_at = now(), file_path = null where id = $1 and state = 'uploading'`, [upload.id, next.to, message]);
  removeStored(ctx.config, upload.file_path);
}

async function run(ctx: ExportContext): Promise<Buffer> {
  const { db, lang } = ctx;
  const [upload] = await db.query<Upload>(
    `select id, station_id, user_id, user_name, file_path, total_rows, rows_done from weighing_upload where id = $1 and user_id = $2 and state = 'uploading'`,
    [ctx.params.uploadId, ctx.user.userId],
  );
  if (!upload) throw new AppError('weighing.notFound');
  const actor: StationActor = { userId: ctx.user.userId, userName: upload.user_name, stationId: upload.station_id, viewAll: false, lang };
  let sheet: SheetData;
  let read: ReturnType<typeof readWeighings>;
  try {
    const found = await readSheet(fs.readFileSync(path.join(ctx.config.filesDir, upload.file_path)), { find: WEIGHING_HEADER_SEARCH, limits: sheetLimits(ctx.config) });
    sheet = found;
    read = readWeighings(found, lang);
    if (!read.rows.length) throw new AppError('weighing.noRows');
  } catch (err) {
    // The file itself: nothing was weighed (E11a, the reason after it).
    await finish(ctx, upload, 'fail', err instanceof AppError ? t(lang, err.key, err.params) : t(lang, 'weighing.failed'));
    throw err;
  }
  const total = read.rows.length;
  if (!upload.total_rows) await db.query(`update weighing_upload set total_rows = $2 where id = $1`, [upload.id, total]);
  const size = BATCH[db.kind];
  const start = upload.rows_done;
  let from = start;
  const rowsOf = (i: number) => read.rows.slice(start + i * size, start + (i + 1) * size);
  try {
    await inOrderedTransactions(db, Math.ceil((total - start) / size), WRITE_LANES[db.kind], {
      lock: (q, i) => lockBatch(q, actor, rowsOf(i)),
      write: (q, i, locked) => weighBatch(q, actor, read.noCell, rowsOf(i), locked),
      finish: (q, i, batch) => saveProgress(q, upload, start + i * size + rowsOf(i).length, batch.weighed.length, batch.errors),
      committed: async (i) => {
        from = start + i * size + rowsOf(i).length;
        await ctx.progress((90 * from) / total);
      },
    });
  } catch (err) {
    // The batches before stay weighed (a weighing is a fact of the warehouse); the message says where it stopped.
    await finish(ctx, upload, 'fail', t(lang, 'weighing.stopped', { done: from, rows: total }));
    await startStationPricing(db);
    throw err;
  }
  // Priced again at the measured weights by a sweep of its own (a scan's weighing is at once).
  await startStationPricing(db);
  const [counts] = await db.query<{ ok: number; failed: number }>(`select ok_rows as ok, failed_rows as failed from weighing_upload where id = $1`, [upload.id]);
  const message = withHiddenRowsNote(lang, counts.failed
    ? t(lang, 'weighing.doneWithErrors', { rows: total, ok: counts.ok, failed: counts.failed })
    : t(lang, 'weighing.done', { rows: total, ok: counts.ok }), sheet.rows);
  const file = await errorFile(ctx, upload.id, sheet, read.headers);
  await finish(ctx, upload, 'complete', message);
  return file;
}

registerExport(WEIGHING_UPLOAD_EXPORT, {
  authority: 'wl/0118/01.html',
  title: { 'zh-CN': '称重上传错误文件', 'en-US': 'Weighing upload errors' },
  params: { type: 'object', additionalProperties: false, properties: { uploadId: { type: 'integer', minimum: 1, maximum: 2147483647 } }, required: ['uploadId'] },
  generic: false,
  run,
});
