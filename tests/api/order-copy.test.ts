/**
 * Copy and order (DD0205_01 → DD0101_01, E11k): an order's values for a new order, without its
 * customer order number; placed, a new order of its own. Refused with the reason when its route
 * no longer carries it, for an FBA shipment, and for another customer's order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';
import { placeDemoOrder } from './demoOrder';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer');
});
afterAll(() => t?.close());

const copy = (id: number, token = customer, lang: 'zh-CN' | 'en-US' = 'en-US') => call(t.app, 'GET', 'dd/0101/copy', { token, lang, query: { id } });

describe('copy and order', () => {
  it("starts a new order from an order's values, without its customer order number, and places it as an order of its own", async () => {
    const { id, orderNo } = await placeDemoOrder(t, customer, 'COPY-1', 2);
    const values = ok(await copy(id)).data;
    expect(values).toMatchObject({ copyOf: id, recipient: { city: 'Los Angeles' }, parcels: [{ weight: '2', count: 2 }], items: [{ nameEn: 'Cotton T-shirt' }] });
    expect(values).not.toHaveProperty('customerOrderNo');
    expect(values).not.toHaveProperty('id');
    const { customerId: _c, ...sent } = values;
    const placed = ok(await call(t.app, 'POST', 'dd/0101/save', { token: customer, body: { ...sent, customerOrderNo: 'COPY-2' } })).data;
    expect(placed.orderNo).not.toBe(orderNo);
    const rows = await t.db.query<{ customer_order_no: string; package_count: number }>(
      `select customer_order_no, package_count from orders where id = any($1::bigint[]) order by id`, [[id, placed.id]]);
    expect(rows).toEqual([{ customer_order_no: 'COPY-1', package_count: 2 }, { customer_order_no: 'COPY-2', package_count: 2 }]);
  });

  it('E11k: refused with the reason when its route no longer carries it, in the caller\'s language', async () => {
    const { id } = await placeDemoOrder(t, customer, 'COPY-3');
    // The order's route now one that does not serve its destination.
    await t.db.query(`update orders set route_id = (select id from route where code = 'GB-SPL') where id = $1`, [id]);
    const en = await copy(id);
    expect(en.code).toBe(500);
    expect(en.msg).toMatch(/^This order cannot be copied into a new one: .+/);
    expect((await copy(id, customer, 'zh-CN')).msg).toMatch(/^该订单不能复制下单：.+/);
  });

  it("an FBA shipment is copied on its own form; another customer's order does not exist", async () => {
    const [fba] = await t.db.query<{ id: number }>(`select id from orders where kind = 'fba' limit 1`);
    expect((await copy(fba.id)).msg).toBe('This order cannot be copied into a new one: FBA and first-leg orders are placed on their own order forms');
    const { id } = await placeDemoOrder(t, customer, 'COPY-4');
    expect((await copy(id, await login(t.app, 'customer2'))).msg).toBe('The order does not exist');
  });
});
