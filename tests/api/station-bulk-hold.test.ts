/**
 * Holding the parcels ticked on WL0105_01 (S19, `wl/0110/hold/selected`): one reason and remark for
 * all, all or none (one parcel that may not be held leaves every other one unheld and unlogged, and
 * the refusal names each such parcel and why, in the caller's language), the same state, hold record
 * and log line as a hold by scan, the caller's station only, at most 200 at once. And DD0205_01's
 * "held" filter: exactly the held orders the caller may see, with the station's own held parcels
 * for its staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
let customer: string;
let ops: string;
let admin: string;
let szx: number;
beforeAll(async () => {
  t = await createTestApp();
  [customer, ops, admin] = await Promise.all(['customer', 'ops', 'admin'].map((id) => login(t.app, id)));
  [{ id: szx }] = await t.db.query<{ id: number }>(`select id from station where code = 'SZX'`);
});
afterAll(async () => t?.close());

const post = (token: string, url: string, body: Record<string, unknown>, lang: Lang = 'zh-CN') => call(t.app, 'POST', url, { token, lang, body });
const holdSelected = (token: string, ids: number[], lang: Lang = 'zh-CN', remark = '批量核查') =>
  post(token, 'wl/0110/hold/selected', { ids, holdReason: 'customs', remark }, lang);
const holdOf = async (id: number) =>
  (await t.db.query<Record<string, any>>(`select hold_state, hold_reason, hold_remark, held_at is not null as dated from orders where id = $1`, [id]))[0];
const deductLogs = async (id: number) =>
  t.db.query<{ user_name: string; changes: unknown }>(`select user_name, changes from order_log where order_id = $1 and action = 'deduct' order by id`, [id]);

/** A parcel in stock at the station of `token`'s user (ops: SZX, admin: SHA). */
async function inStock(ref: string, token = ops) {
  const o = await placeDemoOrder(t, customer, ref);
  ok(await post(token, 'wl/0101/save', { no: o.orderNo, realWeight: '2', boxCount: 1 }));
  return o;
}

describe('WL0105_01 bulk hold', () => {
  it('holds every ticked parcel with the same state, hold record and log line as a hold by scan', async () => {
    const [a, b, single] = [await inStock('BH-1'), await inStock('BH-2'), await inStock('BH-3')];
    expect(ok(await holdSelected(ops, [a.id, b.id])).data).toEqual({ held: 2 });
    ok(await post(ops, 'wl/0110/hold', { no: single.orderNo, holdReason: 'customs', remark: '批量核查' }));
    for (const o of [a, b, single]) {
      expect(await holdOf(o.id)).toEqual({ hold_state: 'deduction', hold_reason: 'customs', hold_remark: '批量核查', dated: true });
    }
    const [[la], [lb], [ls]] = await Promise.all([a, b, single].map((o) => deductLogs(o.id)));
    expect(la).toEqual(ls);
    expect(lb).toEqual(ls);
    // As the order's change log shows it, in both languages.
    const log = ok(await call(t.app, 'GET', `dd/0205/detail?id=${a.id}`, { token: ops })).data.log;
    expect(log.find((l: any) => l.action === 'deduct').changes).toBe('放行 → 扣件；原因：报关资料问题；备注：批量核查；站点 SZX');
    // Held, the parcel cannot go out.
    expect((await post(ops, 'wl/0106/save', { no: b.orderNo, outWeight: '2' }, 'en-US')).msg)
      .toBe(`Order ${b.orderNo} is held (Deduction): outbound is not possible until it is released`);
    const held = ok(await call(t.app, 'GET', 'wl/0110/list', { token: ops, query: { holdState: 'deduction', pageSize: 100 } })).data.list.map((r: any) => r.orderNo);
    expect(held).toEqual(expect.arrayContaining([a.orderNo, b.orderNo, single.orderNo]));
  });

  it('holds all or none: a parcel held already or at another station leaves every other one unheld and unlogged, and is named with why', async () => {
    const [a, b, held] = [await inStock('BH-AON-1'), await inStock('BH-AON-2'), await inStock('BH-AON-3')];
    const elsewhere = await inStock('BH-AON-4', admin); // at SHA
    ok(await holdSelected(ops, [held.id]));
    const texts: Record<Lang, string> = {
      'zh-CN': `有 2 个包裹不能扣件，本次均未扣件：订单 ${held.orderNo} 当前为“扣件”，不能扣件；订单 ${elsewhere.orderNo} 在站点“上海站”，不属于当前站点`,
      'en-US': `2 of the parcels cannot be held, so none was: Order ${held.orderNo} is “Deduction”: holding it is not possible; Order ${elsewhere.orderNo} is at station “Shanghai station”, not at yours`,
    };
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const r = await holdSelected(ops, [a.id, held.id, b.id, elsewhere.id], lang);
      expect(r).toMatchObject({ code: 500, msg: texts[lang], data: { orders: [held.orderNo, elsewhere.orderNo] } });
    }
    for (const o of [a, b, elsewhere]) {
      expect((await holdOf(o.id)).hold_state).toBe('release');
      expect(await deductLogs(o.id)).toEqual([]);
    }
    expect(await deductLogs(held.id)).toHaveLength(1);
    // One parcel alone is refused as a scan would be.
    expect((await holdSelected(ops, [held.id], 'en-US')).msg).toBe(`Order ${held.orderNo} is “Deduction”: holding it is not possible`);
    // The good ones, ticked again without the others, are held.
    expect(ok(await holdSelected(ops, [a.id, b.id])).data).toEqual({ held: 2 });
  });

  it("keeps to the caller's station: view-all staff hold parcels of several stations, each logged at its own", async () => {
    const mine = await inStock('BH-VA-1');
    const sha = await inStock('BH-VA-2', admin);
    expect(ok(await holdSelected(admin, [mine.id, sha.id])).data).toEqual({ held: 2 });
    const stations = await t.db.query<{ id: string; station: string }>(
      `select order_id::text as id, changes->>'station' as station from order_log where action = 'deduct' and order_id = any($1::bigint[]) order by order_id`, [[mine.id, sha.id]]);
    expect(stations).toEqual([{ id: String(mine.id), station: 'SZX' }, { id: String(sha.id), station: 'SHA' }]);
    // An id that is no parcel at a station reads as missing; the customer has no hold page at all.
    const placed = await placeDemoOrder(t, customer, 'BH-VA-3');
    expect((await holdSelected(ops, [placed.id], 'en-US')).msg).toBe('The order does not exist');
    expect((await holdSelected(customer, [placed.id])).code).not.toBe(0);
    expect((await holdOf(placed.id)).hold_state).toBe('release');
  });

  it('takes at most 200 parcels, and needs a reason and a remark', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => i + 1);
    expect((await holdSelected(ops, ids)).msg).toBe('一次最多扣件 200 个包裹，当前选择了 201 个');
    expect((await holdSelected(ops, ids, 'en-US')).msg).toBe('At most 200 parcels can be held at a time (201 selected)');
    const a = await inStock('BH-REQ-1');
    const blank = await holdSelected(ops, [a.id], 'en-US', '  ');
    expect(blank.msg).toContain('This field is required');
    expect(await post(ops, 'wl/0110/hold/selected', { ids: [a.id], remark: 'x' })).toMatchObject({ code: 500, msg: '请求参数不正确：holdReason 为必填项' });
    expect((await holdOf(a.id)).hold_state).toBe('release');
  });
});

