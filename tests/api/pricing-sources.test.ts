/**
 * Where a quoted price comes from: a customer's discount or its own table (never both), the
 * validity an upload brought and takes back when withdrawn, and price zones that name a
 * country zone of ZJ0403_01.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';
import { PRICE_SHEET_HEADERS as HEADERS, priceSheet as sheet } from './priceSheet';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const one = async <T = Record<string, any>>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0];


describe('a customer route has a discount or an own price table', () => {
  it('refuses both, and quotes an own table without the discount', async () => {
    const customer = await login(t.app, 'customer2');
    const c2 = (await one<{ id: number }>(`select id from customer where code = 'C0002'`)).id;
    const us = (await one<{ id: number }>(`select id from route where code = 'US-EXP'`)).id;
    const own = (await one<{ id: number }>(`select id from price_table where price_code = 'P-US-EXP-C0002'`)).id;
    const trial = async () =>
      (await call(t.app, 'POST', 'xx/0402/trial', { token: customer, body: { country: 'US', postcode: '10001', weight: 1, orderTime: '2026-06-01T00:00:00Z' } })).data.quotes.find((q: any) => q.routeId === us);

    const both = await call(t.app, 'POST', 'zj/0101/route/save', { token: admin, lang: 'en-US', body: { customerId: c2, routeId: us, discount: '0.5', priceTableId: own } });
    expect(both.msg).toBe('A customer route has either a discount or an own price table, not both');
    const zh = await call(t.app, 'POST', 'zj/0101/route/save', { token: admin, lang: 'zh-CN', body: { customerId: c2, routeId: us, discount: '0.5', priceTableId: own } });
    expect(zh.msg).toBe('客户线路只能有折扣或专属报价之一，不能两者都有');
    expect(await one(`select discount, price_table_id from customer_route where customer_id = $1 and route_id = $2`, [c2, us])).toEqual({ discount: null, price_table_id: own });

    // Own table, 1 kg: first 0.5 kg 41 + one more 0.5 kg 13 = 54, not discounted.
    const ownQuote = await trial();
    expect(ownQuote.freight).toBe('54.00');
    expect(ownQuote.trace.discount ?? null).toBeNull();

    // The discount instead: the list price (62 + 20 = 82) at half price.
    ok(await call(t.app, 'POST', 'zj/0101/route/save', { token: admin, body: { customerId: c2, routeId: us, discount: '0.5', priceTableId: null } }));
    expect((await trial()).freight).toBe('41.00');
    // The database holds the rule too: no row may carry both.
    await expect(t.db.query(`update customer_route set price_table_id = $3 where customer_id = $1 and route_id = $2`, [c2, us, own])).rejects.toThrow();
  });
});

describe('withdrawing an upload', () => {
  const JP = [['JP', 'Japan', 'JP', '', '', 35, 'per_kg', 30, '', '', '', '', 20]];
  const validity = async (tableId: number) => {
    const r = (await call(t.app, 'GET', 'zj/0104/detail', { token: admin, query: { id: tableId } })).data;
    return { from: r.validFrom && new Date(r.validFrom).toISOString(), to: r.validTo && new Date(r.validTo).toISOString(), version: r.version };
  };
  const upload = async (tableId: number, validFrom: string, validTo: string) =>
    ok(await call(t.app, 'POST', 'zj/0105/upload', { token: admin, body: { priceTableId: tableId, fileName: 'jp.xlsx', content: await sheet(JP), validFrom, validTo } })).data;
  const withdraw = (id: number) => call(t.app, 'POST', 'zj/0105/withdraw', { token: admin, body: { ids: [id] } }).then(ok);

  it('puts back the valid from / to of the version it returns to', async () => {
    const tableId = (await one<{ id: number }>(`select id from price_table where price_code = 'P-JP-EXP'`)).id;
    const seeded = await validity(tableId);
    expect(seeded).toEqual({ from: '2025-12-31T16:00:00.000Z', to: null, version: 1 });
    const a = await upload(tableId, '2026-03-01T00:00:00.000Z', '2026-09-30T00:00:00.000Z');
    const b = await upload(tableId, '2026-05-01T00:00:00.000Z', '2026-12-31T00:00:00.000Z');
    expect(await validity(tableId)).toEqual({ from: '2026-05-01T00:00:00.000Z', to: '2026-12-31T00:00:00.000Z', version: 3 });

    await withdraw(b.uploadId);
    expect(await validity(tableId)).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-09-30T00:00:00.000Z', version: 2 });
    // In force again only within upload A's dates: an order in October finds no JP price.
    const customer = await login(t.app, 'customer');
    const october = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, body: { country: 'JP', weight: 1, orderTime: '2026-10-15T00:00:00Z' } });
    expect(october.data.quotes.map((q: any) => q.channelCode)).not.toContain('INT4001');

    await withdraw(a.uploadId);
    expect(await validity(tableId)).toEqual(seeded);
  });

  it('withdrawn out of order, the table still ends with the dates of the version in force', async () => {
    const tableId = (await one<{ id: number }>(`select id from price_table where price_code = 'P-AU-ECO'`)).id;
    const seeded = await validity(tableId);
    const a = await upload(tableId, '2026-02-01T00:00:00.000Z', '2026-08-31T00:00:00.000Z');
    const b = await upload(tableId, '2026-04-01T00:00:00.000Z', '2027-03-31T00:00:00.000Z');
    await withdraw(a.uploadId);
    expect(await validity(tableId)).toEqual({ from: '2026-04-01T00:00:00.000Z', to: '2027-03-31T00:00:00.000Z', version: 3 });
    await withdraw(b.uploadId);
    expect(await validity(tableId)).toEqual(seeded);
  });

  it('dates edited on the price form belong to the version in force', async () => {
    const tableId = (await one<{ id: number }>(`select id from price_table where price_code = 'P-GB-SPL'`)).id;
    ok(await call(t.app, 'POST', 'zj/0104/save', { token: admin, body: { id: tableId, validFrom: '2026-01-15T00:00:00.000Z', validTo: null } }));
    const a = await upload(tableId, '2026-06-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z');
    await withdraw(a.uploadId);
    expect(await validity(tableId)).toEqual({ from: '2026-01-15T00:00:00.000Z', to: null, version: 1 });
  });
});

describe('a price zone naming a country zone of ZJ0403_01', () => {
  const breaks = [{ kind: 'per_kg', upTo: '30', rate: '50' }];
  const ecoTable = async () => (await one<{ id: number }>(`select id from price_table where price_code = 'P-US-ECO'`)).id;
  const quoteEco = async (lang: 'zh-CN' | 'en-US' = 'en-US') => {
    const customer = await login(t.app, 'customer');
    const r = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang, body: { country: 'US', postcode: '90210', weight: 1, orderTime: '2026-06-01T00:00:00Z' } });
    return r.data.quotes.find((q: any) => q.channelCode === 'INT1002');
  };

  it('copies the country zone\'s place into the version, and the trace names it', async () => {
    const id = await ecoTable();
    const saved = ok(await call(t.app, 'POST', 'zj/0104/save', { token: admin, body: { id, zones: [{ code: 'W', country: 'US', geoZone: 'US-W', breaks }, { code: 'US', country: 'US', breaks }] } })).data;
    expect(saved.zones[0]).toMatchObject({ code: 'W', geoZone: 'US-W', postcodes: [{ from: '90000', to: '96199' }], cities: [] });
    const q = await quoteEco();
    expect(q.trace.zone).toMatchObject({ code: 'W', reason: 'Destination US: postcode 90210 is in zone W (country zone US-W), range 90000–96199' });
    expect((await quoteEco('zh-CN')).trace.zone.reason).toBe('目的国 US，邮编 90210 落在分区 W（国家分区 US-W）的邮编段 90000–96199');

    // The version is immutable: changing the country zone later does not move quoted prices.
    const geo = (await one<{ id: number }>(`select id from geo_zone where country = 'US' and code = 'US-W'`)).id;
    ok(await call(t.app, 'POST', 'zj/0403/save', { token: admin, body: { id: geo, postcodes: [{ from: '80000', to: '80999' }] } }));
    expect((await quoteEco()).trace.zone.code).toBe('W');
    ok(await call(t.app, 'POST', 'zj/0403/save', { token: admin, body: { id: geo, postcodes: [{ from: '90000', to: '96199' }] } }));
  });

  it('the demo\'s US Express quotes its US West zone from the country zone', async () => {
    const customer = await login(t.app, 'customer');
    const r = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'US', postcode: '94105', weight: 1, orderTime: '2026-06-01T00:00:00Z' } });
    expect(r.data.quotes.find((q: any) => q.channelCode === 'INT1001').trace.zone).toMatchObject({
      code: 'US-W', reason: 'Destination US: postcode 94105 is in zone US-W (country zone US-W), range 90000–96199',
    });
  });

  it('refuses an unknown country zone, or one given with typed postcodes, in the caller\'s language', async () => {
    const id = await ecoTable();
    const before = await one(`select current_version_id from price_table where id = $1`, [id]);
    const unknown = await call(t.app, 'POST', 'zj/0104/save', { token: admin, lang: 'en-US', body: { id, zones: [{ code: 'W', country: 'US', geoZone: 'NOPE', breaks }] } });
    expect(unknown.msg).toContain('Country US has no zone NOPE (see Countries & zones)');
    const wrongCountry = await call(t.app, 'POST', 'zj/0104/save', { token: admin, lang: 'zh-CN', body: { id, zones: [{ code: 'W', country: 'CA', geoZone: 'US-W', breaks }] } });
    expect(wrongCountry.msg).toContain('国家 CA 没有分区 US-W');
    const both = await call(t.app, 'POST', 'zj/0104/save', { token: admin, lang: 'en-US', body: { id, zones: [{ code: 'W', country: 'US', geoZone: 'US-W', postcodes: [{ from: '1', to: '2' }], breaks }] } });
    expect(both.msg).toContain('Zone W names the country zone US-W: leave its postcode ranges and cities blank');
    expect(await one(`select current_version_id from price_table where id = $1`, [id])).toEqual(before);
  });

  it('the price sheet takes a country zone in its last column; an unknown one is reported by row and column', async () => {
    const id = await ecoTable();
    const headers = [...HEADERS, 'Country zone'];
    const before = await one(`select current_version_id from price_table where id = $1`, [id]);
    const bad = await call(t.app, 'POST', 'zj/0105/upload', {
      token: admin, lang: 'en-US',
      body: { priceTableId: id, fileName: 'zones.xlsx', content: await sheet([
        ['W', '', 'US', '', '', '', 'per_kg', 30, '', '', '', '', 50, '', '', 'US-W'],
        ['X', '', 'US', '', '', '', 'per_kg', 30, '', '', '', '', 50, '', '', 'NOPE'],
      ], headers) },
    });
    expect(bad.code).toBe(500);
    expect(bad.data.errors).toEqual([expect.objectContaining({ row: 3, column: 'P', header: 'Country zone', text: 'Row 3, column P (Country zone): Country US has no zone NOPE (see Countries & zones)' })]);
    expect(await one(`select current_version_id from price_table where id = $1`, [id])).toEqual(before);

    ok(await call(t.app, 'POST', 'zj/0105/upload', {
      token: admin,
      body: { priceTableId: id, fileName: 'zones.xlsx', content: await sheet([
        ['W', '', 'US', '', '', '', 'per_kg', 30, '', '', '', '', 50, '', '', 'US-W'],
        ['US', '', 'US', '', '', '', 'per_kg', 30, '', '', '', '', 55],
      ], headers) },
    }));
    expect((await quoteEco()).trace.zone).toMatchObject({ code: 'W', reason: expect.stringContaining('(country zone US-W)') });
  });
});
