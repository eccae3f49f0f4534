/**
 * WL0106_01 outbound weighing: a parcel in stock goes out at a weight no more than it came in
 * (S13a in stock → out of stock, S13b → not stored, S14 → out of storage, badge B06); the scan
 * refuses, naming the state, a parcel not yet in or kept for storage; the outbound weight over the
 * inbound one is refused under its field, in both languages, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
let customer: string;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, ops] = await Promise.all(['customer', 'ops'].map((id) => login(t.app, id)));
});
afterAll(async () => t?.close());

const post = (url: string, body: Record<string, unknown>, lang: Lang = 'zh-CN') => call(t.app, 'POST', url, { token: ops, lang, body });
const orderRow = async (id: number) => (await t.db.query<Record<string, any>>(
  `select station_op, storage_state, loading_state, in_weight::text, out_weight::text, out_at is not null as out from orders where id = $1`, [id]))[0];
const operations = async (id: number) => (await t.db.query<{ operation_type: string }>(
  `select operation_type from station_operation where order_id = $1 order by id`, [id])).map((r) => r.operation_type);

async function inStock(ref: string, weight = '3.5') {
  const o = await placeDemoOrder(t, customer, ref);
  ok(await post('wl/0101/save', { no: o.orderNo, realWeight: weight, boxCount: 1 }));
  return o;
}

describe('WL0106_01 outbound weighing', () => {
  it('shows the parcel with its inbound weight, then takes it out at its outbound weight', async () => {
    const o = await inStock('WL-OUT-1');
    const found = ok(await post('wl/0106/scan', { no: o.orderNo })).data;
    expect(found).toMatchObject({ done: false, order: { orderNo: o.orderNo, inWeight: '3.500', stationOp: 'in_stock', channelCode: expect.stringMatching(/^INT\d{4}$/) } });
    expect((await orderRow(o.id)).station_op).toBe('in_stock');
    const out = ok(await post('wl/0106/save', { no: o.orderNo, outWeight: '3.5' })).data;
    expect(out).toMatchObject({ orderNo: o.orderNo, inWeight: '3.500', outWeight: '3.5', order: { stationOp: 'out_of_stock', loading: 'out_of_storage', outWeight: '3.500' } });
    expect(await orderRow(o.id)).toMatchObject({ station_op: 'out_of_stock', storage_state: 'not_stored', loading_state: 'out_of_storage', out_weight: '3.500', out: true });
    expect(await operations(o.id)).toEqual(['B08', 'B04', 'B05', 'B06']);
  });

  it('refuses an outbound weight over the inbound one under its field, in both languages, and changes nothing', async () => {
    const o = await inStock('WL-OUT-2', '2');
    for (const [lang, text] of [['zh-CN', '出库重量 2.001 kg 不能大于入库重量 2.000 kg'], ['en-US', 'The outbound weight 2.001 kg may not exceed the inbound weight 2.000 kg']] as const) {
      const r = await post('wl/0106/save', { no: o.orderNo, outWeight: '2.001' }, lang);
      expect(r).toMatchObject({ code: 500, msg: text, data: { fields: { outWeight: text } } });
    }
    expect(await orderRow(o.id)).toMatchObject({ station_op: 'in_stock', out_weight: null, out: false });
    expect(await operations(o.id)).toEqual(['B08', 'B04', 'B05']);
    ok(await post('wl/0106/save', { no: o.orderNo, outWeight: '2.000' }));
  });

  it('refuses, naming the state, a parcel not yet in, one kept for storage and one already out', async () => {
    const placed = await placeDemoOrder(t, customer, 'WL-OUT-3');
    ok(await post('wl/0101/scan', { no: placed.orderNo, arrivalOnly: true }));
    for (const [lang, text] of [['zh-CN', `订单 ${placed.orderNo} 当前为“已到件”，不能出库`], ['en-US', `Order ${placed.orderNo} is “Arrived”: outbound is not possible`]] as const) {
      expect(await post('wl/0106/scan', { no: placed.orderNo }, lang)).toMatchObject({ code: 500, msg: text });
    }
    const kept = await inStock('WL-OUT-4');
    await t.db.query(`update orders set loading_state = 'ready_for_storage' where id = $1`, [kept.id]);
    expect((await post('wl/0106/save', { no: kept.orderNo, outWeight: '1' })).msg).toBe(`订单 ${kept.orderNo} 当前为“待入仓”，不能出库`);
    const gone = await inStock('WL-OUT-5');
    ok(await post('wl/0106/save', { no: gone.orderNo, outWeight: '1' }));
    expect((await post('wl/0106/scan', { no: gone.orderNo })).msg).toBe(`订单 ${gone.orderNo} 当前为“已出库”，不能出库`);
    expect(await operations(gone.id)).toEqual(['B08', 'B04', 'B05', 'B06']);
  });
});
