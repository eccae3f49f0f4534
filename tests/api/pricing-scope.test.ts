/**
 * Price tables keep the customer scope of the customer list: a route's list price is seen by
 * every holder of a price page, a customer's own table only by staff whose customers include it.
 * A table out of scope is not listed, not offered, and answers "does not exist" when its id is
 * typed by hand (detail, save, status, copy); nothing is changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { staffWithPages } from './grantedPages';

let t: TestApp;
let admin: string;
/** Holds ZJ0104_01 and its edit page, salesperson of C0001 only. */
let sales: string;
/** Holds ZJ0101_05 (picks a customer's own table), salesperson of C0001 only. */
let routesOnly: string;
let ids: { us: number; listPrice: number; other: number; mine: number; c1: number; c2: number };

const PRICE_PAGES = ['zj/0104/01.html', 'zj/0104/02.html'];
const zones = [{ code: 'US', country: 'US', breaks: [{ kind: 'flat', upTo: '5', price: '90' }] }];

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  sales = await staffWithPages(t, 'price_sales', PRICE_PAGES, ['C0001']);
  routesOnly = await staffWithPages(t, 'route_sales', ['zj/0101/05.html'], ['C0001']);
  const [row] = await t.db.query<{ us: number; list_price: number; other: number; c1: number; c2: number }>(
    `select (select id from route where code = 'US-EXP') as us, (select id from price_table where price_code = 'P-US-EXP') as list_price,
            (select id from price_table where price_code = 'P-US-EXP-C0002') as other,
            (select id from customer where code = 'C0001') as c1, (select id from customer where code = 'C0002') as c2`,
  );
  const mine = await call(t.app, 'POST', 'zj/0104/save', { token: admin, body: { routeId: row.us, customerId: row.c1, currency: 'RMB', validFrom: '2026-01-01T00:00:00.000Z', priceCode: 'P-US-EXP-C0001', name: 'C0001 own', zones } });
  ids = { us: row.us, listPrice: row.list_price, other: row.other, c1: row.c1, c2: row.c2, mine: mine.data.id };
});
afterAll(() => t.close());

const codes = (r: { data: { list: { priceCode: string }[] } }) => r.data.list.map((p) => p.priceCode);
const labels = (r: { data: { list: { label: string }[] } }) => r.data.list.map((o) => o.label);
const nameOf = async (id: number) => (await t.db.query<{ name: string; status: string }>(`select name, status from price_table where id = $1`, [id]))[0];

