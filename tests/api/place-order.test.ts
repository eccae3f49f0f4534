/**
 * DD0101_01 place order against the demo: the live quotes, the order written whole with the quote
 * and trace it was priced with, and every guard and rule refused in the caller's language with
 * nothing left behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer');
});
afterAll(() => t.close());

const idOf = async (table: 'customer' | 'route', code: string) => (await t.db.query<{ id: number }>(`select id from ${table} where code = $1`, [code]))[0].id;
const userId = async (loginid: string) => (await t.db.query<{ id: number }>(`select id from app_user where loginid = $1`, [loginid]))[0].id;
const orderCount = async () => Number((await t.db.query<{ n: string }>(`select count(*) as n from orders`))[0].n);

const address = (over: Record<string, unknown> = {}) => ({
  name: 'John Smith', phone: '+1 213 555 0100', country: 'US', city: 'Los Angeles', postcode: '90001', address1: '100 Main St', ...over,
});
const sender = { name: '王发货', phone: '021-60000100', country: 'CN', city: '上海', address1: '浦东新区示例路 1 号' };
const item = (n: number) => ({
  nameZh: `商品${n}`, nameEn: `Goods ${n}`, customsCode: '6109100021', origin: 'CN', unit: 'PCS', unitPrice: '8.50', unitWeight: '0.200', quantity: 5, qtyPerBox: 5,
});
// Two boxes of 3 kg at 50×40×30 (12 kg volumetric each) and one of 5 kg: 24 kg chargeable per shipment.
const parcels = [
  { weight: '3', length: '50', width: '40', height: '30', count: 2 },
  { weight: '5', count: 1, boxNo: 'B-2' },
];

async function order(over: Record<string, unknown> = {}, token = customer, lang?: Lang) {
  const body = {
    routeId: await idOf('route', 'US-EXP'), mailType: 'P', sender, recipient: address(), parcels, items: [item(1), item(2), item(3)],
    declaredValue: '120.00', declaredCurrency: 'USD', insured: false, ...over,
  };
  return call(t.app, 'POST', 'dd/0101/save', { token, lang, body });
}

describe('placing an order', () => {
  it('quotes the routes for the boxes as entered, cheapest first, each box kind weighed', async () => {
    const r = ok(await call(t.app, 'POST', 'dd/0101/route/list', { token: customer, body: { parcels, recipient: { country: 'us', postcode: '90001' } } }));
    const quotes = r.data.quotes as { routeId: number; total: string; chargeableWeight: string; currency: string }[];
    expect(quotes.length).toBeGreaterThan(1);
    const rmb = quotes.filter((q) => q.currency === 'RMB').map((q) => Number(q.total));
    expect(rmb).toEqual([...rmb].sort((a, b) => a - b));
    // US-EXP weighs per shipment: the boxes' volumetric 24 kg outweighs their actual 11 kg.
    const usExp = await idOf('route', 'US-EXP');
    expect(quotes.find((q) => q.routeId === usExp)?.chargeableWeight).toBe('24');
  });

  it('writes the order whole: parcels, SKU lines, addresses, the quote with its trace, and its log', async () => {
    const before = await orderCount();
    const usExp = await idOf('route', 'US-EXP');
    const listed = ok(await call(t.app, 'POST', 'dd/0101/route/list', { token: customer, body: { parcels, recipient: { country: 'US', postcode: '90001' } } }));
    const offered = (listed.data.quotes as { routeId: number; total: string }[]).find((q) => q.routeId === usExp)!;
    const placed = ok(await order({ customerOrderNo: 'PO-T-1', refNo1: 'R1' }));
    expect(placed.data).toMatchObject({ paymentFlow: 'placed', estimate: offered.total, currency: 'RMB' });
    expect(placed.data.orderNo).toMatch(/^DD\d{12}$/);
    expect(await orderCount()).toBe(before + 1);
    const detail = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: customer, query: { id: placed.data.id } })).data;
    expect(detail).toMatchObject({ orderNo: placed.data.orderNo, customerOrderNo: 'PO-T-1', paymentFlow: 'placed', packageCount: 3 });
    expect(detail.packages.map((p: any) => [p.realWeight, p.boxCount])).toEqual([['3.000', 2], ['5.000', 1]]);
    expect(detail.items).toHaveLength(3);
    expect(detail.addresses.map((a: any) => a.role)).toEqual(['sender', 'recipient']);
    expect(detail.quote).toMatchObject({ routeId: usExp, chargeableWeight: '24', total: offered.total });
    const lines = (detail.quote.trace.lines as { key: string }[]).map((l) => l.key);
    expect(lines).toContain('pricing.trace.parcelVolumetric');
    expect(lines).toContain('pricing.trace.fuel');
    expect(detail.log.map((l: any) => l.action)).toEqual(['create']);
  });

  it('lets customer service order for a customer of its scope and nobody else', async () => {
    const kf = await login(t.app, 'kf');
    const c1 = await idOf('customer', 'C0001');
    ok(await order({ customerId: c1 }, kf));
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const none = await order({}, kf, lang);
      expect(none).toMatchObject({ code: 500, msg: lang === 'zh-CN' ? '客户为必填项' : 'Customer is required' });
      expect(none.data.fields).toHaveProperty('customerId');
    }
    expect((await order({ customerId: await idOf('customer', 'C0002') }, kf)).code).toBe(500);
  });
});

describe('who may order', () => {
  it('E13: a customer not approved may not order', async () => {
    const before = await orderCount();
    const c2 = await login(t.app, 'customer2');
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const r = await order({}, c2, lang);
      expect(r.code).toBe(500);
      expect(r.msg).toBe(lang === 'zh-CN' ? '暂无下单权限：您的资料尚未审核通过，请完善资料或联系客服'
        : 'No order permission: your account information has not been approved yet. Complete it or contact customer service.');
    }
    expect(await orderCount()).toBe(before);
  });

  it('E14: a customer with no sales bound is told to contact staff', async () => {
    const c1 = await idOf('customer', 'C0001');
    const bindings = await t.db.query(`delete from customer_staff where customer_id = $1 and relation = 'xs' returning user_id`, [c1]);
    try {
      for (const lang of ['zh-CN', 'en-US'] as const) {
        expect((await order({}, customer, lang)).msg).toBe(lang === 'zh-CN' ? '您的账户尚未分配销售人员，请联系工作人员'
          : 'No sales representative is assigned to your account yet. Please contact our staff.');
      }
    } finally {
      for (const b of bindings) await t.db.query(`insert into customer_staff (customer_id, user_id, relation) values ($1, $2, 'xs')`, [c1, b.user_id]);
    }
  });

  it('S11: sales order for a customer only within an agreed authorization that has not expired', async () => {
    const sales = await login(t.app, 'sales');
    const c1 = await idOf('customer', 'C0001');
    const salesId = await userId('sales');
    // The demo's agreement revoked; its pending request (also the demo's) lets nobody order.
    const [agreed] = await t.db.query<{ id: number }>(
      `update valet_authorization set state = 'revoked' where customer_id = $1 and sales_user_id = $2 and state = 'agree' returning id`, [c1, salesId]);
    expect((await t.db.query(`select 1 from valet_authorization where customer_id = $1 and sales_user_id = $2 and state = 'pending'`, [c1, salesId])).length).toBe(1);
    const refused = await order({ customerId: c1 }, sales, 'en-US');
    expect(refused.msg).toMatch(/^Customer C0001 .* has not authorized you to place orders on its behalf/);
    expect((await order({ customerId: c1 }, sales, 'zh-CN')).msg).toMatch(/^客户 C0001 .*未授权您代下单/);
    await t.db.query(`update valet_authorization set state = 'agree', valid_until = now() - interval '1 minute' where id = $1`, [agreed.id]);
    expect((await order({ customerId: c1 }, sales)).code).toBe(500);
    await t.db.query(`update valet_authorization set valid_until = now() + interval '1 day' where id = $1`, [agreed.id]);
    ok(await order({ customerId: c1 }, sales));
  });
});

describe("the order's rules", () => {
  it('E11c: a customer order number is used once while its order lives (a cancelled one frees it)', async () => {
    ok(await order({ customerOrderNo: 'PO-DUP-1' }));
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const r = await order({ customerOrderNo: 'PO-DUP-1' }, customer, lang);
      expect(r.msg).toBe(lang === 'zh-CN' ? '客户订单号为 PO-DUP-1 的订单已存在' : 'An order with customer order number PO-DUP-1 already exists');
      expect(r.data.fields).toHaveProperty('customerOrderNo');
    }
    // PO-2026-000 belongs to a cancelled demo order.
    ok(await order({ customerOrderNo: 'PO-2026-000' }));
  });

  it('V07: at most 80 pieces in an order, counted over every box', async () => {
    const r = await order({ parcels: [{ weight: '1', count: 41 }, { weight: '1', count: 40 }] }, customer, 'en-US');
    expect(r.msg).toBe('81 pieces in all: at most 80 per order');
    expect(r.data.fields).toHaveProperty('parcels');
    expect((await order({ parcels: [] }, customer)).code).toBe(500);
    expect((await order({ parcels: [{ weight: '0', count: 1 }] }, customer)).code).toBe(500);
  });

  it('V16c: a large declared value is placed only once confirmed; a draft need not confirm', async () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const r = await order({ declaredValue: '2500.00' }, customer, lang);
      expect(r.msg).toBe(lang === 'zh-CN' ? '申报价值 2500.00 USD 达到 2000 USD，请确认后再下单'
        : 'The declared value 2500.00 USD reaches 2000 USD: please confirm it before placing the order');
      expect(r.data).toMatchObject({ confirmLargeValue: true });
    }
    ok(await order({ declaredValue: '2500.00', confirmLargeValue: true }));
    expect(ok(await order({ declaredValue: '2500.00', draft: true })).data.paymentFlow).toBe('draft');
  });

  it('bad fields are answered field by field in the caller\'s language', async () => {
    const r = await order({ items: [item(1), { ...item(2), customsCode: '610910002' }] }, customer, 'en-US');
    expect(r.msg).toBe('Invalid request: items/1/customsCode The customs code must be 10 digits');
    // The recipient needs a postcode (the sender does not).
    expect((await order({ recipient: address({ postcode: null }) }, customer, 'en-US')).msg).toBe('Invalid request: recipient/postcode This field is required');
    ok(await order({ sender: { ...sender, postcode: null } }));
  });

  it('refuses a route the customer is not given or that cannot take the cargo, naming why', async () => {
    const notGiven = await t.db.query<{ id: number }>(
      `select r.id from route r where not exists (select 1 from customer_route cr where cr.route_id = r.id and cr.customer_id = $1) limit 1`, [await idOf('customer', 'C0001')]);
    if (notGiven[0]) expect((await order({ routeId: notGiven[0].id }, customer, 'en-US')).msg).toBe('The chosen route is not available to this customer');
    const r = await order({ recipient: address({ country: 'GB', city: 'London', postcode: 'SW1A 1AA' }) }, customer, 'en-US');
    expect(r.msg).toMatch(/^The chosen route cannot take this order: /);
    expect(r.data.fields).toHaveProperty('routeId');
  });
});

describe('available credit', () => {
  it('refuses an order past balance + limit − unpaid − unbilled, with the four figures, and writes nothing', async () => {
    const c1 = await idOf('customer', 'C0001');
    const [saved] = await t.db.query<{ credit_limit: string }>(`select credit_limit::text from customer where id = $1`, [c1]);
    const [account] = await t.db.query<{ balance: string }>(`select balance::text from customer_account where customer_id = $1 and currency = 'RMB'`, [c1]);
    await t.db.query(`update customer set credit_limit = 100 where id = $1`, [c1]);
    await t.db.query(`update customer_account set balance = 0 where customer_id = $1 and currency = 'RMB'`, [c1]);
    const before = await orderCount();
    try {
      const [{ unbilled }] = await t.db.query<{ unbilled: string }>(
        `select coalesce(sum(estimate), 0)::numeric(14, 2)::text as unbilled from orders
          where customer_id = $1 and estimate_currency = 'RMB' and not billed and payment_flow in ('placed', 'audited', 'customer_paid')`, [c1]);
      for (const lang of ['zh-CN', 'en-US'] as const) {
        const r = await order({}, customer, lang);
        expect(r.code).toBe(500);
        expect(r.data.credit).toMatchObject({ currency: 'RMB', balance: '0.00', creditLimit: '100.00', unbilled });
        const f = r.data.credit;
        expect(r.msg).toContain(lang === 'zh-CN' ? `余额 0.00 + 信用额度 100.00 − 未付账单 ${f.unpaid} − 未出账订单 ${unbilled}` : `balance 0.00 + credit limit 100.00 − unpaid bills ${f.unpaid} − unbilled orders ${unbilled}`);
      }
      expect(await orderCount()).toBe(before);
      // A draft spends nothing yet.
      ok(await order({ draft: true }));
    } finally {
      await t.db.query(`update customer set credit_limit = $2::numeric where id = $1`, [c1, saved.credit_limit]);
      await t.db.query(`update customer_account set balance = $2::numeric where customer_id = $1 and currency = 'RMB'`, [c1, account.balance]);
    }
  });
});

describe('one transaction', () => {
  it('a failure in the middle of the write leaves no order, line or address behind', async () => {
    const before = await orderCount();
    const [{ n: linesBefore }] = await t.db.query<{ n: string }>(`select count(*) as n from order_item`);
    // An origin that is no country passes the form (two letters) and fails on the lines' foreign key, after the order row.
    const r = await order({ customerOrderNo: 'PO-HALF', items: [item(1), { ...item(2), origin: 'QQ' }] }, customer, 'en-US');
    expect(r.msg).toBe('The country QQ does not exist');
    expect(await orderCount()).toBe(before);
    expect((await t.db.query<{ n: string }>(`select count(*) as n from order_item`))[0].n).toBe(linesBefore);
    expect(await t.db.query(`select 1 from orders where customer_order_no = 'PO-HALF'`)).toEqual([]);
  });
});

describe('DD0201_01 review', () => {
  it('audits placed orders, one or many, through the payment flow, with the log; a refused one stops the batch', async () => {
    const kf = await login(t.app, 'kf');
    const a = ok(await order({ customerOrderNo: 'PO-REV-A' })).data;
    const b = ok(await order({ customerOrderNo: 'PO-REV-B' })).data;
    const [cancelled] = await t.db.query<{ id: number; order_no: string }>(`select id, order_no from orders where payment_flow = 'cancelled' limit 1`);
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const refused = await call(t.app, 'POST', 'dd/0201/audit', { token: kf, lang, body: { ids: [a.id, cancelled.id] } });
      expect(refused.msg).toBe(lang === 'zh-CN' ? `订单 ${cancelled.order_no} 当前为“已取消”，不能审核` : `Order ${cancelled.order_no} is Cancelled: it cannot take “audit”`);
    }
    const flows = async () => (await t.db.query<{ payment_flow: string }>(`select payment_flow from orders where id = any($1::bigint[]) order by id`, [[a.id, b.id]])).map((r) => r.payment_flow);
    expect(await flows()).toEqual(['placed', 'placed']);
    expect(ok(await call(t.app, 'POST', 'dd/0201/audit', { token: kf, body: { ids: [a.id, b.id] } })).data).toEqual({ audited: 2 });
    expect(await flows()).toEqual(['audited', 'audited']);
    const log = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: kf, query: { id: a.id } })).data.log;
    expect(log.map((l: any) => l.action)).toEqual(['create', 'audit']);
    const logEn = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: kf, lang: 'en-US', query: { id: a.id } })).data.log;
    expect(logEn.map((l: any) => l.changes)).toEqual(['Customer placed order', 'Customer placed order → Merchant audited']);
    // Cancelled, its estimate leaves the unbilled figure of the credit.
    ok(await call(t.app, 'POST', 'dd/0201/cancel', { token: kf, body: { id: b.id } }));
    expect(await flows()).toEqual(['audited', 'cancelled']);
  });

  it("refuses another customer's order as missing, and the customer itself", async () => {
    const kf = await login(t.app, 'kf');
    const [other] = await t.db.query<{ id: number }>(`select o.id from orders o join customer c on c.id = o.customer_id where c.code = 'C0002'`);
    expect((await call(t.app, 'POST', 'dd/0201/audit', { token: kf, lang: 'en-US', body: { id: other.id } })).msg).toBe('The order does not exist');
    expect((await call(t.app, 'POST', 'dd/0201/audit', { token: customer, body: { id: other.id } })).code).not.toBe(0);
  });
});

describe("the order form's address book", () => {
  it("gives the order's customer's entries of a role, default first, and nobody else's", async () => {
    const senders = ok(await call(t.app, 'GET', 'dd/0101/address/list', { token: customer, query: { role: 'sender' } })).data.list;
    expect(senders[0]).toMatchObject({ name: '王发货', isDefault: true });
    const recipients = ok(await call(t.app, 'GET', 'dd/0101/address/list', { token: customer, query: { role: 'recipient' } })).data.list as { name: string }[];
    expect(recipients.map((r) => r.name)).not.toContain('Mary Jones');
    // customer2's id asked by customer: its own book still, never customer2's.
    expect((await call(t.app, 'GET', 'dd/0101/address/list', { token: customer, query: { role: 'recipient', customerId: await idOf('customer', 'C0002') } })).code).toBe(500);
    const kf = await login(t.app, 'kf');
    expect((await call(t.app, 'GET', 'dd/0101/address/list', { token: kf, lang: 'en-US', query: { role: 'sender' } })).msg).toBe('Customer is required');
    expect(ok(await call(t.app, 'GET', 'dd/0101/address/list', { token: kf, query: { role: 'sender', customerId: await idOf('customer', 'C0001') } })).data.list.length).toBe(2);
  });
});
