/**
 * WL0107_01/02/11: loading parcels on a vehicle's manifest, bound for a destination station (never
 * its own; S14's refusals: not arrived, already out, already loaded, not ready; load weight never
 * over the inbound weight), the manifest's departure (parcels out of the station, tracking
 * "domestic delivery", B07/B09) and unloading at its destination (the parcel has arrived there,
 * B08; the manifest is unloaded with its last parcel), never elsewhere (but by view-all staff) nor
 * while the manifest is on a handover order (refused naming it). A station sees its own manifests
 * and those on the road to it (one opened before destinations, to none: every station).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDemoOrder } from './demoOrder';
import { pdfPageTexts } from '../fixtures/printedFiles';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
let customer: string;
let ops: string;
let admin: string;
/** Station ids by code: ops works at SZX, manager and admin (view-all) at SHA. */
let station: Record<'SHA' | 'SZX' | 'CAN', number>;
beforeAll(async () => {
  t = await createTestApp();
  [customer, ops, admin] = await Promise.all(['customer', 'ops', 'admin'].map((id) => login(t.app, id)));
  station = Object.fromEntries((await t.db.query<{ code: string; id: number }>(`select code, id from station`)).map((s) => [s.code, s.id])) as typeof station;
});
afterAll(async () => t?.close());

const post = (token: string, url: string, body: Record<string, unknown>, lang: Lang = 'zh-CN') => call(t.app, 'POST', url, { token, lang, body });
const orderRow = async (id: number) => (await t.db.query<Record<string, any>>(
  `select o.station_op, o.loading_state, o.out_weight::text, o.load_weight::text, o.tracking_status, s.code as station, m.manifest_no
     from orders o left join station s on s.id = o.station_id left join loading_manifest m on m.id = o.manifest_id where o.id = $1`, [id]))[0];
const operations = async (id: number) => (await t.db.query<{ op: string }>(
  `select operation_type || '@' || s.code as op from station_operation o join station s on s.id = o.station_id where order_id = $1 order by o.id`, [id])).map((r) => r.op);

/** A parcel weighed in at Shenzhen by ops (or, `at` another station, by admin working there). */
async function inStock(ref: string, then?: 'delivery' | 'out', at?: number) {
  const o = await placeDemoOrder(t, customer, ref);
  const [who, where] = at ? [admin, { stationId: at }] : [ops, {}];
  ok(await post(who, 'wl/0101/save', { no: o.orderNo, realWeight: '3', boxCount: 1, ...where }));
  if (then === 'delivery') ok(await post(who, 'wl/0105/mark', { id: o.id, mark: 'delivery' }));
  if (then === 'out') ok(await post(who, 'wl/0106/save', { no: o.orderNo, outWeight: '2.9', ...where }));
  return o;
}
const list = async (token: string, query: Record<string, string>) => ok(await call(t.app, 'GET', 'wl/0107/list', { token, query })).data.list;
const manifestState = async (id: number) => (await t.db.query<{ state: string }>(`select state from loading_manifest where id = $1`, [id]))[0].state;

