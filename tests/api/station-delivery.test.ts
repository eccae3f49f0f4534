/**
 * WL0301_01 delivery dispatch: a parcel in stock and marked ready for delivery is dispatched with a
 * carrier (out of stock and out of the station, B06/B09, tracking "domestic delivery", a log line naming
 * the carrier), then marked delivered; every refusal names the state in both languages; a held parcel is
 * not dispatched; bulk all or none; station scope; two operators on one parcel at once: one wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
let customer: string;
let ops: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, ops, admin] = await Promise.all(['customer', 'ops', 'admin'].map((id) => login(t.app, id)));
});
afterAll(async () => t?.close());

const post = (token: string, url: string, body: Record<string, unknown>, lang: Lang = 'zh-CN') => call(t.app, 'POST', url, { token, lang, body });
const list = async (token: string, query: Record<string, unknown> = {}) =>
  ok(await call(t.app, 'GET', 'wl/0301/list', { token, query: { current: 1, pageSize: 100, ...query } })).data.list as Record<string, any>[];
const orderRow = async (id: number) => (await t.db.query<Record<string, any>>(
  `select station_op, storage_state, loading_state, delivery_state, delivery_carrier, tracking_status, delivered_at is not null as delivered from orders where id = $1`, [id]))[0];
const operations = async (id: number) => (await t.db.query<{ op: string }>(`select operation_type as op from station_operation where order_id = $1 order by id`, [id])).map((r) => r.op);

async function inStock(ref: string, ready = true) {
  const o = await placeDemoOrder(t, customer, ref);
  ok(await post(ops, 'wl/0101/save', { no: o.orderNo, realWeight: '2.5', boxCount: 1 }));
  if (ready) ok(await post(ops, 'wl/0105/mark', { id: o.id, mark: 'delivery' }));
  return o;
}

describe('WL0301_01 delivery dispatch', () => {
  it('lists the parcels ready for delivery, dispatches one with a carrier and marks it delivered; the order shows each step', async () => {
    const o = await inStock('WL-DLV-1');
    const kept = await inStock('WL-DLV-0', false);
    const ready = await list(ops, { deliveryState: 'not_dispatched' });
    expect(ready).toEqual(expect.arrayContaining([expect.objectContaining({ id: o.id, orderNo: o.orderNo, deliveryState: 'not_dispatched', loading: 'ready_for_delivery', stationName: '深圳站' })]));
    expect(ready.map((r) => r.id)).not.toContain(kept.id);

    expect(ok(await post(ops, 'wl/0301/dispatch', { id: o.id, carrier: '顺丰速运 李师傅' })).data).toEqual({ dispatched: 1 });
    expect(await orderRow(o.id)).toEqual({
      station_op: 'out', storage_state: 'not_stored', loading_state: 'out_of_storage', delivery_state: 'dispatched', delivery_carrier: '顺丰速运 李师傅',
      tracking_status: 'domestic_delivery', delivered: false,
    });
    expect(await operations(o.id)).toEqual(['B08', 'B04', 'B05', 'B06', 'B09']);
    const events = await t.db.query<{ status: string }>(`select status from tracking_event where order_id = $1 order by id`, [o.id]);
    expect(events.map((e) => e.status)).toEqual(['domestic_storage', 'domestic_delivery']);
    expect((await list(ops, { deliveryState: 'dispatched', keyword: '顺丰' })).map((r) => r.id)).toContain(o.id);

    for (const [lang, text] of [['zh-CN', `订单 ${o.orderNo} 当前为“已出仓”，不能派送`], ['en-US', `Order ${o.orderNo} is “Out of storage”: dispatching it for delivery is not possible`]] as const) {
      expect(await post(ops, 'wl/0301/dispatch', { id: o.id, carrier: '京东物流' }, lang)).toMatchObject({ code: 500, msg: text });
    }
    ok(await post(ops, 'wl/0301/deliver', { id: o.id }));
    expect(await orderRow(o.id)).toMatchObject({ delivery_state: 'delivered', delivered: true, tracking_status: 'domestic_delivery' });
    for (const [lang, text] of [['zh-CN', `订单 ${o.orderNo} 当前为“已送达”，不能确认送达`], ['en-US', `Order ${o.orderNo} is “Delivered”: marking it delivered is not possible`]] as const) {
      expect(await post(ops, 'wl/0301/deliver', { id: o.id }, lang)).toMatchObject({ code: 500, msg: text });
    }
    // Staff see the steps in the order's log, the carrier named.
    const log = ok(await call(t.app, 'GET', `dd/0205/detail?id=${o.id}`, { token: ops })).data.log;
    expect(log.map((l: any) => l.action)).toEqual(expect.arrayContaining(['dispatchDelivery', 'deliver']));
    expect(log.find((l: any) => l.action === 'dispatchDelivery').changes).toContain('承运人：顺丰速运 李师傅');
  });

  it('refuses a parcel not marked ready, one not dispatched, a held one, a blank carrier; a bulk dispatch is all or none', async () => {
    const kept = await inStock('WL-DLV-2', false);
    for (const [lang, text] of [['zh-CN', `订单 ${kept.orderNo} 当前为“未出仓”，不能派送`], ['en-US', `Order ${kept.orderNo} is “Not out of storage”: dispatching it for delivery is not possible`]] as const) {
      expect(await post(ops, 'wl/0301/dispatch', { id: kept.id, carrier: '京东物流' }, lang)).toMatchObject({ code: 500, msg: text });
    }
    const ready = await inStock('WL-DLV-3');
    expect((await post(ops, 'wl/0301/deliver', { id: ready.id }, 'en-US')).msg).toBe(`Order ${ready.orderNo} is “Not dispatched”: marking it delivered is not possible`);
    const blank = await post(ops, 'wl/0301/dispatch', { id: ready.id, carrier: ' ' }, 'en-US');
    expect(blank.msg).toContain('This field is required');
    expect(blank.data?.fields).toBeUndefined();
    // Both or neither: the one not ready refuses the pair.
    expect((await post(ops, 'wl/0301/dispatch', { ids: [ready.id, kept.id], carrier: '京东物流' })).code).toBe(500);
    expect((await orderRow(ready.id)).delivery_state).toBe('not_dispatched');

    ok(await post(ops, 'wl/0110/hold', { no: ready.orderNo, holdReason: 'payment', remark: '欠费' }));
    for (const [lang, text] of [['zh-CN', `订单 ${ready.orderNo} 已被扣件，放行前不能派送`], ['en-US', `Order ${ready.orderNo} is held (Deduction): dispatching it for delivery is not possible until it is released`]] as const) {
      expect(await post(ops, 'wl/0301/dispatch', { id: ready.id, carrier: '京东物流' }, lang)).toMatchObject({ code: 500, msg: text });
    }
    ok(await post(ops, 'wl/0110/release', { id: ready.id, action: 'release', remark: '已付款' }));
    const other = await inStock('WL-DLV-4');
    expect(ok(await post(ops, 'wl/0301/dispatch', { ids: [ready.id, other.id], carrier: '京东物流' })).data).toEqual({ dispatched: 2 });
  });

  it("keeps to the caller's station: another station's operator neither sees nor dispatches the parcel; view-all does", async () => {
    const o = await inStock('WL-DLV-5');
    const manager = await login(t.app, 'manager');
    expect((await list(manager)).map((r) => r.id)).not.toContain(o.id);
    expect((await post(manager, 'wl/0301/dispatch', { id: o.id, carrier: '京东物流' }, 'en-US')).code).not.toBe(0);
    expect((await orderRow(o.id)).delivery_state).toBe('not_dispatched');
    expect((await list(admin, { deliveryState: 'not_dispatched' })).map((r) => r.id)).toContain(o.id);
    ok(await post(admin, 'wl/0301/dispatch', { id: o.id, carrier: '京东物流' }));
    // The view-all caller acted as the parcel's station.
    expect((await t.db.query<{ code: string }>(`select s.code from station_operation o join station s on s.id = o.station_id where o.order_id = $1 and o.operation_type = 'B09'`, [o.id]))[0].code).toBe('SZX');
  });

  it('lets one of two operators dispatching one parcel at once win; the other is told its new state', async () => {
    const o = await inStock('WL-DLV-6');
    const ops2 = await login(t.app, 'ops');
    const answers = await Promise.all([ops, ops2, ops, ops2].map((tk, i) => post(tk, 'wl/0301/dispatch', { id: o.id, carrier: `承运人${i}` })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.msg).toBe(`订单 ${o.orderNo} 当前为“已出仓”，不能派送`);
    expect(await operations(o.id)).toEqual(['B08', 'B04', 'B05', 'B06', 'B09']);
    expect((await t.db.query(`select 1 from tracking_event where order_id = $1 and status = 'domestic_delivery'`, [o.id])).length).toBe(1);
  });
});
