/**
 * WL0110_01 goods hold and release (S19): held by scanned number with a reason and a remark, detained,
 * released singly or in bulk; a held parcel may not be weighed out, loaded or departed; every step
 * writes the order's log and needs a remark; refusals in both languages.
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
const holdOf = async (id: number) => (await t.db.query<Record<string, any>>(`select hold_state, hold_reason, hold_remark, station_op from orders where id = $1`, [id]))[0];

async function inStock(ref: string) {
  const o = await placeDemoOrder(t, customer, ref);
  ok(await post('wl/0101/save', { no: o.orderNo, realWeight: '2', boxCount: 1 }));
  ok(await post('wl/0105/mark', { id: o.id, mark: 'delivery' }));
  return o;
}

describe('WL0110_01 goods hold and release', () => {
  it('holds a parcel by its number; while held it cannot go out or be loaded; detained, then released, it can', async () => {
    const o = await inStock('WL-HOLD-1');
    ok(await post('wl/0110/hold', { no: o.orderNo, holdReason: 'prohibited', remark: '疑似锂电池, 待核实' }));
    expect(await holdOf(o.id)).toEqual({ hold_state: 'deduction', hold_reason: 'prohibited', hold_remark: '疑似锂电池, 待核实', station_op: 'in_stock' });
    for (const [lang, text] of [['zh-CN', `订单 ${o.orderNo} 已被扣件，放行前不能出库`], ['en-US', `Order ${o.orderNo} is held (Deduction): outbound is not possible until it is released`]] as const) {
      expect(await post('wl/0106/save', { no: o.orderNo, outWeight: '2' }, lang)).toMatchObject({ code: 500, msg: text });
    }
    const [{ id: shanghai }] = await t.db.query<{ id: number }>(`select id from station where code = 'SHA'`);
    expect((await post('wl/0107/load', { no: o.orderNo, vehicle: 'H1', toStationId: shanghai, loadWeight: '2' })).msg).toBe(`订单 ${o.orderNo} 已被扣件，放行前不能装车`);
    const listed = ok(await call(t.app, 'GET', 'wl/0110/list', { token: ops, query: { holdState: 'deduction', keyword: o.orderNo } })).data.list;
    expect(listed).toEqual([expect.objectContaining({ orderNo: o.orderNo, holdState: 'deduction', holdReason: 'prohibited', holdRemark: '疑似锂电池, 待核实' })]);

    ok(await post('wl/0110/release', { id: o.id, action: 'detain', remark: '确认含电池，扣留' }));
    expect((await holdOf(o.id)).hold_state).toBe('detention');
    expect((await post('wl/0110/release', { id: o.id, action: 'detain', remark: 'x' }, 'en-US')).msg).toBe(`Order ${o.orderNo} is “Detention”: detaining it is not possible`);
    ok(await post('wl/0110/release', { id: o.id, action: 'release', remark: '客户补齐电池证明' }));
    expect(await holdOf(o.id)).toMatchObject({ hold_state: 'release', hold_reason: 'prohibited', hold_remark: '客户补齐电池证明' });
    ok(await post('wl/0106/save', { no: o.orderNo, outWeight: '2' }));

    const log = ok(await call(t.app, 'GET', `dd/0205/detail?id=${o.id}`, { token: ops })).data.log;
    const deduct = log.find((l: any) => l.action === 'deduct');
    expect(deduct.changes).toBe('放行 → 扣件；原因：疑似违禁品；备注：疑似锂电池, 待核实；站点 SZX');
    expect(log.map((l: any) => l.action)).toEqual(expect.arrayContaining(['deduct', 'detain', 'release', 'checkOut']));
  });

  it('needs a remark and a known reason; releases in bulk all or none', async () => {
    const a = await inStock('WL-HOLD-2');
    const b = await inStock('WL-HOLD-3');
    const blank = await post('wl/0110/hold', { no: a.orderNo, holdReason: 'payment', remark: '   ' }, 'en-US');
    expect(blank.code).toBe(500);
    expect(blank.msg).toContain('This field is required');
    expect((await post('wl/0110/hold', { no: a.orderNo, holdReason: 'nonsense', remark: 'x' })).code).toBe(500);
    expect((await holdOf(a.id)).hold_state).toBe('release');
    ok(await post('wl/0110/hold', { no: a.orderNo, holdReason: 'payment', remark: '欠费' }));
    // b is not held: releasing both is refused whole.
    const both = await post('wl/0110/release', { ids: [a.id, b.id], action: 'release', remark: '已付款' });
    expect(both).toMatchObject({ code: 500, msg: `订单 ${b.orderNo} 当前为“放行”，不能放行` });
    expect((await holdOf(a.id)).hold_state).toBe('deduction');
    ok(await post('wl/0110/hold', { no: b.orderNo, holdReason: 'payment', remark: '欠费' }));
    expect(ok(await post('wl/0110/release', { ids: [a.id, b.id], action: 'release', remark: '已付款' })).data).toEqual({ changed: 2 });
  });
});
