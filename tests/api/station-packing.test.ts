/**
 * WL0111_01 packing (S18): an order's SKU lines packed into cartons at the station. Every rule and
 * refusal in both languages: box no. required, weights > 0, a line packed over its quantity, 80
 * cartons at most (K13), a line given twice, not at the station, an ended packing refusing every
 * change (the state named), ending with nothing or goods left; the lag note (> 30 items); the
 * order log of each change; station scope; two parallel requests ending one packing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';
import { MAX_CARTONS, ITEMS_PER_CARTON_NOTE } from '../../src/domain/station/packing';

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
const box = (no: string, boxNo: string, items: { seq: number; quantity: number }[], more: Record<string, unknown> = {}) =>
  ({ no, boxNo, weight: '3.5', length: '40', width: '30', height: '20', items, ...more });
const cartonsOf = async (orderId: number) => t.db.query<{ box_no: string; weight: string; items: string }>(
  `select c.box_no, c.weight::text, coalesce(string_agg(i.seq || 'x' || ci.quantity, ',' order by i.seq), '') as items
     from packing_carton c left join packing_carton_item ci on ci.carton_id = c.id left join order_item i on i.id = ci.order_item_id
    where c.order_id = $1 group by c.id order by c.id`, [orderId]);
const packingLog = async (orderId: number) => (await t.db.query<{ action: string }>(
  `select action from order_log where order_id = $1 and action in ('packBox', 'unpackBox', 'endPacking') order by id`, [orderId])).map((l) => l.action);
const stateOf = async (orderId: number) => (await t.db.query<{ packing_state: string }>(`select packing_state from orders where id = $1`, [orderId]))[0].packing_state;

/** A demo order arrived at Shenzhen, its one SKU line (棉质T恤) holding `quantity`, and a second line (`second`) when asked. */
async function arrived(ref: string, quantity = 5, second?: number) {
  const o = await placeDemoOrder(t, customer, ref);
  await t.db.query(`update order_item set quantity = $2 where order_id = $1 and seq = 1`, [o.id, quantity]);
  if (second) {
    await t.db.query(`insert into order_item (order_id, seq, name_zh, name_en, customs_code, unit_price, unit_weight, quantity, qty_per_box)
      values ($1, 2, '帆布包', 'Canvas bag', '4202220000', 6.00, 0.300, $2, 1)`, [o.id, second]);
  }
  ok(await post(ops, 'wl/0101/scan', { no: o.orderNo, arrivalOnly: true }));
  return o;
}

async function refusedInBoth(run: (lang: Lang) => Promise<{ code: number; msg: string; data?: any }>, zh: string, en: string, field?: string) {
  const [a, b] = [await run('zh-CN'), await run('en-US')];
  expect(a).toMatchObject({ code: 500, msg: zh });
  expect(b).toMatchObject({ code: 500, msg: en });
  if (field) expect(Object.keys(a.data?.fields ?? {})).toEqual([field]);
}

