import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { AppError } from '../errors';
import { registerExport } from './exports';

/**
 * Two export kinds that exercise the download centre end to end:
 * - 'demo.csv': `rows` lines of sample data (0 rows: 'no data to download'), optionally slow
 *   (`delayMs` between progress steps) so the downloading state can be seen;
 * - 'xt.download.xlsx': the caller's own download-centre list as an Excel workbook (exceljs).
 */
registerExport('demo.csv', {
  authority: 'login',
  async run({ params, progress, lang }) {
    const rows = Math.max(0, Math.min(100_000, Number(params.rows ?? 100)));
    const delayMs = Math.max(0, Math.min(5_000, Number(params.delayMs ?? 0)));
    if (!rows) throw new AppError('download.noData');
    const header = lang === 'en-US' ? 'No.,Item,Amount' : '序号,项目,金额';
    const lines = [header];
    const steps = 4;
    for (let s = 0; s < steps; s++) {
      for (let i = Math.floor((rows * s) / steps); i < Math.floor((rows * (s + 1)) / steps); i++) {
        lines.push(`${i + 1},${lang === 'en-US' ? 'item' : '项目'} ${i + 1},${((i * 37) % 1000).toFixed(2)}`);
      }
      if (delayMs) await sleep(delayMs);
      await progress(((s + 1) * 100) / steps);
    }
    // A byte-order mark so that Excel opens the UTF-8 text with its Chinese intact.
    return '\ufeff' + lines.join('\r\n') + '\r\n';
  },
});

registerExport('xt.download.xlsx', {
  authority: 'login',
  async run({ db, user, lang }) {
    const rows = await db.query<{ seq: number; file_name: string; end_flag: number; created_at: Date | string }>(
      `select seq, file_name, end_flag, created_at from download
        where user_id = $1 and created_at >= now() - interval '6 months' order by seq desc`,
      [user.userId],
    );
    if (!rows.length) throw new AppError('download.noData');
    const en = lang === 'en-US';
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet(en ? 'Downloads' : '下载中心');
    ws.columns = [
      { header: en ? 'No.' : '序号', key: 'seq', width: 10 },
      { header: en ? 'File name' : '文件名', key: 'fileName', width: 40 },
      { header: en ? 'Status' : '状态', key: 'status', width: 14 },
      { header: en ? 'Created' : '创建时间', key: 'createdAt', width: 22 },
    ];
    const status = (f: number) => (f === 1 ? (en ? 'done' : '已完成') : f === 0 ? (en ? 'downloading' : '下载中') : en ? 'failed' : '失败');
    for (const r of rows) ws.addRow({ seq: Number(r.seq), fileName: r.file_name, status: status(r.end_flag), createdAt: new Date(r.created_at) });
    return Buffer.from(await wb.xlsx.writeBuffer());
  },
});
