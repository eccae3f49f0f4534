/**
 * WL0107_01/02/11: loading parcels on a vehicle's manifest (S14's refusals: not arrived, already
 * out, already loaded, not ready; load weight never over the inbound weight), the manifest's
 * departure (parcels out of the station, tracking "domestic delivery", B07/B09) and unloading at the
 * next station (the parcel has arrived there, B08; the manifest is unloaded with its last parcel),
 * never while the manifest is on a handover order (refused naming it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDemoOrder } from './demoOrder';
import { pdfPageTexts } from '../fixtures/printedFiles';
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
const orderRow = async (id: number) => (await t.db.query<Record<string, any>>(
  `select o.station_op, o.loading_state, o.out_weight::text, o.load_weight::text, o.tracking_status, s.code as station, m.manifest_no
     from orders o left join station s on s.id = o.station_id left join loading_manifest m on m.id = o.manifest_id where o.id = $1`, [id]))[0];
const operations = async (id: number) => (await t.db.query<{ op: string }>(
  `select operation_type || '@' || s.code as op from station_operation o join station s on s.id = o.station_id where order_id = $1 order by o.id`, [id])).map((r) => r.op);

async function inStock(ref: string, then?: 'delivery' | 'out') {
  const o = await placeDemoOrder(t, customer, ref);
  ok(await post(ops, 'wl/0101/save', { no: o.orderNo, realWeight: '3', boxCount: 1 }));
  if (then === 'delivery') ok(await post(ops, 'wl/0105/mark', { id: o.id, mark: 'delivery' }));
  if (then === 'out') ok(await post(ops, 'wl/0106/save', { no: o.orderNo, outWeight: '2.9' }));
  return o;
}

describe('loading, departure and unloading', () => {
  it('refuses to load, saying why: not arrived, not ready, over the inbound weight; nothing is written', async () => {
    const placed = await placeDemoOrder(t, customer, 'WL-LOAD-0');
    ok(await post(ops, 'wl/0101/scan', { no: placed.orderNo, arrivalOnly: true }));
    for (const [lang, text] of [['zh-CN', `订单 ${placed.orderNo} 尚未到件入库，不能装车`], ['en-US', `Order ${placed.orderNo} has not arrived and been weighed in: it cannot be loaded`]] as const) {
      expect(await post(ops, 'wl/0107/scan', { no: placed.orderNo, vehicle: 'V1' }, lang)).toMatchObject({ code: 500, msg: text });
    }
    const kept = await inStock('WL-LOAD-1');
    for (const [lang, text] of [['zh-CN', `订单 ${kept.orderNo} 未就绪：请先标记待派送或出库称重`], ['en-US', `Order ${kept.orderNo} is not ready: mark it ready for delivery or weigh it out first`]] as const) {
      expect(await post(ops, 'wl/0107/load', { no: kept.orderNo, vehicle: 'V1', loadWeight: '3' }, lang)).toMatchObject({ code: 500, msg: text });
    }
    ok(await post(ops, 'wl/0105/mark', { id: kept.id, mark: 'delivery' }));
    expect(await post(ops, 'wl/0107/load', { no: kept.orderNo, vehicle: 'V1', loadWeight: '3.5' })).toMatchObject({ code: 500, msg: '装车重量 3.5 kg 不能大于入库重量 3.000 kg', data: { fields: { loadWeight: expect.any(String) } } });
    expect(await orderRow(kept.id)).toMatchObject({ loading_state: 'ready_for_delivery', manifest_no: null });
    expect((await t.db.query(`select 1 from loading_manifest where vehicle = 'V1'`)).length).toBe(0);
  });

  it("loads parcels on the vehicle's one open manifest, departs it, and the next station unloads them", async () => {
    const a = await inStock('WL-LOAD-A', 'delivery');
    const b = await inStock('WL-LOAD-B', 'out');
    expect(ok(await post(ops, 'wl/0107/scan', { no: a.orderNo, vehicle: '粤B12345' })).data.order).toMatchObject({ orderNo: a.orderNo, loading: 'ready_for_delivery' });
    const first = ok(await post(ops, 'wl/0107/load', { no: a.orderNo, vehicle: '粤B12345', loadWeight: '3' })).data;
    expect(first).toMatchObject({ orderNo: a.orderNo, manifestNo: expect.stringMatching(/^ZC\d{10}$/), pieces: 1, order: { stationOp: 'out_of_stock', loading: 'loaded' } });
    const second = ok(await post(ops, 'wl/0107/load', { no: b.orderNo, vehicle: '粤B12345', loadWeight: '2.9' })).data;
    expect(second).toMatchObject({ manifestNo: first.manifestNo, pieces: 2 });
    // Ready for delivery but never weighed out: it went out of stock at its load weight.
    expect(await orderRow(a.id)).toMatchObject({ station_op: 'out_of_stock', loading_state: 'loaded', out_weight: '3.000', load_weight: '3.000', manifest_no: first.manifestNo });
    expect((await post(ops, 'wl/0107/scan', { no: a.orderNo, vehicle: '粤B12345' })).msg).toBe(`订单 ${a.orderNo} 已装车`);

    const list = ok(await call(t.app, 'GET', 'wl/0107/list', { token: ops, query: { keyword: first.manifestNo } })).data.list;
    expect(list).toEqual([expect.objectContaining({ manifestNo: first.manifestNo, vehicle: '粤B12345', pieces: 2, weight: '5.900', state: 'loading', stationName: '深圳站' })]);
    const id = list[0].id;
    ok(await post(ops, 'wl/0107/depart', { id }));
    for (const o of [a, b]) expect(await orderRow(o.id)).toMatchObject({ station_op: 'out', tracking_status: 'domestic_delivery', station: 'SZX' });
    expect((await post(ops, 'wl/0107/depart', { id }, 'en-US')).msg).toBe(`Manifest ${first.manifestNo} is “Departed”: departure is not possible`);
    // The driver's sheet: every parcel on the vehicle, its totals, both signatures.
    const sheet = await t.app.inject({ method: 'GET', url: `/wl/0107/print?id=${id}`, headers: { authToken: ops, 'accept-language': 'en-US' } });
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.headers['content-disposition']).toContain(`loading-manifest_${first.manifestNo}.pdf`);
    const text = pdfPageTexts(sheet.rawPayload).join('\n');
    for (const expected of [`Loading manifest ${first.manifestNo}`, '粤B12345', a.orderNo, b.orderNo, 'Total: 2 parcels, 2 pieces, 5.900 kg', 'Driver', '已发车 Departed']) expect(text).toContain(expected);
    expect((await post(ops, 'wl/0107/load', { no: a.orderNo, vehicle: '粤B12345', loadWeight: '3' })).msg).toBe(`订单 ${a.orderNo} 已出港，不能装车`);

    // Shanghai (admin's station) unloads one by scan, the rest from the manifest list.
    const scanned = ok(await post(admin, 'wl/0107/unload/scan', { no: a.orderNo })).data;
    expect(scanned).toMatchObject({ done: true, order: { stationOp: 'arrived', loading: 'unloaded' } });
    expect((await orderRow(a.id)).station).toBe('SHA');
    expect((await t.db.query<{ state: string }>(`select state from loading_manifest where id = $1`, [id]))[0].state).toBe('departed');
    ok(await post(admin, 'wl/0107/unload', { id }));
    expect((await t.db.query<{ state: string }>(`select state from loading_manifest where id = $1`, [id]))[0].state).toBe('unloaded');
    expect(await orderRow(b.id)).toMatchObject({ station_op: 'arrived', loading_state: 'unloaded', station: 'SHA' });
    expect(await operations(a.id)).toEqual(['B08@SZX', 'B04@SZX', 'B05@SZX', 'B07@SZX', 'B09@SZX', 'B08@SHA']);
    const events = await t.db.query<{ status: string; location: string }>(`select status, location from tracking_event where order_id = $1 order by id`, [a.id]);
    expect(events).toEqual([{ status: 'domestic_storage', location: 'Shenzhen' }, { status: 'domestic_delivery', location: 'Shenzhen' }]);
    // Unloaded twice: refused by its state.
    expect((await post(admin, 'wl/0107/unload/scan', { no: a.orderNo })).msg).toBe(`订单 ${a.orderNo} 当前为“已卸车”，不能卸车`);
  });

  it('does not unload a manifest on a handover order, nor a parcel of it, naming the handover; once the draft is cancelled it does', async () => {
    const a = await inStock('WL-LOAD-H1', 'out');
    const b = await inStock('WL-LOAD-H2', 'out');
    const { manifestNo } = ok(await post(ops, 'wl/0107/load', { no: a.orderNo, vehicle: 'VH1', loadWeight: '2.9' })).data;
    ok(await post(ops, 'wl/0107/load', { no: b.orderNo, vehicle: 'VH1', loadWeight: '2.9' }));
    const [{ id }] = ok(await call(t.app, 'GET', 'wl/0107/list', { token: ops, query: { keyword: manifestNo } })).data.list;
    ok(await post(ops, 'wl/0107/depart', { id }));
    const { handoverNo } = ok(await post(ops, 'wl/0108/save', { carrier: 'CA', manifestIds: [id] })).data;
    for (const [lang, text] of [['zh-CN', `装车单 ${manifestNo} 已在交接单 ${handoverNo} 上，不能卸车`], ['en-US', `Manifest ${manifestNo} is on handover order ${handoverNo}: unloading is not possible`]] as const) {
      expect(await post(admin, 'wl/0107/unload', { id }, lang)).toMatchObject({ code: 500, msg: text });
    }
    for (const [lang, text] of [
      ['zh-CN', `订单 ${a.orderNo} 所在的装车单 ${manifestNo} 已在交接单 ${handoverNo} 上，不能卸车`],
      ['en-US', `Order ${a.orderNo} is on manifest ${manifestNo}, which is on handover order ${handoverNo}: it cannot be unloaded`],
    ] as const) {
      expect(await post(admin, 'wl/0107/unload/scan', { no: a.orderNo }, lang)).toMatchObject({ code: 500, msg: text, data: { fields: { no: expect.any(String) } } });
    }
    for (const o of [a, b]) expect(await orderRow(o.id)).toMatchObject({ station_op: 'out', loading_state: 'loaded', station: 'SZX' });
    expect((await t.db.query<{ state: string }>(`select state from loading_manifest where id = $1`, [id]))[0].state).toBe('departed');
    // The draft cancelled, the next station unloads it.
    const [{ id: handoverId }] = ok(await call(t.app, 'GET', 'wl/0108/list', { token: ops, query: { keyword: handoverNo } })).data.list;
    ok(await post(ops, 'wl/0108/cancel', { id: handoverId }));
    ok(await post(admin, 'wl/0107/unload/scan', { no: a.orderNo }));
    ok(await post(admin, 'wl/0107/unload', { id }));
    expect(await orderRow(b.id)).toMatchObject({ station_op: 'arrived', loading_state: 'unloaded', station: 'SHA' });
  });

  it("shows another station's manifest only once it is on the road, which any station may then unload", async () => {
    const manager = await login(t.app, 'manager');
    const c = await inStock('WL-LOAD-C', 'out');
    const { manifestNo } = ok(await post(ops, 'wl/0107/load', { no: c.orderNo, vehicle: 'V9', loadWeight: '2.9' })).data;
    const seen = async () => ok(await call(t.app, 'GET', 'wl/0107/list', { token: manager, query: { keyword: manifestNo } })).data.list.map((m: any) => m.state);
    expect(await seen()).toEqual([]);
    const [{ id }] = ok(await call(t.app, 'GET', 'wl/0107/list', { token: ops, query: { keyword: manifestNo } })).data.list;
    // Its sheet is not printed where the list does not show it.
    const hidden = await call(t.app, 'GET', 'wl/0107/print', { token: manager, query: { id: String(id) } });
    expect([hidden.code, hidden.msg]).toEqual([500, '记录不存在']);
    ok(await post(ops, 'wl/0107/depart', { ids: [id] }));
    expect(await seen()).toEqual(['departed']);
    expect((await t.app.inject({ method: 'GET', url: `/wl/0107/print?id=${id}`, headers: { authToken: manager } })).headers['content-type']).toBe('application/pdf');
});
});
