/**
 * Demo only: Shenzhen's operator (`ops`) uploaded a weighing workbook of two rows: PO-2026-007 is
 * weighed in by it, and a mistyped number is refused, so WL0118_02 shows a batch with its error
 * file. The upload runs its real job (and the pricing sweep after it) before the server starts.
 */
import ExcelJS from 'exceljs';
import { defineSeed } from '../../db/seed/define';
import { loadSessionUser } from '../../platform/auth/sessionUser';
import { runQueuedJob } from '../../platform/jobs/queue';
import { EXPORT_JOB } from '../../platform/jobs/exports';
import { STATION_QUOTE_JOB } from './stationQuote';
import { startWeighingUpload } from './weighingUpload.start';

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('称重');
  ws.addRow(['单号', '实重(kg)', '长(cm)', '宽(cm)', '高(cm)', '箱数']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export default defineSeed({
  name: 'demo weighing upload',
  order: 320,
  async demo({ db, config }) {
    const [op] = await db.query<{ id: number; station_id: number }>(`select id, station_id from app_user where loginid = 'ops'`);
    const [order] = await db.query<{ order_no: string }>(`select order_no from orders where customer_order_no = 'PO-2026-007' and station_id is null`);
    const user = op && (await loadSessionUser(db, op.id));
    if (!user || !order || (await db.query(`select 1 from weighing_upload limit 1`)).length) return;
    const content = await workbook([[order.order_no, 2.35, 32, 22, 16, 1], ['DD26112800001', 1.2, null, null, null, 1]]);
    const { seq } = await startWeighingUpload(
      { db, config, user, lang: 'zh-CN', log: console.warn },
      { stationId: op.station_id, fileName: '深圳站称重_上午.xlsx', content },
      { runtime: false },
    );
    for (const [kind, seqOf] of [[EXPORT_JOB, seq], [STATION_QUOTE_JOB, null]] as const) {
      const [job] = await db.query<{ id: number }>(
        `select id from job where kind = $1 and status = 'queued' and ($2::bigint is null or (payload->>'seq')::bigint = $2) order by id limit 1`, [kind, seqOf],
      );
      if (job) await runQueuedJob(db, config, Number(job.id));
    }
  },
});
