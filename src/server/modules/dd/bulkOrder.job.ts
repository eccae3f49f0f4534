/**
 * DD0102_01's background job: a download-centre export (its progress pushed on the uploader's
 * stream) that imports the uploaded workbook (bulkOrder.import.ts: every order checked, all of
 * them or only the valid ones written as the uploader chose, batch by batch) and answers the
 * result workbook: each row with its order number or its errors. A failure removes what the
 * upload wrote. The upload's row keeps the counts and the bad cells for the screen.
 */
import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { registerExport, type ExportContext, type FILE_WRITTEN } from '../../platform/jobs/exports';
import { removeStored } from '../../platform/files/uploads';
import { importUpload, type Upload } from './bulkOrder.import';
import './bulkOrder.messages';

export const BULK_ORDER_EXPORT = 'dd.orderUpload.xlsx';

/** Every order the upload wrote (lines, addresses and log go with them), while it has not finished. */
const removeUploadOrders = (db: Database, uploadId: string) =>
  db.query(`delete from orders o using order_upload u where o.upload_id = u.id and u.id = $1 and u.state = 'running'`, [uploadId]);

async function run(ctx: ExportContext): Promise<typeof FILE_WRITTEN> {
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

registerExport(BULK_ORDER_EXPORT, {
  authority: 'dd/0102/01.html',
  title: { 'zh-CN': '批量下单结果', 'en-US': 'Bulk order result' },
  params: { type: 'object', additionalProperties: false, properties: { uploadId: { type: 'integer', minimum: 1, maximum: 2147483647 } }, required: ['uploadId'] },
  generic: false,
  run,
});
