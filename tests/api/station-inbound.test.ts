/**
 * WL0101_01 arrival and inbound weighing through the station machines (S13a-c): an operator at
 * their station scans a placed order (arrival, B08), weighs it in (in stock, stored, weighed: B04,
 * B05; tracking "domestic storage"); the order is priced again at the measured weights beside its
 * first quote; every refusal names the order and its state, in both languages; another station's
 * parcel is not theirs; two operators scanning one parcel at once make one transition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
let customer: string;
let ops: string;
let admin: string;
let kf: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, ops, admin, kf] = await Promise.all(['customer', 'ops', 'admin', 'kf'].map((id) => login(t.app, id)));
});
afterAll(async () => t?.close());

const scan = (token: string, body: Record<string, unknown>, lang: Lang = 'zh-CN') => call(t.app, 'POST', 'wl/0101/scan', { token, lang, body });
const save = (token: string, body: Record<string, unknown>, lang: Lang = 'zh-CN') => call(t.app, 'POST', 'wl/0101/save', { token, lang, body });
const orderRow = async (id: number) => (await t.db.query<Record<string, any>>(
  `select o.station_op, o.storage_state, o.weighing_state, o.in_weight::text, o.in_box_count, o.in_volume_weight::text, o.tracking_status,
          s.code as station, o.station_quote is not null as repriced, o.quote->>'chargeableWeight' as placed_cw, o.station_quote->>'chargeableWeight' as station_cw
     from orders o left join station s on s.id = o.station_id where o.id = $1`, [id]))[0];
const operations = async (id: number) => (await t.db.query<{ operation_type: string }>(
  `select operation_type from station_operation where order_id = $1 order by id`, [id])).map((r) => r.operation_type);
const logOf = async (id: number) => (await t.db.query<{ action: string }>(`select action from order_log where order_id = $1 order by id`, [id])).map((r) => r.action);

async function refusedInBoth(send: (lang: Lang) => Promise<any>, zh: string, en: string) {
  for (const [lang, text] of [['zh-CN', zh], ['en-US', en]] as const) {
    const r = await send(lang);
    expect(r.code, r.msg).toBe(500);
    expect(r.msg).toContain(text);
  }
}

describe('WL0101_01 arrival and inbound weighing', () => {
  it('registers the arrival at the scan, then weighs the parcel in, stores it and prices it again', async () => {
    const o = await placeDemoOrder(t, customer, 'WL-IN-1');
    const first = ok(await scan(ops, { no: ` ${o.orderNo.toLowerCase()} ` })).data;
    expect(first).toMatchObject({ done: false, arrived: true, order: { orderNo: o.orderNo, stationOp: 'arrived', declaredWeight: '2.000' } });
    expect(await orderRow(o.id)).toMatchObject({ station_op: 'arrived', station: 'SZX', weighing_state: 'not_weighed' });

    const weighed = ok(await save(ops, { no: o.orderNo, realWeight: '3.5', length: '40', width: '30', height: '20', boxCount: 1 })).data;
    expect(weighed).toMatchObject({ orderNo: o.orderNo, inWeight: '3.5', declaredWeight: '2.000', weightDifference: '1.500', order: { stationOp: 'in_stock', inWeight: '3.500' } });
    // 40×30×20 / the route's divisor: the chargeable weight follows the measured parcel, not the declared one.
    expect(Number(weighed.chargeableWeight)).toBeGreaterThanOrEqual(3.5);
    const row = await orderRow(o.id);
    expect(row).toMatchObject({ station_op: 'in_stock', storage_state: 'stored', weighing_state: 'weighed', in_weight: '3.500', in_box_count: 1, tracking_status: 'domestic_storage', repriced: true });
    expect(row.station_cw).toBe(weighed.chargeableWeight);
    expect(Number(row.placed_cw)).toBeLessThan(Number(row.station_cw));
    expect(Number(row.in_volume_weight)).toBe(Number(weighed.volumeWeight));
    expect(await operations(o.id)).toEqual(['B08', 'B04', 'B05']);
    expect(await logOf(o.id)).toEqual(['create', 'arrive', 'checkIn']);
    const [event] = await t.db.query<{ status: string; location: string }>(`select status, location from tracking_event where order_id = $1`, [o.id]);
    expect(event).toEqual({ status: 'domestic_storage', location: 'Shenzhen' });

    // The detail's change log reads the step in the reader's language.
    const detail = ok(await call(t.app, 'GET', `dd/0205/detail?id=${o.id}`, { token: kf, lang: 'en-US' })).data;
    const line = detail.log.find((l: any) => l.action === 'checkIn');
    expect(line.changes).toMatch(/^Arrived → In stock；Not in storage → Stored；Not weighed → Uploaded and weighed；/);
    expect(line.changes).toContain('inbound weight');
    expect(line.changes).toContain('station SZX');
  });

  it('weighs in a parcel that was never scanned for arrival, registering both', async () => {
    const o = await placeDemoOrder(t, customer, 'WL-IN-2');
    ok(await save(ops, { no: o.orderNo, realWeight: '1.2', boxCount: 1 }));
    expect(await operations(o.id)).toEqual(['B08', 'B04', 'B05']);
    expect((await orderRow(o.id)).station_op).toBe('in_stock');
  });

  it('with "arrival only" registers the arrival and nothing more; a second arrival is refused by the state', async () => {
    const o = await placeDemoOrder(t, customer, 'WL-IN-3');
    expect(ok(await scan(ops, { no: o.orderNo, arrivalOnly: true })).data).toMatchObject({ done: true, arrived: true });
    await refusedInBoth((lang) => scan(ops, { no: o.orderNo, arrivalOnly: true }, lang), `订单 ${o.orderNo} 当前为“已到件”，不能到件`, `Order ${o.orderNo} is “Arrived”: arrival is not possible`);
    expect(await operations(o.id)).toEqual(['B08']);
  });

  it('refuses a parcel already in, naming its state, and changes nothing', async () => {
    const o = await placeDemoOrder(t, customer, 'WL-IN-4');
    ok(await save(ops, { no: o.orderNo, realWeight: '2', boxCount: 1 }));
    await refusedInBoth((lang) => save(ops, { no: o.orderNo, realWeight: '9', boxCount: 1 }, lang), '当前为“在库”，不能入库', 'is “In stock”: inbound is not possible');
    await refusedInBoth((lang) => scan(ops, { no: o.orderNo }, lang), '当前为“在库”，不能入库', 'is “In stock”: inbound is not possible');
    expect((await orderRow(o.id)).in_weight).toBe('2.000');
    expect(await operations(o.id)).toEqual(['B08', 'B04', 'B05']);
  });

  it('answers an unknown number with E11b under the scan box, a draft or a zero weight with their rules', async () => {
    await refusedInBoth((lang) => scan(ops, { no: 'NOSUCH123' }, lang), '订单不存在', 'The order does not exist');
    const unknown = await scan(ops, { no: 'NOSUCH123' });
    expect(unknown.data?.fields, JSON.stringify({ code: unknown.code, msg: unknown.msg, data: unknown.data })).toHaveProperty('no');
    const o = await placeDemoOrder(t, customer, 'WL-IN-5');
    const zero = await save(ops, { no: o.orderNo, realWeight: '0', boxCount: 1 });
    expect(zero.code, zero.msg).toBe(500);
    expect(zero.msg).toContain('重量不能为 0');
    expect((await orderRow(o.id)).station_op).toBe('not_arrived');
  });

  it('keeps a parcel at its station: another station is told where it is; a staff member without a station must choose one', async () => {
    const o = await placeDemoOrder(t, customer, 'WL-IN-6');
    ok(await scan(ops, { no: o.orderNo }));
    // admin is at SHA (view-all): acting as SHA, the parcel at SZX is not theirs.
    await refusedInBoth((lang) => save(admin, { no: o.orderNo, realWeight: '1', boxCount: 1 }, lang), `订单 ${o.orderNo} 在站点“深圳站”`, `Order ${o.orderNo} is at station “Shenzhen station”`);
    const [{ id: szx }] = await t.db.query<{ id: number }>(`select id from station where code = 'SZX'`);
    ok(await save(admin, { no: o.orderNo, stationId: szx, realWeight: '1', boxCount: 1 }));
    // ops (no view-all) may not act for another station.
    const [{ id: sha }] = await t.db.query<{ id: number }>(`select id from station where code = 'SHA'`);
    await refusedInBoth((lang) => scan(ops, { no: 'X', stationId: sha }, lang), '没有权限查看其他站点的数据', "No permission for another station's data");
  });

  it('finds the parcel by its channel tracking number, scanned as a long barcode (V17)', async () => {
    const o = await placeDemoOrder(t, customer, 'WL-IN-7');
    await t.db.query(`update orders set channel_tracking_no = '9400111899223344556677' where id = $1`, [o.id]);
    // A USPS IMpb barcode: 420 + ZIP 90001 before the 22-digit tracking number.
    expect(ok(await scan(ops, { no: '42090001 9400111899223344556677' })).data.order.orderNo).toBe(o.orderNo);
  });

  it('lets two operators scanning one parcel at once make exactly one inbound; the other is told why', async () => {
    const o = await placeDemoOrder(t, customer, 'WL-IN-8');
    const ops2 = await login(t.app, 'ops');
    const answers = await Promise.all([ops, ops2, ops, ops2].map((tk, i) => save(tk, { no: o.orderNo, realWeight: String(2 + i), boxCount: 1 })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.msg).toContain('当前为“在库”，不能入库');
    expect(await operations(o.id)).toEqual(['B08', 'B04', 'B05']);
    expect(await logOf(o.id)).toEqual(['create', 'arrive', 'checkIn']);
  });

  it('counts the real scans on the badges', async () => {
    const before = ok(await call(t.app, 'GET', 'wl/0109/select/count', { token: ops })).data;
    const o = await placeDemoOrder(t, customer, 'WL-IN-9');
    ok(await save(ops, { no: o.orderNo, realWeight: '1', boxCount: 1 }));
    const after = ok(await call(t.app, 'GET', 'wl/0109/select/count', { token: ops })).data;
    expect([after.B08 - before.B08, after.B04 - before.B04, after.B05 - before.B05, after.B06 - before.B06]).toEqual([1, 1, 1, 0]);
  });
});
