/**
 * WL0118_01/02 weighing upload: a station's workbook of inbound weighings is applied row by row as
 * WL0101_01 would (arrival if needed, in, in stock, stored, weighed; log, tracking, badges), by a
 * background job; refused rows are named by cell in the uploader's language and make the error
 * file; the file's own faults fail the batch with nothing weighed; a job started again after a
 * crash goes on after its last committed batch; the history is the station's.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRuntime, type Runtime } from '../../src/server/platform/jobs/runtime';
import { enqueueExport } from '../../src/server/platform/jobs/exports';
import { loadSessionUser } from '../../src/server/platform/auth/sessionUser';
import { WEIGHING_UPLOAD_EXPORT } from '../../src/server/modules/wl/weighingUpload.job';
import { placeDemoOrder } from './demoOrder';
import { downloadedSheet } from './downloads';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
let rt: Runtime;
let customer: string;
let ops: string;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  rt = await ensureRuntime(t.db, t.config);
  [customer, ops, admin, manager] = await Promise.all(['customer', 'ops', 'admin', 'manager'].map((id) => login(t.app, id)));
});
afterAll(() => t?.close());

type Row = (string | number | null)[];
const HEADERS: Record<Lang, string[]> = {
  'zh-CN': ['单号*', '实重(kg)*', '长(cm)', '宽(cm)', '高(cm)', '箱数'],
  'en-US': ['Number*', 'Real weight (kg)*', 'Length (cm)', 'Width (cm)', 'Height (cm)', 'Boxes'],
};

async function workbook(rows: Row[], headers = HEADERS['zh-CN']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('称重');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(token: string, buf: Buffer, lang: Lang = 'zh-CN', stationId?: number) {
  const started = ok(await call(t.app, 'POST', 'wl/0118/upload', { token, lang, body: { fileName: '称重.xlsx', content: buf.toString('base64'), ...(stationId ? { stationId } : {}) } })).data;
  await rt.worker.drain();
  return { started, result: ok(await call(t.app, 'GET', 'wl/0118/result', { token, lang, query: { id: started.id } })).data };
}

const orderRow = async (id: number) => (await t.db.query<Record<string, any>>(
  `select station_op, storage_state, weighing_state, in_weight::text, in_length::text, in_box_count, tracking_status, station_quote is not null as repriced, station_priced_at is not null as priced
     from orders where id = $1`, [id]))[0];
const logOf = async (id: number) => (await t.db.query<{ action: string }>(`select action from order_log where order_id = $1 order by id`, [id])).map((r) => r.action);
const operations = async (id: number) => (await t.db.query<{ operation_type: string }>(`select operation_type from station_operation where order_id = $1 order by id`, [id])).map((r) => r.operation_type);

describe('WL0118_01 weighing upload', () => {
  it('the template in either language is a workbook whose columns upload as they are', async () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/wl/0118/template?lang=${lang}`, headers: { authToken: ops } });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as never);
      expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS[lang]);
      expect(wb.worksheets).toHaveLength(2); // the notes
    }
  });

  it('weighs each good row in as the inbound scan does, and names every refused row by its cell', async () => {
    const a = await placeDemoOrder(t, customer, 'WU-A');
    const b = await placeDemoOrder(t, customer, 'WU-B', 2);
    const away = await placeDemoOrder(t, customer, 'WU-AWAY');
    const [{ id: sha }] = await t.db.query<{ id: number }>(`select id from station where code = 'SHA'`);
    ok(await call(t.app, 'POST', 'wl/0101/scan', { token: admin, body: { no: away.orderNo, stationId: sha, arrivalOnly: true } }));
    // b has arrived already: its row is only the weighing.
    ok(await call(t.app, 'POST', 'wl/0101/scan', { token: ops, body: { no: b.orderNo, arrivalOnly: true } }));
    const { started, result } = await upload(ops, await workbook([
      [` ${a.orderNo.toLowerCase()} `, 3.5, 40, 30, 20, null],
      [b.orderNo, '6.25', 30, 30, 30, 2],
      ['DD000000000000', 1, null, null, null, null],
      [a.orderNo, 3.6, null, null, null, null],
      [away.orderNo, 1.2, null, null, null, null],
      [b.orderNo, 0, null, null, null, null],
      [null, 2, null, null, null, 100],
      [a.orderNo, 1.2345, null, null, null, null],
    ]));
    expect(started.batchNo).toMatch(/^CZ\d{10}$/);
    expect(result).toMatchObject({ state: 'completed', totalRows: 8, okRows: 2, failedRows: 6, message: '共 8 行，称重成功 2 行，失败 6 行，请下载错误文件' });
    const byRow = Object.fromEntries(result.errors.map((e: any) => [`${e.row}${e.column}`, e.message]));
    expect(byRow).toEqual({
      '4A': '订单不存在',
      '5A': `订单 ${a.orderNo} 当前为“在库”，不能入库`,
      '6A': `订单 ${away.orderNo} 在站点“上海站”，不属于当前站点`,
      '7B': '重量不能为 0',
      '8A': '此项为必填项',
      '8F': expect.stringContaining('80'),
      '9B': expect.stringContaining('3'),
    });
    expect(await orderRow(a.id)).toMatchObject({ station_op: 'in_stock', storage_state: 'stored', weighing_state: 'weighed', in_weight: '3.500', in_length: '40.00', in_box_count: 1, tracking_status: 'domestic_storage' });
    expect(await orderRow(b.id)).toMatchObject({ station_op: 'in_stock', in_weight: '6.250', in_box_count: 2 });
    expect(await logOf(a.id)).toEqual(['create', 'arrive', 'checkIn']);
    expect(await logOf(b.id)).toEqual(['create', 'arrive', 'checkIn']);
    expect(await operations(a.id)).toEqual(['B08', 'B04', 'B05']);
    expect(await operations(b.id)).toEqual(['B08', 'B04', 'B05']);
    expect(await orderRow(away.id)).toMatchObject({ station_op: 'arrived', weighing_state: 'not_weighed' });
    // Priced again at the measured weights by the sweep the upload started (drained above).
    expect(await orderRow(a.id)).toMatchObject({ repriced: true, priced: true });

    // The error file: the refused rows as uploaded, with their reasons; corrected, it uploads again.
    const { ws, header } = await downloadedSheet(t, started.seq);
    expect(header).toEqual([...HEADERS['zh-CN'], '错误原因']);
    expect(ws.rowCount).toBe(7);
    expect(ws.getRow(2).getCell(7).text).toContain('订单不存在');
    expect(ws.getRow(5).getCell(1).text).toBe(String(b.orderNo));
  });

  it('words refusals in the uploader\'s language and reads an English header', async () => {
    const c = await placeDemoOrder(t, customer, 'WU-EN');
    const { result } = await upload(ops, await workbook([[c.orderNo, 2.2, null, null, null, 1], ['NOPE-1', 1, null, null, null, 1]], HEADERS['en-US']), 'en-US');
    expect(result).toMatchObject({ state: 'completed', okRows: 1, failedRows: 1, message: '2 rows, 1 weighed, 1 failed: please download the error file' });
    expect(result.errors).toEqual([expect.objectContaining({ row: 3, column: 'A', header: 'Number*', message: 'The order does not exist' })]);
  });

  it('fails a file it cannot read as weighings, weighing nothing (E11a)', async () => {
    const d = await placeDemoOrder(t, customer, 'WU-BAD');
    for (const [lang, text] of [['zh-CN', '上传失败，请重新上传：文件缺少列“实重(kg)”'], ['en-US', 'Upload failed, please upload again: the file has no column "Real weight (kg)"']] as const) {
      const { result } = await upload(ops, await workbook([[d.orderNo, 2]], ['单号', '备注']), lang);
      expect(result.state).toBe('failed');
      expect(result.message).toContain(text);
    }
    expect(await orderRow(d.id)).toMatchObject({ station_op: 'not_arrived', weighing_state: 'not_weighed' });
    const refused = await call(t.app, 'POST', 'wl/0118/upload', { token: ops, lang: 'en-US', body: { fileName: 'w.csv', content: Buffer.from('a,b').toString('base64') } });
    expect(refused.msg).toBe('The file is not a valid Excel workbook (.xlsx)');
  });

  it('goes on after the last batch a crashed job committed: no row weighed twice, none skipped', async () => {
    const [e, f] = [await placeDemoOrder(t, customer, 'WU-R1'), await placeDemoOrder(t, customer, 'WU-R2')];
    // The job of a batch that had written its first row when the server stopped.
    ok(await call(t.app, 'POST', 'wl/0101/save', { token: ops, body: { no: e.orderNo, realWeight: '1.5', boxCount: 1 } }));
    const [{ id: opsId }] = await t.db.query<{ id: number }>(`select id from app_user where loginid = 'ops'`);
    const resumed = await t.db.query<{ id: string }>(
      `insert into weighing_upload (batch_no, station_id, user_id, user_name, file_name, file_path, total_rows, rows_done, ok_rows)
       select 'CZ-RESUMED', station_id, id, user_name, '称重.xlsx', 'uploads/weighings/resumed.xlsx', 2, 1, 1 from app_user where id = $1 returning id`,
      [opsId],
    );
    const fs = await import('node:fs');
    const path = await import('node:path');
    fs.mkdirSync(path.join(t.config.filesDir, 'uploads/weighings'), { recursive: true });
    fs.writeFileSync(path.join(t.config.filesDir, 'uploads/weighings/resumed.xlsx'), await workbook([[e.orderNo, 1.5], [f.orderNo, 2.5]]));
    const user = (await loadSessionUser(t.db, opsId))!;
    await enqueueExport(t.db, user, { kind: WEIGHING_UPLOAD_EXPORT, fileName: 'r.xlsx', params: { uploadId: Number(resumed[0].id) }, lang: 'zh-CN' }, { maxQueued: 10 });
    await rt.worker.drain();
    const [after] = await t.db.query<Record<string, unknown>>(`select state, ok_rows, failed_rows, rows_done from weighing_upload where id = $1`, [resumed[0].id]);
    expect(after).toEqual({ state: 'completed', ok_rows: 2, failed_rows: 0, rows_done: 2 });
    expect(await logOf(f.id)).toEqual(['create', 'arrive', 'checkIn']);
    // e was not weighed again by the resumed batch (its first row was done before the crash).
    expect((await logOf(e.id)).filter((a) => a === 'checkIn')).toHaveLength(1);
  });
});

describe('WL0118_02 weighing upload history', () => {
  it("lists the station's batches, gives a batch's error file, and keeps other stations' out", async () => {
    const { started } = await upload(ops, await workbook([['NOPE-2', 1]]));
    const list = ok(await call(t.app, 'GET', 'wl/0118/list', { token: ops, query: { pageNum: 1, pageSize: 50 } })).data.list as any[];
    expect(list.find((r) => r.batchNo === started.batchNo)).toMatchObject({ state: 'completed', totalRows: 1, okRows: 0, failedRows: 1, stationName: '深圳站' });
    const file = await t.app.inject({ method: 'GET', url: `/wl/0118/errors/file?id=${started.id}`, headers: { authToken: admin } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('.xlsx');
    // A batch of another station reads as missing for Shenzhen's operator.
    const [{ id: sha }] = await t.db.query<{ id: number }>(`select id from station where code = 'SHA'`);
    const { started: theirs } = await upload(admin, await workbook([['NOPE-3', 1]]), 'zh-CN', sha);
    const mine = ok(await call(t.app, 'GET', 'wl/0118/list', { token: ops, query: { pageNum: 1, pageSize: 50 } })).data.list as any[];
    expect(mine.map((r) => r.batchNo)).toContain(started.batchNo);
    expect(mine.map((r) => r.batchNo)).not.toContain(theirs.batchNo);
    // The manager's station (Shanghai) has the other batch only.
    const managers = ok(await call(t.app, 'GET', 'wl/0118/list', { token: manager, query: { pageNum: 1, pageSize: 50 } })).data.list as any[];
    expect(managers.map((r) => r.batchNo)).toEqual([theirs.batchNo]);
    const refused = await call(t.app, 'GET', 'wl/0118/errors/file', { token: ops, lang: 'en-US', query: { id: theirs.id } });
    expect(refused.msg).toBe('The weighing upload does not exist');
  });
});
