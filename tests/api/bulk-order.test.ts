/**
 * DD0102_01 bulk orders: the template in both languages imports as it is; a sheet's bad cells are
 * named by row and column in the uploader's language; "all or nothing" imports nothing while a
 * cell is bad, "valid orders only" imports the others, rows of one customer order number making
 * one order; the result workbook gives each row its order number or its errors; one upload cannot
 * be run twice nor started through the generic export route.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRuntime, type Runtime } from '../../src/server/platform/jobs/runtime';
import { enqueueJob, registerJob } from '../../src/server/platform/jobs/queue';
import { BULK_COLUMNS, headerText } from '../../src/server/modules/dd/bulkOrder.columns';
import { INSERT_CHUNK } from '../../src/server/modules/dd/orderWrite';
import { creditFigures } from '../../src/server/modules/dd/orderCredit';
import { call, createTestApp, login, ok, type TestApp } from './harness';

let t: TestApp;
let rt: Runtime;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  rt = await ensureRuntime(t.db, t.config);
  customer = await login(t.app, 'customer');
});
afterAll(() => t?.close());

type Lang = 'zh-CN' | 'en-US';
const example = Object.fromEntries(BULK_COLUMNS.map((c) => [c.path, c.example]));

/** A workbook of `rows` (column path → value, the example's for the rest), headed in `lang`, a title row above. */
async function workbook(rows: Record<string, unknown>[], lang: Lang = 'zh-CN'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders');
  ws.addRow([lang === 'en-US' ? 'Orders of November' : '十一月订单']);
  ws.addRow(BULK_COLUMNS.map((c) => headerText(c, lang)));
  for (const r of rows) ws.addRow(BULK_COLUMNS.map((c) => { const v = c.path in r ? r[c.path] : example[c.path]; return v === '' ? null : v; }));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(buf: Buffer, mode: 'all' | 'valid', lang: Lang = 'en-US') {
  const r = ok(await call(t.app, 'POST', 'dd/0102/upload', { token: customer, lang, body: { fileName: 'orders.xlsx', content: buf.toString('base64'), mode } }));
  await rt.worker.drain();
  return ok(await call(t.app, 'GET', 'dd/0102/result', { token: customer, lang, query: { id: r.data.id } })).data;
}

const letter = (path: string) => {
  const n = BULK_COLUMNS.findIndex((c) => c.path === path) + 1;
  return n <= 26 ? String.fromCharCode(64 + n) : `A${String.fromCharCode(64 + n - 26)}`;
};
/** The result workbook's last column (each row's order number or errors) on the given rows. */
async function resultColumn(seq: number, rows: number[]): Promise<string[]> {
  const [rec] = await t.db.query<{ file_path: string }>(`select file_path from download where seq = $1`, [seq]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(path.join(t.config.filesDir, rec.file_path)) as never);
  const ws = wb.worksheets[0];
  const resultCol = (ws.getRow(1).values as unknown[]).length - 1;
  return rows.map((r) => String(ws.getRow(r).getCell(resultCol).value));
}
const ordersOf = async (nos: string[]) => (await t.db.query<{ customer_order_no: string; package_count: number; items: number; kind: string }>(
  `select customer_order_no, package_count, kind, (select count(*)::int from order_item i where i.order_id = o.id) as items
     from orders o where customer_order_no = any($1::text[]) order by customer_order_no`, [nos]));

describe('DD0102_01 bulk order', () => {
  it('the template in either language is a workbook that imports as it is', async () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/dd/0102/template', headers: { authToken: customer, 'accept-language': lang } });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as never);
      const header = (wb.worksheets[0].getRow(1).values as unknown[]).slice(1);
      expect(header[0]).toBe(lang === 'en-US' ? 'Customer order no.*' : '客户订单号*');
      expect(wb.worksheets[1].getRow(1).getCell(1).value).toMatch(lang === 'en-US' ? /^1\. One parcel/ : /^1\. 一行一个包裹/);
      // The example order, under a number of its own so both languages import.
      wb.worksheets[0].getRow(2).getCell(1).value = `TPL-${lang}`;
      const result = await upload(Buffer.from(await wb.xlsx.writeBuffer()), 'all', lang);
      expect(result).toMatchObject({ state: 'done', orders: 1, imported: 1, errorCount: 0 });
    }
    expect(await ordersOf(['TPL-en-US', 'TPL-zh-CN'])).toEqual([
      { customer_order_no: 'TPL-en-US', package_count: 1, items: 1, kind: 'bulk' },
      { customer_order_no: 'TPL-zh-CN', package_count: 1, items: 1, kind: 'bulk' },
    ]);
  });

  const sheetWithTwoBadCells = () => workbook([
    { customerOrderNo: 'BULK-A', 'parcels.weight': 38.720000000000006 },
    // The same order's second row: a second box and a second line; order columns left blank.
    { customerOrderNo: 'BULK-A', routeCode: '', declaredValue: '', 'recipient.name': '', 'parcels.weight': '１２.５', 'parcels.count': 2, 'items.nameZh': '帆布包', 'items.nameEn': 'Canvas bag' },
    { customerOrderNo: 'BULK-B', 'parcels.weight': 'abc' },
    { customerOrderNo: 'BULK-C', 'items.customsCode': '12345' },
  ]);

  it('names each bad cell by row, column and the header as the sheet has it, in the uploader\'s language; all or nothing imports nothing', async () => {
    const buf = await sheetWithTwoBadCells();
    const en = await upload(buf, 'all');
    expect(en).toMatchObject({ state: 'done', orders: 3, imported: 0, errorCount: 2 });
    expect(en.errors.map((e: { row: number; column: string; header: string }) => [e.row, e.column, e.header])).toEqual([
      [5, letter('parcels.weight'), '单箱实重(kg)*'],
      [6, letter('items.customsCode'), '海关编码*'],
    ]);
    expect(en.message).toBe('3 orders, 0 imported; 2 errors: see the list below or download the result file');
    const zh = await upload(buf, 'all', 'zh-CN');
    expect(zh.errors[0].text).toMatch(new RegExp(`^第 5 行 ${letter('parcels.weight')} 列（单箱实重\\(kg\\)\\*）：`));
    expect(en.errors[0].message).not.toBe(zh.errors[0].message);
    expect(await ordersOf(['BULK-A', 'BULK-B', 'BULK-C'])).toEqual([]);
  });

  it('valid orders only: the good order is imported whole (rows of one number, float noise and full-width digits read), the result file says so row by row', async () => {
    const result = await upload(await sheetWithTwoBadCells(), 'valid');
    expect(result).toMatchObject({ state: 'done', orders: 3, imported: 1, errorCount: 2, endFlag: 1 });
    expect(await ordersOf(['BULK-A', 'BULK-B', 'BULK-C'])).toEqual([{ customer_order_no: 'BULK-A', package_count: 3, items: 2, kind: 'bulk' }]);
    const [pkg] = await t.db.query<{ weights: string[] }>(
      `select array_agg(real_weight::text order by seq) as weights from order_package p join orders o on o.id = p.order_id where o.customer_order_no = 'BULK-A'`);
    expect(pkg.weights).toEqual(['38.720', '12.500']);
    const results = await resultColumn(result.seq, [2, 3, 4, 5]);
    expect(results[0]).toMatch(/^Imported as order DD\d{12}$/);
    expect(results[1]).toBe(results[0]);
    expect(results[2]).toMatch(/^Row 5, column /);
    expect(results[3]).toMatch(/^Row 6, column /);
  });

  it('finds the orders past a notes tab, and says which imported rows were hidden in the sheet', async () => {
    const made = new ExcelJS.Workbook();
    await made.xlsx.load(await workbook([{ customerOrderNo: 'BULK-H1' }, { customerOrderNo: 'BULK-H2' }], 'en-US') as never);
    // The notes tab first, as users move it; the second order's row hidden (row 4: a title, the header, then the orders).
    const moved = new ExcelJS.Workbook();
    moved.addWorksheet('Notes').addRow(['One row per parcel or SKU line']);
    const orders = moved.addWorksheet('orders');
    made.worksheets[0].eachRow((row) => orders.addRow((row.values as unknown[]).slice(1)));
    orders.getRow(4).hidden = true;
    const result = await upload(Buffer.from(await moved.xlsx.writeBuffer()), 'valid');
    expect(result).toMatchObject({ state: 'done', imported: 2, errorCount: 0 });
    expect(result.message).toBe('2 orders, 2 imported. Rows hidden in the sheet (by hand or by a filter) were imported too: row 4');
    expect((await ordersOf(['BULK-H1', 'BULK-H2'])).length).toBe(2);
  });

  it('E11c: a number the customer used already, an unknown route, an unknown country, a later row that differs', async () => {
    const result = await upload(await workbook([
      { customerOrderNo: 'BULK-A' },
      { customerOrderNo: 'BULK-D', routeCode: 'NOPE' },
      { customerOrderNo: 'BULK-E', 'recipient.country': 'XX' },
      { customerOrderNo: 'BULK-F' },
      { customerOrderNo: 'BULK-F', 'recipient.city': 'Boston' },
    ]), 'valid');
    expect(result.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message])).toEqual([
      [3, letter('customerOrderNo'), 'An order with customer order number BULK-A already exists'],
      [4, letter('routeCode'), 'Route code NOPE does not exist'],
      [5, letter('recipient.country'), 'Country code XX does not exist (two letters, such as US or GB)'],
      [7, letter('recipient.city'), "Differs from the order's row 6: the order, sender and recipient are read from its first row; leave them blank on later rows or repeat them"],
    ]);
  });

  it('an order\'s rows need not be adjacent: rows of one number further down are the same order, its later rows checked against its first', async () => {
    const result = await upload(await workbook([
      { customerOrderNo: 'BULK-APART-1' },
      { customerOrderNo: 'BULK-APART-2' },
      // The first order's second box and line, two rows down; its city differs from its first row's.
      { customerOrderNo: 'BULK-APART-1', 'recipient.city': 'Boston', 'parcels.weight': 3, 'items.nameZh': '帆布包', 'items.nameEn': 'Canvas bag' },
      { customerOrderNo: 'BULK-APART-3', 'parcels.weight': 'abc' },
    ]), 'valid');
    expect(result).toMatchObject({ state: 'done', orders: 3, imported: 2, errorCount: 2 });
    expect(result.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message])).toEqual([
      [5, letter('recipient.city'), "Differs from the order's row 3: the order, sender and recipient are read from its first row; leave them blank on later rows or repeat them"],
      [6, letter('parcels.weight'), expect.any(String)],
    ]);
    expect(await ordersOf(['BULK-APART-1', 'BULK-APART-2', 'BULK-APART-3'])).toEqual([
      { customer_order_no: 'BULK-APART-1', package_count: 2, items: 2, kind: 'bulk' },
      { customer_order_no: 'BULK-APART-2', package_count: 1, items: 1, kind: 'bulk' },
    ]);
    const results = await resultColumn(result.seq, [2, 3, 4, 5]);
    expect(results[0]).toMatch(/^Imported as order DD\d{12}$/);
    expect(results[1]).toMatch(/^Imported as order DD\d{12}$/);
    expect(results[1]).not.toBe(results[0]);
    // Its last row imported with it: the difference is reported, the first row's values are the order's.
    expect(results[2]).toBe(results[0]);
    expect(results[3]).toMatch(/^Row 6, column /);
  });

  it('all or nothing: orders written while the sheet was still being checked are removed again once a later row is bad, and the result file says why each was skipped', async () => {
    // The import writes orders batch by batch as they pass: more than a batch passes before the bad row.
    await t.db.query(`update customer set credit_limit = 100000000 where id = (select customer_id from app_user where loginid = 'customer')`);
    const rows = Array.from({ length: INSERT_CHUNK + 20 }, (_, i) => ({ customerOrderNo: `BULK-LATE-${i}` }));
    rows.push({ customerOrderNo: 'BULK-LATE-BAD', 'parcels.weight': 'abc' } as never);
    const result = await upload(await workbook(rows), 'all');
    expect(result).toMatchObject({ state: 'done', orders: INSERT_CHUNK + 21, imported: 0, errorCount: 1 });
    const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from orders where customer_order_no like 'BULK-LATE-%'`);
    expect(n).toBe(0);
    // The result file's rows are the sheet's below its header (row 2 there is the sheet's row 3).
    const [first, last] = await resultColumn(result.seq, [2, rows.length + 1]);
    expect(first).toBe('Not imported: this upload imports all or nothing, and the sheet has errors');
    expect(last).toMatch(new RegExp(`^Row ${rows.length + 2}, column `));
  });

  it('the available credit is spent in the sheet\'s order: past it, valid orders only refuses each order left on its first row with the four figures; all or nothing imports none', async () => {
    const [{ id: customerId }] = await t.db.query<{ id: number }>(`select customer_id as id from app_user where loginid = 'customer'`);
    await t.db.query(`update customer set credit_limit = 100000000 where id = $1`, [customerId]);
    expect(await upload(await workbook([{ customerOrderNo: 'BULK-CR-0' }]), 'valid')).toMatchObject({ imported: 1 });
    const [{ estimate, currency }] = await t.db.query<{ estimate: string; currency: string }>(
      `select estimate::text, estimate_currency as currency from orders where customer_order_no = 'BULK-CR-0'`);
    // The limit that leaves room for `orders` and a half more such orders.
    const roomFor = async (orders: number) => {
      const f = await creditFigures((text, params) => t.db.query(text, params), customerId, currency);
      const available = Number(f.balance) + Number(f.creditLimit) - Number(f.unpaid) - Number(f.unbilled);
      await t.db.query(`update customer set credit_limit = $2 where id = $1`, [customerId, Number(f.creditLimit) - available + (orders + 0.5) * Number(estimate)]);
    };
    try {
      await roomFor(2);
      const valid = await upload(await workbook(['BULK-CR-1', 'BULK-CR-2', 'BULK-CR-3', 'BULK-CR-4'].map((no) => ({ customerOrderNo: no }))), 'valid');
      expect(valid).toMatchObject({ state: 'done', orders: 4, imported: 2, errorCount: 2 });
      expect((await ordersOf(['BULK-CR-1', 'BULK-CR-2', 'BULK-CR-3', 'BULK-CR-4'])).map((o) => o.customer_order_no)).toEqual(['BULK-CR-1', 'BULK-CR-2']);
      expect(valid.errors.map((e: { row: number }) => e.row)).toEqual([5, 6]);
      expect(valid.errors[0].message).toMatch(new RegExp(`^Not enough available credit: this order was not imported\\. .*estimated at ${estimate.replace('.', '\\.')} ${currency}, .* available \\(balance .* \\+ credit limit .* − unpaid bills .* − unbilled orders .*\\)$`));

      await roomFor(1);
      const all = await upload(await workbook([{ customerOrderNo: 'BULK-CR-5' }, { customerOrderNo: 'BULK-CR-6' }]), 'all', 'zh-CN');
      expect(all).toMatchObject({ state: 'done', orders: 2, imported: 0, errorCount: 1 });
      expect(all.errors[0]).toMatchObject({ row: 4 });
      expect(all.errors[0].message).toMatch(/^可用额度不足，本单未导入：/);
      expect(await ordersOf(['BULK-CR-5', 'BULK-CR-6'])).toEqual([]);
      expect(await resultColumn(all.seq, [2])).toEqual(['未导入：本次为“全部成功才导入”，表中有错误']);
    } finally {
      await t.db.query(`update customer set credit_limit = 100000000 where id = $1`, [customerId]);
    }
  });

  it('a sheet LibreOffice Calc saved (Chinese headers; postcodes, phones and customs codes read as numbers) imports its two orders whole', async () => {
    const buf = fs.readFileSync(path.join(__dirname, '../fixtures/sheets/libreoffice-bulk-orders.xlsx'));
    const result = await upload(buf, 'all');
    expect(result, JSON.stringify(result.errors)).toMatchObject({ state: 'done', orders: 2, imported: 2, errorCount: 0 });
    expect(await ordersOf(['LO-1', 'LO-2'])).toMatchObject([
      { customer_order_no: 'LO-1', package_count: 2, items: 2, kind: 'bulk' },
      { customer_order_no: 'LO-2', package_count: 1, items: 1, kind: 'bulk' },
    ]);
    const [lo] = await t.db.query<{ postcode: string; customs_code: string }>(
      `select a.postcode, i.customs_code from orders o join order_address a on a.order_id = o.id and a.role = 'recipient'
         join order_item i on i.order_id = o.id where o.customer_order_no = 'LO-2'`);
    expect(lo).toEqual({ postcode: String(example['recipient.postcode']), customs_code: String(example['items.customsCode']) });
  });

  it('a large upload refreshes the orders table\'s statistics before its lines are written, so their checks plan for its real size', async () => {
    // Planned on the few demo orders, each line's foreign-key check scanned every order: 10,000
    // orders took minutes (db/plannerStats.ts). The statistics now count the upload's orders.
    const rows = Array.from({ length: 250 }, (_, i) => ({ customerOrderNo: `BULK-STATS-${i}` }));
    const result = await upload(await workbook(rows), 'all');
    expect(result).toMatchObject({ state: 'done', imported: 250, errorCount: 0 });
    const [{ reltuples }] = await t.db.query<{ reltuples: number }>(`select reltuples::int as reltuples from pg_class where relname = 'orders'`);
    expect(reltuples).toBeGreaterThanOrEqual(250);
  });

  it('a failure part-way through the write removes every order the upload wrote, and the upload says it failed', async () => {
    // Orders are written and committed batch by batch (other users' requests run between them).
    // The database refusing an order of a later batch stands for any failure mid-way. The
    // credit is raised so that every order fits.
    await t.db.query(`update customer set credit_limit = 100000000 where id = (select customer_id from app_user where loginid = 'customer')`);
    await t.db.query(`create function refuse_bulk_fail() returns trigger language plpgsql as $$
      begin if new.customer_order_no = 'BULK-FAIL-1050' then raise exception 'refused for the test'; end if; return new; end $$`);
    await t.db.query(`create trigger refuse_bulk_fail before insert on orders for each row execute function refuse_bulk_fail()`);
    try {
      const rows = Array.from({ length: INSERT_CHUNK + 100 }, (_, i) => ({ customerOrderNo: `BULK-FAIL-${i}` }));
      const result = await upload(await workbook(rows), 'valid');
      expect(result).toMatchObject({ state: 'failed', imported: 0, message: 'The import failed and none of its orders was imported; please upload the file again later' });
      const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from orders where customer_order_no like 'BULK-FAIL-%'`);
      expect(n).toBe(0);
      // Nor what it had written of its result file (written as the rows went).
      const [{ user_id: userId }] = await t.db.query<{ user_id: number }>(`select user_id from download where seq = $1`, [result.seq]);
      const downloads = path.join(t.config.filesDir, 'downloads', String(userId));
      expect(fs.readdirSync(downloads).filter((f) => f.startsWith(`${result.seq}-`))).toEqual([]);
    } finally {
      await t.db.query(`drop trigger refuse_bulk_fail on orders`);
      await t.db.query(`drop function refuse_bulk_fail()`);
    }
  });

  it('a job that starts again after the server stopped part-way removes what its first attempt wrote, then imports the sheet once', async () => {
    // The worker runs one job at a time: a job held open keeps the upload's job queued while the
    // test sets down what a first attempt that died part-way leaves behind.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    registerJob('test.hold', () => held);
    await enqueueJob(t.db, 'test.hold', {});
    const buf = await workbook([{ customerOrderNo: 'BULK-AGAIN-1' }, { customerOrderNo: 'BULK-AGAIN-2' }]);
    const { id } = ok(await call(t.app, 'POST', 'dd/0102/upload', { token: customer, body: { fileName: 'orders.xlsx', content: buf.toString('base64'), mode: 'all' } })).data;
    // The upload running, one order of it written.
    await t.db.query(`update order_upload set state = 'running' where id = $1`, [id]);
    await t.db.query(`create temp table first_attempt as select * from orders where customer_id = (select customer_id from order_upload where id = $1) limit 1`, [id]);
    await t.db.query(`update first_attempt set id = nextval(pg_get_serial_sequence('orders', 'id')), order_no = 'FIRST-ATTEMPT', customer_order_no = 'BULK-AGAIN-1', upload_id = $1`, [id]);
    await t.db.query(`insert into orders select * from first_attempt`);
    await t.db.query(`drop table first_attempt`);
    release();
    await rt.worker.drain();
    expect(ok(await call(t.app, 'GET', 'dd/0102/result', { token: customer, query: { id } })).data).toMatchObject({ state: 'done', imported: 2, errorCount: 0 });
    const written = await t.db.query<{ order_no: string; customer_order_no: string }>(
      `select order_no, customer_order_no from orders where upload_id = $1 order by customer_order_no`, [id]);
    expect(written.map((o) => o.customer_order_no)).toEqual(['BULK-AGAIN-1', 'BULK-AGAIN-2']);
    expect(written.map((o) => o.order_no)).not.toContain('FIRST-ATTEMPT');
  });

  it('while its upload still imports, an order can be neither audited nor transferred', async () => {
    const kf = await login(t.app, 'kf');
    const result = await upload(await workbook([{ customerOrderNo: 'BULK-IMPORTING' }]), 'all');
    const [order] = await t.db.query<{ id: number; order_no: string; upload_id: string }>(`select id::int, order_no, upload_id from orders where customer_order_no = 'BULK-IMPORTING'`);
    expect(result.state).toBe('done');
    await t.db.query(`update order_upload set state = 'running' where id = $1`, [order.upload_id]);
    for (const [lang, text] of [
      ['en-US', `Order ${order.order_no} is still being imported with its bulk upload: try again once the import is done`],
      ['zh-CN', `订单 ${order.order_no} 所在的批量导入尚未完成，请导入完成后再操作`],
    ] as const) {
      expect((await call(t.app, 'POST', 'dd/0201/audit', { token: kf, lang, body: { ids: [order.id] } })).msg).toBe(text);
      expect(ok(await call(t.app, 'POST', 'dd/0202/auto', { token: kf, lang, body: { ids: [order.id] } })).data.results[0]).toMatchObject({ ok: false, message: text });
    }
    await t.db.query(`update order_upload set state = 'done' where id = $1`, [order.upload_id]);
    expect(ok(await call(t.app, 'POST', 'dd/0201/audit', { token: kf, body: { ids: [order.id] } })).data).toEqual({ audited: 1 });
  });

  it('refuses what is not a workbook, and the job through the generic export route', async () => {
    const r = await call(t.app, 'POST', 'dd/0102/upload', { token: customer, lang: 'en-US', body: { fileName: 'orders.csv', content: Buffer.from('a,b').toString('base64'), mode: 'all' } });
    expect(r.msg).toBe('The file is not a valid Excel workbook (.xlsx)');
    const generic = await call(t.app, 'POST', 'xt/0125/export', { token: customer, lang: 'en-US', body: { kind: 'dd.orderUpload.xlsx', params: { uploadId: 1 } } });
    expect(generic.code).not.toBe(0);
    const other = await login(t.app, 'customer2');
    expect((await call(t.app, 'GET', 'dd/0102/result', { token: other, lang: 'en-US', query: { id: 1 } })).msg).toBe('The upload does not exist');
  });

  it('an upload the download queue refuses (too many of the user\'s exports at once) leaves no upload, file or job behind', async () => {
    const [{ id: userId }] = await t.db.query<{ id: number }>(`select id from app_user where loginid = 'customer'`);
    // The customer's exports, all running: the queue is full.
    const busy = await t.db.query<{ id: string }>(
      `insert into job (kind, payload, owner_id, status, locked_by, locked_until)
       select 'download.export', '{}'::jsonb, $1, 'running', 'elsewhere', now() + interval '1 hour' from generate_series(1, $2) returning id`,
      [userId, t.config.exportsPerUser],
    );
    const count = async () => Number((await t.db.query<{ n: string }>(`select count(*) as n from order_upload`))[0].n);
    const dir = path.join(t.config.filesDir, 'uploads', 'orders');
    const files = () => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);
    const [before, filesBefore] = [await count(), files()];
    const buf = await workbook([{ customerOrderNo: 'QUEUE-FULL' }]);
    const refused = await call(t.app, 'POST', 'dd/0102/upload', { token: customer, lang: 'en-US', body: { fileName: 'orders.xlsx', content: buf.toString('base64'), mode: 'all' } });
    expect(refused.code).toBe(550);
    expect(refused.msg).toContain(String(t.config.exportsPerUser));
    expect([await count(), files()]).toEqual([before, filesBefore]);
    expect(Number((await t.db.query<{ n: string }>(`select count(*) as n from job where owner_id = $1 and status = 'queued'`, [userId]))[0].n)).toBe(0);
    await t.db.query(`delete from job where id = any($1::bigint[])`, [busy.map((b) => b.id)]);
  });
});