describe('price tables within the customer scope', () => {
  it('the list shows list prices and the own tables of the caller\'s customers only', async () => {
    const list = codes(await call(t.app, 'GET', 'zj/0104/list', { token: sales, query: { pageSize: 100 } }));
    expect(list).toEqual(expect.arrayContaining(['P-US-EXP', 'P-JP-EXP', 'P-US-EXP-C0001']));
    expect(list).not.toContain('P-US-EXP-C0002');
    // Filtering by the other customer finds nothing, and says so in the total.
    expect((await call(t.app, 'GET', 'zj/0104/list', { token: sales, query: { customerId: ids.c2 } })).data).toEqual({ list: [], total: 0 });
    // View-all staff see everybody's.
    expect(codes(await call(t.app, 'GET', 'zj/0104/list', { token: admin, query: { pageSize: 100 } }))).toContain('P-US-EXP-C0002');
  });

  it('the price-table picker offers the same tables to ZJ0104_01 and ZJ0101_05', async () => {
    for (const token of [sales, routesOnly]) {
      const own = labels(await call(t.app, 'GET', 'zj/0104/price/options', { token, query: { ownOnly: 'true' } }));
      expect(own).toEqual(['P-US-EXP-C0001 C0001 own']);
      const all = labels(await call(t.app, 'GET', 'zj/0104/price/options', { token }));
      expect(all).toEqual(expect.arrayContaining(['P-US-EXP 美国快线 2026', 'P-US-EXP-C0001 C0001 own']));
      expect(all.some((l) => l.startsWith('P-US-EXP-C0002'))).toBe(false);
    }
    expect(labels(await call(t.app, 'GET', 'zj/0104/price/options', { token: admin, query: { ownOnly: 'true' } }))).toContain('P-US-EXP-C0002 美国快线 张小明专属价');
  });

  it('another customer\'s table answers "does not exist" to detail, save, status and copy, and stays unchanged', async () => {
    expect((await call(t.app, 'GET', 'zj/0104/detail', { token: sales, query: { id: ids.mine } })).data).toMatchObject({ priceCode: 'P-US-EXP-C0001', zones: [{ code: 'US' }] });
    expect((await call(t.app, 'GET', 'zj/0104/detail', { token: sales, query: { id: ids.listPrice } })).code).toBe(0);

    const before = await nameOf(ids.other);
    const en = await call(t.app, 'GET', 'zj/0104/detail', { token: sales, lang: 'en-US', query: { id: ids.other } });
    expect(en).toMatchObject({ code: 500, msg: 'The record does not exist' });
    const zh = await call(t.app, 'GET', 'zj/0104/detail', { token: sales, lang: 'zh-CN', query: { id: ids.other } });
    expect(zh).toMatchObject({ code: 500, msg: '记录不存在' });
    const save = await call(t.app, 'POST', 'zj/0104/save', { token: sales, lang: 'en-US', body: { id: ids.other, name: 'taken', zones } });
    expect(save).toMatchObject({ code: 500, msg: 'The record does not exist' });
    // One id out of scope refuses the whole batch: the caller's own table is not stopped either.
    const status = await call(t.app, 'POST', 'zj/0104/status', { token: sales, lang: 'en-US', body: { ids: [ids.mine, ids.other], status: 'stop' } });
    expect(status).toMatchObject({ code: 500, msg: 'The record does not exist' });
    const copy = await call(t.app, 'POST', 'zj/0104/copy', { token: sales, lang: 'zh-CN', body: { id: ids.other, priceCode: 'P-STOLEN' } });
    expect(copy).toMatchObject({ code: 500, msg: '记录不存在' });
    expect(await nameOf(ids.other)).toEqual(before);
    expect((await nameOf(ids.mine)).status).toBe('enabled');
    expect((await t.db.query(`select 1 from price_table where price_code = 'P-STOLEN'`)).length).toBe(0);
    expect((await t.db.query(`select count(*)::int as n from price_version where price_table_id = $1`, [ids.other]))[0]).toEqual({ n: 1 });
  });

  it('a table may not be made for, or moved to, a customer out of scope', async () => {
    const made = await call(t.app, 'POST', 'zj/0104/save', { token: sales, lang: 'en-US', body: { routeId: ids.us, customerId: ids.c2, currency: 'RMB', validFrom: '2026-01-01T00:00:00.000Z', priceCode: 'P-US-NEW', name: 'x', zones } });
    expect(made).toMatchObject({ code: 500, msg: "No permission for this customer's data" });
    expect((await t.db.query(`select 1 from price_table where price_code = 'P-US-NEW'`)).length).toBe(0);
    const moved = await call(t.app, 'POST', 'zj/0104/save', { token: sales, lang: 'zh-CN', body: { id: ids.mine, customerId: ids.c2 } });
    expect(moved).toMatchObject({ code: 500, msg: '没有权限访问该客户的数据' });
    expect((await t.db.query<{ customer_id: number }>(`select customer_id from price_table where id = $1`, [ids.mine]))[0].customer_id).toBe(ids.c1);
    // Within scope both work.
    const renamed = await call(t.app, 'POST', 'zj/0104/save', { token: sales, body: { id: ids.mine, name: 'C0001 2026' } });
    expect(renamed).toMatchObject({ code: 0, data: { name: 'C0001 2026', customerId: ids.c1 } });
    const copied = await call(t.app, 'POST', 'zj/0104/copy', { token: sales, body: { id: ids.mine, priceCode: 'P-US-EXP-C0001-B' } });
    expect(copied).toMatchObject({ code: 0, data: { customerId: ids.c1, status: 'not_enabled', zones: [{ code: 'US' }] } });
  });
});
