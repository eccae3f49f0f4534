/**
 * DD0205_03 order edit: the order opens in the order form's shape; saved, it is priced again with
 * its trace, its parcels keep their numbers, and the log says who changed which field from what to
 * what, in the reader's language. Refused once paid, cancelled, in at the station or transferred;
 * an audited order goes back to review; another customer's order does not exist; the credit is
 * spent only by what the edit adds; a failure half-way leaves the order as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';
import { placeDemoOrder } from './demoOrder';

let t: TestApp;
let customer: string;
let kf: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, kf] = await Promise.all([login(t.app, 'customer'), login(t.app, 'kf')]);
});
afterAll(() => t?.close());

const form = async (id: number, token = customer) => ok(await call(t.app, 'GET', 'dd/0205/edit/detail', { token, query: { id } })).data;
const update = (body: Record<string, unknown>, token = customer, lang: 'zh-CN' | 'en-US' = 'en-US') =>
  call(t.app, 'POST', 'dd/0205/update', { token, lang, body });
const orderRow = async (id: number) =>
  (await t.db.query<Record<string, string>>(
    `select payment_flow, package_count, declared_weight::text, estimate::text, customer_order_no, quote->>'total' as quote_total,
            (select city from order_address a where a.order_id = o.id and a.role = 'recipient') as city,
            (select count(*)::int from order_item i where i.order_id = o.id) as items
       from orders o where o.id = $1`,
    [id],
  ))[0];
const lastLog = async (id: number, token = customer, lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
  ok(await call(t.app, 'GET', 'dd/0205/detail', { token, lang, query: { id } })).data.log.at(-1);
/** The form's values as the browser sends them back: the edit's id, no customer for a customer account. */
const sent = (values: Record<string, unknown>, changes: Record<string, unknown> = {}) => {
  const { customerId: _c, ...rest } = values;
  return { ...rest, ...changes };
};

