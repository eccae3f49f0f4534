/**
 * A weighing upload begun: its batch number (CZ + business day + sequence), its row at the station,
 * its workbook stored and its job queued (platform/jobs/uploadJob.ts). The upload route and the
 * demo seed begin one the same way.
 */
import { startUploadJob, type Uploader } from '../../platform/jobs/uploadJob';
import { todayIn } from '../../../domain/time/index';
import { weighingBatchNoOf } from '../../../domain/station/weighingUpload';
import { WEIGHING_UPLOAD_EXPORT } from './weighingUpload.job';

export async function startWeighingUpload(at: Uploader, upload: { stationId: number; fileName: string; content: Buffer }, opts?: { runtime?: boolean }) {
  const { db, user } = at;
  const [{ seq: no }] = await db.query<{ seq: string }>(`select nextval('weighing_upload_no_seq') as seq`);
  const batchNo = weighingBatchNoOf(todayIn(at.config.businessTimeZone, Date.now()), no);
  const started = await startUploadJob(at, {
    folder: 'weighings',
    content: upload.content,
    table: 'weighing_upload',
    insert: async (filePath) => Number((await db.query<{ id: string }>(
      `insert into weighing_upload (batch_no, station_id, user_id, user_name, file_name, file_path, lang) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [batchNo, upload.stationId, user.userId, user.userName, upload.fileName, filePath, at.lang],
    ))[0].id),
    kind: WEIGHING_UPLOAD_EXPORT,
    title: { 'zh-CN': `称重上传错误文件_${batchNo}`, 'en-US': `Weighing upload errors ${batchNo}` },
  }, opts);
  return { ...started, batchNo };
}
