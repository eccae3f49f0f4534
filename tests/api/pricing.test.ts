/** Freight trial (XX0402_01), remote check, price query and collected prices (XX0401_01). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let customer: string;
let customer2: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, customer2, admin] = await Promise.all([login(t.app, 'customer'), login(t.app, 'customer2'), login(t.app, 'admin')]);
});
afterAll(() => t.close());

const orderTime = '2026-11-22T10:00:00+08:00';

describe('freight trial', () => {
  it('quotes the customer its routes, cheapest first, with breakdown and trace', async () => {
    const r = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'US', postcode: '10001', weight: 1.3, orderTime } });
    expect(r.code).toBe(0);
    const totals = r.data.quotes.map((q: any) => Number(q.total));
    expect(totals.length).toBeGreaterThanOrEqual(2);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    const us = r.data.quotes.find((q: any) => q.channelCode === 'INT1001');
    // US other zone: 1.5 kg -> 62 + 2 × 20 = 102 (2 kg × 55 = 110 not cheaper) × 0.9 = 91.80;
    // peak 1.2 × 1.5 = 1.80 (fuel), handling 5; fuel (91.80 + 1.80) × 0.15 = 14.04; total 112.64.
    expect(us).toMatchObject({ routeName: 'US Express', chargeableWeight: '1.5', freight: '91.80', fuel: '14.04', remoteFee: '0.00', total: '112.64', currency: 'RMB', customerRouteId: 'C0001-US-EXP' });
    expect(us.trace).toMatchObject({ version: 1, divisor: 5000, step: '0.5', minimum: '0.5', fuelRate: '0.15', discount: '0.9', zone: { code: 'US', reason: 'Destination US: the whole country is zone US' } });
    expect(us.surcharges.map((s: any) => s.formula)).toEqual(['1.2 / kg × 1.5 kg', 'Fixed 5']);
    expect(us.trace.lines.map((l: any) => l.text)).toContain('Total = freight 91.80 + fuel 14.04 + remote 0.00 + surcharges 6.80 = 112.64 RMB');
    // Routes not serving the US are listed apart with the reason.
    expect(r.data.excluded.find((e: any) => e.channelCode === 'INT4001')).toMatchObject({ reasonKey: 'pricing.excluded.noZone', reason: 'The route does not serve this address in US' });
  });

  it('answers in Chinese', async () => {
    const r = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'zh-CN', body: { country: 'US', postcode: '10001', weight: 1.3, orderTime } });
    const us = r.data.quotes.find((q: any) => q.channelCode === 'INT1001');
    expect(us.routeName).toBe('美国快线');
    expect(us.trace.zone.reason).toBe('目的国 US 整国为分区 US');
    expect(us.trace.lines.map((l: any) => l.text)).toContain('燃油费 = (93.60) × 费率 0.15（燃油规则 ' + us.trace.fuelRule + '）= 14.04');
  });

  it('applies the remote area, battery exclusions and input rules', async () => {
    const gb = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'GB', postcode: 'ZE2 9XX', weight: 3, length: 40, width: 30, height: 30, pieces: 2, orderTime } });
    const q = gb.data.quotes.find((x: any) => x.channelCode === 'INT2001');
    // per piece: 36000/6000 = 6 kg each -> 12 kg; 12 × 32.5 + 20 = 410; remote 3 × 12 = 36 < 50 -> 50; clearance 6 × 2 = 12
    // fuel (410 + 50) × 0.08 = 36.80; total 410 + 36.80 + 50 + 12 = 508.80
    expect(q).toMatchObject({ chargeableWeight: '12', freight: '410.00', remoteFee: '50.00', fuel: '36.80', total: '508.80', remote: true });
    const bat = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'US', weight: 1, cargoType: 'battery', orderTime } });
    expect(bat.data.quotes.map((x: any) => x.channelCode)).toEqual(['INT1002']);
    expect(bat.data.excluded.find((e: any) => e.channelCode === 'INT1001').reason).toBe('The route does not take cargo with batteries');
    const bad = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'US', weight: 1, length: 10, orderTime } });
    expect(bad).toMatchObject({ code: 500, msg: 'Give length, width and height together' });
    const slim = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'US', weight: 1, trace: 'text', orderTime } });
    expect(typeof slim.data.quotes[0].trace.lines[0]).toBe('string');
    const none = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, body: { country: 'US', weight: 1, trace: 'none', orderTime } });
    expect(none.data.quotes[0].trace.lines).toBeUndefined();
    expect(none.data.quotes[0].trace.zone.code).toBe('US');
    // keys: the full answer without the rendered line texts (a client renders the keys).
    const full = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'US', weight: 1, orderTime } });
    const keys = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'US', weight: 1, trace: 'keys', orderTime } });
    const strip = (q: any) => ({ ...q, trace: { ...q.trace, lines: q.trace.lines.map(({ text: _t, ...l }: any) => l) } });
    expect(JSON.stringify(keys.data.quotes)).toBe(JSON.stringify(full.data.quotes.map(strip)));
  });

  it('answers a page of the quotes: every route priced for the order, the total and each currency’s cheapest said on every page', async () => {
    const body = { country: 'US', postcode: '10001', weight: 1.3, orderTime, trace: 'none', texts: 'keys' };
    const all = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body });
    const ids = all.data.quotes.map((q: any) => q.routeId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(all.data).toMatchObject({ total: ids.length });
    expect(all.data.current).toBeUndefined();
    const paged: unknown[] = [];
    for (let current = 1; current <= ids.length + 1; current++) {
      const page = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { ...body, current, pageSize: 1 } });
      expect(page.data).toMatchObject({ total: ids.length, current, pageSize: 1, cheapest: all.data.cheapest, excluded: all.data.excluded });
      paged.push(...page.data.quotes);
    }
    // The pages, one after the other, are the whole answer: the same quotes in the same order.
    expect(paged).toEqual(all.data.quotes);
    const rmb = all.data.quotes.filter((q: any) => q.currency === 'RMB');
    expect(all.data.cheapest.find((c: any) => c.currency === 'RMB')).toEqual({ currency: 'RMB', routeId: rmb[0].routeId, total: rmb[0].total });
    const bad = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { ...body, current: 0, pageSize: 20 } });
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('current');
  });

  it('a customer never sees another customer’s price', async () => {
    const one = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, body: { country: 'US', weight: 1, orderTime } });
    const two = await call(t.app, 'POST', 'xx/0402/trial', { token: customer2, body: { country: 'US', weight: 1, orderTime } });
    const p1 = one.data.quotes.find((q: any) => q.channelCode === 'INT1001');
    const p2 = two.data.quotes.find((q: any) => q.channelCode === 'INT1001');
    expect(two.data.quotes).toHaveLength(1);
    expect(p2.trace.priceTable.name).toBe('美国快线 张小明专属价');
    expect(p1.trace.priceTable.name).not.toBe(p2.trace.priceTable.name);
    expect(p1.freight).not.toBe(p2.freight);
    // Asking for the other customer's prices is refused.
    const c2 = await t.db.query<{ id: number }>(`select id from customer where code = 'C0002'`);
    const spy = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'US', weight: 1, customerId: c2[0].id } });
    expect(spy.code).toBe(500);
    // Staff in scope quote for the customer; with no customer, list prices (no discount).
    const asStaff = await call(t.app, 'POST', 'xx/0402/trial', { token: admin, body: { country: 'US', weight: 1, customerId: c2[0].id, orderTime } });
    expect(asStaff.data.quotes[0].freight).toBe(p2.freight);
    const list = await call(t.app, 'POST', 'xx/0402/trial', { token: admin, body: { country: 'US', weight: 1, orderTime } });
    expect(list.data.quotes.find((q: any) => q.channelCode === 'INT1001').trace.discount).toBeNull();
  });
});

describe('remote check', () => {
  it('finds remote areas by postcode or city and needs one of them', async () => {
    const byPc = await call(t.app, 'POST', 'xx/0402/remote', { token: customer, lang: 'en-US', body: { country: 'GB', postcode: 'HS2 9AA' } });
    expect(byPc.data).toMatchObject({ remote: true, matches: [{ remoteType: 'GB-REMOTE' }] });
    const byCity = await call(t.app, 'POST', 'xx/0402/remote', { token: customer, lang: 'zh-CN', body: { country: 'gb', city: 'lerwick' } });
    expect(byCity.data.matches[0].reason).toBe('城市 lerwick 属于偏远地区（GB-REMOTE）');
    const no = await call(t.app, 'POST', 'xx/0402/remote', { token: customer, body: { country: 'GB', postcode: 'SW1A 1AA' } });
    expect(no.data.remote).toBe(false);
    const en = await call(t.app, 'POST', 'xx/0402/remote', { token: customer, lang: 'en-US', body: { country: 'GB' } });
    expect(en).toMatchObject({ code: 500, msg: 'A remote-area check needs a postcode or a city (at least one)' });
    const zh = await call(t.app, 'POST', 'xx/0402/remote', { token: customer, lang: 'zh-CN', body: { country: 'GB', postcode: ' ' } });
    expect(zh.msg).toBe('偏远地区查询需要填写邮编或城市（至少一项）');
  });
});

describe('price query and collected prices', () => {
  it('lists the routes with prices, collects and removes', async () => {
    const l = await call(t.app, 'GET', 'xx/0401/list', { token: customer2, query: { country: 'US', weight: 2 } });
    expect(l.data.total).toBe(1);
    const routeId = l.data.list[0].routeId;
    expect((await call(t.app, 'POST', 'xx/0401/collect/price', { token: customer2, body: { routeId } })).code).toBe(0);
    const other = (await call(t.app, 'GET', 'xx/0401/list', { token: customer })).data.list.find((r: any) => r.routeId !== routeId);
    expect((await call(t.app, 'POST', 'xx/0401/collect/price', { token: customer2, body: { routeId: other.routeId } })).code).toBe(500);
    const c = await call(t.app, 'GET', 'xx/0401/collect/price', { token: customer2 });
    expect(c.data).toMatchObject({ total: 1, list: [{ routeId }] });
    expect((await call(t.app, 'POST', 'xx/0401/collect/price/deletes', { token: customer2, body: { ids: [routeId] } })).data.deleted).toBe(1);
  });
});

describe('timeliness chart', () => {
  it('gives transit days per route and country for the caller routes only', async () => {
    const one = await call(t.app, 'GET', 'xx/0403/chart', { token: customer, lang: 'en-US', query: { country: 'US' } });
    expect(one.data.list.map((r: any) => r.routeCode).sort()).toEqual(['US-ECO', 'US-EXP']);
    expect(one.data.list.find((r: any) => r.routeCode === 'US-EXP')).toMatchObject({ country: 'US', min: 5, max: 8, avg: 6.5, routeName: 'US Express' });
    const two = await call(t.app, 'GET', 'xx/0403/chart', { token: customer2 });
    expect(two.data.list.map((r: any) => r.routeCode)).toEqual(['US-EXP', 'US-EXP']);
  });
});

describe('routes out of service', () => {
  it('a route in outage or not enabled is neither listed nor collectable, and comes back when it operates again', async () => {
    const [{ au, jp }] = await t.db.query<{ au: number; jp: number }>(`select (select id from route where code = 'AU-ECO') as au, (select id from route where code = 'JP-EXP') as jp`);
    const listed = async () => (await call(t.app, 'GET', 'xx/0401/list', { token: customer, query: { pageSize: 100 } })).data.list.map((r: any) => r.routeId);
    expect(await listed()).toEqual(expect.arrayContaining([au, jp]));
    expect((await call(t.app, 'POST', 'xx/0401/collect/price', { token: customer, body: { routeId: au } })).code).toBe(0);
    expect((await call(t.app, 'POST', 'zj/0103/save', { token: admin, body: { id: au, operation: 'outage' } })).code).toBe(0);
    expect((await call(t.app, 'POST', 'zj/0103/status', { token: admin, body: { ids: [jp], status: 'not_enabled' } })).code).toBe(0);
    const now = await listed();
    expect(now).not.toContain(au);
    expect(now).not.toContain(jp);
    expect((await call(t.app, 'GET', 'xx/0401/collect/price', { token: customer })).data.list.map((r: any) => r.routeId)).not.toContain(au);
    const collect = await call(t.app, 'POST', 'xx/0401/collect/price', { token: customer, lang: 'en-US', body: { routeId: jp } });
    expect([collect.code, collect.msg]).toEqual([500, 'The route is not enabled']);
    expect((await call(t.app, 'POST', 'zj/0103/save', { token: admin, body: { id: au, operation: 'operating' } })).code).toBe(0);
    expect(await listed()).toContain(au);
    expect((await call(t.app, 'GET', 'xx/0401/collect/price', { token: customer })).data.list.map((r: any) => r.routeId)).toContain(au);
  });
});
