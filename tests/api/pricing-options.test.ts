/** Country and remote-area type options of the pricing screens and the trial (zj/0403/country/options, zj/0110/type/options). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { staffWithPages } from './grantedPages';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([login(t.app, 'admin'), login(t.app, 'customer')]);
});
afterAll(() => t.close());

type Options = { list: { value: string; label: string }[] };

describe('country options', () => {
  it('labels each country with its code and name in the caller\'s language, a new country included', async () => {
    const zh = await call<Options>(t.app, 'GET', 'zj/0403/country/options', { token: customer, lang: 'zh-CN' });
    expect(zh.data.list).toContainEqual({ value: 'US', label: 'US 美国' });
    expect(zh.data.list.some((o) => o.value === 'MX')).toBe(false);

    const saved = await call(t.app, 'POST', 'zj/0403/country/save', { token: admin, body: { code: 'MX', nameZh: '墨西哥', nameEn: 'Mexico' } });
    expect(saved.code).toBe(0);
    const en = await call<Options>(t.app, 'GET', 'zj/0403/country/options', { token: admin, lang: 'en-US' });
    expect(en.data.list).toContainEqual({ value: 'US', label: 'US United States' });
    expect(en.data.list).toContainEqual({ value: 'MX', label: 'MX Mexico' });

    const detail = await call(t.app, 'GET', 'zj/0403/country/detail', { token: admin, query: { id: 'mx' } });
    expect(detail.data).toMatchObject({ id: 'MX', code: 'MX', nameZh: '墨西哥', nameEn: 'Mexico', enabled: true });
    const missing = await call(t.app, 'GET', 'zj/0403/country/detail', { token: admin, lang: 'en-US', query: { id: 'QQ' } });
    expect(missing).toMatchObject({ code: 500, msg: 'The record does not exist' });
    // The country form is the countries screen's: a customer cannot read it.
    expect((await call(t.app, 'GET', 'zj/0403/country/detail', { token: customer, query: { id: 'US' } })).code).not.toBe(0);
  });

  it('leaves a disabled country out', async () => {
    await call(t.app, 'POST', 'zj/0403/country/save', { token: admin, body: { code: 'MX', nameZh: '墨西哥', nameEn: 'Mexico', enabled: false } });
    const list = await call<Options>(t.app, 'GET', 'zj/0403/country/options', { token: admin });
    expect(list.data.list.some((o) => o.value === 'MX')).toBe(false);
  });
});

describe('remote-area type options', () => {
  it('offers the types that have remote areas, a new one as soon as its first area is saved', async () => {
    const before = await call<Options>(t.app, 'GET', 'zj/0110/type/options', { token: admin });
    expect(before.data.list.map((o) => o.value)).toEqual(expect.arrayContaining(['EU-REMOTE', 'GB-REMOTE']));
    expect(before.data.list.some((o) => o.value === 'US-REMOTE')).toBe(false);
    const saved = await call(t.app, 'POST', 'zj/0110/save', { token: admin, body: { remoteType: 'US-REMOTE', country: 'US', postcodeFrom: '99501', postcodeTo: '99950' } });
    expect(saved.code).toBe(0);
    const after = await call<Options>(t.app, 'GET', 'zj/0110/type/options', { token: admin });
    expect(after.data.list).toContainEqual({ value: 'US-REMOTE', label: 'US-REMOTE' });
  });
});

describe('system surcharge names', () => {
  it('offers the system names of the surcharge mappings to the surcharge screen', async () => {
    const names = await call<Options>(t.app, 'GET', 'zj/0104/mapping/names', { token: admin });
    expect(names.data.list.map((o) => o.value)).toEqual(expect.arrayContaining(['操作费', '旺季附加费', '清关费', '带电附加费']));
    expect((await call(t.app, 'GET', 'zj/0104/mapping/names', { token: customer })).code).not.toBe(0);
  });
});

describe('country zone options (ZJ0104_02 zone rows)', () => {
  it("offers one country's ZJ0403_01 zones in the caller's language, to the zone and price-edit pages only", async () => {
    const zh = await call<Options>(t.app, 'GET', 'zj/0403/zone/options', { token: admin, lang: 'zh-CN', query: { country: 'us' } });
    expect(zh.data.list).toEqual([{ value: 'US-W', label: 'US-W 美西' }]);
    // A zone added on ZJ0403_01 is offered at once, and only for its own country.
    expect((await call(t.app, 'POST', 'zj/0403/save', { token: admin, body: { country: 'US', code: 'US-E', nameZh: '美东', nameEn: 'US East', postcodes: [{ from: '10000', to: '19999' }] } })).code).toBe(0);
    const priceEditor = await staffWithPages(t, 'zone_price_editor', ['zj/0104/02.html']);
    const en = await call<Options>(t.app, 'GET', 'zj/0403/zone/options', { token: priceEditor, lang: 'en-US', query: { country: 'US' } });
    expect(en.data.list).toEqual([{ value: 'US-E', label: 'US-E US East' }, { value: 'US-W', label: 'US-W US West' }]);
    expect((await call<Options>(t.app, 'GET', 'zj/0403/zone/options', { token: priceEditor, query: { country: 'JP' } })).data.list).toEqual([]);

    const bad = await call(t.app, 'GET', 'zj/0403/zone/options', { token: admin, lang: 'en-US', query: { country: 'USA' } });
    expect(bad.code).toBe(500);
    const refused = await call(t.app, 'GET', 'zj/0403/zone/options', { token: customer, lang: 'en-US', query: { country: 'US' } });
    expect(refused).toMatchObject({ code: 500, msg: 'No permission for: zj/0403/01.html, zj/0104/02.html' });
  });
});
