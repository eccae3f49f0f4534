/**
 * WL0201_01/02 pickup tasks: a customer's booking (DD0104_01) is a task of the station in the sender's
 * city; dispatched to a courier, confirmed picked up (V10), or cancelled with a reason, each move by
 * pickupFlow and refused naming the task's state in both languages; station scope; the customer sees the
 * new state; two operators on one task at once: one wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
let customer: string;
let ops: string;
let kf: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, ops, kf, admin] = await Promise.all(['customer', 'ops', 'kf', 'admin'].map((id) => login(t.app, id)));
});
afterAll(async () => t?.close());

const day = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);
const post = (token: string, url: string, body: Record<string, unknown>, lang: Lang = 'zh-CN') => call(t.app, 'POST', url, { token, lang, body });
const list = async (token: string, query: Record<string, unknown>) => ok(await call(t.app, 'GET', 'wl/0201/list', { token, query: { current: 1, pageSize: 50, ...query } })).data.list;

/** A booking of the demo customer from a sender in `city`, for tomorrow. */
async function book(city: string, province?: string): Promise<number> {
  const r = await call(t.app, 'POST', 'dd/0104/save', { token: customer, body: {
    pickupDate: day(1), timeSlot: 'morning', senderName: '刘供应', senderPhone: '0755-26000200', senderProvince: province, senderCity: city,
    senderAddress: '宝安区福永街道示例工业园 B 栋', grossWeight: '40', parcelCount: 3,
  } });
  return ok(r).data.id;
}
const customerSees = async (id: number) =>
  ok(await call(t.app, 'GET', 'dd/0104/list', { token: customer, query: { current: 1, pageSize: 100 } })).data.list.find((r: { id: number }) => r.id === id);
const assign = (token: string, id: number, lang: Lang = 'zh-CN') =>
  post(token, 'wl/0201/assign', { id, courierName: '黄师傅', courierPhone: '13700002222', pickupTime: `${day(1)} 15:30:00` }, lang);

