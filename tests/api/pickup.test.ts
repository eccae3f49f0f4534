/**
 * DD0104_01 pickup bookings: a customer books for itself and customer service for a customer of
 * its scope; a day before today, a missing address or a zero weight is refused field by field; a
 * booking is changed or cancelled only while booked; another customer's booking is not there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';

let t: TestApp;
let customer: string;
let kf: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, kf] = await Promise.all([login(t.app, 'customer'), login(t.app, 'kf')]);
});
afterAll(() => t?.close());

const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
const booking = (more: Record<string, unknown> = {}) => ({
  pickupDate: tomorrow(), timeSlot: 'afternoon', senderName: '李取件', senderPhone: '13800000000', senderCity: '深圳',
  senderAddress: '南山区科技园 8 号', grossWeight: '20.5', parcelCount: 2, ...more,
});
const save = (body: Record<string, unknown>, token = customer, lang: 'zh-CN' | 'en-US' = 'en-US') => call(t.app, 'POST', 'dd/0104/save', { token, lang, body });

describe('DD0104_01 pickup booking', () => {
  it('a customer books a pickup for itself; it lists as booked with its day and slot', async () => {
    const { id } = ok(await save(booking({ customerId: 999 }))).data;
    const list = ok(await call(t.app, 'GET', 'dd/0104/list', { token: customer, query: { current: 1, pageSize: 20, state: 'booked' } })).data.list;
    const row = list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ state: 'booked', pickupDate: tomorrow(), timeSlot: 'afternoon', grossWeight: '20.500', parcelCount: 2, customerName: '上海示例贸易有限公司' });
  });

  it('refuses a day gone by, a zero weight and a missing address, in the caller\'s language', async () => {
    const past = await save(booking({ pickupDate: '2020-01-01' }));
    expect(past.msg).toContain('The pickup date cannot be before today');
    const zh = await save(booking({ pickupDate: '2020-01-01' }), customer, 'zh-CN');
    expect(zh.msg).toContain('取件日期不能早于今天');
    const bad = await save(booking({ grossWeight: '0', senderAddress: undefined }));
    expect(bad.code).not.toBe(0);
    expect(bad.msg).toMatch(/senderAddress/);
    expect(bad.msg).toMatch(/grossWeight/);
  });

  it('customer service books for a customer of its scope, and must name one', async () => {
    const none = await save(booking(), kf);
    expect(none.code).not.toBe(0);
    const [{ id: customerId }] = await t.db.query<{ id: number }>(`select id from customer where code = 'C0001'`);
    const { id } = ok(await save(booking({ customerId }), kf)).data;
    const [row] = await t.db.query<{ customer_id: number; created_by: number }>(`select customer_id, created_by from pickup_request where id = $1`, [id]);
    expect(row.customer_id).toBe(customerId);
  });

  it('changes and cancels only while booked; a dispatched booking says why not; another customer never sees it', async () => {
    const { id } = ok(await save(booking())).data;
    ok(await save({ ...booking({ parcelCount: 3 }), id }));
    const other = await login(t.app, 'customer2');
    expect((await call(t.app, 'POST', 'dd/0104/cancel', { token: other, lang: 'en-US', body: { id } })).code).not.toBe(0);
    expect((await call(t.app, 'GET', 'dd/0104/detail', { token: other, lang: 'en-US', query: { id } })).code).not.toBe(0);
    const done = ok(await call(t.app, 'POST', 'dd/0104/cancel', { token: customer, lang: 'en-US', body: { id } })).data;
    expect(done).toMatchObject({ state: 'cancelled', message: 'Pickup booking cancelled' });
    const again = await call(t.app, 'POST', 'dd/0104/cancel', { token: customer, lang: 'en-US', body: { id } });
    expect(again.msg).toBe('The pickup booking is Cancelled: it cannot be cancelled');
    const [dispatched] = await t.db.query<{ id: number }>(`select id from pickup_request where state = 'dispatched' limit 1`);
    const change = await save({ ...booking(), id: Number(dispatched.id) });
    expect(change.msg).toContain('The pickup booking is Dispatched: it can no longer be changed');
  });
});
