/**
 * The station lists: WL0105_01 in stock (station scope, filters, S14 marks, held or not and its hold
 * through WL0110_01's, export) and WL0102_01
 * inbound records (cancel inbound, WL0102_02 weighing again with a reason). Every refusal names the
 * order and its state; an id of another station's parcel reads as missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type TestApp } from './harness';
import { downloadedSheet } from './downloads';
import { ensureRuntime } from '../../src/server/platform/jobs/runtime';

let t: TestApp;
let customer: string;
let ops: string;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, ops, admin, manager] = await Promise.all(['customer', 'ops', 'admin', 'manager'].map((id) => login(t.app, id)));
});
afterAll(async () => t?.close());

const get = (token: string, url: string, query: Record<string, string | number> = {}) => call(t.app, 'GET', url, { token, query });
const post = (token: string, url: string, body: Record<string, unknown>) => call(t.app, 'POST', url, { token, body });
const orderRow = async (id: number) => (await t.db.query<Record<string, any>>(
  `select station_op, storage_state, weighing_state, loading_state, in_weight::text, in_at, station_quote->>'chargeableWeight' as station_cw from orders where id = $1`, [id]))[0];
const logOf = async (id: number) => (await t.db.query<{ action: string }>(`select action from order_log where order_id = $1 order by id`, [id])).map((r) => r.action);

async function inStock(ref: string, weight = '2') {
  const o = await placeDemoOrder(t, customer, ref);
  ok(await post(ops, 'wl/0101/save', { no: o.orderNo, realWeight: weight, length: '30', width: '20', height: '10', boxCount: 1 }));
  return o;
}

describe('WL0105_01 in stock', () => {
  it("lists the station's parcels in stock for its operator and view-all staff, never for another station's staff", async () => {
    const a = await inStock('WL-LIST-1');
    const b = await inStock('WL-LIST-2');
    await t.db.query(`update orders set in_at = now() - interval '5 days' where id = $1`, [a.id]);
    const mine = ok(await get(ops, 'wl/0105/list', { pageSize: 100 })).data.list;
    expect(mine.map((r: any) => r.orderNo)).toEqual(expect.arrayContaining([a.orderNo, b.orderNo]));
    expect(mine.find((r: any) => r.orderNo === a.orderNo)).toMatchObject({ inWeight: '2.000', daysInStock: 5, stationOp: 'in_stock', storage: 'stored', loading: 'not_out_of_storage', stationName: '深圳站', customerName: '上海示例贸易有限公司' });
    const old = ok(await get(ops, 'wl/0105/list', { minDays: 3, pageSize: 100 })).data.list.map((r: any) => r.orderNo);
    expect(old).toContain(a.orderNo);
    expect(old).not.toContain(b.orderNo);
    const [{ id: szx }] = await t.db.query<{ id: number }>(`select id from station where code = 'SZX'`);
    expect(ok(await get(admin, 'wl/0105/list', { stationId: szx, pageSize: 100 })).data.list.map((r: any) => r.orderNo)).toContain(b.orderNo);
    // manager works at SHA without view-all: SZX's parcels are not theirs, even asked for by station.
    expect(ok(await get(manager, 'wl/0105/list', { stationId: szx, pageSize: 100 })).data.list.map((r: any) => r.orderNo)).not.toContain(b.orderNo);
  });

  it('marks parcels ready for delivery or for storage, all or none, and a kept parcel cannot go out', async () => {
    const a = await inStock('WL-MARK-1');
    const b = await inStock('WL-MARK-2');
    expect(ok(await post(ops, 'wl/0105/mark', { ids: [a.id, b.id], mark: 'storage' })).data).toEqual({ marked: 2 });
    expect((await orderRow(a.id)).loading_state).toBe('ready_for_storage');
    expect((await post(ops, 'wl/0106/save', { no: a.orderNo, outWeight: '1' })).msg).toBe(`订单 ${a.orderNo} 当前为“待入仓”，不能出库`);
    ok(await post(ops, 'wl/0105/mark', { id: a.id, mark: 'delivery' }));
    ok(await post(ops, 'wl/0106/save', { no: a.orderNo, outWeight: '1' }));
    // One parcel that may not be marked (out of storage) refuses the whole batch.
    const r = await post(ops, 'wl/0105/mark', { ids: [b.id, a.id], mark: 'delivery' });
    expect(r).toMatchObject({ code: 500, msg: `订单 ${a.orderNo} 当前为“已出仓”，不能标记待派送` });
    expect((await orderRow(b.id)).loading_state).toBe('ready_for_storage');
    expect(await logOf(a.id)).toEqual(['create', 'arrive', 'checkIn', 'markReadyForStorage', 'markReadyForDelivery', 'checkOut']);
    // Another station's operator: the id reads as missing.
    const kf = await login(t.app, 'kf');
    expect((await post(manager, 'wl/0105/mark', { id: b.id, mark: 'delivery' })).msg).toBe('订单不存在');
    expect((await post(kf, 'wl/0105/mark', { id: b.id, mark: 'delivery' })).code).not.toBe(0);
  });

  it("shows whether a parcel is held; its Hold (WL0110_01's form, the number filled) holds it once, refusing a second time naming its state", async () => {
    const a = await inStock('WL-LIST-H1');
    const row = async () => ok(await get(ops, 'wl/0105/list', { keyword: a.orderNo })).data.list[0];
    expect(await row()).toMatchObject({ orderNo: a.orderNo, holdState: 'release' });
    // What the row action's form sends: the row's number, a reason and a remark.
    ok(await post(ops, 'wl/0110/hold', { no: (await row()).orderNo, holdReason: 'prohibited', remark: '疑似锂电池' }));
    expect(await row()).toMatchObject({ holdState: 'deduction', stationOp: 'in_stock' });
    for (const [lang, text] of [['zh-CN', `订单 ${a.orderNo} 当前为“扣件”，不能扣件`], ['en-US', `Order ${a.orderNo} is “Deduction”: holding it is not possible`]] as const) {
      expect(await call(t.app, 'POST', 'wl/0110/hold', { token: ops, lang, body: { no: a.orderNo, holdReason: 'payment', remark: 'x' } })).toMatchObject({ code: 500, msg: text });
    }
    expect(await logOf(a.id)).toEqual(['create', 'arrive', 'checkIn', 'deduct']);
  });

  it("exports the list's rows with its labels", async () => {
    const a = await inStock('WL-EXP-1', '4.25');
    const rt = await ensureRuntime(t.db, t.config);
    const r = await call(t.app, 'POST', 'xt/0125/export', { token: ops, lang: 'en-US', body: { kind: 'wl.inStock.xlsx', params: { keyword: a.orderNo } } });
    expect(r.code, r.msg).toBe(0);
    await rt.worker.drain();
    const { ws, header } = await downloadedSheet(t, r.data.seq);
    expect(header).toEqual(expect.arrayContaining(['System no.', 'Inbound weight', 'Days in stock']));
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(header.indexOf('System no.') + 1).value).toBe(a.orderNo);
    expect(ws.getRow(2).getCell(header.indexOf('Inbound weight') + 1).value).toBe(4.25);
  });
});

describe('WL0102_01 inbound records', () => {
  it('lists the weighed-in parcels of a business day with their operator', async () => {
    const a = await inStock('WL-REC-1');
    const today = ok(await get(ops, 'wl/0102/list', { pageSize: 100, dateFrom: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10) })).data.list;
    expect(today.find((r: any) => r.orderNo === a.orderNo)).toMatchObject({ inByName: '周操作', inWeight: '2.000', inLength: '30.00', inBoxCount: 1 });
    expect(ok(await get(ops, 'wl/0102/list', { pageSize: 100, dateTo: '2026-01-01' })).data.list.map((r: any) => r.orderNo)).not.toContain(a.orderNo);
  });

  it('cancels an inbound back to arrived, weighing and storage undone; a second cancel is refused by the state', async () => {
    const a = await inStock('WL-CANCEL-1');
    ok(await post(ops, 'wl/0102/cancel', { id: a.id }));
    expect(await orderRow(a.id)).toMatchObject({ station_op: 'arrived', storage_state: 'not_stored', weighing_state: 'not_weighed', loading_state: 'not_out_of_storage', in_weight: null, in_at: null, station_cw: null });
    const again = await call(t.app, 'POST', 'wl/0102/cancel', { token: ops, lang: 'en-US', body: { id: a.id } });
    expect(again.msg).toBe(`Order ${a.orderNo} is “Arrived”: cancelling the inbound is not possible`);
    // Weighed in again afterwards, as any arrived parcel.
    ok(await post(ops, 'wl/0101/save', { no: a.orderNo, realWeight: '2.5', boxCount: 1 }));
    expect(await logOf(a.id)).toEqual(['create', 'arrive', 'checkIn', 'cancelIn', 'checkIn']);
  });

  it('WL0102_02 weighs a parcel again with a reason and prices it again; refused once it is out', async () => {
    const a = await inStock('WL-REWEIGH-1', '2');
    expect(ok(await get(ops, 'wl/0102/detail', { id: a.id })).data).toEqual({ id: a.id, orderNo: a.orderNo, realWeight: '2', length: '30', width: '20', height: '10', boxCount: 1 });
    // Another station's staff (manager works at Shanghai): the id reads as missing.
    expect((await get(manager, 'wl/0102/detail', { id: a.id })).msg).toBe('订单不存在');
    const before = (await orderRow(a.id)).station_cw;
    const noReason = await post(ops, 'wl/0102/update', { id: a.id, realWeight: '9', boxCount: 1 });
    expect(noReason.code).toBe(500);
    const r = ok(await post(ops, 'wl/0102/update', { id: a.id, realWeight: '9', length: '30', width: '20', height: '10', boxCount: 1, reason: '秤未归零' })).data;
    expect(r).toMatchObject({ orderNo: a.orderNo, inWeight: '9' });
    const row = await orderRow(a.id);
    expect(row).toMatchObject({ in_weight: '9.000', weighing_state: 'weighed', station_op: 'in_stock' });
    expect(Number(row.station_cw)).toBeGreaterThan(Number(before));
    const detail = ok(await call(t.app, 'GET', `dd/0205/detail?id=${a.id}`, { token: admin })).data;
    expect(detail.log.find((l: any) => l.action === 'reweigh').changes).toContain('秤未归零');
    ok(await post(ops, 'wl/0106/save', { no: a.orderNo, outWeight: '9' }));
    expect((await post(ops, 'wl/0102/update', { id: a.id, realWeight: '8', boxCount: 1, reason: 'x' })).msg).toBe(`订单 ${a.orderNo} 当前为“已出库”，不能重新称重`);
  });
});
