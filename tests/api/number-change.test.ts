/**
 * DD0209_01 change numbers: an order's channel tracking number or one parcel's sub-order number,
 * found by the order number as typed; the new number differs from the old (V14) and from every
 * other order's, a reason is given (V12f), and the log keeps old and new, in the reader's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { call, createTestApp, login, ok, type TestApp } from './harness';

let t: TestApp;
let kf: string;
let orders: { id: number; orderNo: string; tracking: string | null; customer: string }[];
beforeAll(async () => {
  t = await createTestApp();
  kf = await login(t.app, 'kf');
  orders = (await t.db.query<{ id: string; order_no: string; channel_tracking_no: string | null; loginid: string }>(
    `select o.id, o.order_no, o.channel_tracking_no, u.loginid from orders o join app_user u on u.customer_id = o.customer_id order by o.id`,
  )).map((o) => ({ id: Number(o.id), orderNo: o.order_no, tracking: o.channel_tracking_no, customer: o.loginid }));
});
afterAll(() => t?.close());

const transferred = () => orders.find((o) => o.tracking && o.customer === 'customer')!;
const change = (body: Record<string, unknown>, lang: 'zh-CN' | 'en-US' = 'en-US', token = kf) =>
  call(t.app, 'POST', 'dd/0209/change', { token, lang, body: { target: 'channelTrackingNo', comment: 'relabelled', ...body } });

describe('DD0209_01 change numbers', () => {
  it('the order typed or scanned in lower case shows its numbers; a new channel tracking number is saved and logged old → new', async () => {
    const o = transferred();
    const seen = ok(await call(t.app, 'GET', 'dd/0209/lookup', { token: kf, query: { orderNo: ` ${o.orderNo.toLowerCase()} ` } })).data;
    expect(seen).toMatchObject({ id: o.id, orderNo: o.orderNo, channelTrackingNo: o.tracking });
    const done = ok(await change({ orderNo: o.orderNo, newNumber: 'sbx-9900-001' })).data;
    expect(done).toMatchObject({ from: o.tracking, to: 'SBX9900001' });
    const [row] = await t.db.query<{ channel_tracking_no: string }>(`select channel_tracking_no from orders where id = $1`, [o.id]);
    expect(row.channel_tracking_no).toBe('SBX9900001');
    const detail = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: kf, lang: 'zh-CN', query: { id: o.id } })).data;
    expect(detail.log.at(-1)).toMatchObject({ action: 'changeNumber', changes: `渠道转单号 ${o.tracking} → SBX9900001；relabelled` });
    o.tracking = 'SBX9900001';
  });

  it('V14: the old number again is refused under the new number field, in both languages', async () => {
    const o = transferred();
    const en = await change({ orderNo: o.orderNo, newNumber: o.tracking });
    expect(en.code).toBe(500);
    expect(en.msg).toBe(`The new number is the old one (${o.tracking}): nothing to change`);
    expect(en.data.fields).toHaveProperty('newNumber');
    const zh = await change({ orderNo: o.orderNo, newNumber: o.tracking }, 'zh-CN');
    expect(zh.msg).toBe(`新单号与原单号相同（${o.tracking}），无需更换`);
  });

  it("a number another order holds is refused naming that order; nothing changes", async () => {
    const [a, b] = orders.filter((o) => o.customer === 'customer' && o.id !== transferred().id);
    ok(await change({ orderNo: a.orderNo, newNumber: 'DUP-0001' }));
    const r = await change({ orderNo: b.orderNo, newNumber: 'DUP0001' });
    expect(r.msg).toBe(`Number DUP0001 is used by order ${a.orderNo}`);
    const [row] = await t.db.query<{ channel_tracking_no: string | null }>(`select channel_tracking_no from orders where id = $1`, [b.id]);
    expect(row.channel_tracking_no).toBe(b.tracking);
  });

  it("a parcel's sub-order number: the parcel must exist; changed and logged", async () => {
    const o = orders.find((x) => x.customer === 'customer')!;
    const missing = await change({ orderNo: o.orderNo, target: 'subOrderNo', packageSeq: 9, newNumber: 'SUB-1' });
    expect(missing.msg).toBe(`Order ${o.orderNo} has no parcel 9`);
    const done = ok(await change({ orderNo: o.orderNo, target: 'subOrderNo', packageSeq: 1, newNumber: 'SUB-1' })).data;
    expect(done).toMatchObject({ from: null, to: 'SUB1' });
    const detail = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: kf, lang: 'en-US', query: { id: o.id } })).data;
    expect(detail.packages[0].channelNo).toBe('SUB1');
    expect(detail.log.at(-1).changes).toBe('Parcel 1 sub-order no. (none) → SUB1; relabelled'.replace('; ', '；'));
  });

  it('a reason is required (V12f); an unknown number and another customer\'s order are "no order"', async () => {
    const o = transferred();
    const noReason = await change({ orderNo: o.orderNo, newNumber: 'X1', comment: ' ' });
    expect(noReason.code).not.toBe(0);
    const unknown = await change({ orderNo: 'DD000000000000', newNumber: 'X1' });
    expect(unknown.msg).toBe('No order DD000000000000');
  });

  it('roles: KF and operations change numbers; a customer may not', async () => {
    const customer = await login(t.app, 'customer');
    const r = await call(t.app, 'GET', 'dd/0209/lookup', { token: customer, query: { orderNo: transferred().orderNo } });
    expect(r.code).not.toBe(0);
    const ops = await login(t.app, 'ops');
    const seen = await call(t.app, 'GET', 'dd/0209/lookup', { token: ops, query: { orderNo: 'DD000000000000' } });
    expect(seen.msg).not.toMatch(/permission|权限/i);
  });
});

describe('DD0209_01 batch upload', () => {
  const upload = async (rows: unknown[][], lang: 'zh-CN' | 'en-US' = 'en-US') => {
    const res = await t.app.inject({ method: 'GET', url: `/dd/0209/template?lang=${lang}`, headers: { authToken: kf } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[0];
    ws.spliceRows(2, 1);
    for (const r of rows) ws.addRow(r);
    const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    return call(t.app, 'POST', 'dd/0209/upload', { token: kf, lang, body: { fileName: 'changes.xlsx', content } });
  };

  it('refuses the whole file with each bad cell by row and column; nothing changes', async () => {
    const [a, b] = orders.filter((o) => o.customer === 'customer');
    const before = await t.db.query(`select id, channel_tracking_no from orders order by id`);
    const r = await upload([
      [a.orderNo.toLowerCase(), 'channel tracking no.', null, 'BATCH-0001', 'relabelled'],
      ['DD000000000000', 'channel tracking no.', null, 'BATCH-0002', 'relabelled'],
      [b.orderNo, 'sub-order no.', null, 'BATCH-0003', 'relabelled'],
      [b.orderNo, 'channel tracking no.', null, 'BATCH-0001', ''],
    ]);
    expect(r.code).toBe(500);
    expect(r.msg).toBe('The file has 4 errors: no number was changed');
    expect(r.data.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message])).toEqual([
      [3, 'A', 'No order DD000000000000'],
      [4, 'C', 'Say which parcel gets the new sub-order number'],
      [5, 'D', 'New number BATCH0001 is used on row 2 already'],
      [5, 'E', 'Reason is required'],
    ]);
    expect(await t.db.query(`select id, channel_tracking_no from orders order by id`)).toEqual(before);
  });

  it('applies every row of a good file, each logged old → new', async () => {
    const [a, b] = orders.filter((o) => o.customer === 'customer');
    const r = ok(await upload([
      [a.orderNo, '渠道转单号', null, 'BATCH-1001', '重新打单'],
      [b.orderNo, '子单号', 1, 'SUB-1002', '换箱'],
    ], 'zh-CN'));
    expect(r.data).toMatchObject({ changed: 2, message: '已更换 2 个单号' });
    const [row] = await t.db.query<{ channel_tracking_no: string }>(`select channel_tracking_no from orders where id = $1`, [a.id]);
    expect(row.channel_tracking_no).toBe('BATCH1001');
    const detail = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: kf, lang: 'zh-CN', query: { id: b.id } })).data;
    expect(detail.log.at(-1)).toMatchObject({ action: 'changeNumber', changes: expect.stringMatching(/^第 1 件子单号 .+ → SUB1002；换箱$/) });
  });

  const ownSheet = async (rows: unknown[][]) => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('changes');
    for (const r of rows) ws.addRow(r);
    const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    return call(t.app, 'POST', 'dd/0209/upload', { token: kf, lang: 'en-US', body: { fileName: 'changes.xlsx', content } });
  };

  it('finds the columns by their headers: below a title, in another order; a bad cell named by its own column', async () => {
    const [a, b] = orders.filter((o) => o.customer === 'customer');
    const header = ['Reason', 'New number', 'Order no.', 'Change (channel tracking no. / sub-order no.)'];
    const bad = await ownSheet([['Number changes of November'], header, [null, 'MOVED-0001', a.orderNo, 'channel tracking no.']]);
    expect(bad.data.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message])).toEqual([[3, 'A', 'Reason is required']]);
    const good = ok(await ownSheet([['Number changes of November'], header, ['relabelled', 'MOVED-0002', b.orderNo, 'channel tracking no.']]));
    expect(good.data).toMatchObject({ changed: 1 });
    const [row] = await t.db.query<{ channel_tracking_no: string }>(`select channel_tracking_no from orders where id = $1`, [b.id]);
    expect(row.channel_tracking_no).toBe('MOVED0002');
  });

  it('names the columns a header lacks, or says no header was found', async () => {
    const [a] = orders.filter((o) => o.customer === 'customer');
    expect((await ownSheet([['Order no.', 'New number', 'Change (channel tracking no. / sub-order no.)'], [a.orderNo, 'X-1', 'channel tracking no.']])).msg)
      .toBe('The header lacks the column "Reason": please use the template');
    expect((await ownSheet([[a.orderNo, 'X-1', 'channel tracking no.', 'relabelled']])).msg)
      .toBe('No header row found: no sheet has the columns "Order no., Change (channel tracking no. / sub-order no.), New number, Reason" in its first 10 rows; please use the template');
  });
});
