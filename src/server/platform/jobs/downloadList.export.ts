import { AppError } from '../errors';
import { registerExport } from './exports';
import { SHEET_TIME_FORMAT, sheetTime, sheetTimeHeader } from '../time';
import { writeWorkbook } from '../sheets/write';

/**
 * 'xt.download.xlsx': the caller's own download-centre list as an Excel workbook (the platform's writer).
 * (The tests' sample kind 'demo.csv' lives in tests/fixtures/demoExport.ts: not a server export.)
 */
registerExport('xt.download.xlsx', {
  authority: 'login',
  title: { 'zh-CN': '下载记录', 'en-US': 'Downloads' },
  params: { type: 'object', additionalProperties: false, properties: {} },
  async run({ db, user, lang, config }) {
    const rows = await db.query<{ seq: number; file_name: string; end_flag: number; created_at: Date | string }>(
      `select seq, file_name, end_flag, created_at from download
        where user_id = $1 and created_at >= now() - interval '6 months' order by seq desc`,
      [user.userId],
    );
    if (!rows.length) throw new AppError('download.noData');
    const en = lang === 'en-US';
    const columns = [
      { header: en ? 'No.' : '序号', key: 'seq', width: 10 },
      { header: en ? 'File name' : '文件名', key: 'fileName', width: 40 },
      { header: en ? 'Status' : '状态', key: 'status', width: 14 },
      { header: sheetTimeHeader(en ? 'Created' : '创建时间', config.businessTimeZone, lang), key: 'createdAt', width: 34, style: { numFmt: SHEET_TIME_FORMAT } },
    ];
    const status = (f: number) => (f === 1 ? (en ? 'done' : '已完成') : f === 0 ? (en ? 'downloading' : '下载中') : en ? 'failed' : '失败');
    return writeWorkbook({ name: en ? 'Downloads' : '下载中心', columns }, async (sheet) => {
      for (const r of rows) await sheet.add({ seq: Number(r.seq), fileName: r.file_name, status: status(r.end_flag), createdAt: sheetTime(r.created_at, config.businessTimeZone) });
    });
  },
});