describe('DD0205_01 held filter', () => {
  const list = async (token: string, query: Record<string, string | number> = {}) =>
    ok(await call(t.app, 'GET', 'dd/0205/list', { token, query: { pageSize: 100, ...query } })).data.list as any[];
  const numbers = (rows: any[]) => rows.map((r) => r.orderNo).sort();
  const heldWhere = async (where: string, params: unknown[] = []) =>
    (await t.db.query<{ order_no: string }>(`select order_no from orders o where hold_state <> 'release' and ${where}`, params)).map((r) => r.order_no).sort();

  it('answers exactly the held orders the caller may see, with their hold state; station staff find the parcels held at their station', async () => {
    const [a, b, free] = [await inStock('DD-HELD-1'), await inStock('DD-HELD-2'), await inStock('DD-HELD-3')];
    const sha = await inStock('DD-HELD-4', admin);
    ok(await holdSelected(ops, [a.id, b.id]));
    ok(await post(admin, 'wl/0110/hold', { no: sha.orderNo, holdReason: 'payment', remark: '欠费' }));
    ok(await post(admin, 'wl/0110/release', { id: sha.id, action: 'detain', remark: '扣留' }));

    // View-all staff: every held order, in every state of a hold.
    const all = await list(admin, { held: '1' });
    expect(numbers(all)).toEqual(await heldWhere('true'));
    expect(numbers(all)).toEqual(expect.arrayContaining([a.orderNo, b.orderNo, sha.orderNo]));
    expect(all.find((r) => r.orderNo === sha.orderNo).holdState).toBe('detention');
    expect(all.find((r) => r.orderNo === a.orderNo).holdState).toBe('deduction');
    const notHeld = await list(admin, { held: '0', numbers: [a.orderNo, free.orderNo, sha.orderNo].join('\n') });
    expect(notHeld.map((r) => [r.orderNo, r.holdState])).toEqual([[free.orderNo, 'release']]);

    // The SZX operator, bound to no customer: the parcels held at SZX, not SHA's, and nothing else.
    expect(numbers(await list(ops, { held: '1' }))).toEqual(await heldWhere('o.station_id = $1', [szx]));
    expect(numbers(await list(ops, { held: '1' }))).not.toContain(sha.orderNo);
    expect(numbers(await list(ops))).toEqual(await heldWhere('o.station_id = $1', [szx]));
    expect(await list(ops, { held: '0' })).toEqual([]);

    // The customer: its own held orders only.
    const [{ customer_id: own }] = await t.db.query<{ customer_id: number }>(`select customer_id from orders where id = $1`, [a.id]);
    expect(numbers(await list(customer, { held: '1' }))).toEqual(await heldWhere('o.customer_id = $1', [own]));

    const bad = await call(t.app, 'GET', 'dd/0205/list', { token: admin, lang: 'en-US', query: { held: 'maybe' } });
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('held');
  });
});