describe('WL0201 pickup tasks', () => {
  it("lists a booking as a task of the sender's city's station, filtered by day, area and state; other stations do not see it", async () => {
    const id = await book('深圳', '广东');
    const mine = await list(ops, { state: 'booked', area: '广东', dateFrom: day(0), dateTo: day(2) });
    expect(mine).toEqual(expect.arrayContaining([expect.objectContaining({ id, state: 'booked', senderCity: '深圳', stationName: '深圳站', grossWeight: '40.000', parcelCount: 3, pickupDate: day(1) })]));
    expect((await list(ops, { area: '北京' })).map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await list(ops, { dateFrom: day(2), dateTo: day(5) })).map((r: { id: number }) => r.id)).not.toContain(id);
    // Customer service of Shanghai sees Shanghai's tasks only; view-all sees every one.
    expect((await list(kf, {})).map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await list(admin, { state: 'booked' })).map((r: { id: number }) => r.id)).toContain(id);
    const shanghai = await book('上海');
    expect((await list(kf, {})).map((r: { id: number }) => r.id)).toContain(shanghai);
    expect(await post(kf, 'wl/0201/cancel', { id, reason: '重复预约' }, 'en-US')).toMatchObject({ code: 500 });
    expect((await assign(ops, shanghai)).code).not.toBe(0);
    expect((await customerSees(shanghai)).state).toBe('booked');
  });

  it('V04: a pickup-day range longer than 3 months is refused', async () => {
    const r = await call(t.app, 'GET', 'wl/0201/list', { token: ops, lang: 'en-US', query: { dateFrom: day(0), dateTo: day(120) } });
    expect(r.code).not.toBe(0);
    expect(r.msg).toContain('3');
  });

  it('dispatches a booked task to a courier, confirms it picked up (V10), and the customer sees each state', async () => {
    const id = await book('深圳');
    const events = async () => Number((await t.db.query<{ n: string }>(`select count(*) as n from tracking_event`))[0].n);
    const eventsBefore = await events();
    const detail = ok(await call(t.app, 'GET', 'wl/0201/detail', { token: ops, query: { id } })).data;
    expect(detail).toMatchObject({ id, state: 'booked', senderName: '刘供应', grossWeight: '40.000', parcelCount: 3 });
    // The pickup time may not fall before the booked day.
    const early = await post(ops, 'wl/0201/assign', { id, courierName: '黄师傅', courierPhone: '13700002222', pickupTime: `${day(0)} 08:00:00` }, 'en-US');
    expect(early).toMatchObject({ code: 500, msg: `The pickup time cannot be before the booked pickup day ${day(1)}`, data: { fields: { pickupTime: expect.any(String) } } });
    expect(ok(await assign(ops, id)).data).toEqual({ id, state: 'dispatched' });
    const [row] = await t.db.query<Record<string, unknown>>(`select state, courier_name, courier_phone, dispatched_by_name from pickup_request where id = $1`, [id]);
    expect(row).toEqual({ state: 'dispatched', courier_name: '黄师傅', courier_phone: '13700002222', dispatched_by_name: '周操作' });
    expect(await customerSees(id)).toMatchObject({ state: 'dispatched', courierName: '黄师傅', courierPhone: '13700002222', pickupTime: expect.any(String) });
    for (const [lang, text] of [['zh-CN', `取件任务 ${id} 当前为“已派单”，不能派单`], ['en-US', `Pickup task ${id} is “Dispatched”: dispatching it is not possible`]] as const) {
      expect(await assign(ops, id, lang)).toMatchObject({ code: 500, msg: text });
    }
    for (const [lang, text] of [['zh-CN', `取件任务 ${id} 当前为“已派单”，不能取消`], ['en-US', `Pickup task ${id} is “Dispatched”: cancelling it is not possible`]] as const) {
      expect(await post(ops, 'wl/0201/cancel', { id, reason: '客户改期' }, lang)).toMatchObject({ code: 500, msg: text });
    }

    // V10: weight above 0, at least one parcel; a body refusal names no fields.
    const zero = await post(ops, 'wl/0201/pickup', { id, grossWeight: '0', parcelCount: 3 }, 'en-US');
    expect(zero.code).not.toBe(0);
    expect(zero.msg).toContain('grossWeight');
    expect(zero.data?.fields).toBeUndefined();
    const none = await post(ops, 'wl/0201/pickup', { id, grossWeight: '41.5', parcelCount: 0 });
    expect(none.code).not.toBe(0);
    expect(none.msg).toContain('parcelCount');
    expect(ok(await post(ops, 'wl/0201/pickup', { id, grossWeight: '41.5', parcelCount: 4 })).data).toEqual({ id, state: 'picked_up' });
    expect((await list(ops, { state: 'picked_up' })).find((r: { id: number }) => r.id === id)).toMatchObject({ pickedUpWeight: '41.500', pickedUpParcels: 4, courierName: '黄师傅' });
    expect(await customerSees(id)).toMatchObject({ state: 'picked_up' });
    for (const [lang, text] of [['zh-CN', `取件任务 ${id} 当前为“已取件”，不能确认取件`], ['en-US', `Pickup task ${id} is “Picked up”: confirming its pickup is not possible`]] as const) {
      expect(await post(ops, 'wl/0201/pickup', { id, grossWeight: '41.5', parcelCount: 4 }, lang)).toMatchObject({ code: 500, msg: text });
    }
    // A booking has no order yet: no tracking event is written for it.
    expect(await events()).toBe(eventsBefore);
  });

  it('cancels a booked task only with a reason; a booked task is not confirmed picked up; customer service may cancel but not dispatch', async () => {
    const kfTask = await book('上海');
    expect((await assign(kf, kfTask)).code).not.toBe(0);
    expect((await post(kf, 'wl/0201/pickup', { id: kfTask, grossWeight: '1', parcelCount: 1 })).code).not.toBe(0);
    const id = await book('深圳');
    for (const [lang, text] of [['zh-CN', `取件任务 ${id} 当前为“已预约”，不能确认取件`], ['en-US', `Pickup task ${id} is “Booked”: confirming its pickup is not possible`]] as const) {
      expect(await post(ops, 'wl/0201/pickup', { id, grossWeight: '40', parcelCount: 3 }, lang)).toMatchObject({ code: 500, msg: text });
    }
    const blank = await post(ops, 'wl/0201/cancel', { id, reason: '  ' }, 'en-US');
    expect(blank.msg).toContain('This field is required');
    expect((await post(ops, 'wl/0201/cancel', { id, reason: '  ' })).msg).toContain('此项为必填项');
    expect(ok(await post(ops, 'wl/0201/cancel', { id, reason: '客户来电, 货物未备齐' })).data).toEqual({ id, state: 'cancelled' });
    expect((await list(ops, { state: 'cancelled' })).find((r: { id: number }) => r.id === id)).toMatchObject({ cancelReason: '客户来电, 货物未备齐' });
    expect(await customerSees(id)).toMatchObject({ state: 'cancelled', cancelReason: '客户来电, 货物未备齐' });
    expect((await assign(ops, id, 'en-US')).msg).toBe(`Pickup task ${id} is “Cancelled”: dispatching it is not possible`);
    ok(await post(kf, 'wl/0201/cancel', { id: kfTask, reason: '重复预约' }));
    expect(await customerSees(kfTask)).toMatchObject({ state: 'cancelled' });
  });

  it('lets one of two operators acting on one task at once win; the other is told its new state', async () => {
    const id = await book('深圳');
    const ops2 = await login(t.app, 'ops');
    const answers = await Promise.all([assign(ops, id), assign(ops2, id), post(ops, 'wl/0201/cancel', { id, reason: '改期' }), assign(ops2, id)]);
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(1);
    const [{ state }] = await t.db.query<{ state: string }>(`select state from pickup_request where id = $1`, [id]);
    expect(won[0].data.state).toBe(state);
    const label = state === 'dispatched' ? '已派单' : '已取消';
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.msg).toMatch(new RegExp(`^取件任务 ${id} 当前为“${label}”，不能(派单|取消)$`));
  });
});
