/**
 * DD0205_01 / DD0205_02 on the demo orders (src/server/modules/dd/orders.seed.ts): each caller
 * sees the orders of the customers in their scope and nothing else, the batch search finds an
 * order by any of its three numbers as typed or scanned, the filters read the order's states, a
 * deep page costs the queries of the first, and the count stops at its cap and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';
import { downloadedSheet } from './downloads';
import type { Database } from '../../src/server/db/connection';
import { ORDER_COUNT_CAP } from '../../src/server/modules/dd/orderList';

let t: TestApp;
const ran: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const query = t.db.query.bind(t.db);
  t.db.query = (<T>(text: string, params?: unknown[]) => {
    ran.push(text);
    return query<T>(text, params);
  }) as Database['query'];
});
afterAll(() => t.close());

type Order = Record<string, any>;

async function orders(token: string, query: Record<string, string | number> = {}) {
  return ok(await call(t.app, 'GET', 'dd/0205/list', { token, query })).data as { list: Order[]; total: number; totalCapped?: boolean };
}

/** The demo orders as the database holds them: the list must show each of them, however many the demo has. */
const countOf = async (where = 'true') =>
  Number((await t.db.query<{ n: string }>(`select count(*) as n from orders o join customer c on c.id = o.customer_id where ${where}`))[0].n);
const customerOf = async (code: string) => (await t.db.query<{ id: number }>(`select id from customer where code = $1`, [code]))[0].id;

