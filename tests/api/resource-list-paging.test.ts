/**
 * A resource list (crudRoutes, platform/resource/crudList.ts) cuts its page before it decorates
 * rows: one query picks the page's ids from the bare filtered table, one counts it (only when the
 * page cannot tell), one decorates those ids only. A deep page costs the queries of the first, and
 * the pages put together are the whole list in its order. ZJ0104_01 price tables: the list whose
 * rows carry the most sub-selects (route, customer, version, zone count); the demo has a handful,
 * so this test's own database gets 95 more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';
import type { Database } from '../../src/server/db/connection';

const PAGE = 10;
let t: TestApp;
let admin: string;
/** What the app's database object runs, in order: the real `query`, counted. */
const ran: { text: string; params?: unknown[] }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  await t.db.query(
    `insert into price_table (route_id, customer_id, price_code, name, name_en, currency, status, current_version_id)
     select route_id, customer_id, 'P-PAGE-' || lpad(g::text, 3, '0'), name || ' ' || g, name_en, currency, status, current_version_id
       from price_table, generate_series(1, 95) g where price_code = 'P-US-EXP'`,
  );
  const query = t.db.query.bind(t.db);
  t.db.query = (<T>(text: string, params?: unknown[]) => {
    ran.push({ text, params });
    return query<T>(text, params);
  }) as Database['query'];
});
afterAll(() => t.close());

/** One request's answer and the queries it ran (but the session's activity, written at most once a minute). */
async function list(query: Record<string, string | number>) {
  ran.length = 0;
  const data = ok(await call(t.app, 'GET', 'zj/0104/list', { token: admin, query: { pageSize: PAGE, ...query } })).data as { list: Record<string, any>[]; total: number };
  return { ...data, queries: ran.filter((q) => !q.text.includes('session_activity')) };
}

const decorating = <Q extends { text: string }>(queries: Q[]) => queries.filter((q) => q.text.includes('price_zone'));

describe('a resource list pages before it decorates', () => {
  it('answers a deep page with the queries of the first, decorating only the rows it answers', async () => {
    await list({ current: 1 }); // the session cache warms up
    const first = await list({ current: 1 });
    const pages = Math.ceil(first.total / PAGE);
    expect(first.total).toBeGreaterThan(100);
    const deep = await list({ current: pages - 1 });
    expect(deep.list).toHaveLength(PAGE);
    expect(deep.queries.length).toBe(first.queries.length);
    for (const page of [first, deep]) {
      // Ids, count, decoration: the list's own three, each on price_table.
      expect(page.queries.filter((q) => q.text.includes('price_table'))).toHaveLength(3);
      const [decoration] = decorating(page.queries);
      expect(decorating(page.queries)).toHaveLength(1);
      expect(decoration.params?.[0]).toEqual(page.list.map((r) => r.id));
      expect(decoration.text).not.toMatch(/\boffset\b|\blimit\b/);
    }
    const ours = deep.list.filter((r) => r.priceCode.startsWith('P-PAGE-'));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((r) => r.routeCode === 'US-EXP' && r.zoneCount > 0 && r.version >= 1)).toBe(true);
    // The last page, shorter than a page, says the total itself: no count.
    const last = await list({ current: pages });
    expect(last.list.length).toBe(first.total - (pages - 1) * PAGE);
    expect(last.total).toBe(first.total);
    expect(last.queries.length).toBe(first.queries.length - 1);
    // Past the end: nothing to decorate, the count tells the total.
    const past = await list({ current: pages + 1 });
    expect(past).toMatchObject({ list: [], total: first.total });
    expect(decorating(past.queries)).toHaveLength(0);
  });

  it('answers pages 1..n that put together are the whole list, in its order', async () => {
    const whole = await list({ pageSize: 1000 });
    const expected = await t.db.query<{ id: number }>(`select id from price_table order by route_id, price_code, id`);
    expect(whole.list.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const pages: Record<string, any>[] = [];
    for (let current = 1; current <= Math.ceil(whole.total / PAGE); current++) pages.push(...(await list({ current })).list);
    expect(pages).toEqual(whole.list);
    // Filtered the same way: a keyword and a filter narrow the ids and the count alike.
    const narrowed = await list({ keyword: 'P-PAGE-0', status: 'enabled', pageSize: 7, current: 2 });
    const matching = whole.list.filter((r) => r.priceCode.startsWith('P-PAGE-0') && r.status === 'enabled');
    expect(narrowed.total).toBe(matching.length);
    expect(narrowed.list).toEqual(matching.slice(7, 14));
  });
});
