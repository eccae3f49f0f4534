/** A new route set up entirely through the configuration APIs, then quoted by the customer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';
import { inTransaction } from '../../src/server/platform/resource';
import { AppError } from '../../src/server/platform/errors';
import { t as translate } from '../../src/server/platform/i18n';
import { migrate } from '../../src/server/db/migrate';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([login(t.app, 'admin'), login(t.app, 'customer')]);
});
afterAll(() => t.close());


describe('route setup through the APIs', () => {
  it('creates a route, prices, fuel rule, surcharge, remote area, assigns it and quotes it', async () => {
    const route = ok(
      await call(t.app, 'POST', 'zj/0103/save', {
        token: admin,
        body: {
          code: 'IT-EXP', nameZh: '意大利快线', nameEn: 'Italy Express', routeType: 'express', channelCode: 'INT7001', transferMethod: 'manual',
          weightRule: 'per_shipment', volumetricDivisor: '5000', minChargeableWeight: '1', weightStep: '0.5', currency: 'RMB',
          remoteAreaType: 'IT-REMOTE', remotePerKg: '4', remoteMinimum: '30', transitDaysMin: 6, transitDaysMax: 9, status: 'enabled',
        },
      }),
    ).data;
    expect(route).toMatchObject({ code: 'IT-EXP', volumetricDivisor: '5000', weightStep: '0.500', status: 'enabled' });
    const price = ok(
      await call(t.app, 'POST', 'zj/0104/save', {
        token: admin,
        body: {
          routeId: route.id, currency: 'RMB', validFrom: '2026-01-01T00:00:00.000Z', priceCode: 'P-IT-EXP', name: 'Italy 2026',
          zones: [{ code: 'IT', country: 'IT', minCharge: '50', breaks: [{ kind: 'first_additional', upTo: '10', firstWeight: '1', firstPrice: '70', additionalUnit: '0.5', additionalPrice: '12' }] }],
        },
      }),
    ).data;
    expect(price).toMatchObject({ version: 1, zoneCount: 1, zones: [{ code: 'IT' }] });
    ok(await call(t.app, 'POST', 'zj/0104/fuel/save', { token: admin, body: { channelCode: 'INT7001', limitedTime: '2026-01-01T00:00:00Z', validTime: '2027-01-01T00:00:00Z', rate: '0.1' } }));
    ok(await call(t.app, 'POST', 'zj/0103/surcharge/save', { token: admin, body: { routeId: route.id, name: 'Customs', kind: 'per_piece', value: '8', fuel: false } }));
    ok(await call(t.app, 'POST', 'zj/0110/save', { token: admin, body: { remoteType: 'IT-REMOTE', country: 'IT', postcodeFrom: '07000', postcodeTo: '07999' } }));
    const c1 = (await t.db.query<{ id: number }>(`select id from customer where code = 'C0001'`))[0].id;
    ok(await call(t.app, 'POST', 'zj/0101/route/save', { token: admin, body: { customerId: c1, routeId: route.id, discount: '0.8', customerRouteId: 'MY-IT' } }));

    const r = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'IT', postcode: '07100', weight: 2.2, orderTime: '2026-11-22T10:00:00Z' } });
    const q = r.data.quotes.find((x: any) => x.routeId === route.id);
    // 2.2 kg -> 2.5 kg; 70 + ceil(1.5/0.5)=3 × 12 = 106 × 0.8 = 84.80; customs 8; remote 4 × 2.5 = 10 < 30 -> 30;
    // fuel (84.80 + 30) × 0.1 = 11.48; total 84.80 + 11.48 + 30 + 8 = 134.28
    expect(q).toMatchObject({ chargeableWeight: '2.5', freight: '84.80', remoteFee: '30.00', fuel: '11.48', total: '134.28', remote: true, customerRouteId: 'MY-IT' });
    expect(q.trace.lines.map((l: any) => l.text)).toContain('Fuel = (114.80) × rate 0.1 (fuel rule ' + q.trace.fuelRule + ') = 11.48');

    // Stopping the route removes it from the quotes at once (the cache follows the generation).
    ok(await call(t.app, 'POST', 'zj/0103/status', { token: admin, body: { ids: [route.id], status: 'stop' } }));
    const again = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, body: { country: 'IT', weight: 2.2 } });
    expect(again.data.excluded.find((e: any) => e.routeId === route.id).reasonKey).toBe('pricing.excluded.stopped');

    // Lists answer {list, total}.
    const list = ok(await call(t.app, 'GET', 'zj/0103/list', { token: admin, query: { keyword: 'IT-', pageSize: 5 } })).data;
    expect(list).toMatchObject({ total: 1, list: [{ code: 'IT-EXP', priceCode: 'P-IT-EXP' }] });
    expect(ok(await call(t.app, 'GET', 'zj/0104/detail', { token: admin, query: { id: price.id } })).data.zones[0].breaks[0].firstPrice).toBe('70');
  });

  it('refuses bad configuration with messages in the caller language', async () => {
    const vb = await call(t.app, 'POST', 'zj/0103/save', { token: admin, lang: 'en-US', body: { code: 'X1', nameZh: 'x', nameEn: 'x', channelCode: 'INT7002', volumetricDivisor: '0' } });
    expect(vb.msg).toContain('The volume base cannot be 0 or empty');
    const cc = await call(t.app, 'POST', 'zj/0103/save', { token: admin, lang: 'zh-CN', body: { code: 'X1', nameZh: 'x', nameEn: 'x', channelCode: 'DHL1', volumetricDivisor: '5000' } });
    expect(cc.msg).toContain('channelCode 渠道代码必须是 INT 加 4 位数字');
    const fuel = await call(t.app, 'POST', 'zj/0104/fuel/save', { token: admin, lang: 'en-US', body: { channelCode: 'INT1001', limitedTime: '2026-03-01T00:00:00Z', validTime: '2026-02-01T00:00:00Z', rate: '0.015' } });
    expect(fuel.msg).toContain('The limited time cannot exceed the valid time');
    const percent = await call(t.app, 'POST', 'zj/0104/fuel/save', { token: admin, lang: 'en-US', body: { channelCode: 'INT1001', limitedTime: '2026-01-01T00:00:00Z', validTime: '2026-02-01T00:00:00Z', rate: '1.5%' } });
    expect(percent.msg).toBe('Invalid request: rate Enter a decimal without the percent sign (15 per thousand is 0.015)');
    const scale = await call(t.app, 'POST', 'zj/0104/fuel/save', { token: admin, lang: 'en-US', body: { channelCode: 'INT1001', limitedTime: '2026-03-01T00:00:00Z', validTime: '2026-04-01T00:00:00Z', rate: '0.123456' } });
    expect(scale.msg).toBe('Invalid request: rate At most 4 decimal places');
    const map = await call(t.app, 'POST', 'zj/0104/mapping/save', { token: admin, lang: 'zh-CN', body: { channel: 'INT1001', channelName: ' ', systemName: '燃油' } });
    expect(map.msg).toBe('请求参数不正确：channelName 此项为必填项');
    const c1 = (await t.db.query<{ id: number }>(`select id from customer where code = 'C0001'`))[0].id;
    const disc = await call(t.app, 'POST', 'zj/0101/route/save', { token: admin, lang: 'en-US', body: { customerId: c1, routeId: 1, discount: '1' } });
    expect(disc.msg).toBe('Invalid request: discount The discount must be greater than 0 and less than 1');
    const rem = await call(t.app, 'POST', 'zj/0110/save', { token: admin, lang: 'en-US', body: { remoteType: 'X', country: 'IT' } });
    expect(rem.msg).toContain('needs a postcode or a city');
  });

  it('special routes can be disabled and deleted; customers cannot configure', async () => {
    const list = ok(await call(t.app, 'GET', 'zj/1101/list', { token: admin })).data;
    const active = list.list.find((s: any) => s.state === 'active');
    ok(await call(t.app, 'POST', 'zj/1101/disable', { token: admin, body: { ids: [active.id] } }));
    ok(await call(t.app, 'POST', 'zj/1101/delete', { token: admin, body: { ids: [active.id] } }));
    const after = ok(await call(t.app, 'GET', 'zj/1101/list', { token: admin, query: { withDeleted: 'false' } })).data;
    expect(after.list.find((s: any) => s.id === active.id)).toBeUndefined();
    expect((await call(t.app, 'GET', 'zj/0103/list', { token: customer })).code).toBe(500);
    for (const url of ['zj/1111/list', 'zj/1112/list', 'zj/1113/list', 'zj/1201/list', 'zj/1301/mode/list', 'zj/1301/delivery/list', 'zj/1301/tariff/list', 'zj/1401/list', 'zj/0403/list', 'zj/0403/country/list', 'zj/0101/route/list', 'zj/0104/list', 'zj/0104/fuel/list', 'zj/0104/mapping/list', 'zj/0110/list']) {
      const r = await call(t.app, 'GET', url, { token: admin });
      expect([url, r.code, typeof r.data?.total]).toEqual([url, 0, 'number']);
    }
  });
});

describe('authorities follow the screens (SCREENS.md roles)', () => {
  it('grants lists and forms to their roles only', async () => {
    const [manager, kf, sales] = await Promise.all([login(t.app, 'manager'), login(t.app, 'kf'), login(t.app, 'sales')]);
    expect((await call(t.app, 'GET', 'zj/0103/list', { token: manager })).code).toBe(0);
    expect((await call(t.app, 'GET', 'zj/0104/fuel/list', { token: manager })).code).toBe(0);
    expect((await call(t.app, 'GET', 'zj/0110/list', { token: kf })).code).toBe(0);
    expect((await call(t.app, 'GET', 'zj/0101/route/list', { token: sales })).data.total).toBeGreaterThan(0);
    const denied = await call(t.app, 'POST', 'zj/0103/save', { token: manager, lang: 'en-US', body: { code: 'Z', nameZh: 'z', nameEn: 'z', channelCode: 'INT0009', volumetricDivisor: '5000' } });
    expect(denied.msg).toBe('No permission for: zj/0103/02.html');
    for (const url of ['zj/0103/surcharge/list', 'zj/0104/mapping/list', 'zj/1111/list', 'zj/1112/list', 'zj/1101/list', 'zj/0105/list']) {
      expect([url, (await call(t.app, 'GET', url, { token: admin })).code]).toEqual([url, 0]);
    }
    for (const url of ['zj/0103/detail', 'zj/0104/detail', 'zj/1101/detail', 'zj/1111/detail', 'zj/1112/detail']) {
      const r = await call(t.app, 'GET', url, { token: admin, query: { id: 1 } });
      expect([url, r.code]).toEqual([url, 0]);
    }
  });

  it('every write needs the edit page (or the function point), not the list page', async () => {
    const [manager, kf] = await Promise.all([login(t.app, 'manager'), login(t.app, 'kf')]);
    const [{ au, area, special }] = await t.db.query<{ au: number; area: number; special: number }>(
      `select (select id from route where code = 'AU-ECO') as au, (select min(id) from remote_area) as area, (select min(id) from special_route where state <> 'deleted') as special`,
    );
    const stop = await call(t.app, 'POST', 'zj/0103/status', { token: manager, lang: 'en-US', body: { ids: [au], status: 'stop' } });
    expect(stop.msg).toBe('No permission for: zj/0103/02.html');
    expect((await t.db.query(`select status from route where id = $1`, [au]))[0]).toEqual({ status: 'enabled' });
    // ZJ0110_01: the manager looks (from the KF tree, read-only), customer service maintains (AD, KF).
    const del = await call(t.app, 'POST', 'zj/0110/delete', { token: manager, lang: 'en-US', body: { ids: [area] } });
    expect(del.msg).toBe('No permission for: zj/0110/edit');
    const imp = await call(t.app, 'POST', 'zj/0110/import', { token: manager, lang: 'en-US', body: { rows: [{ remoteType: 'X', country: 'IT', city: 'Roma' }] } });
    expect(imp.msg).toBe('No permission for: zj/0110/edit');
    expect((await t.db.query(`select count(*)::int as n from remote_area where id = $1`, [area]))[0]).toEqual({ n: 1 });
    expect((await call(t.app, 'GET', 'zj/0110/list', { token: manager })).code).toBe(0);
    expect((await call(t.app, 'GET', 'zj/0110/list', { token: kf })).code).toBe(0);
    expect((await call(t.app, 'POST', 'zj/0110/remote/check', { token: kf, body: { country: 'US', postcode: '99501' } })).code).toBe(0);
    const imported = await call(t.app, 'POST', 'zj/0110/import', { token: kf, lang: 'en-US', body: { rows: [{ remoteType: 'KF-REMOTE', country: 'IT', city: 'Roma' }] } });
    expect(imported.code, imported.msg).toBe(0);
    const [kfArea] = await t.db.query<{ id: number }>(`select id from remote_area where remote_type = 'KF-REMOTE' and city = 'Roma'`);
    expect(kfArea).toBeDefined();
    expect((await call(t.app, 'POST', 'zj/0110/save', { token: kf, body: { id: kfArea.id, remoteType: 'KF-REMOTE', country: 'IT', city: 'Milano' } })).code).toBe(0);
    expect((await t.db.query(`select city from remote_area where id = $1`, [kfArea.id]))[0]).toEqual({ city: 'Milano' });
    expect((await call(t.app, 'POST', 'zj/0110/delete', { token: kf, body: { ids: [kfArea.id] } })).data).toEqual({ deleted: 1 });
    // Saving a special route needs its edit page (ZJ1101_02, AD only); disabling and deleting do not (pricing-special-routes.test.ts).
    const edit = await call(t.app, 'POST', 'zj/1101/save', { token: manager, lang: 'en-US', body: { id: special, name: 'x' } });
    expect(edit.msg).toBe('No permission for: zj/1101/02.html');
    expect((await call(t.app, 'POST', 'zj/0110/delete', { token: admin, body: { ids: [area] } })).data).toEqual({ deleted: 1 });
  });

  it('a database seeded before customer service held zj/0110/edit gets it when migrated (0031), once', async () => {
    const kfRole = `(select id from role where code = 'kf')`;
    await t.db.query(`delete from role_authority where url = 'zj/0110/edit' and role_id = ${kfRole}`);
    await t.db.query(`delete from schema_migration where name = '0031_remote_area_kf.sql'`);
    const kf = await login(t.app, 'kf');
    const [{ area }] = await t.db.query<{ area: number }>(`select min(id) as area from remote_area`);
    const before = await call(t.app, 'GET', 'zj/0110/detail', { token: kf, lang: 'en-US', query: { id: area } });
    expect(before.msg).toBe('No permission for: zj/0110/edit');
    expect(await migrate(t.db)).toEqual(['0031_remote_area_kf.sql']);
    expect((await call(t.app, 'GET', 'zj/0110/detail', { token: kf, query: { id: area } })).code).toBe(0);
    expect(await t.db.query(`select role_id from role_authority where url = 'zj/0110/edit' and role_id = ${kfRole}`)).toHaveLength(1);
  });

  it('tells a missing referenced record from a delete blocked by references', async () => {
    const zones = [{ code: 'X', country: 'XK', breaks: [{ kind: 'flat', upTo: '5', price: '9' }] }];
    const noRoute = await call(t.app, 'POST', 'zj/0104/save', { token: admin, lang: 'en-US', body: { routeId: 99999, currency: 'RMB', validFrom: '2026-01-01T00:00:00.000Z', priceCode: 'P-NONE', name: 'x', zones } });
    expect(noRoute.msg).toBe('The route 99999 does not exist');
    const zh = await call(t.app, 'POST', 'zj/0104/save', { token: admin, lang: 'zh-CN', body: { routeId: 99999, currency: 'RMB', validFrom: '2026-01-01T00:00:00.000Z', priceCode: 'P-NONE', name: 'x', zones } });
    expect(zh.msg).toBe('线路不存在：99999');
    const noCountry = await call(t.app, 'POST', 'zj/0403/save', { token: admin, lang: 'en-US', body: { country: 'QQ', code: 'Q1', nameZh: 'q', nameEn: 'q' } });
    expect(noCountry.msg).toBe('The country QQ does not exist');
    // No API deletes a referenced row today (the pricing tables cascade); the mapping is the same for any.
    const err = await inTransaction(t.db, (q) => q(`delete from transport_mode where id = (select transport_mode_id from route where transport_mode_id is not null limit 1)`)).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect([translate('en-US', err.key, err.params), translate('zh-CN', err.key, err.params)]).toEqual([
      'The record is used by a first-leg tariff and cannot be deleted',
      '记录正被头程资费使用，不能删除',
    ]);
  });
});

describe('a price table is in its route currency', () => {
  it('refuses another currency on a table and carries a route currency change to its tables', async () => {
    const [{ us, pt }] = await t.db.query<{ us: number; pt: number }>(
      `select (select id from route where code = 'US-EXP') as us, (select id from price_table where price_code = 'P-US-EXP') as pt`,
    );
    const usd = await call(t.app, 'POST', 'zj/0104/save', { token: admin, lang: 'en-US', body: { id: pt, currency: 'USD' } });
    expect(usd.msg).toBe("Invalid data: The price table currency USD differs from route US-EXP's currency RMB: fuel, surcharges and remote fees are charged in the route's currency, so its prices must be too");
    const zh = await call(t.app, 'POST', 'zj/0104/save', { token: admin, lang: 'zh-CN', body: { id: pt, currency: 'USD' } });
    expect(zh.msg).toContain('报价币种 USD 与线路 US-EXP 的币种 RMB 不一致');
    const quoteCurrency = async () =>
      (await call(t.app, 'POST', 'xx/0402/trial', { token: customer, body: { country: 'US', weight: 5 } })).data.quotes.find((q: any) => q.routeId === us).currency;
    expect(await quoteCurrency()).toBe('RMB');
    ok(await call(t.app, 'POST', 'zj/0103/save', { token: admin, body: { id: us, currency: 'USD' } }));
    expect(ok(await call(t.app, 'GET', 'zj/0104/detail', { token: admin, query: { id: pt } })).data.currency).toBe('USD');
    expect(await quoteCurrency()).toBe('USD');
    // A new table is in the route's new currency (the form sends the route's).
    const fresh = ok(await call(t.app, 'POST', 'zj/0104/save', { token: admin, body: { routeId: us, currency: 'USD', validFrom: '2026-01-01T00:00:00.000Z', priceCode: 'P-US-NEW', name: 'n', zones: [{ code: 'US', country: 'US', breaks: [{ kind: 'flat', upTo: '30', price: '9' }] }] } }));
    expect(fresh.data.currency).toBe('USD');
  });
});