describe('loading, departure and unloading', () => {
  it('refuses to load, saying why: not arrived, not ready, over the inbound weight; nothing is written', async () => {
    const placed = await placeDemoOrder(t, customer, 'WL-LOAD-0');
    ok(await post(ops, 'wl/0101/scan', { no: placed.orderNo, arrivalOnly: true }));
    for (const [lang, text] of [['zh-CN', `订单 ${placed.orderNo} 尚未到件入库，不能装车`], ['en-US', `Order ${placed.orderNo} has not arrived and been weighed in: it cannot be loaded`]] as const) {
      expect(await post(ops, 'wl/0107/scan', { no: placed.orderNo, vehicle: 'V1', toStationId: station.SHA }, lang)).toMatchObject({ code: 500, msg: text });
    }
    const kept = await inStock('WL-LOAD-1');
    for (const [lang, text] of [['zh-CN', `订单 ${kept.orderNo} 未就绪：请先标记待派送或出库称重`], ['en-US', `Order ${kept.orderNo} is not ready: mark it ready for delivery or weigh it out first`]] as const) {
      expect(await post(ops, 'wl/0107/load', { no: kept.orderNo, vehicle: 'V1', toStationId: station.SHA, loadWeight: '3' }, lang)).toMatchObject({ code: 500, msg: text });
    }
    ok(await post(ops, 'wl/0105/mark', { id: kept.id, mark: 'delivery' }));
    expect(await post(ops, 'wl/0107/load', { no: kept.orderNo, vehicle: 'V1', toStationId: station.SHA, loadWeight: '3.5' })).toMatchObject({ code: 500, msg: '装车重量 3.5 kg 不能大于入库重量 3.000 kg', data: { fields: { loadWeight: expect.any(String) } } });
    expect(await orderRow(kept.id)).toMatchObject({ loading_state: 'ready_for_delivery', manifest_no: null });
    expect((await t.db.query(`select 1 from loading_manifest where vehicle = 'V1'`)).length).toBe(0);
  });

  it("loads parcels on the vehicle's one open manifest, departs it, and the next station unloads them", async () => {
    const a = await inStock('WL-LOAD-A', 'delivery');
    const b = await inStock('WL-LOAD-B', 'out');
    expect(ok(await post(ops, 'wl/0107/scan', { no: a.orderNo, vehicle: '粤B12345', toStationId: station.SHA })).data.order).toMatchObject({ orderNo: a.orderNo, loading: 'ready_for_delivery' });
    const first = ok(await post(ops, 'wl/0107/load', { no: a.orderNo, vehicle: '粤B12345', toStationId: station.SHA, loadWeight: '3' })).data;
    expect(first).toMatchObject({ orderNo: a.orderNo, manifestNo: expect.stringMatching(/^ZC\d{10}$/), pieces: 1, order: { stationOp: 'out_of_stock', loading: 'loaded' } });
    const second = ok(await post(ops, 'wl/0107/load', { no: b.orderNo, vehicle: '粤B12345', toStationId: station.SHA, loadWeight: '2.9' })).data;
    expect(second).toMatchObject({ manifestNo: first.manifestNo, pieces: 2 });
    // Ready for delivery but never weighed out: it went out of stock at its load weight.
    expect(await orderRow(a.id)).toMatchObject({ station_op: 'out_of_stock', loading_state: 'loaded', out_weight: '3.000', load_weight: '3.000', manifest_no: first.manifestNo });
    expect((await post(ops, 'wl/0107/scan', { no: a.orderNo, vehicle: '粤B12345', toStationId: station.SHA })).msg).toBe(`订单 ${a.orderNo} 已装车`);

    const list = ok(await call(t.app, 'GET', 'wl/0107/list', { token: ops, query: { keyword: first.manifestNo } })).data.list;
    expect(list).toEqual([expect.objectContaining({ manifestNo: first.manifestNo, vehicle: '粤B12345', pieces: 2, weight: '5.900', state: 'loading', stationName: '深圳站', toStationName: '上海站' })]);
    const id = list[0].id;
    ok(await post(ops, 'wl/0107/depart', { id }));
    for (const o of [a, b]) expect(await orderRow(o.id)).toMatchObject({ station_op: 'out', tracking_status: 'domestic_delivery', station: 'SZX' });
    expect((await post(ops, 'wl/0107/depart', { id }, 'en-US')).msg).toBe(`Manifest ${first.manifestNo} is “Departed”: departure is not possible`);
    // The driver's sheet: every parcel on the vehicle, its totals, both signatures.
    const sheet = await t.app.inject({ method: 'GET', url: `/wl/0107/print?id=${id}`, headers: { authToken: ops, 'accept-language': 'en-US' } });
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.headers['content-disposition']).toContain(`loading-manifest_${first.manifestNo}.pdf`);
    const text = pdfPageTexts(sheet.rawPayload).join('\n');
    for (const expected of [`Loading manifest ${first.manifestNo}`, '粤B12345', a.orderNo, b.orderNo, 'Total: 2 parcels, 2 pieces, 5.900 kg', 'Driver', '已发车 Departed', 'Destination station: SHA 上海站 Shanghai station']) expect(text).toContain(expected);
    expect((await post(ops, 'wl/0107/load', { no: a.orderNo, vehicle: '粤B12345', toStationId: station.SHA, loadWeight: '3' })).msg).toBe(`订单 ${a.orderNo} 已出港，不能装车`);

    // Shanghai (its destination, admin's station) unloads one by scan, the rest from the manifest list.
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
    const { manifestNo } = ok(await post(ops, 'wl/0107/load', { no: a.orderNo, vehicle: 'VH1', toStationId: station.SHA, loadWeight: '2.9' })).data;
    ok(await post(ops, 'wl/0107/load', { no: b.orderNo, vehicle: 'VH1', toStationId: station.SHA, loadWeight: '2.9' }));
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
    // The draft cancelled, its destination unloads it.
    const [{ id: handoverId }] = ok(await call(t.app, 'GET', 'wl/0108/list', { token: ops, query: { keyword: handoverNo } })).data.list;
    ok(await post(ops, 'wl/0108/cancel', { id: handoverId }));
    ok(await post(admin, 'wl/0107/unload/scan', { no: a.orderNo }));
    ok(await post(admin, 'wl/0107/unload', { id }));
    expect(await orderRow(b.id)).toMatchObject({ station_op: 'arrived', loading_state: 'unloaded', station: 'SHA' });
  });

  it("shows another station's manifest to its destination only once it is on the road", async () => {
    const manager = await login(t.app, 'manager');
    const c = await inStock('WL-LOAD-C', 'out');
    const { manifestNo } = ok(await post(ops, 'wl/0107/load', { no: c.orderNo, vehicle: 'V9', toStationId: station.SHA, loadWeight: '2.9' })).data;
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

describe('the destination station', () => {
  it("is required, is not the manifest's own station, and is where the vehicle's open manifest goes; a refused load writes nothing", async () => {
    const o = await inStock('WL-LOAD-D1', 'out');
    const scan = (body: Record<string, unknown>, lang: Lang = 'zh-CN') => post(ops, 'wl/0107/scan', { no: o.orderNo, vehicle: 'VD1', ...body }, lang);
    const load = (body: Record<string, unknown>, lang: Lang = 'zh-CN') => post(ops, 'wl/0107/load', { no: o.orderNo, vehicle: 'VD1', loadWeight: '2.9', ...body }, lang);
    for (const [lang, text] of [['zh-CN', '请求参数不正确：toStationId 为必填项'], ['en-US', 'Invalid request: toStationId is required']] as const) {
      for (const send of [scan, load]) expect(await send({}, lang)).toMatchObject({ code: 500, msg: text });
    }
    for (const [lang, text] of [['zh-CN', '目的站点不能是本站（装车站点）'], ['en-US', 'The destination station cannot be this station, where the manifest is loaded']] as const) {
      for (const send of [scan, load]) expect(await send({ toStationId: station.SZX }, lang)).toMatchObject({ code: 500, msg: text, data: { fields: { toStationId: text } } });
    }
    expect((await t.db.query(`select 1 from loading_manifest where vehicle = 'VD1'`)).length).toBe(0);

    // The van is already loading for Guangzhou: a parcel for Shanghai does not go on it.
    const first = await inStock('WL-LOAD-D2', 'out');
    const { manifestNo } = ok(await post(ops, 'wl/0107/load', { no: first.orderNo, vehicle: 'VD1', toStationId: station.CAN, loadWeight: '2.9' })).data;
    for (const [lang, text] of [
      ['zh-CN', `车辆 VD1 在本站的装车单 ${manifestNo} 开往“广州站”：请选择该目的站点，或换一辆车`],
      ['en-US', `Vehicle VD1's open manifest ${manifestNo} here goes to “Guangzhou station”: choose that destination or another vehicle`],
    ] as const) {
      for (const send of [scan, load]) expect(await send({ toStationId: station.SHA }, lang)).toMatchObject({ code: 500, msg: text, data: { fields: { toStationId: text } } });
    }
    expect(await orderRow(o.id)).toMatchObject({ station_op: 'out_of_stock', loading_state: 'out_of_storage', manifest_no: null });
    expect(ok(await load({ toStationId: station.CAN })).data).toMatchObject({ manifestNo, pieces: 2 });

    // One opened before destinations (none) goes where its next parcel is loaded for.
    await t.db.query(`update loading_manifest set to_station_id = null where manifest_no = $1`, [manifestNo]);
    const third = await inStock('WL-LOAD-D3', 'out');
    ok(await post(ops, 'wl/0107/load', { no: third.orderNo, vehicle: 'VD1', toStationId: station.SHA, loadWeight: '2.9' }));
    expect((await list(ops, { keyword: manifestNo }))[0]).toMatchObject({ pieces: 3, toStationName: '上海站' });
  });

  it('a manifest on the road to Guangzhou: Shanghai neither sees, prints nor unloads it; view-all staff unload it at Guangzhou', async () => {
    const manager = await login(t.app, 'manager');
    const o = await inStock('WL-LOAD-G1', 'out');
    const { manifestNo } = ok(await post(ops, 'wl/0107/load', { no: o.orderNo, vehicle: 'VG1', toStationId: station.CAN, loadWeight: '2.9' })).data;
    const [{ id }] = await list(ops, { keyword: manifestNo });
    ok(await post(ops, 'wl/0107/depart', { id }));
    // WL0107_02 filters by destination; en-US names it in English.
    const filtered = ok(await call(t.app, 'GET', 'wl/0107/list', { token: ops, lang: 'en-US', query: { keyword: manifestNo, toStationId: String(station.CAN) } })).data.list;
    expect(filtered).toEqual([expect.objectContaining({ manifestNo, state: 'departed', stationName: 'Shenzhen station', toStationName: 'Guangzhou station' })]);
    expect(await list(ops, { keyword: manifestNo, toStationId: String(station.SHA) })).toEqual([]);

    expect(await list(manager, { keyword: manifestNo })).toEqual([]);
    const hidden = await call(t.app, 'GET', 'wl/0107/print', { token: manager, query: { id: String(id) } });
    expect([hidden.code, hidden.msg]).toEqual([500, '记录不存在']);
    for (const [lang, text] of [
      ['zh-CN', `装车单 ${manifestNo} 开往“广州站”，不能在本站卸车`],
      ['en-US', `Manifest ${manifestNo} goes to “Guangzhou station”: it cannot be unloaded at this station`],
    ] as const) {
      expect(await post(manager, 'wl/0107/unload', { id }, lang)).toMatchObject({ code: 500, msg: text });
    }
    expect(await manifestState(id)).toBe('departed');
    expect(await orderRow(o.id)).toMatchObject({ station_op: 'out', loading_state: 'loaded', station: 'SZX' });

    // Admin (view-all, of Shanghai) sees it and unloads it from the list: it arrives at its destination.
    expect((await list(admin, { keyword: manifestNo })).map((m: any) => m.manifestNo)).toEqual([manifestNo]);
    ok(await post(admin, 'wl/0107/unload', { id }));
    expect(await manifestState(id)).toBe('unloaded');
    expect(await orderRow(o.id)).toMatchObject({ station_op: 'arrived', loading_state: 'unloaded', station: 'CAN' });
    expect(await operations(o.id)).toEqual(['B08@SZX', 'B04@SZX', 'B05@SZX', 'B06@SZX', 'B07@SZX', 'B09@SZX', 'B08@CAN']);
  });

  it('a manifest from Guangzhou to Shanghai: Shenzhen unloads it neither from the list nor by scan, nothing written; Shanghai sees and unloads it', async () => {
    const manager = await login(t.app, 'manager');
    const [a, b] = [await inStock('WL-LOAD-S1', 'out', station.CAN), await inStock('WL-LOAD-S2', 'out', station.CAN)];
    let manifestNo = '';
    for (const o of [a, b]) {
      ({ manifestNo } = ok(await post(admin, 'wl/0107/load', { no: o.orderNo, stationId: station.CAN, vehicle: 'VS1', toStationId: station.SHA, loadWeight: '2.9' })).data);
    }
    const [{ id }] = await list(admin, { keyword: manifestNo });
    ok(await post(admin, 'wl/0107/depart', { id }));

    expect(await list(ops, { keyword: manifestNo })).toEqual([]);
    for (const [lang, text] of [
      ['zh-CN', `装车单 ${manifestNo} 开往“上海站”，不能在本站卸车`],
      ['en-US', `Manifest ${manifestNo} goes to “Shanghai station”: it cannot be unloaded at this station`],
    ] as const) {
      expect(await post(ops, 'wl/0107/unload', { id }, lang)).toMatchObject({ code: 500, msg: text });
    }
    for (const [lang, text] of [
      ['zh-CN', `订单 ${a.orderNo} 所在的装车单 ${manifestNo} 开往“上海站”，不能在本站卸车`],
      ['en-US', `Order ${a.orderNo} is on manifest ${manifestNo}, which goes to “Shanghai station”: it cannot be unloaded at this station`],
    ] as const) {
      expect(await post(ops, 'wl/0107/unload/scan', { no: a.orderNo }, lang)).toMatchObject({ code: 500, msg: text, data: { fields: { no: text } } });
    }
    expect(await manifestState(id)).toBe('departed');
    for (const o of [a, b]) {
      expect(await orderRow(o.id)).toMatchObject({ station_op: 'out', loading_state: 'loaded', station: 'CAN' });
      expect(await operations(o.id)).not.toContain('B08@SZX');
    }

    expect(await list(manager, { keyword: manifestNo })).toEqual([
      expect.objectContaining({ manifestNo, state: 'departed', stationName: '广州站', toStationName: '上海站' }),
    ]);
    ok(await post(manager, 'wl/0107/unload', { id }));
    expect(await manifestState(id)).toBe('unloaded');
    for (const o of [a, b]) expect(await orderRow(o.id)).toMatchObject({ station_op: 'arrived', loading_state: 'unloaded', station: 'SHA' });
  });

  it('a manifest opened before destinations (none) is on the road to every station, and any station unloads it', async () => {
    const manager = await login(t.app, 'manager');
    const o = await inStock('WL-LOAD-L1', 'out');
    const { manifestNo } = ok(await post(ops, 'wl/0107/load', { no: o.orderNo, vehicle: 'VL1', toStationId: station.CAN, loadWeight: '2.9' })).data;
    const [{ id }] = await list(ops, { keyword: manifestNo });
    await t.db.query(`update loading_manifest set to_station_id = null where id = $1`, [id]);
    ok(await post(ops, 'wl/0107/depart', { id }));
    expect(await list(manager, { keyword: manifestNo })).toEqual([expect.objectContaining({ manifestNo, toStationName: null })]);
    const sheet = await t.app.inject({ method: 'GET', url: `/wl/0107/print?id=${id}`, headers: { authToken: manager } });
    expect(pdfPageTexts(sheet.rawPayload).join('\n')).toContain(`Loading manifest ${manifestNo}`);
    ok(await post(manager, 'wl/0107/unload', { id }));
    expect(await orderRow(o.id)).toMatchObject({ station_op: 'arrived', loading_state: 'unloaded', station: 'SHA' });
  });
});
