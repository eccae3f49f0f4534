/**
 * WL0117_01/02 pallets: parcels in stock scanned onto a pallet (refused when held, not in stock or
 * already on a pallet, naming which; a new pallet when none is named), boxes and weight adding up
 * in decimal; close (never empty, never with a held parcel on it), open again, dismantle (every
 * parcel off at once; neither while on a handover order); each parcel's log records the pallet; the
 * label PDF; station scope; two parallel scans of one parcel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';
import { departedPallet } from './stationDeparted';

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
const list = async (token: string, query: Record<string, string | number>) => ok(await call(t.app, 'GET', 'wl/0117/list', { token, query })).data.list as Record<string, any>[];
const palletOf = async (no: string) => (await t.db.query<Record<string, any>>(`select id::int, state, pieces, weight::text, closed_at from pallet where pallet_no = $1`, [no]))[0];
const onPallet = async (orderId: number) => (await t.db.query<{ no: string | null }>(
  `select p.pallet_no as no from orders o left join pallet p on p.id = o.pallet_id where o.id = $1`, [orderId]))[0].no;
const palletLog = async (orderId: number) => (await t.db.query<{ action: string; pallet: string }>(
  `select action, changes->>'pallet' as pallet from order_log where order_id = $1 and action in ('palletise', 'dismantle') order by id`, [orderId]));
const palletCount = async () => Number((await t.db.query<{ n: string }>(`select count(*) as n from pallet`))[0].n);

async function inStock(token: string, ref: string, weight: string, boxCount = 1) {
  const o = await placeDemoOrder(t, customer, ref);
  ok(await post(token, 'wl/0101/save', { no: o.orderNo, realWeight: weight, boxCount }));
  return o;
}

async function refusedInBoth(run: (lang: Lang) => Promise<{ code: number; msg: string }>, zh: string, en: string) {
  expect(await run('zh-CN')).toMatchObject({ code: 500, msg: zh });
  expect(await run('en-US')).toMatchObject({ code: 500, msg: en });
}

describe('WL0117_01 palletising scan', () => {
  it('refuses a parcel not in stock, a held one and an unknown pallet, naming why; nothing is written', async () => {
    const arrived = await placeDemoOrder(t, customer, 'WL-PAL-0');
    ok(await post(ops, 'wl/0101/scan', { no: arrived.orderNo, arrivalOnly: true }));
    const before = await palletCount();
    await refusedInBoth((lang) => post(ops, 'wl/0117/scan', { no: arrived.orderNo }, lang),
      `订单 ${arrived.orderNo} 当前为“已到件”，只有在库包裹可以打托`, `Order ${arrived.orderNo} is “Arrived”: only parcels in stock go onto a pallet`);
    const held = await inStock(ops, 'WL-PAL-H', '2');
    ok(await post(ops, 'wl/0110/hold', { no: held.orderNo, holdReason: 'prohibited', remark: '待核实' }));
    await refusedInBoth((lang) => post(ops, 'wl/0117/scan', { no: held.orderNo }, lang),
      `订单 ${held.orderNo} 当前为“扣件”，不能打托`, `Order ${held.orderNo} is “Deduction”: palletising is not possible`);
    const fine = await inStock(ops, 'WL-PAL-U', '2');
    const unknown = await post(ops, 'wl/0117/scan', { no: fine.orderNo, palletNo: 'TP0000000000' }, 'en-US');
    expect(unknown).toMatchObject({ code: 500, msg: 'Pallet TP0000000000 does not exist or is not at your station', data: { fields: { palletNo: expect.any(String) } } });
    expect((await post(ops, 'wl/0117/scan', { no: fine.orderNo, palletNo: 'TP0000000000' })).msg).toBe('托盘 TP0000000000 不存在或不属于当前站点');
    expect(await palletCount()).toBe(before);
    expect(await onPallet(fine.id)).toBeNull();
    expect(await palletLog(fine.id)).toEqual([]);
    // A body the form refuses carries no fields.
    const bad = await post(ops, 'wl/0117/scan', { no: fine.orderNo, palletNo: 'X'.repeat(21) });
    expect(bad.code).not.toBe(0);
    expect(bad.data?.fields).toBeUndefined();
  });

  it('builds a pallet: boxes and inbound weights add up in decimal; a parcel goes on one pallet only; closing never leaves it empty', async () => {
    const a = await inStock(ops, 'WL-PAL-A', '3.1', 2);
    const b = await inStock(ops, 'WL-PAL-B', '2.205');
    const first = ok(await post(ops, 'wl/0117/scan', { no: a.orderNo })).data;
    expect(first).toMatchObject({ done: true, palletNo: expect.stringMatching(/^TP\d{10}$/), pieces: 2, weight: '3.100', order: { orderNo: a.orderNo } });
    const second = ok(await post(ops, 'wl/0117/scan', { no: b.orderNo, palletNo: first.palletNo.toLowerCase() })).data;
    expect(second).toMatchObject({ palletNo: first.palletNo, pieces: 3, weight: '5.305' });
    await refusedInBoth((lang) => post(ops, 'wl/0117/scan', { no: a.orderNo }, lang),
      `订单 ${a.orderNo} 已在托盘 ${first.palletNo}（打托中）上`, `Order ${a.orderNo} is already on pallet ${first.palletNo} (Open)`);
    expect(await palletLog(a.id)).toEqual([{ action: 'palletise', pallet: first.palletNo }]);

    ok(await post(ops, 'wl/0117/close', { palletNo: first.palletNo }));
    expect(await palletOf(first.palletNo)).toMatchObject({ state: 'closed', pieces: 3, weight: '5.305', closed_at: expect.any(Date) });
    await refusedInBoth((lang) => post(ops, 'wl/0117/close', { palletNo: first.palletNo }, lang),
      `托盘 ${first.palletNo} 当前为“已封托”，不能封托`, `Pallet ${first.palletNo} is “Closed”: closing is not possible`);
    const c = await inStock(ops, 'WL-PAL-C', '1');
    await refusedInBoth((lang) => post(ops, 'wl/0117/scan', { no: c.orderNo, palletNo: first.palletNo }, lang),
      `托盘 ${first.palletNo} 当前为“已封托”，不能打托`, `Pallet ${first.palletNo} is “Closed”: palletising is not possible`);
    expect(await onPallet(c.id)).toBeNull();

    // An empty pallet (opened, never scanned onto) is not closed: V10, at least one parcel.
    const [{ id: szx }] = await t.db.query<{ id: number }>(`select id from station where code = 'SZX'`);
    await t.db.query(`insert into pallet (pallet_no, station_id) values ('TP9999990001', $1)`, [szx]);
    await refusedInBoth((lang) => post(ops, 'wl/0117/close', { palletNo: 'TP9999990001' }, lang),
      '托盘 TP9999990001 上还没有包裹，不能封托', 'Pallet TP9999990001 has no parcel on it yet: it cannot be closed');
    expect((await post(ops, 'wl/0117/close', {})).code).not.toBe(0);
  });

  it('does not close a pallet carrying a held parcel, naming it; released, the pallet closes', async () => {
    const a = await inStock(ops, 'WL-PAL-HC1', '2');
    const b = await inStock(ops, 'WL-PAL-HC2', '1');
    const { palletNo } = ok(await post(ops, 'wl/0117/scan', { no: a.orderNo })).data;
    ok(await post(ops, 'wl/0117/scan', { no: b.orderNo, palletNo }));
    // Held once it is on the pallet.
    ok(await post(ops, 'wl/0110/hold', { no: b.orderNo, holdReason: 'prohibited', remark: '待核实' }));
    await refusedInBoth((lang) => post(ops, 'wl/0117/close', { palletNo }, lang),
      `托盘 ${palletNo} 上的订单 ${b.orderNo} 已被扣件，放行前不能封托`,
      `Order ${b.orderNo} on pallet ${palletNo} is held (Deduction): closing is not possible until it is released`);
    expect(await palletOf(palletNo)).toMatchObject({ state: 'open', closed_at: null });
    ok(await post(ops, 'wl/0110/release', { id: b.id, action: 'release', remark: '已核实' }));
    ok(await post(ops, 'wl/0117/close', { palletNo }));
    expect((await palletOf(palletNo)).state).toBe('closed');
  });

  it('lets two operators scanning one parcel at once put it on exactly one pallet; the other is told which', async () => {
    const o = await inStock(ops, 'WL-PAL-P', '4');
    const ops2 = await login(t.app, 'ops');
    const before = await palletCount();
    const answers = await Promise.all([ops, ops2].map((token) => post(token, 'wl/0117/scan', { no: o.orderNo })));
    const won = answers.filter((r) => r.code === 0);
    expect(won).toHaveLength(1);
    const lost = answers.find((r) => r.code !== 0)!;
    expect(lost.msg).toBe(`订单 ${o.orderNo} 已在托盘 ${won[0].data.palletNo}（打托中）上`);
    expect(await palletLog(o.id)).toHaveLength(1);
    // The loser opened no pallet of its own.
    expect(await palletCount()).toBe(before + 1);
  });
});

describe('WL0117_02 pallet list', () => {
  it('opens a closed pallet again, prints its label, and dismantles it: every parcel off at once, each log saying so', async () => {
    const a = await inStock(ops, 'WL-PAL-L1', '2.5');
    const b = await inStock(ops, 'WL-PAL-L2', '1.25');
    const { palletNo } = ok(await post(ops, 'wl/0117/scan', { no: a.orderNo })).data;
    ok(await post(ops, 'wl/0117/scan', { no: b.orderNo, palletNo }));
    const [row] = await list(ops, { keyword: palletNo });
    expect(row).toMatchObject({ palletNo, stationName: '深圳站', pieces: 2, weight: '3.750', state: 'open', createdByName: '周操作' });
    const label = (lang: Lang = 'zh-CN') => t.app.inject({ method: 'GET', url: `/wl/0117/label?id=${row.id}`, headers: { authToken: ops, 'accept-language': lang } });
    // An open pallet may still change: no label yet.
    expect((await label('en-US')).json()).toMatchObject({ code: 500, msg: `Pallet ${palletNo} is “Open”: printing its label is not possible` });
    await refusedInBoth((lang) => post(ops, 'wl/0117/reopen', { id: row.id }, lang),
      `托盘 ${palletNo} 当前为“打托中”，不能重新打开`, `Pallet ${palletNo} is “Open”: opening it again is not possible`);

    ok(await post(ops, 'wl/0117/close', { palletNo }));
    const pdf = await label();
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`托盘标签_${palletNo}.pdf`)}`);
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([width, height].map((pt) => Math.round((pt / 72) * 25.4))).toEqual([100, 100]);
    expect(doc.getTitle()).toBe(`Pallet label ${palletNo}`);

    ok(await post(ops, 'wl/0117/reopen', { id: row.id }));
    expect(await palletOf(palletNo)).toMatchObject({ state: 'open', closed_at: null });
    const c = await inStock(ops, 'WL-PAL-L3', '0.5');
    expect(ok(await post(ops, 'wl/0117/scan', { no: c.orderNo, palletNo })).data).toMatchObject({ pieces: 3, weight: '4.250' });

    expect(ok(await post(ops, 'wl/0117/dismantle', { id: row.id })).data).toEqual({ palletNo, pieces: 3 });
    expect(await palletOf(palletNo)).toMatchObject({ state: 'dismantled', pieces: 0, weight: '0.000' });
    for (const o of [a, b, c]) {
      expect(await onPallet(o.id)).toBeNull();
      expect(await palletLog(o.id)).toEqual([{ action: 'palletise', pallet: palletNo }, { action: 'dismantle', pallet: palletNo }]);
    }
    // The order's log reads the pallet in the reader's language.
    const detail = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: admin, lang: 'en-US', query: { id: a.id } })).data;
    expect(JSON.stringify(detail)).toContain(`pallet ${palletNo}`);
    await refusedInBoth((lang) => post(ops, 'wl/0117/dismantle', { id: row.id }, lang),
      `托盘 ${palletNo} 当前为“已拆托”，不能拆托`, `Pallet ${palletNo} is “Dismantled”: dismantling is not possible`);
    // Off the pallet, the parcel may go onto another.
    expect(ok(await post(ops, 'wl/0117/scan', { no: a.orderNo })).data.palletNo).not.toBe(palletNo);
  });

  it('neither opens again nor dismantles a pallet on a handover order, naming it; once the draft is cancelled it may', async () => {
    // Built in stock, closed, its parcel weighed out, loaded and departed: ready to hand over.
    const { order: o, palletNo, palletId: id } = await departedPallet(t, { customer, ops }, 'WL-PAL-HO', 'PAL-V1', '2.2');
    const { handoverNo } = ok(await post(ops, 'wl/0108/save', { carrier: 'CA', palletIds: [id] })).data;
    expect((await list(ops, { keyword: palletNo }))[0]).toMatchObject({ state: 'closed', handoverNo });
    await refusedInBoth((lang) => post(ops, 'wl/0117/reopen', { id }, lang),
      `托盘 ${palletNo} 已在交接单 ${handoverNo} 上，不能重新打开`, `Pallet ${palletNo} is on handover order ${handoverNo}: opening it again is not possible`);
    await refusedInBoth((lang) => post(ops, 'wl/0117/dismantle', { id }, lang),
      `托盘 ${palletNo} 已在交接单 ${handoverNo} 上，不能拆托`, `Pallet ${palletNo} is on handover order ${handoverNo}: dismantling is not possible`);
    expect(await palletOf(palletNo)).toMatchObject({ state: 'closed', pieces: 1 });
    expect(await onPallet(o.id)).toBe(palletNo);
    const [{ id: handoverId }] = ok(await call(t.app, 'GET', 'wl/0108/list', { token: ops, query: { keyword: handoverNo } })).data.list;
    ok(await post(ops, 'wl/0108/cancel', { id: handoverId }));
    expect((await list(ops, { keyword: palletNo }))[0]).toMatchObject({ handoverNo: null });
    ok(await post(ops, 'wl/0117/reopen', { id }));
    expect((await palletOf(palletNo)).state).toBe('open');
  });

  it("keeps pallets to their station: another station's operator neither sees nor touches them; view-all staff do", async () => {
    // admin works at Shanghai with view-all: a pallet built there.
    const s = await inStock(admin, 'WL-PAL-S', '3');
    const { palletNo } = ok(await post(admin, 'wl/0117/scan', { no: s.orderNo })).data;
    const [{ id }] = await list(admin, { keyword: palletNo });
    expect(await list(ops, { keyword: palletNo })).toEqual([]);
    await refusedInBoth((lang) => post(ops, 'wl/0117/dismantle', { id }, lang), '托盘不存在', 'The pallet does not exist');
    expect((await post(ops, 'wl/0117/reopen', { id })).msg).toBe('托盘不存在');
    const z = await inStock(ops, 'WL-PAL-Z', '1');
    expect((await post(ops, 'wl/0117/scan', { no: z.orderNo, palletNo })).msg).toBe(`托盘 ${palletNo} 不存在或不属于当前站点`);
    expect((await post(ops, 'wl/0117/close', { palletNo })).msg).toBe(`托盘 ${palletNo} 不存在或不属于当前站点`);
    const [{ id: sha }] = await t.db.query<{ id: number }>(`select id from station where code = 'SHA'`);
    await refusedInBoth((lang) => post(ops, 'wl/0117/close', { palletNo, stationId: sha }, lang), '没有权限查看其他站点的数据', "No permission for another station's data");
    const ticket = await t.app.inject({ method: 'GET', url: `/wl/0117/label?id=${id}`, headers: { authToken: ops } });
    expect(ticket.json()).toMatchObject({ code: 500, msg: '托盘不存在' });
    // A Shenzhen parcel is not Shanghai's to palletise.
    expect((await post(admin, 'wl/0117/scan', { no: z.orderNo })).msg).toBe(`订单 ${z.orderNo} 在站点“深圳站”，不属于当前站点`);
    // View-all sees every station's pallets and dismantles Shenzhen's.
    const { palletNo: szxPallet } = ok(await post(ops, 'wl/0117/scan', { no: z.orderNo })).data;
    const [szx] = await list(admin, { keyword: szxPallet });
    expect(szx).toMatchObject({ stationName: '深圳站' });
    ok(await post(admin, 'wl/0117/dismantle', { id: szx.id }));
    expect(await palletLog(z.id)).toEqual([{ action: 'palletise', pallet: szxPallet }, { action: 'dismantle', pallet: szxPallet }]);
  });
});
