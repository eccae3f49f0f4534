/**
 * WL0113_01/11 MAWBs and WL0114_01 air shipment: the MAWB number's IATA check digit (with or
 * without its dash, refused in both languages), correcting an open MAWB (its number only while
 * nothing is bound), binding parcels that have left the station, a
 * handed-over handover order or a closed pallet (refused, naming why: not out, held, on another
 * MAWB, a draft handover, a MAWB not open or unknown), unbinding, decimal totals; closing writes
 * "shipment start" and shipping "in transit" through the station pipeline with the order log; the
 * cargo manifest PDF; station scope; parallel binds and ships.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';
import { departedParcels } from './stationDeparted';

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
const list = async (token: string, url: string, query: Record<string, string | number>) => ok(await call(t.app, 'GET', url, { token, query })).data.list as Record<string, any>[];
const parties = () => ({ customer, ops });
const FLIGHT = { airline: 'CA Air China', flight: 'ca1234', origin: 'szx', destination: 'LAX', departureDate: '2026-11-30' };
const mawbOf = async (no: string) => (await t.db.query<Record<string, any>>(`select id::int, state, pieces, weight::text from mawb where mawb_no = $1`, [no.replace('-', '')]))[0];
const onMawb = async (orderId: number) => (await t.db.query<{ no: string | null }>(`select m.mawb_no as no from orders o left join mawb m on m.id = o.mawb_id where o.id = $1`, [orderId]))[0].no;
const airLog = async (orderId: number) => (await t.db.query<{ action: string; mawb: string }>(
  `select action, changes->>'mawb' as mawb from order_log where order_id = $1 and action in ('bindMawb', 'unbindMawb', 'closeMawb', 'ship') order by id`, [orderId]));
const tracking = async (orderId: number) => (await t.db.query<{ status: string }>(
  `select status from tracking_event where order_id = $1 and status in ('shipment_start', 'in_transit') order by id`, [orderId])).map((r) => r.status);

async function refusedInBoth(run: (lang: Lang) => Promise<{ code: number; msg: string; data?: any }>, zh: string, en: string) {
  const answers = [await run('zh-CN'), await run('en-US')];
  expect(answers[0]).toMatchObject({ code: 500, msg: zh });
  expect(answers[1]).toMatchObject({ code: 500, msg: en });
  return answers;
}

describe('WL0113_01 creating a MAWB', () => {
  it('checks the number: airline prefix, 8-digit serial, the IATA check digit; with or without the dash; once', async () => {
    const wrong = await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '999-12345676' });
    expect(wrong.code).not.toBe(0);
    expect(wrong.msg).toContain('主单号的校验位不正确，应为 5');
    expect(wrong.data?.fields).toBeUndefined();
    expect((await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '999-12345676' }, 'en-US')).msg).toContain('The check digit of the MAWB number is wrong: it should be 5');
    expect((await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '99-1234567' }, 'en-US')).msg).toContain('A MAWB number is a 3-digit airline prefix and an 8-digit serial');

    const made = ok(await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '999-12345675' })).data;
    expect(made).toMatchObject({ id: expect.any(Number), mawbNo: '999-12345675' });
    const [again] = await refusedInBoth((lang) => post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '99912345675' }, lang), '主单号 999-12345675 已存在', 'MAWB number 999-12345675 already exists');
    expect(again.data.fields).toMatchObject({ mawbNo: expect.any(String) });
    const [row] = await list(ops, 'wl/0113/list', { keyword: '999-1234' });
    expect(row).toMatchObject({ mawbNo: '999-12345675', airline: 'CA Air China', flight: 'CA1234', origin: 'SZX', destination: 'LAX', departureDate: '2026-11-30', state: 'open', pieces: 0, weight: '0.000', stationName: '深圳站' });
    expect(await list(ops, 'wl/0113/list', { keyword: '99912345675' })).toHaveLength(1);
    // Not yet closed: not on the shipment list.
    expect(await list(ops, 'wl/0114/list', { keyword: '999-12345675' })).toEqual([]);
  });
});

describe('WL0113_01 correcting a MAWB', () => {
  it('corrects an open MAWB: what is sent, its number only while nothing is bound; a closed one is refused, naming its state', async () => {
    const made = ok(await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '300-00002004' })).data;
    // The form loads what it edits.
    expect(ok(await call(t.app, 'GET', 'wl/0113/detail', { token: ops, query: { id: made.id } })).data)
      .toMatchObject({ id: made.id, mawbNo: '300-00002004', airline: 'CA Air China', flight: 'CA1234', origin: 'SZX', destination: 'LAX', departureDate: '2026-11-30', pieces: 0, state: 'open' });
    // What is left out keeps its value; nothing bound, the number may change too.
    expect(ok(await post(ops, 'wl/0113/save', { id: made.id, flight: 'mu5101', departureDate: '2026-12-01', mawbNo: '300-00002015' })).data).toEqual({ id: made.id, mawbNo: '300-00002015' });
    expect((await list(ops, 'wl/0113/list', { keyword: '300-00002015' }))[0])
      .toMatchObject({ id: made.id, airline: 'CA Air China', flight: 'MU5101', origin: 'SZX', destination: 'LAX', departureDate: '2026-12-01', state: 'open' });
    expect(await list(ops, 'wl/0113/list', { keyword: '300-00002004' })).toEqual([]);
    ok(await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '300-00002026' }));
    const [taken] = await refusedInBoth((lang) => post(ops, 'wl/0113/save', { id: made.id, mawbNo: '300-00002026' }, lang), '主单号 300-00002026 已存在', 'MAWB number 300-00002026 already exists');
    expect(taken.data.fields).toMatchObject({ mawbNo: expect.any(String) });

    // A parcel bound: the number stays, the flight may still be corrected (the form sends the number back as it was).
    const { parcels: [p] } = await departedParcels(t, parties(), 'AIR-V9', [['WL-AIR-E', '1']]);
    ok(await post(ops, 'wl/0113/bind', { mawbNo: '300-00002015', no: p.orderNo }));
    const [bound] = await refusedInBoth((lang) => post(ops, 'wl/0113/save', { id: made.id, mawbNo: '300-00002030' }, lang),
      '主单 300-00002015 已绑定 1 个包裹，不能修改主单号', 'MAWB 300-00002015 has parcels bound to it (1): its number cannot be changed');
    expect(bound.data.fields).toMatchObject({ mawbNo: expect.any(String) });
    ok(await post(ops, 'wl/0113/save', { id: made.id, ...FLIGHT, mawbNo: '30000002015', airline: 'MU China Eastern', destination: 'jfk' }));
    expect(await mawbOf('300-00002015')).toMatchObject({ id: made.id, state: 'open', pieces: 1 });
    expect((await list(ops, 'wl/0113/list', { keyword: '300-00002015' }))[0]).toMatchObject({ airline: 'MU China Eastern', destination: 'JFK', flight: 'CA1234', departureDate: '2026-11-30' });

    // Another station's staff: it reads as missing.
    const manager = await login(t.app, 'manager');
    await refusedInBoth((lang) => post(manager, 'wl/0113/save', { id: made.id, airline: 'X' }, lang), '主单不存在', 'The MAWB does not exist');
    // Closed, nothing changes any more.
    ok(await post(ops, 'wl/0113/close', { id: made.id }));
    await refusedInBoth((lang) => post(ops, 'wl/0113/save', { id: made.id, airline: 'X' }, lang),
      '主单 300-00002015 当前为“已关闭（启运）”，不能修改', 'MAWB 300-00002015 is “Closed (shipment started)”: editing it is not possible');
    expect((await list(ops, 'wl/0113/list', { keyword: '300-00002015' }))[0]).toMatchObject({ airline: 'MU China Eastern' });
  });
});

describe('WL0113_11 binding', () => {
  it('refuses a parcel still in the station, a held one, an unknown or closed MAWB, a draft handover; nothing is bound', async () => {
    const mawbNo = ok(await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '30000000151' })).data.mawbNo;
    const inside = await placeDemoOrder(t, customer, 'WL-AIR-0');
    ok(await post(ops, 'wl/0101/save', { no: inside.orderNo, realWeight: '1', boxCount: 1 }));
    await refusedInBoth((lang) => post(ops, 'wl/0113/bind', { mawbNo, no: inside.orderNo }, lang),
      `订单 ${inside.orderNo} 当前为“在库”，尚未离站：装车单发车后才能绑定主单`, `Order ${inside.orderNo} is “In stock”: it has not left its station; bind it once its manifest has departed`);
    const { parcels: [held] } = await departedParcels(t, parties(), 'AIR-V0', [['WL-AIR-H', '2']]);
    ok(await post(ops, 'wl/0110/hold', { no: held.orderNo, holdReason: 'prohibited', remark: '待核实' }));
    await refusedInBoth((lang) => post(ops, 'wl/0113/bind', { mawbNo, no: held.orderNo }, lang),
      `订单 ${held.orderNo} 已被扣件，放行前不能绑定主单`, `Order ${held.orderNo} is held (Deduction): binding it to a MAWB is not possible until it is released`);
    const [unknown] = await refusedInBoth((lang) => post(ops, 'wl/0113/bind', { mawbNo: '300-00000921', no: held.orderNo }, lang),
      '主单 300-00000921 不存在或不属于当前站点', 'MAWB 300-00000921 does not exist or is not at your station');
    expect(unknown.data.fields).toMatchObject({ mawbNo: expect.any(String) });
    // A draft (of a manifest with no held parcel: the held one's is not handed over at all).
    const { manifestId } = await departedParcels(t, parties(), 'AIR-V0D', [['WL-AIR-D', '1']]);
    const draft = ok(await post(ops, 'wl/0108/save', { carrier: 'CA', manifestIds: [manifestId] })).data;
    await refusedInBoth((lang) => post(ops, 'wl/0113/bind', { mawbNo, no: draft.handoverNo }, lang),
      `交接单 ${draft.handoverNo} 当前为“草稿”，不能绑定主单`, `Handover order ${draft.handoverNo} is “Draft”: binding it to a MAWB is not possible`);
    expect(await mawbOf(mawbNo)).toMatchObject({ pieces: 0, weight: '0.000' });
    expect(await onMawb(held.id)).toBeNull();
    expect(await airLog(held.id)).toEqual([]);
  });

  it('binds a parcel and a handed-over handover order, totals in decimal; unbinds; a parcel goes on one MAWB only', async () => {
    const mawbNo = ok(await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '300-00000254' })).data.mawbNo;
    const other = ok(await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '300-00000361' })).data.mawbNo;
    const { parcels: [single] } = await departedParcels(t, parties(), 'AIR-V1', [['WL-AIR-S', '1.105']]);
    const { parcels: [a, b], manifestId } = await departedParcels(t, parties(), 'AIR-V2', [['WL-AIR-A', '2.9'], ['WL-AIR-B', '0.25']]);
    const handover = ok(await post(ops, 'wl/0108/save', { carrier: 'CA', manifestIds: [manifestId] })).data;
    const [{ id: handoverId }] = await list(ops, 'wl/0108/list', { keyword: handover.handoverNo });
    ok(await post(ops, 'wl/0108/confirm', { id: handoverId, signer: '李签收' }));

    const first = ok(await post(ops, 'wl/0113/bind', { mawbNo: mawbNo.replace('-', ''), no: single.orderNo })).data;
    expect(first).toMatchObject({ done: true, bound: single.orderNo, parcels: 1, mawbNo, pieces: 1, weight: '1.105', order: { orderNo: single.orderNo, stationOp: 'out' } });
    const second = ok(await post(ops, 'wl/0113/bind', { mawbNo, no: handover.handoverNo.toLowerCase() })).data;
    expect(second).toMatchObject({ bound: handover.handoverNo, parcels: 2, pieces: 3, weight: '4.255' });
    expect(second.order).toBeUndefined();
    expect((await list(ops, 'wl/0108/list', { keyword: handover.handoverNo }))[0]).toMatchObject({ mawbNo });
    expect((await list(ops, 'wl/0113/list', { keyword: mawbNo }))[0]).toMatchObject({ handoverNos: handover.handoverNo, pieces: 3, weight: '4.255' });
    for (const o of [single, a, b]) expect(await airLog(o.id)).toEqual([{ action: 'bindMawb', mawb: mawbNo }]);
    await refusedInBoth((lang) => post(ops, 'wl/0113/bind', { mawbNo: other, no: a.orderNo }, lang),
      `订单 ${a.orderNo} 已绑定主单 ${mawbNo}（绑定中）`, `Order ${a.orderNo} is already on MAWB ${mawbNo} (Open)`);

    const off = ok(await post(ops, 'wl/0113/unbind', { mawbNo, unbindNo: a.orderNo })).data;
    expect(off).toMatchObject({ bound: a.orderNo, parcels: 1, pieces: 2, weight: '1.355' });
    expect(await onMawb(a.id)).toBeNull();
    expect(await airLog(a.id)).toEqual([{ action: 'bindMawb', mawb: mawbNo }, { action: 'unbindMawb', mawb: mawbNo }]);
    await refusedInBoth((lang) => post(ops, 'wl/0113/unbind', { mawbNo, unbindNo: a.orderNo }, lang),
      `订单 ${a.orderNo} 不在主单 ${mawbNo} 上`, `Order ${a.orderNo} is not on MAWB ${mawbNo}`);
    // Its handover stays linked while one of its parcels is on the MAWB.
    expect((await list(ops, 'wl/0108/list', { keyword: handover.handoverNo }))[0]).toMatchObject({ mawbNo });
    ok(await post(ops, 'wl/0113/unbind', { mawbNo, unbindNo: b.orderNo }));
    expect((await list(ops, 'wl/0108/list', { keyword: handover.handoverNo }))[0]).toMatchObject({ mawbNo: null });
    // Off the MAWB, a parcel may go onto another.
    expect(ok(await post(ops, 'wl/0113/bind', { mawbNo: other, no: a.orderNo })).data).toMatchObject({ pieces: 1, weight: '2.900' });
  });
});

describe('WL0113_11 binding a pallet', () => {
  it('binds every parcel of a closed pallet by its number, refuses an open one, and unbinds it by the same number', async () => {
    const mawbNo = ok(await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '300-00000991' })).data.mawbNo;
    const p = await placeDemoOrder(t, customer, 'WL-AIR-PL');
    ok(await post(ops, 'wl/0101/save', { no: p.orderNo, realWeight: '2.5', boxCount: 1 }));
    const { palletNo } = ok(await post(ops, 'wl/0117/scan', { no: p.orderNo })).data;
    await refusedInBoth((lang) => post(ops, 'wl/0113/bind', { mawbNo, no: palletNo }, lang),
      `托盘 ${palletNo} 当前为“打托中”，不能绑定主单`, `Pallet ${palletNo} is “Open”: binding it to a MAWB is not possible`);
    ok(await post(ops, 'wl/0117/close', { palletNo }));
    // Closed but still in the station: its parcel has not left.
    expect((await post(ops, 'wl/0113/bind', { mawbNo, no: palletNo })).msg).toBe(`订单 ${p.orderNo} 当前为“在库”，尚未离站：装车单发车后才能绑定主单`);
    ok(await post(ops, 'wl/0106/save', { no: p.orderNo, outWeight: '2.45' }));
    const [{ id: shanghai }] = await t.db.query<{ id: number }>(`select id from station where code = 'SHA'`);
    const { manifestNo } = ok(await post(ops, 'wl/0107/load', { no: p.orderNo, vehicle: 'AIR-PL', toStationId: shanghai, loadWeight: '2.45' })).data;
    const [{ id: manifestId }] = await t.db.query<{ id: number }>(`select id::int from loading_manifest where manifest_no = $1`, [manifestNo]);
    ok(await post(ops, 'wl/0107/depart', { id: manifestId }));
    expect(ok(await post(ops, 'wl/0113/bind', { mawbNo, no: palletNo })).data).toMatchObject({ bound: palletNo, parcels: 1, pieces: 1, weight: '2.450' });
    expect(await airLog(p.id)).toEqual([{ action: 'bindMawb', mawb: mawbNo }]);
    expect(ok(await post(ops, 'wl/0113/unbind', { mawbNo, unbindNo: palletNo })).data).toMatchObject({ parcels: 1, pieces: 0, weight: '0.000' });
    expect(await onMawb(p.id)).toBeNull();
  });
});

describe('closing and shipping (WL0113_01, WL0114_01)', () => {
  it('closes with "shipment start", ships with "in transit", each once, in order; the cargo manifest prints', async () => {
    const mawbNo = ok(await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '300-00000405' })).data.mawbNo;
    const [{ id }] = await list(ops, 'wl/0113/list', { keyword: mawbNo });
    await refusedInBoth((lang) => post(ops, 'wl/0113/close', { id }, lang), `主单 ${mawbNo} 上还没有包裹，不能关闭`, `MAWB ${mawbNo} has no parcel on it yet: it cannot be closed`);
    const { parcels } = await departedParcels(t, parties(), 'AIR-V3', [['WL-AIR-C1', '1.5'], ['WL-AIR-C2', '2.25']]);
    for (const p of parcels) ok(await post(ops, 'wl/0113/bind', { mawbNo, no: p.orderNo }));
    await refusedInBoth((lang) => post(ops, 'wl/0114/ship', { id }, lang), `主单 ${mawbNo} 当前为“绑定中”，不能出货`, `MAWB ${mawbNo} is “Open”: shipping is not possible`);

    expect(ok(await post(ops, 'wl/0113/close', { id })).data).toEqual({ pieces: 2 });
    expect(await mawbOf(mawbNo)).toMatchObject({ state: 'closed', pieces: 2, weight: '3.750' });
    for (const p of parcels) {
      expect(await tracking(p.id)).toEqual(['shipment_start']);
      expect(await airLog(p.id)).toEqual([{ action: 'bindMawb', mawb: mawbNo }, { action: 'closeMawb', mawb: mawbNo }]);
    }
    await refusedInBoth((lang) => post(ops, 'wl/0113/close', { id }, lang), `主单 ${mawbNo} 当前为“已关闭（启运）”，不能关闭主单`, `MAWB ${mawbNo} is “Closed (shipment started)”: closing it is not possible`);
    const late = await departedParcels(t, parties(), 'AIR-V4', [['WL-AIR-L', '1']]);
    await refusedInBoth((lang) => post(ops, 'wl/0113/bind', { mawbNo, no: late.parcels[0].orderNo }, lang),
      `主单 ${mawbNo} 当前为“已关闭（启运）”，不能绑定主单`, `MAWB ${mawbNo} is “Closed (shipment started)”: binding it to a MAWB is not possible`);
    expect((await list(ops, 'wl/0114/list', { keyword: mawbNo }))[0]).toMatchObject({ mawbNo, state: 'closed', departureDate: '2026-11-30', shippedAt: null });

    expect(ok(await post(ops, 'wl/0114/ship', { ids: [id] })).data).toEqual({ pieces: 2 });
    expect(await mawbOf(mawbNo)).toMatchObject({ state: 'shipped' });
    for (const p of parcels) {
      expect(await tracking(p.id)).toEqual(['shipment_start', 'in_transit']);
      const [{ status }] = await t.db.query<{ status: string }>(`select tracking_status as status from orders where id = $1`, [p.id]);
      expect(status).toBe('in_transit');
    }
    const detail = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: admin, lang: 'en-US', query: { id: parcels[0].id } })).data;
    expect(JSON.stringify(detail)).toContain(`MAWB ${mawbNo}`);
    await refusedInBoth((lang) => post(ops, 'wl/0114/ship', { id }, lang), `主单 ${mawbNo} 当前为“已出货”，不能出货`, `MAWB ${mawbNo} is “Shipped”: shipping is not possible`);

    const pdf = await t.app.inject({ method: 'GET', url: `/wl/0114/print?id=${id}`, headers: { authToken: ops, 'accept-language': 'en-US' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`cargo-manifest_${mawbNo}.pdf`);
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(`Cargo manifest MAWB ${mawbNo}`);
    expect(doc.getPageCount()).toBe(1);
  });

  it('refuses to close or ship while a parcel on the MAWB is held; nothing is written', async () => {
    const mawbNo = ok(await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '300-00000512' })).data.mawbNo;
    const [{ id }] = await list(ops, 'wl/0113/list', { keyword: mawbNo });
    const { parcels: [p] } = await departedParcels(t, parties(), 'AIR-V5', [['WL-AIR-HC', '1']]);
    ok(await post(ops, 'wl/0113/bind', { mawbNo, no: p.orderNo }));
    ok(await post(ops, 'wl/0110/hold', { no: p.orderNo, holdReason: 'prohibited', remark: '待核实' }));
    await refusedInBoth((lang) => post(ops, 'wl/0113/close', { id }, lang),
      `订单 ${p.orderNo} 已被扣件，放行前不能关闭主单`, `Order ${p.orderNo} is held (Deduction): closing it is not possible until it is released`);
    expect(await mawbOf(mawbNo)).toMatchObject({ state: 'open' });
    expect(await tracking(p.id)).toEqual([]);
  });
});

describe('scope and concurrency', () => {
  it("keeps MAWBs to their station: another station's operator neither sees, binds onto, closes nor prints them; view-all staff do", async () => {
    // admin works at Shanghai (view-all): the MAWB is Shanghai's.
    const mawbNo = ok(await post(admin, 'wl/0113/save', { ...FLIGHT, mawbNo: '300-00000626' })).data.mawbNo;
    const [row] = await list(admin, 'wl/0113/list', { keyword: mawbNo });
    expect(row).toMatchObject({ stationName: '上海站' });
    expect(await list(ops, 'wl/0113/list', { keyword: mawbNo })).toEqual([]);
    const { parcels: [p] } = await departedParcels(t, parties(), 'AIR-V6', [['WL-AIR-Z', '1']]);
    await refusedInBoth((lang) => post(ops, 'wl/0113/bind', { mawbNo, no: p.orderNo }, lang),
      `主单 ${mawbNo} 不存在或不属于当前站点`, `MAWB ${mawbNo} does not exist or is not at your station`);
    await refusedInBoth((lang) => post(ops, 'wl/0113/close', { id: row.id }, lang), '主单不存在', 'The MAWB does not exist');
    expect((await post(ops, 'wl/0114/ship', { id: row.id })).msg).toBe('主单不存在');
    const pdf = await t.app.inject({ method: 'GET', url: `/wl/0114/print?id=${row.id}`, headers: { authToken: ops } });
    expect(pdf.json()).toMatchObject({ code: 500, msg: '主单不存在' });
    // A Shenzhen parcel is not Shanghai's to bind.
    expect((await post(admin, 'wl/0113/bind', { mawbNo, no: p.orderNo })).msg).toBe(`订单 ${p.orderNo} 在站点“深圳站”，不属于当前站点`);
    const [{ id: sha }] = await t.db.query<{ id: number }>(`select id from station where code = 'SHA'`);
    await refusedInBoth((lang) => post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '300-00000733', stationId: sha }, lang), '没有权限查看其他站点的数据', "No permission for another station's data");
  });

  it('lets exactly one of two operators bind a parcel, or ship a MAWB', async () => {
    const one = ok(await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '300-00000733' })).data.mawbNo;
    const two = ok(await post(ops, 'wl/0113/save', { ...FLIGHT, mawbNo: '300-00000140' })).data.mawbNo;
    const { parcels: [p] } = await departedParcels(t, parties(), 'AIR-V7', [['WL-AIR-P', '1.2']]);
    const ops2 = await login(t.app, 'ops');
    const binds = await Promise.all([[ops, one], [ops2, two]].map(([token, mawbNo]) => post(token, 'wl/0113/bind', { mawbNo, no: p.orderNo })));
    expect(binds.filter((r) => r.code === 0)).toHaveLength(1);
    const won = binds.find((r) => r.code === 0)!.data.mawbNo;
    expect(binds.find((r) => r.code !== 0)!.msg).toBe(`订单 ${p.orderNo} 已绑定主单 ${won}（绑定中）`);
    expect(await airLog(p.id)).toEqual([{ action: 'bindMawb', mawb: won }]);

    const [{ id }] = await list(ops, 'wl/0113/list', { keyword: won });
    ok(await post(ops, 'wl/0113/close', { id }));
    const ships = await Promise.all([ops, ops2].map((token) => post(token, 'wl/0114/ship', { id })));
    expect(ships.filter((r) => r.code === 0)).toHaveLength(1);
    expect(ships.find((r) => r.code !== 0)!.msg).toBe(`主单 ${won} 当前为“已出货”，不能出货`);
    expect(await tracking(p.id)).toEqual(['shipment_start', 'in_transit']);
  });
});