describe('DD0205_03 order edit', () => {
  it('opens the order as the form holds it, saves the changes repriced, keeps the parcel numbers and logs each field', async () => {
    const { id } = await placeDemoOrder(t, customer, 'EDIT-1');
    await t.db.query(`update order_package set package_no = 'SUB-EDIT-1' where order_id = $1 and seq = 1`, [id]);
    const values = await form(id);
    expect(values).toMatchObject({
      id, customerOrderNo: 'EDIT-1', mailType: 'P', declaredValue: '50.00', declaredCurrency: 'USD',
      recipient: { name: 'John Smith', city: 'Los Angeles', postcode: '90001', country: 'US' },
      // Written as the form writes them: its rules allow one decimal for a size, and its quotes wait for sizes that pass them.
      parcels: [{ weight: '2', length: '30', width: '20', height: '10', count: 1 }],
      items: [{ nameEn: 'Cotton T-shirt', customsCode: '6109100021', unitPrice: '8.50', quantity: 5 }],
    });
    const before = await orderRow(id);
    const reply = ok(await update(sent(values, {
      recipient: { ...values.recipient, city: 'San Diego' },
      parcels: [...values.parcels, { weight: '3.5', count: 2 }],
    }))).data;
    expect(reply).toMatchObject({ id, paymentFlow: 'placed', backToReview: false, changed: 2 });
    const after = await orderRow(id);
    expect(after).toMatchObject({ city: 'San Diego', package_count: 3, declared_weight: '9.000', payment_flow: 'placed', quote_total: reply.estimate });
    expect(Number(after.estimate)).toBeGreaterThan(Number(before.estimate));
    const parcels = await t.db.query<{ seq: number; package_no: string | null }>(`select seq, package_no from order_package where order_id = $1 order by seq`, [id]);
    expect(parcels).toEqual([{ seq: 1, package_no: 'SUB-EDIT-1' }, { seq: 2, package_no: null }]);
    const log = await lastLog(id);
    expect(log).toMatchObject({ action: 'edit', userName: expect.any(String) });
    expect(log.changes).toBe(`收件人 城市: Los Angeles → San Diego；包裹: 1 件 2.000 kg → 3 件 9.000 kg；预估费用 ${before.estimate} → ${reply.estimate} ${reply.currency}`);
    expect((await lastLog(id, customer, 'en-US')).changes).toContain('Recipient City: Los Angeles → San Diego');
  });

  it('an edit that changes nothing writes no log line; the order keeps its own customer order number', async () => {
    const { id } = await placeDemoOrder(t, customer, 'EDIT-2');
    const r = ok(await update(sent(await form(id)))).data;
    expect(r.changed).toBe(0);
    expect((await lastLog(id)).action).toBe('create');
  });

  it('an audited order goes back to review; customer service edits within its scope and cannot move the order to another customer', async () => {
    const { id } = await placeDemoOrder(t, customer, 'EDIT-3');
    await t.db.query(`update orders set payment_flow = 'audited' where id = $1`, [id]);
    const values = await form(id, kf);
    const moved = await update({ ...values, customerId: values.customerId + 1 }, kf);
    expect(moved.msg).toBe("An order's customer cannot be changed");
    const r = ok(await update({ ...values, remark: 'fragile' }, kf)).data;
    expect(r).toMatchObject({ paymentFlow: 'placed', backToReview: true });
    expect((await lastLog(id, kf)).changes).toBe('商家已审核 → 客户已下单；备注: （无） → fragile');
  });

  it('refuses an order paid, cancelled, in at the station or transferred, in both languages, before and at saving', async () => {
    const { id } = await placeDemoOrder(t, customer, 'EDIT-4');
    const values = await form(id);
    const cases: [string, string, string][] = [
      [`payment_flow = 'customer_paid'`, 'is Customer paid: it cannot be edited', '当前为“客户已付款”，不能修改'],
      [`payment_flow = 'cancelled'`, 'is Cancelled: it cannot be edited', '当前为“已取消”，不能修改'],
      [`station_op = 'in'`, 'are in at the station: it cannot be edited any more', '的包裹已入库，不能再修改'],
      [`transfer_state = 'transferred'`, 'is transferred: reset the transfer before editing it', '已转单：请先重置转单再修改'],
    ];
    for (const [set, en, zh] of cases) {
      await t.db.query(`update orders set payment_flow = 'placed', station_op = 'not_arrived', transfer_state = 'not_transferred' where id = $1`, [id]);
      await t.db.query(`update orders set ${set} where id = $1`, [id]);
      expect((await call(t.app, 'GET', 'dd/0205/edit/detail', { token: customer, lang: 'en-US', query: { id } })).msg).toContain(en);
      expect((await update(sent(values, { remark: 'late' }))).msg).toContain(en);
      expect((await update(sent(values, { remark: 'late' }), customer, 'zh-CN')).msg).toContain(zh);
    }
    expect((await t.db.query(`select remark from orders where id = $1`, [id]))[0].remark).toBeNull();
  });

  it("another customer's order does not exist; E11c holds against the customer's other orders", async () => {
    const { id } = await placeDemoOrder(t, customer, 'EDIT-5');
    await placeDemoOrder(t, customer, 'EDIT-6');
    const other = await login(t.app, 'customer2');
    expect((await call(t.app, 'GET', 'dd/0205/edit/detail', { token: other, lang: 'en-US', query: { id } })).msg).toBe('The order does not exist');
    expect((await update(sent(await form(id)), other)).msg).toBe('The order does not exist');
    const dup = await update(sent(await form(id), { customerOrderNo: 'EDIT-6' }));
    expect(dup.msg).toBe('An order with customer order number EDIT-6 already exists');
    expect(dup.data.fields).toHaveProperty('customerOrderNo');
  });

  it('spends only what the edit adds: over the limit, a dearer edit is refused with the figures and a cheaper one passes', async () => {
    const { id } = await placeDemoOrder(t, customer, 'EDIT-7', 3);
    const [{ customer_id: customerId }] = await t.db.query<{ customer_id: number }>(`select customer_id from orders where id = $1`, [id]);
    const saved = await t.db.query(`select currency, balance::text from customer_account where customer_id = $1`, [customerId]);
    const [{ credit_limit: limit }] = await t.db.query<{ credit_limit: string }>(`select credit_limit::text from customer where id = $1`, [customerId]);
    await t.db.query(`update customer_account set balance = 0 where customer_id = $1`, [customerId]);
    await t.db.query(`update customer set credit_limit = 0 where id = $1`, [customerId]);
    try {
      const values = await form(id);
      const before = await orderRow(id);
      const dearer = await update(sent(values, { parcels: [{ ...values.parcels[0], count: 6 }] }));
      expect(dearer.msg).toMatch(/^Not enough available credit: this order is estimated at /);
      expect(dearer.data.credit).toMatchObject({ balance: '0.00', creditLimit: '0.00' });
      expect(await orderRow(id)).toEqual(before);
      const cheaper = ok(await update(sent(values, { parcels: [{ ...values.parcels[0], count: 1 }] }))).data;
      expect(Number(cheaper.estimate)).toBeLessThan(Number(before.estimate));
    } finally {
      for (const a of saved) await t.db.query(`update customer_account set balance = $3::numeric where customer_id = $1 and currency = $2`, [customerId, a.currency, a.balance]);
      await t.db.query(`update customer set credit_limit = $2::numeric where id = $1`, [customerId, limit]);
    }
  });

  it('a failure half-way (a line the database refuses) leaves the order, its parcels and its lines as they were', async () => {
    const { id } = await placeDemoOrder(t, customer, 'EDIT-8');
    const values = await form(id);
    const before = await orderRow(id);
    const r = await update(sent(values, { recipient: { ...values.recipient, city: 'Boston' }, items: [...values.items, { ...values.items[0], origin: 'QQ' }] }));
    expect(r.code).not.toBe(0);
    expect(await orderRow(id)).toEqual(before);
    expect(await t.db.query(`select count(*)::int as n from order_package where order_id = $1`, [id])).toEqual([{ n: 1 }]);
  });
});
