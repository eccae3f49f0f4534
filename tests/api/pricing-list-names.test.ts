/**
 * Pricing lists name the route, transport mode, delivery mode and country of each row in the
 * caller's language: an en-US user reads "Air", never "空运" (demo data of pricing.seed.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const list = async (url: string, lang: Lang, query: Record<string, unknown> = {}) =>
  ok(await call(t.app, 'GET', url, { token: admin, lang, query: { pageSize: 100, ...query } })).data.list as Record<string, any>[];

describe('names in pricing lists follow the caller\'s language', () => {
  it('ZJ1301_03 trunk tariffs: transport and delivery modes', async () => {
    const [zh, en] = [await list('zj/1301/tariff/list', 'zh-CN'), await list('zj/1301/tariff/list', 'en-US')];
    expect(zh.find((r) => r.warehouse === 'SHA')).toMatchObject({ transportModeName: '空运', deliveryModeName: 'UPS 派送' });
    expect(en.find((r) => r.warehouse === 'SHA')).toMatchObject({ transportModeName: 'Air', deliveryModeName: 'UPS delivery' });
    expect(en.find((r) => r.warehouse === 'SZX')).toMatchObject({ transportModeName: 'Sea', deliveryModeName: 'Amazon warehouse' });
  });

  it('ZJ0104_01 price tables, ZJ1101_01 special routes and ZJ0101_05 customer routes: the route', async () => {
    for (const url of ['zj/0104/list', 'zj/1101/list', 'zj/0101/route/list']) {
      const us = (lang: Lang) => list(url, lang).then((rows) => rows.filter((r) => r.routeCode === 'US-EXP'));
      const [zh, en] = [await us('zh-CN'), await us('en-US')];
      expect(zh.length, url).toBeGreaterThan(0);
      expect(new Set(zh.map((r) => r.routeName)), url).toEqual(new Set(['美国快线']));
      expect(new Set(en.map((r) => r.routeName)), url).toEqual(new Set(['US Express']));
    }
  });

  it('ZJ1401_01 routes by transport mode: the mode', async () => {
    const en = await list('zj/1401/list', 'en-US', { country: 'AU' });
    expect(en.find((r) => r.code === 'AU-ECO')).toMatchObject({ transportModeName: 'Sea' });
    const zh = await list('zj/1401/list', 'zh-CN', { country: 'AU' });
    expect(zh.find((r) => r.code === 'AU-ECO')).toMatchObject({ transportModeName: '海运' });
  });

  it('ZJ0103_01 routes and ZJ0403_01 country zones: the mode and the country', async () => {
    expect((await list('zj/0103/list', 'en-US', { keyword: 'JP-EXP' }))[0]).toMatchObject({ transportModeName: 'Air' });
    expect((await list('zj/0403/list', 'en-US', { country: 'FR' }))[0]).toMatchObject({ code: 'FR-CORSE', countryName: 'France' });
    expect((await list('zj/0403/list', 'zh-CN', { country: 'FR' }))[0]).toMatchObject({ code: 'FR-CORSE', countryName: '法国' });
  });
});
