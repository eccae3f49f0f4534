/**
 * WL0108_01 handover orders: drafted from departed manifests and closed pallets (refused, naming
 * why, for a manifest not departed or already handed over, a pallet not closed or whose parcels are
 * still in the station, a held parcel on either, nothing picked; WL0107_02's picked manifests all or
 * none), pieces and weight in decimal; confirmed with the signer (every parcel's log names the
 * handover; a held parcel refuses it all); a draft cancelled (its bags free again, a confirmed one
 * refused); the handover sheet PDF; station scope; two operators confirming or drafting at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';
import { departedPallet, departedParcels } from './stationDeparted';

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
const list = async (token: string, query: Record<string, string | number>) => ok(await call(t.app, 'GET', 'wl/0108/list', { token, query })).data.list as Record<string, any>[];
const handoverCount = async () => Number((await t.db.query<{ n: string }>(`select count(*) as n from handover_order`))[0].n);
const handoverOf = async (no: string) => (await t.db.query<Record<string, any>>(
  `select id::int, state, bags, pieces, weight::text, signer, handed_over_at from handover_order where handover_no = $1`, [no]))[0];
const handoverLog = async (orderId: number) => (await t.db.query<{ handover: string; carrier: string }>(
  `select changes->>'handover' as handover, changes->>'carrier' as carrier from order_log where order_id = $1 and action = 'handOver' order by id`, [orderId]));
const parties = () => ({ customer, ops });

async function refusedInBoth(run: (lang: Lang) => Promise<{ code: number; msg: string }>, zh: string, en: string) {
  expect(await run('zh-CN')).toMatchObject({ code: 500, msg: zh });
  expect(await run('en-US')).toMatchObject({ code: 500, msg: en });
}

describe('WL0108_01 drafting a handover', () => {
  it('refuses nothing picked, a manifest not departed, a pallet not closed or still in the station; nothing is written', async () => {
    const before = await handoverCount();
    await refusedInBoth((lang) => post(ops, 'wl/0108/save', { carrier: 'CA', manifestIds: [], palletIds: [] }, lang),
      '请选择要交接的装车单或托盘', 'Pick the loading manifests or pallets to hand over');
    const loading = await departedParcels(t, parties(), 'HO-V0', [['WL-HO-0', '2']], false);
    await refusedInBoth((lang) => post(ops, 'wl/0108/save', { carrier: 'CA', manifestIds: [loading.manifestId] }, lang),
      `装车单 ${loading.manifestNo} 当前为“装车中”，只有已发车的装车单可以交接`, `Manifest ${loading.manifestNo} is “Loading”: only a departed manifest is handed over`);
    const inStock = await placeDemoOrder(t, customer, 'WL-HO-P');
    ok(await post(ops, 'wl/0101/save', { no: inStock.orderNo, realWeight: '1', boxCount: 1 }));
    const { palletNo } = ok(await post(ops, 'wl/0117/scan', { no: inStock.orderNo })).data;
    const [{ id: palletId }] = await t.db.query<{ id: number }>(`select id::int from pallet where pallet_no = $1`, [palletNo]);
    await refusedInBoth((lang) => post(ops, 'wl/0108/save', { carrier: 'CA', palletIds: [palletId] }, lang),
      `托盘 ${palletNo} 当前为“打托中”，只有已封托的托盘可以交接`, `Pallet ${palletNo} is “Open”: only a closed pallet is handed over`);
    ok(await post(ops, 'wl/0117/close', { palletNo }));
    await refusedInBoth((lang) => post(ops, 'wl/0108/save', { carrier: 'CA', palletIds: [palletId] }, lang),
      `托盘 ${palletNo} 上的订单 ${inStock.orderNo} 当前为“在库”，尚未离站，不能交接`,
      `Order ${inStock.orderNo} on pallet ${palletNo} is “In stock”: it has not left the station and cannot be handed over`);
    expect(await handoverCount()).toBe(before);
    // A body the form refuses (no carrier) carries no fields.
    const bad = await post(ops, 'wl/0108/save', { manifestIds: [loading.manifestId] });
    expect(bad.code).not.toBe(0);
    expect(bad.data?.fields).toBeUndefined();
  });

  it('adds up pieces and weight in decimal; a manifest goes on one handover only; confirming records the signer and each parcel\'s log', async () => {
    const { parcels: [a, b], manifestId, manifestNo } = await departedParcels(t, parties(), 'HO-V1', [['WL-HO-A', '2.9'], ['WL-HO-B', '1.25']]);
    const draft = ok(await post(ops, 'wl/0108/save', { carrier: 'CA Air China', manifestIds: [manifestId] })).data;
    expect(draft).toMatchObject({ handoverNo: expect.stringMatching(/^JJ\d{10}$/), pieces: 2, weight: '4.150' });
    await refusedInBoth((lang) => post(ops, 'wl/0108/save', { carrier: 'MU', manifestIds: [manifestId] }, lang),
      `装车单 ${manifestNo} 已在交接单 ${draft.handoverNo} 上`, `Manifest ${manifestNo} is already on handover order ${draft.handoverNo}`);
    const [row] = await list(ops, { keyword: draft.handoverNo });
    expect(row).toMatchObject({ handoverNo: draft.handoverNo, carrier: 'CA Air China', bags: 1, bagNos: manifestNo, pieces: 2, weight: '4.150', state: 'draft', stationName: '深圳站', signer: null });
    expect(await handoverLog(a.id)).toEqual([]);

    const noSigner = await post(ops, 'wl/0108/confirm', { id: row.id });
    expect(noSigner.code).not.toBe(0);
    expect(noSigner.data?.fields).toBeUndefined();
    expect(ok(await post(ops, 'wl/0108/confirm', { id: row.id, signer: '李签收' })).data).toEqual({ handoverNo: draft.handoverNo, pieces: 2, weight: '4.150' });
    expect(await handoverOf(draft.handoverNo)).toMatchObject({ state: 'handed_over', signer: '李签收', handed_over_at: expect.any(Date) });
    for (const o of [a, b]) expect(await handoverLog(o.id)).toEqual([{ handover: draft.handoverNo, carrier: 'CA Air China' }]);
    const detail = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: admin, lang: 'en-US', query: { id: a.id } })).data;
    expect(JSON.stringify(detail)).toContain(`handover ${draft.handoverNo} (CA Air China)`);
    await refusedInBoth((lang) => post(ops, 'wl/0108/confirm', { id: row.id, signer: '李签收' }, lang),
      `交接单 ${draft.handoverNo} 当前为“已交接”，不能确认交接`, `Handover order ${draft.handoverNo} is “Handed over”: confirming the handover is not possible`);

    const pdf = await t.app.inject({ method: 'GET', url: `/wl/0108/print?id=${row.id}`, headers: { authToken: ops, 'accept-language': 'zh-CN' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`交接单_${draft.handoverNo}.pdf`)}`);
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(`Handover ${draft.handoverNo}`);
    const { width, height } = doc.getPage(0).getSize();
    expect([width, height].map((pt) => Math.round((pt / 72) * 25.4))).toEqual([210, 297]);
  });

  it('hands over a closed pallet whose parcels have left the station', async () => {
    // Built in stock, closed, then weighed out, loaded and departed with its manifest.
    const { order: p, palletNo, palletId, manifestNo, manifestId } = await departedPallet(t, parties(), 'WL-HO-PL', 'HO-V2', '3.5', '3.45');
    // On both its manifest and its pallet, the parcel counts once.
    const draft = ok(await post(ops, 'wl/0108/save', { carrier: 'SF', palletIds: [palletId], manifestIds: [manifestId] })).data;
    expect(draft).toMatchObject({ pieces: 1, weight: '3.450' });
    const [row] = await list(ops, { keyword: draft.handoverNo });
    expect(row).toMatchObject({ bags: 2, bagNos: [manifestNo, palletNo].sort().join(', ') });
    ok(await post(ops, 'wl/0108/confirm', { id: row.id, signer: 'Tom' }));
    expect(await handoverLog(p.id)).toEqual([{ handover: draft.handoverNo, carrier: 'SF' }]);
  });

  it('refuses to confirm while a parcel is held; nothing is written', async () => {
    const { parcels: [a, held], manifestId } = await departedParcels(t, parties(), 'HO-V3', [['WL-HO-H1', '1'], ['WL-HO-H2', '2']]);
    const draft = ok(await post(ops, 'wl/0108/save', { carrier: 'CA', manifestIds: [manifestId] })).data;
    ok(await post(ops, 'wl/0110/hold', { no: held.orderNo, holdReason: 'prohibited', remark: '待核实' }));
    const [{ id }] = await list(ops, { keyword: draft.handoverNo });
    await refusedInBoth((lang) => post(ops, 'wl/0108/confirm', { id, signer: '李签收' }, lang),
      `订单 ${held.orderNo} 已被扣件，放行前不能交接`, `Order ${held.orderNo} is held (Deduction): handing it over is not possible until it is released`);
    expect(await handoverOf(draft.handoverNo)).toMatchObject({ state: 'draft', signer: null });
    expect(await handoverLog(a.id)).toEqual([]);
  });
});

describe('WL0108_01 held parcels and cancelling a draft', () => {
  it('refuses a handover of a manifest or pallet carrying a held parcel, naming the parcel; nothing is written', async () => {
    const { parcels: [, held], manifestId, manifestNo } = await departedParcels(t, parties(), 'HO-V6', [['WL-HO-M1', '1'], ['WL-HO-M2', '2']]);
    // Held after it left: it is still the station's parcel, on a departed manifest.
    ok(await post(ops, 'wl/0110/hold', { no: held.orderNo, holdReason: 'prohibited', remark: '待核实' }));
    const before = await handoverCount();
    await refusedInBoth((lang) => post(ops, 'wl/0108/save', { carrier: 'CA', manifestIds: [manifestId] }, lang),
      `装车单 ${manifestNo} 上的订单 ${held.orderNo} 已被扣件，放行前不能交接`,
      `Order ${held.orderNo} on manifest ${manifestNo} is held (Deduction): handing it over is not possible until it is released`);

    // A closed pallet whose parcel left the station, then was held.
    const { order: p, palletNo, palletId } = await departedPallet(t, parties(), 'WL-HO-M3', 'HO-V7', '1.5');
    ok(await post(ops, 'wl/0110/hold', { no: p.orderNo, holdReason: 'payment', remark: '欠费' }));
    await refusedInBoth((lang) => post(ops, 'wl/0108/save', { carrier: 'CA', palletIds: [palletId] }, lang),
      `托盘 ${palletNo} 上的订单 ${p.orderNo} 已被扣件，放行前不能交接`,
      `Order ${p.orderNo} on pallet ${palletNo} is held (Deduction): handing it over is not possible until it is released`);
    expect(await handoverCount()).toBe(before);
    expect((await t.db.query(`select 1 from pallet where id = $1 and handover_id is null`, [palletId])).length).toBe(1);
    // Released, it is handed over.
    ok(await post(ops, 'wl/0110/release', { id: p.id, action: 'release', remark: '已付款' }));
    const draft = ok(await post(ops, 'wl/0108/save', { carrier: 'CA', palletIds: [palletId] })).data;
    // Its draft cancelled, the pallet is free again.
    const [{ id }] = await list(ops, { keyword: draft.handoverNo });
    ok(await post(ops, 'wl/0108/cancel', { id }));
    expect((await list(ops, { keyword: draft.handoverNo }))[0]).toMatchObject({ state: 'cancelled', bagNos: palletNo });
    expect((await t.db.query(`select 1 from pallet where id = $1 and handover_id is null and state = 'closed'`, [palletId])).length).toBe(1);
  });

  it('creates a handover from the manifests picked on WL0107_02, all or none', async () => {
    const departed = await departedParcels(t, parties(), 'HO-V8', [['WL-HO-W1', '1']]);
    const loading = await departedParcels(t, parties(), 'HO-V9', [['WL-HO-W2', '1']], false);
    const before = await handoverCount();
    await refusedInBoth((lang) => post(ops, 'wl/0108/save', { carrier: 'SF', manifestIds: [departed.manifestId, loading.manifestId] }, lang),
      `装车单 ${loading.manifestNo} 当前为“装车中”，只有已发车的装车单可以交接`, `Manifest ${loading.manifestNo} is “Loading”: only a departed manifest is handed over`);
    expect(await handoverCount()).toBe(before);
    const draft = ok(await post(ops, 'wl/0108/save', { carrier: 'SF', manifestIds: [departed.manifestId] })).data;
    // The manifest list says which handover a manifest is on.
    const [row] = ok(await call(t.app, 'GET', 'wl/0107/list', { token: ops, query: { keyword: departed.manifestNo } })).data.list;
    expect(row).toMatchObject({ manifestNo: departed.manifestNo, state: 'departed', handoverNo: draft.handoverNo });
  });

  it('cancels a draft: its manifests and pallets are free for another handover; a confirmed or cancelled one is refused, naming its state', async () => {
    const { parcels: [a], manifestId, manifestNo } = await departedParcels(t, parties(), 'HO-V10', [['WL-HO-X1', '2.5']]);
    const draft = ok(await post(ops, 'wl/0108/save', { carrier: 'CA', manifestIds: [manifestId] })).data;
    const [row] = await list(ops, { keyword: draft.handoverNo });
    expect(ok(await post(ops, 'wl/0108/cancel', { id: row.id })).data).toEqual({ handoverNo: draft.handoverNo });
    expect((await list(ops, { keyword: draft.handoverNo }))[0]).toMatchObject({
      state: 'cancelled', bags: 1, bagNos: manifestNo, cancelledByName: '周操作', cancelledAt: expect.any(String), signer: null,
    });
    // Nothing was handed over: no parcel's log changed, and the manifest goes onto another handover.
    expect(await handoverLog(a.id)).toEqual([]);
    const [{ actions }] = await t.db.query<{ actions: string[] }>(`select array_agg(action order by id) as actions from order_log where order_id = $1`, [a.id]);
    expect(actions).not.toContain('cancel');
    expect((await t.db.query(`select 1 from loading_manifest where id = $1 and handover_id is null`, [manifestId])).length).toBe(1);
    await refusedInBoth((lang) => post(ops, 'wl/0108/cancel', { id: row.id }, lang),
      `交接单 ${draft.handoverNo} 当前为“已取消”，不能取消`, `Handover order ${draft.handoverNo} is “Cancelled”: cancelling it is not possible`);
    await refusedInBoth((lang) => post(ops, 'wl/0108/confirm', { id: row.id, signer: 'x' }, lang),
      `交接单 ${draft.handoverNo} 当前为“已取消”，不能确认交接`, `Handover order ${draft.handoverNo} is “Cancelled”: confirming the handover is not possible`);
    const again = ok(await post(ops, 'wl/0108/save', { carrier: 'MU', manifestIds: [manifestId] })).data;
    const [next] = await list(ops, { keyword: again.handoverNo });
    ok(await post(ops, 'wl/0108/confirm', { id: next.id, signer: '王签收' }));
    await refusedInBoth((lang) => post(ops, 'wl/0108/cancel', { id: next.id }, lang),
      `交接单 ${again.handoverNo} 当前为“已交接”，不能取消`, `Handover order ${again.handoverNo} is “Handed over”: cancelling it is not possible`);
    expect(await handoverOf(again.handoverNo)).toMatchObject({ state: 'handed_over' });
    expect((await list(ops, { keyword: draft.handoverNo }))[0]).toMatchObject({ state: 'cancelled', bagNos: manifestNo });
    // Another station's operator: the handover reads as missing.
    const manager = await login(t.app, 'manager');
    const other = ok(await post(ops, 'wl/0108/save', { carrier: 'CZ', palletIds: [], manifestIds: [(await departedParcels(t, parties(), 'HO-V11', [['WL-HO-X2', '1']])).manifestId] })).data;
    const [{ id: otherId }] = await list(ops, { keyword: other.handoverNo });
    await refusedInBoth((lang) => post(manager, 'wl/0108/cancel', { id: otherId }, lang), '交接单不存在', 'The handover order does not exist');
    expect(await handoverOf(other.handoverNo)).toMatchObject({ state: 'draft' });
  });
});

describe('WL0108_01 scope and concurrency', () => {
  it("keeps handovers to their station: another station's operator neither sees nor confirms them; view-all staff do", async () => {
    const { manifestId } = await departedParcels(t, parties(), 'HO-V4', [['WL-HO-S', '1.5']]);
    // Shanghai's operator-to-be: admin works at Shanghai; Shenzhen's manifest is not theirs to hand over.
    await refusedInBoth((lang) => post(admin, 'wl/0108/save', { carrier: 'CA', manifestIds: [manifestId] }, lang),
      '装车单不存在或不属于当前站点', 'The loading manifest does not exist or is not at your station');
    const [{ id: szx }] = await t.db.query<{ id: number }>(`select id from station where code = 'SZX'`);
    const draft = ok(await post(admin, 'wl/0108/save', { carrier: 'CA', manifestIds: [manifestId], stationId: szx })).data;
    const [row] = await list(admin, { keyword: draft.handoverNo });
    expect(row).toMatchObject({ stationName: '深圳站' });
    expect(await list(ops, { keyword: draft.handoverNo })).toHaveLength(1);
    // A handover at Shanghai is not Shenzhen's.
    await t.db.query(`update handover_order set station_id = (select id from station where code = 'SHA') where id = $1`, [row.id]);
    expect(await list(ops, { keyword: draft.handoverNo })).toEqual([]);
    await refusedInBoth((lang) => post(ops, 'wl/0108/confirm', { id: row.id, signer: 'x' }, lang), '交接单不存在', 'The handover order does not exist');
    const sheet = await t.app.inject({ method: 'GET', url: `/wl/0108/print?id=${row.id}`, headers: { authToken: ops } });
    expect(sheet.json()).toMatchObject({ code: 500, msg: '交接单不存在' });
    ok(await post(admin, 'wl/0108/confirm', { id: row.id, signer: 'x' }));
  });

  it('lets exactly one of two operators confirm a handover, or draft one from the same manifest', async () => {
    const { manifestId } = await departedParcels(t, parties(), 'HO-V5', [['WL-HO-C', '2']]);
    const ops2 = await login(t.app, 'ops');
    const drafts = await Promise.all([ops, ops2].map((token) => post(token, 'wl/0108/save', { carrier: 'CA', manifestIds: [manifestId] })));
    expect(drafts.filter((r) => r.code === 0)).toHaveLength(1);
    const won = drafts.find((r) => r.code === 0)!.data;
    expect(drafts.find((r) => r.code !== 0)!.msg).toMatch(new RegExp(`已在交接单 ${won.handoverNo} 上$`));
    const [{ id }] = await list(ops, { keyword: won.handoverNo });
    const confirms = await Promise.all([ops, ops2].map((token, i) => post(token, 'wl/0108/confirm', { id, signer: `签收${i}` })));
    expect(confirms.filter((r) => r.code === 0)).toHaveLength(1);
    expect(confirms.find((r) => r.code !== 0)!.msg).toBe(`交接单 ${won.handoverNo} 当前为“已交接”，不能确认交接`);
    const [{ n }] = await t.db.query<{ n: string }>(`select count(*) as n from order_log l join orders o on o.id = l.order_id where o.handover_id = (select id from handover_order where handover_no = $1) and l.action = 'handOver'`, [won.handoverNo]);
    expect(Number(n)).toBe(1);
  });
});
