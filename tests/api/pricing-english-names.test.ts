/**
 * Surcharge and price-table names are data in two languages (migration 0103): the lists, pickers,
 * price list and trial show each reader the name in their language, falling back to the other
 * when only one was given; forms load and save both (demo data of pricing.seed.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  customer = await login(t.app, 'customer');
});
afterAll(() => t.close());

const get = async (url: string, lang: Lang, query: Record<string, string | number | string[]> = {}, token = admin) =>
  ok(await call(t.app, 'GET', url, { token, lang, query })).data;
const rows = async (url: string, lang: Lang, query: Record<string, string | number | string[]> = {}, token = admin) =>
  (await get(url, lang, { pageSize: 100, ...query }, token)).list as Record<string, any>[];
const routeId = async (code: string) => (await rows('zj/0103/list', 'zh-CN', { keyword: code })).find((r) => r.code === code)!.id as number;

describe('surcharge names follow the reader', () => {
  it('route surcharges (ZJ0103_03): 挂号费 reads "Registration fee" in English; the form keeps both names', async () => {
    const id = await routeId('US-ECO');
    const names = async (lang: Lang) => (await rows('zj/0103/surcharge/list', lang, { routeId: id })).map((r) => r.name);
    expect(await names('zh-CN')).toEqual(['挂号费', '带电操作费']);
    expect(await names('en-US')).toEqual(['Registration fee', 'Battery handling fee']);
    const first = (await rows('zj/0103/surcharge/list', 'en-US', { routeId: id }))[0];
    expect(await get('zj/0103/surcharge/detail', 'en-US', { id: first.id })).toMatchObject({ name: '挂号费', nameEn: 'Registration fee' });
  });

  it('attribute surcharges (ZJ1113_01) and special routes (ZJ1101_01)', async () => {
    expect((await rows('zj/1113/list', 'en-US')).map((r) => r.name)).toEqual(['Magnetic goods surcharge']);
    expect((await rows('zj/1113/list', 'zh-CN')).map((r) => r.name)).toEqual(['带磁附加费']);
    const peak = (lang: Lang) => rows('zj/1101/list', lang).then((l) => l.find((r) => r.name === '美西旺季')!.surchargeName);
    expect([await peak('zh-CN'), await peak('en-US')]).toEqual(['美西旺季附加费', 'US West peak season surcharge']);
  });

  it('a name given in one language only is what every reader sees', async () => {
    const id = await routeId('JP-EXP');
    const saved = ok(await call(t.app, 'POST', 'zj/0103/surcharge/save', { token: admin, body: { routeId: id, name: '偏远岛屿费', kind: 'fixed', value: '3' } })).data;
    expect(saved.nameEn).toBeNull();
    expect((await rows('zj/0103/surcharge/list', 'en-US', { routeId: id })).map((r) => r.name)).toEqual(['偏远岛屿费']);
    const trial = ok(await call(t.app, 'POST', 'xx/0402/trial', { token: admin, lang: 'en-US', body: { country: 'JP', weight: 1 } })).data;
    const jp = trial.quotes.find((q: any) => q.channelCode === 'INT4001');
    expect(jp.surcharges).toEqual([expect.objectContaining({ name: '偏远岛屿费', nameZh: '偏远岛屿费', nameEn: null })]);
  });
});

describe('price-table names follow the reader', () => {
  it('price tables (ZJ0104_01), their picker, the upload targets, customer routes and routes by mode', async () => {
    const us = (list: Record<string, any>[], key = 'name') => list.find((r) => r.priceCode === 'P-US-EXP' || r.routeCode === 'US-EXP' || r.code === 'US-EXP')?.[key];
    expect(us(await rows('zj/0104/list', 'en-US'))).toBe('US Express 2026');
    expect(us(await rows('zj/0104/list', 'zh-CN'))).toBe('美国快线 2026');
    expect(us(await rows('zj/0105/table/list', 'en-US'))).toBe('US Express 2026');
    expect((await get('zj/0104/price/options', 'en-US', { ownOnly: 'false' })).list.map((o: any) => o.label)).toContain('P-US-EXP US Express 2026');
    expect((await get('zj/0104/price/options', 'zh-CN', { ownOnly: 'false' })).list.map((o: any) => o.label)).toContain('P-US-EXP 美国快线 2026');
    const own = (await rows('zj/0101/route/list', 'en-US')).find((r) => r.customerCode === 'C0002');
    expect(own?.priceName).toBe('US Express, own price of Zhang Xiaoming');
    expect(us(await rows('zj/1401/list', 'en-US', { country: 'US' }), 'priceName')).toBe('US Express 2026');
  });

  it('the customer\'s price list (XX0401_01) and the trial\'s trace', async () => {
    const list = await rows('xx/0401/list', 'en-US', { country: 'US', weight: 1 }, customer);
    expect(list.find((r) => r.routeCode === 'US-EXP')?.priceName).toBe('US Express 2026');
    const trial = ok(await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'US', weight: 1 } })).data;
    expect(trial.quotes.find((q: any) => q.channelCode === 'INT1001').trace.priceTable).toMatchObject({ name: 'US Express 2026', nameZh: '美国快线 2026', nameEn: 'US Express 2026' });
  });

  it('the edit form loads and saves the English name', async () => {
    const table = (await rows('zj/0104/list', 'zh-CN')).find((r) => r.priceCode === 'P-JP-EXP')!;
    ok(await call(t.app, 'POST', 'zj/0104/save', { token: admin, body: { id: table.id, nameEn: 'Japan Express, 2026 prices' } }));
    expect((await rows('zj/0104/list', 'en-US')).find((r) => r.priceCode === 'P-JP-EXP')?.name).toBe('Japan Express, 2026 prices');
    expect((await rows('zj/0104/list', 'zh-CN')).find((r) => r.priceCode === 'P-JP-EXP')?.name).toBe('日本快线 2026');
  });
});
