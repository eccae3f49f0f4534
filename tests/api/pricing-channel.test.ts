/**
 * ZJ0103_04 route–channel binding (zj/0103/channel/detail|save): the form loads a route's
 * binding, a save changes what the route list and the freight trial show, a bad binding is
 * refused in the caller's language, and it never adds a route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let customer: string;
let jp: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, customer] = await Promise.all([login(t.app, 'admin'), login(t.app, 'manager'), login(t.app, 'customer')]);
  [{ id: jp }] = await t.db.query<{ id: number }>(`select id from route where code = 'JP-EXP'`);
});
afterAll(() => t.close());

const HAN = /[\u4e00-\u9fff]/;
const detail = async () => ok(await call(t.app, 'GET', 'zj/0103/channel/detail', { token: admin, query: { id: jp } })).data;
const routeRow = async () => ok(await call(t.app, 'GET', 'zj/0103/list', { token: admin, query: { keyword: 'JP-EXP' } })).data.list[0];

describe('ZJ0103_04 route–channel binding', () => {
  it('loads the route\'s binding; a save shows in the route list and in the trial', async () => {
    expect(await detail()).toMatchObject({ id: jp, channelCode: 'INT4001', serviceCode: 'JP-EXP-SVC', transferMethod: 'auto' });
    ok(await call(t.app, 'POST', 'zj/0103/channel/save', { token: admin, body: { id: jp, channelCode: 'INT4009', serviceCode: 'JP-NEW', transferMethod: 'manual', priceChannelSeq: 2 } }));
    expect(await detail()).toMatchObject({ channelCode: 'INT4009', serviceCode: 'JP-NEW', transferMethod: 'manual', priceChannelSeq: 2 });
    expect(await routeRow()).toMatchObject({ code: 'JP-EXP', nameEn: 'Japan Express', channelCode: 'INT4009' });
    const trial = ok(await call(t.app, 'POST', 'xx/0402/trial', { token: customer, body: { country: 'JP', weight: 1 } })).data;
    expect(trial.quotes.find((q: any) => q.routeCode === 'JP-EXP' || String(q.routeId) === String(jp))).toMatchObject({ channelCode: 'INT4009' });
  });

  it('a channel code that is not INT and 4 digits is refused in the caller\'s language, and the binding stays', async () => {
    const before = await detail();
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const r = await call(t.app, 'POST', 'zj/0103/channel/save', { token: admin, lang, body: { id: jp, channelCode: 'DHL1', transferMethod: 'auto', priceChannelSeq: 1 } });
      expect(r.code).not.toBe(0);
      expect(HAN.test(r.msg), r.msg).toBe(lang === 'zh-CN');
      expect(r.msg).toContain('INT');
    }
    expect(await detail()).toEqual(before);
  });

  it('never adds a route: a save without a route is refused', async () => {
    const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from route`);
    const r = await call(t.app, 'POST', 'zj/0103/channel/save', { token: admin, lang: 'en-US', body: { channelCode: 'INT4010', transferMethod: 'auto', priceChannelSeq: 1 } });
    expect(r.code).not.toBe(0);
    expect(HAN.test(r.msg), r.msg).toBe(false);
    expect((await t.db.query<{ n: number }>(`select count(*)::int as n from route`))[0].n).toBe(n);
  });

  it('a manager, who lists routes (ZJ0103_01) without the binding screen, may neither read nor change it', async () => {
    const read = await call(t.app, 'GET', 'zj/0103/channel/detail', { token: manager, lang: 'en-US', query: { id: jp } });
    expect(read.msg).toBe('No permission for: zj/0103/04.html');
    const save = await call(t.app, 'POST', 'zj/0103/channel/save', { token: manager, lang: 'en-US', body: { id: jp, channelCode: 'INT4011', transferMethod: 'auto', priceChannelSeq: 1 } });
    expect(save.msg).toBe('No permission for: zj/0103/04.html');
    expect((await routeRow()).channelCode).not.toBe('INT4011');
  });

  it('binds the route to the supplier product its orders are transferred with, picked from the products, and unbinds it', async () => {
    const options = ok(await call(t.app, 'GET', 'zj/0202/options', { token: admin, lang: 'en-US' })).data.list as { value: number; label: string }[];
    expect(options.length).toBeGreaterThan(0);
    expect(options[0].label).toMatch(/^\S+ \/ \S+ /);
    const product = options[0].value;
    const { channelCode, serviceCode, transferMethod, priceChannelSeq } = await detail();
    const form = { id: jp, channelCode, serviceCode, transferMethod, priceChannelSeq };
    ok(await call(t.app, 'POST', 'zj/0103/channel/save', { token: admin, body: { ...form, supplierProductId: product } }));
    expect(await detail()).toMatchObject({ supplierProductId: product });
    const [{ supplier_product_id: bound }] = await t.db.query<{ supplier_product_id: number | null }>(`select supplier_product_id from route where id = $1`, [jp]);
    expect(bound).toBe(product);
    ok(await call(t.app, 'POST', 'zj/0103/channel/save', { token: admin, body: { ...form, supplierProductId: null } }));
    expect((await detail()).supplierProductId).toBeNull();
    expect((await call(t.app, 'GET', 'zj/0202/options', { token: customer })).code).not.toBe(0);
  });
});