describe('who sees which orders', () => {
  it("shows a customer its own orders, newest first, and never another customer's", async () => {
    const token = await login(t.app, 'customer');
    const { list, total } = await orders(token);
    expect(total).toBe(await countOf(`c.code = 'C0001'`));
    expect(new Set(list.map((o) => o.customerCode))).toEqual(new Set(['C0001']));
    const times = list.map((o) => Date.parse(o.orderedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Asking for customer2's orders by id gives nothing, not theirs.
    expect((await orders(token, { customerId: await customerOf('C0002') })).total).toBe(0);
    const [other] = await t.db.query<{ id: number }>(`select o.id from orders o join customer c on c.id = o.customer_id where c.code = 'C0002'`);
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const refused = await call(t.app, 'GET', 'dd/0205/detail', { token, lang, query: { id: other.id } });
      expect(refused).toMatchObject({ code: 500, msg: lang === 'zh-CN' ? '订单不存在' : 'The order does not exist' });
    }
  });

  it('shows staff the orders of their customers; view-all staff every order', async () => {
    expect((await orders(await login(t.app, 'admin'))).total).toBe(await countOf());
    const kf = await orders(await login(t.app, 'kf'));
    expect(kf.list.length).toBeGreaterThan(0);
    expect(kf.list.every((o) => o.customerCode === 'C0001')).toBe(true);
    // The dealer serves neither demo customer.
    expect((await orders(await login(t.app, 'dealer'))).total).toBe(0);
  });
});

describe('searching orders', () => {
  it('finds orders by system, customer or channel tracking number, as scanned or typed', async () => {
    const token = await login(t.app, 'customer');
    const { list } = await orders(token);
    const transferred = list.find((o) => o.channelTrackingNo)!;
    const placed = list.find((o) => o.customerOrderNo === 'PO-2026-001')!;
    const found = await orders(token, { numbers: ` ${transferred.channelTrackingNo.toLowerCase()}\nPO-2026-001， ${list[0].orderNo}` });
    expect(found.list.map((o) => o.id).sort()).toEqual([transferred.id, placed.id, list[0].id].sort());
    const tooMany = await call(t.app, 'GET', 'dd/0205/list', { token, lang: 'en-US', query: { numbers: Array.from({ length: 201 }, (_, i) => `N${i}`).join(' ') } });
    expect(tooMany).toMatchObject({ code: 500, msg: 'At most 200 numbers per search (201 given)' });
  });

  it("filters by the order's states: payment status, progress, transfer, mail type, destination, and by its type", async () => {
    const token = await login(t.app, 'customer');
    for (const kind of ['single', 'fba', 'first_leg']) {
      const byKind = await orders(token, { kind });
      expect(byKind.total).toBe(await countOf(`c.code = 'C0001' and o.kind = '${kind}'`));
      expect(byKind.list.every((o) => o.kind === kind)).toBe(true);
    }
    expect((await orders(token, { kind: 'first_leg' })).total).toBeGreaterThan(0);
    const paid = await orders(token, { paymentStatus: 'paid' });
    expect(paid.total).toBe(await countOf(`c.code = 'C0001' and o.payment_flow = 'customer_paid'`));
    expect(paid.total).toBeGreaterThan(0);
    expect(paid.list.every((o) => o.paymentFlow === 'customer_paid')).toBe(true);
    expect((await orders(token, { paymentStatus: 'cancelled' })).total).toBe(1);
    expect((await orders(token, { paymentStatus: 'unpaid' })).total).toBe(await countOf(`c.code = 'C0001' and o.payment_flow in ('draft', 'placed', 'audited')`));
    expect((await orders(token, { transferState: 'transferred' })).list.map((o) => o.channelTrackingNo)).toEqual(['SBX8800012345']);
    expect((await orders(token, { destinationCountry: 'gb' })).list.every((o) => o.destinationCountry === 'GB')).toBe(true);
    const bad = await call(t.app, 'GET', 'dd/0205/list', { token, lang: 'zh-CN', query: { dateFrom: '2026-01-01', dateTo: '2026-06-30' } });
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('3 个月');
  });
});

describe('an order', () => {
  it('reads whole: parcels, SKU lines, sender and recipient, and its log', async () => {
    const token = await login(t.app, 'customer');
    const { list } = await orders(token);
    const placed = list.find((o) => o.customerOrderNo === 'PO-2026-001')!;
    const detail = ok(await call(t.app, 'GET', 'dd/0205/detail', { token, query: { id: placed.id } })).data as Order;
    expect(detail).toMatchObject({ orderNo: placed.orderNo, paymentFlow: 'placed', paymentStatus: 'unpaid', packageCount: 2, declaredWeight: '5.500' });
    expect(detail.packages.map((p: Order) => p.realWeight)).toEqual(['3.100', '2.400']);
    expect(detail.items.map((i: Order) => i.customsCode)).toEqual(['6109100021', '4202220000']);
    expect(detail.addresses.map((a: Order) => a.role)).toEqual(['sender', 'recipient']);
    // Created, then the customer asked to cancel it (the demo's pending DD0210_01 request).
    expect(detail.log.map((l: Order) => l.action)).toEqual(['create', 'cancelRequested']);
  });
});

describe('a long order list', () => {
  it('answers a deep page with the queries of the first, and stops counting at the cap', async () => {
    const admin = await login(t.app, 'admin');
    const many = ORDER_COUNT_CAP + 50;
    await t.db.query(
      `insert into orders (order_no, customer_id, destination_country, payment_flow, ordered_at)
       select 'DDT' || lpad(g::text, 9, '0'), (select id from customer where code = 'C0001'), 'US', 'placed', now() - g * interval '1 minute'
         from generate_series(1, $1::int) g`,
      [many],
    );
    try {
      await orders(admin); // the session cache warms up
      ran.length = 0;
      const first = await orders(admin, { pageSize: 20 });
      const firstQueries = ran.filter((q) => !q.includes('session_activity')).length;
      expect(first).toMatchObject({ total: ORDER_COUNT_CAP, totalCapped: true });
      ran.length = 0;
      const deep = await orders(admin, { pageSize: 20, current: 400 });
      expect(ran.filter((q) => !q.includes('session_activity')).length).toBe(firstQueries);
      expect(deep.list).toHaveLength(20);
      const [expected] = await t.db.query<{ order_no: string }>(`select order_no from orders order by ordered_at desc, id desc offset 7980 limit 1`);
      expect(deep.list[0].orderNo).toBe(expected.order_no);
      // A narrow filter counts exactly.
      expect(await orders(admin, { transferState: 'transferred' })).toMatchObject({ total: 1 });
    } finally {
      await t.db.query(`delete from orders where order_no like 'DDT%'`);
    }
  });
});

describe('DD0205_01 export', () => {
  it("writes the caller's filtered orders to the download centre under the screen's labels, states as words", async () => {
    const { ensureRuntime } = await import('../../src/server/platform/jobs/runtime');
    const rt = await ensureRuntime(t.db, t.config);
    const token = await login(t.app, 'customer');
    const r = await call(t.app, 'POST', 'xt/0125/export', { token, lang: 'en-US', body: { kind: 'dd.orders.xlsx', params: { paymentStatus: 'unpaid', destinationCountry: 'US' } } });
    expect(r.code, r.msg).toBe(0);
    await rt.worker.drain();
    const { ws, header } = await downloadedSheet(t, r.data.seq);
    expect(header.slice(0, 3)).toEqual(['Order no.', 'Order type', 'Customer']);
    const shown = ok(await call(t.app, 'GET', 'dd/0205/list', { token, query: { current: 1, pageSize: 100, paymentStatus: 'unpaid', destinationCountry: 'US' } })).data;
    expect(ws.rowCount - 1).toBe(shown.total);
    const flowCol = header.indexOf('Progress') + 1;
    expect(flowCol).toBeGreaterThan(0);
    const kinds = new Set(ws.getColumn(header.indexOf('Order type') + 1).values.slice(2));
    expect([...kinds].every((k) => ['Single', 'Bulk', 'FBA', 'First-leg'].includes(String(k)))).toBe(true);
    expect(new Set(ws.getColumn(flowCol).values.slice(2))).toEqual(new Set(shown.list.map((o: { paymentFlow: string }) => ({ draft: 'Draft', placed: 'Customer placed order', audited: 'Merchant audited' } as Record<string, string>)[o.paymentFlow])));
    const refused = await call(t.app, 'POST', 'xt/0125/export', { token, lang: 'en-US', body: { kind: 'dd.orders.xlsx', params: { dateRange: ['2026-01-01', '2026-01-02'] } } });
    expect(refused.code).not.toBe(0);
  });

  it('a column the screen shows only to some (the hold state: the hold page) is in their files only', async () => {
    const { ensureRuntime } = await import('../../src/server/platform/jobs/runtime');
    const rt = await ensureRuntime(t.db, t.config);
    const headerOf = async (loginid: string) => {
      const r = await call(t.app, 'POST', 'xt/0125/export', { token: await login(t.app, loginid), lang: 'en-US', body: { kind: 'dd.orders.xlsx', params: {} } });
      expect(r.code, r.msg).toBe(0);
      await rt.worker.drain();
      return (await downloadedSheet(t, r.data.seq)).header;
    };
    expect(await headerOf('customer')).not.toContain('Hold');
    expect(await headerOf('kf')).toContain('Hold');
  });
});