describe('WL0111_01 packing', () => {
  it('finds the order, packs its lines into cartons, replaces a carton saved again, and ends the packing', async () => {
    const o = await arrived('WL-PACK-1', 5, 2);
    const found = ok(await post(ops, 'wl/0111/scan', { no: o.orderNo })).data;
    expect(found).toMatchObject({
      orderNo: o.orderNo, stationOp: 'arrived', packingState: 'packing', cartonCount: 0, nextBoxNo: '1', crowdedBoxes: [],
      lines: [{ seq: 1, name: '棉质T恤', quantity: 5, packed: 0, left: 5 }, { seq: 2, name: '帆布包', quantity: 2, packed: 0, left: 2 }],
    });
    const first = ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, ' c-001 ', [{ seq: 1, quantity: 3 }, { seq: 2, quantity: 1 }]))).data;
    expect(first).toMatchObject({ cartonCount: 1, itemCount: 4, totalWeight: '3.5', nextBoxNo: 'C-002',
      cartons: [{ boxNo: 'C-001', weight: '3.500', length: '40.0', itemCount: 4, crowded: false, packedByName: '周操作' }] });
    // Saved again under its number (case and spaces as a scanner reads them): the carton is replaced, not added.
    ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, 'C-001', [{ seq: 1, quantity: 2 }], { weight: '2.25', length: null, width: null, height: null })));
    expect(await cartonsOf(o.id)).toEqual([{ box_no: 'C-001', weight: '2.250', items: '1x2' }]);
    const en = ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, 'C-002', [{ seq: 1, quantity: 3 }, { seq: 2, quantity: 2 }], { weight: '4.125' }), 'en-US')).data;
    expect(en).toMatchObject({ totalWeight: '6.375', itemCount: 7, lines: [{ seq: 1, name: 'Cotton T-shirt', packed: 5, left: 0 }, { seq: 2, packed: 2, left: 0 }] });

    const ended = ok(await post(ops, 'wl/0111/end', { no: o.orderNo })).data;
    expect(ended).toMatchObject({ packingState: 'ended', cartonCount: 2 });
    expect(await stateOf(o.id)).toBe('ended');
    expect(await packingLog(o.id)).toEqual(['packBox', 'packBox', 'packBox', 'endPacking']);
    const log = ok(await call(t.app, 'GET', `dd/0205/detail?id=${o.id}`, { token: ops })).data.log as { action: string; changes: string }[];
    expect(log.find((l) => l.action === 'endPacking')!.changes).toBe('装箱中 → 已结束；共 2 箱，6.375 kg；站点 SZX');
    expect(log.find((l) => l.action === 'packBox')!.changes).toBe('箱子 C-001：3.5 kg，4 件；尺寸 40×30×20 cm；站点 SZX');
    const logEn = ok(await call(t.app, 'GET', `dd/0205/detail?id=${o.id}`, { token: ops, lang: 'en-US' })).data.log as { action: string; changes: string }[];
    expect(logEn.find((l) => l.action === 'endPacking')!.changes).toBe('Packing → Ended；2 cartons, 6.375 kg；station SZX');
  });

  it('refuses every change to an ended packing, naming its state; nothing is written', async () => {
    const o = await arrived('WL-PACK-2', 1);
    ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, '1', [{ seq: 1, quantity: 1 }])));
    ok(await post(ops, 'wl/0111/end', { no: o.orderNo }));
    await refusedInBoth((lang) => post(ops, 'wl/0111/box/save', box(o.orderNo, '2', [{ seq: 1, quantity: 1 }]), lang),
      `订单 ${o.orderNo} 当前为“已结束”，不能装箱`, `Order ${o.orderNo} is “Ended”: packing is not possible`, 'no');
    await refusedInBoth((lang) => post(ops, 'wl/0111/box/save', box(o.orderNo, '1', [{ seq: 1, quantity: 1 }], { weight: '9' }), lang),
      `订单 ${o.orderNo} 当前为“已结束”，不能装箱`, `Order ${o.orderNo} is “Ended”: packing is not possible`);
    await refusedInBoth((lang) => post(ops, 'wl/0111/box/delete', { no: o.orderNo, boxNo: '1' }, lang),
      `订单 ${o.orderNo} 当前为“已结束”，不能删除箱子`, `Order ${o.orderNo} is “Ended”: removing a carton is not possible`);
    await refusedInBoth((lang) => post(ops, 'wl/0111/end', { no: o.orderNo }, lang),
      `订单 ${o.orderNo} 当前为“已结束”，不能结束装箱`, `Order ${o.orderNo} is “Ended”: ending the packing is not possible`);
    expect(await cartonsOf(o.id)).toEqual([{ box_no: '1', weight: '3.500', items: '1x1' }]);
    expect(await packingLog(o.id)).toEqual(['packBox', 'endPacking']);
    // Still shown as it ended.
    expect(ok(await post(ops, 'wl/0111/scan', { no: o.orderNo })).data).toMatchObject({ packingState: 'ended', cartonCount: 1 });
  });

  it("refuses a line packed over its quantity, over all the order's cartons, naming the line", async () => {
    const o = await arrived('WL-PACK-3', 5);
    ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, 'A', [{ seq: 1, quantity: 4 }])));
    await refusedInBoth((lang) => post(ops, 'wl/0111/box/save', box(o.orderNo, 'B', [{ seq: 1, quantity: 2 }]), lang),
      '第 1 行 SKU（棉质T恤）订单数量 5，各箱合计将装 6，超出订单数量', 'SKU line 1 (Cotton T-shirt) has 5 ordered; the cartons would hold 6, more than ordered', 'items.0.quantity');
    // Carton A saved again with fewer frees the quantity it held.
    ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, 'A', [{ seq: 1, quantity: 3 }])));
    ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, 'B', [{ seq: 1, quantity: 2 }])));
    await refusedInBoth((lang) => post(ops, 'wl/0111/box/save', box(o.orderNo, 'C', [{ seq: 9, quantity: 1 }]), lang),
      '订单没有第 9 行 SKU', 'The order has no SKU line 9', 'items.0.seq');
    await refusedInBoth((lang) => post(ops, 'wl/0111/box/save', box(o.orderNo, 'C', [{ seq: 1, quantity: 1 }, { seq: 1, quantity: 1 }]), lang),
      '第 1 行 SKU 在本箱中填了两次，请合并为一行', 'SKU line 1 is given twice for this carton: make it one line', 'items.1.seq');
    expect(await cartonsOf(o.id)).toEqual([{ box_no: 'A', weight: '3.500', items: '1x3' }, { box_no: 'B', weight: '3.500', items: '1x2' }]);
  });

  it('checks the form\'s own rules: box no. required (V09n), weights above 0 (V10), goods in the carton; a body error carries no fields', async () => {
    const o = await arrived('WL-PACK-4', 5);
    for (const [body, zh, en] of [
      [box(o.orderNo, '  ', [{ seq: 1, quantity: 1 }]), '此项为必填项', 'This field is required'],
      [box(o.orderNo, '1', [{ seq: 1, quantity: 1 }], { weight: '0' }), '重量不能为 0', 'eight'],
      [box(o.orderNo, '1', [{ seq: 1, quantity: 1 }], { length: '-3' }), '', ''],
      [box(o.orderNo, '1', []), '', ''],
      [box(o.orderNo, '1', [{ seq: 1, quantity: 0 }]), '', ''],
    ] as [Record<string, unknown>, string, string][]) {
      const zhAnswer = await post(ops, 'wl/0111/box/save', body);
      const enAnswer = await post(ops, 'wl/0111/box/save', body, 'en-US');
      expect(zhAnswer.code, JSON.stringify(body)).not.toBe(0);
      expect(zhAnswer.msg).toContain(zh);
      expect(enAnswer.msg).toContain(en);
      expect(zhAnswer.msg).not.toBe(enAnswer.msg);
      expect(zhAnswer.data?.fields).toBeUndefined();
    }
    expect(await cartonsOf(o.id)).toEqual([]);
    expect(await packingLog(o.id)).toEqual([]);
  });

  it(`holds an order to ${MAX_CARTONS} cartons (K13); a carton saved again still may be`, async () => {
    const o = await arrived('WL-PACK-5', MAX_CARTONS + 5);
    await t.db.query(`insert into packing_carton (order_id, box_no, weight) select $1, 'B' || g, 1 from generate_series(1, $2::int - 1) g`, [o.id, MAX_CARTONS]);
    ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, 'LAST', [{ seq: 1, quantity: 1 }])));
    await refusedInBoth((lang) => post(ops, 'wl/0111/box/save', box(o.orderNo, 'ONE-MORE', [{ seq: 1, quantity: 1 }]), lang),
      `一个订单最多装 ${MAX_CARTONS} 箱`, `An order is packed in at most ${MAX_CARTONS} cartons`, 'boxNo');
    ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, 'B1', [{ seq: 1, quantity: 2 }])));
    expect((await cartonsOf(o.id)).length).toBe(MAX_CARTONS);
  });

  it(`says which cartons hold more than ${ITEMS_PER_CARTON_NOTE} items (V07), without refusing them`, async () => {
    const o = await arrived('WL-PACK-6', ITEMS_PER_CARTON_NOTE + 11, 1);
    const full = ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, 'F', [{ seq: 1, quantity: ITEMS_PER_CARTON_NOTE }]))).data;
    expect(full.crowdedBoxes).toEqual([]);
    const over = ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, 'G', [{ seq: 1, quantity: 10 }, { seq: 2, quantity: 1 }]))).data;
    expect(over.crowdedBoxes).toEqual([]);
    const crowded = ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, 'F', [{ seq: 1, quantity: ITEMS_PER_CARTON_NOTE + 1 }]))).data;
    expect(crowded).toMatchObject({ crowdedBoxes: ['F'], itemsPerCartonNote: ITEMS_PER_CARTON_NOTE, cartons: [{ boxNo: 'F', itemCount: ITEMS_PER_CARTON_NOTE + 1, crowded: true }, { boxNo: 'G', crowded: false }] });
  });

  it('removes a carton while packing; ends only with cartons and every line packed, naming what is left', async () => {
    const o = await arrived('WL-PACK-7', 3, 2);
    await refusedInBoth((lang) => post(ops, 'wl/0111/end', { no: o.orderNo }, lang),
      `订单 ${o.orderNo} 还没有装箱，不能结束装箱`, `Order ${o.orderNo} has no carton yet: the packing cannot end`);
    ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, '1', [{ seq: 1, quantity: 2 }])));
    await refusedInBoth((lang) => post(ops, 'wl/0111/end', { no: o.orderNo }, lang),
      `订单 ${o.orderNo} 还有商品未装箱：第 1 行 棉质T恤 未装 1；第 2 行 帆布包 未装 2`, `Order ${o.orderNo} still has goods not packed: line 1 Cotton T-shirt: 1 left; line 2 Canvas bag: 2 left`);
    ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, '2', [{ seq: 1, quantity: 1 }, { seq: 2, quantity: 2 }])));
    await refusedInBoth((lang) => post(ops, 'wl/0111/box/delete', { no: o.orderNo, boxNo: '9' }, lang),
      `订单 ${o.orderNo} 没有箱号为 9 的箱子`, `Order ${o.orderNo} has no carton with box no. 9`, 'boxNo');
    expect(ok(await post(ops, 'wl/0111/box/delete', { no: o.orderNo, boxNo: '1' })).data).toMatchObject({ cartonCount: 1, lines: [{ seq: 1, left: 2 }, { seq: 2, left: 0 }] });
    expect(await stateOf(o.id)).toBe('packing');
    expect(await packingLog(o.id)).toEqual(['packBox', 'packBox', 'unpackBox']);
  });

  it('packs only goods at the station: not before they arrive, not once they have gone out', async () => {
    const o = await placeDemoOrder(t, customer, 'WL-PACK-8');
    await refusedInBoth((lang) => post(ops, 'wl/0111/box/save', box(o.orderNo, '1', [{ seq: 1, quantity: 1 }]), lang),
      `订单 ${o.orderNo} 当前为“未到件”，不能装箱`, `Order ${o.orderNo} is “Not arrived”: packing is not possible`, 'no');
    ok(await post(ops, 'wl/0101/save', { no: o.orderNo, realWeight: '2', boxCount: 1 }));
    ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, '1', [{ seq: 1, quantity: 1 }])));
    ok(await post(ops, 'wl/0106/save', { no: o.orderNo, outWeight: '2' }));
    await refusedInBoth((lang) => post(ops, 'wl/0111/end', { no: o.orderNo }, lang),
      `订单 ${o.orderNo} 当前为“已出库”，不能结束装箱`, `Order ${o.orderNo} is “Out of stock”: ending the packing is not possible`);
    const unknown = await post(ops, 'wl/0111/scan', { no: 'NOSUCH-PACK' }, 'en-US');
    expect(unknown).toMatchObject({ code: 500, data: { fields: { no: expect.any(String) } } });
  });

  it("keeps the packing at the parcel's station: another station is told where it is; an operator may not act for another station", async () => {
    const o = await arrived('WL-PACK-9', 2);
    // admin works at Shanghai with view-all: acting as Shanghai, the Shenzhen parcel is not theirs.
    await refusedInBoth((lang) => post(admin, 'wl/0111/box/save', box(o.orderNo, '1', [{ seq: 1, quantity: 1 }]), lang),
      `订单 ${o.orderNo} 在站点“深圳站”，不属于当前站点`, `Order ${o.orderNo} is at station “Shenzhen station”, not at yours`, 'no');
    const [{ id: szx }] = await t.db.query<{ id: number }>(`select id from station where code = 'SZX'`);
    ok(await post(admin, 'wl/0111/box/save', { ...box(o.orderNo, '1', [{ seq: 1, quantity: 2 }]), stationId: szx }));
    const [{ id: sha }] = await t.db.query<{ id: number }>(`select id from station where code = 'SHA'`);
    await refusedInBoth((lang) => post(ops, 'wl/0111/end', { no: o.orderNo, stationId: sha }, lang), '没有权限查看其他站点的数据', "No permission for another station's data");
    expect(await stateOf(o.id)).toBe('packing');
    expect((await post(customer, 'wl/0111/scan', { no: o.orderNo })).code).not.toBe(0);
  });

  it('lets two operators ending one packing at once end it exactly once; the other is told why', async () => {
    const o = await arrived('WL-PACK-10', 2);
    ok(await post(ops, 'wl/0111/box/save', box(o.orderNo, '1', [{ seq: 1, quantity: 2 }])));
    const ops2 = await login(t.app, 'ops');
    const answers = await Promise.all([ops, ops2].map((token) => post(token, 'wl/0111/end', { no: o.orderNo })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.find((a) => a.code !== 0)!.msg).toBe(`订单 ${o.orderNo} 当前为“已结束”，不能结束装箱`);
    expect(await packingLog(o.id)).toEqual(['packBox', 'endPacking']);
  });
});
