/**
 * The pricing screens beyond their lists, as their users meet them: ZJ1301_01..03 (first-leg
 * transport modes, delivery modes, tariffs), ZJ1111_01/02 (multi-attributes), ZJ1401_01's
 * transport-mode filter and ZJ0104's copy. A save shows the row, a bad one is refused in the
 * caller's language and changes nothing, a role without the screen is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let kf: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, kf] = await Promise.all([login(t.app, 'admin'), login(t.app, 'manager'), login(t.app, 'kf')]);
});
afterAll(() => t.close());

const HAN = /[\u4e00-\u9fff]/;
/** A refusal the caller can read: not code 0, worded in the caller's language. */
function refused(r: { code: number; msg: string }, lang: Lang, ...words: string[]) {
  expect(r.code, r.msg).not.toBe(0);
  expect(HAN.test(r.msg), r.msg).toBe(lang === 'zh-CN');
  for (const w of words) expect(r.msg).toContain(w);
}
const list = async (url: string, query: Record<string, unknown> = {}, token = admin) =>
  ok(await call(t.app, 'GET', url, { token, query: { pageSize: 100, ...query } })).data as { list: Record<string, any>[]; total: number };
const post = (url: string, body: unknown, token = admin, lang: Lang = 'en-US') => call(t.app, 'POST', url, { token, lang, body });
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params))[0].n;

describe('ZJ1301_01 / ZJ1301_02 transport and delivery modes', () => {
  it('a new mode appears in the list and in the tariff form\'s options; disabled, it says so', async () => {
    const saved = ok(await post('zj/1301/mode/save', { code: 'railx', nameZh: '中欧班列', nameEn: 'China–Europe rail', sort: 9 })).data;
    expect((await list('zj/1301/mode/list', { keyword: 'railx' })).list).toEqual([expect.objectContaining({ id: saved.id, code: 'railx', nameEn: 'China–Europe rail', status: 'enabled' })]);
    const options = ok(await call(t.app, 'GET', 'zj/1301/mode/options', { token: admin, lang: 'en-US' })).data;
    expect(JSON.stringify(options)).toContain('China–Europe rail');

    ok(await post('zj/1301/mode/save', { id: saved.id, code: 'railx', nameZh: '中欧铁路', nameEn: 'Rail to Europe', sort: 9 }));
    ok(await post('zj/1301/mode/status', { ids: [saved.id], status: 'disabled' }));
    expect((await list('zj/1301/mode/list', { keyword: 'railx' })).list[0]).toMatchObject({ nameZh: '中欧铁路', nameEn: 'Rail to Europe', status: 'disabled' });
  });

  it('a mode without its English name, or with a code already used, is refused and not saved', async () => {
    const before = await count(`select count(*)::int as n from transport_mode`);
    refused(await post('zj/1301/mode/save', { code: 'noen', nameZh: '无英文' }), 'en-US');
    refused(await post('zj/1301/mode/save', { code: 'noen', nameZh: '无英文' }, admin, 'zh-CN'), 'zh-CN');
    refused(await post('zj/1301/mode/save', { code: 'air', nameZh: '空运2', nameEn: 'Air 2' }), 'en-US', 'air');
    expect(await count(`select count(*)::int as n from transport_mode`)).toBe(before);
  });

  it('a delivery mode saves and shows the same way', async () => {
    ok(await post('zj/1301/delivery/save', { code: 'dhlx', nameZh: 'DHL 派送', nameEn: 'DHL delivery', sort: 5 }));
    expect((await list('zj/1301/delivery/list', { keyword: 'dhlx' })).list).toEqual([expect.objectContaining({ code: 'dhlx', nameEn: 'DHL delivery' })]);
  });

  it('the modes are the administrator\'s: a manager (ZJ1301_03 only) may not list or change them', async () => {
    const r = await call(t.app, 'GET', 'zj/1301/mode/list', { token: manager, lang: 'en-US' });
    expect(r.msg).toBe('No permission for: zj/1301/01.html');
    const [air] = (await list('zj/1301/mode/list', { keyword: 'air' })).list;
    refused(await post('zj/1301/mode/status', { ids: [air.id], status: 'disabled' }, manager), 'en-US', 'zj/1301/01.html');
    expect((await list('zj/1301/mode/list', { keyword: 'air' })).list[0].status).toBe('enabled');
  });
});

describe('ZJ1301_03 first-leg tariffs', () => {
  const ids = async () => {
    const [{ sea, rail, amazon, ups }] = await t.db.query<Record<string, number>>(
      `select (select id from transport_mode where code = 'sea') as sea, (select id from transport_mode where code = 'rail') as rail,
              (select id from delivery_mode where code = 'amazon') as amazon, (select id from delivery_mode where code = 'ups') as ups`,
    );
    return { sea, rail, amazon, ups };
  };
  const tariff = (m: { rail: number; ups: number }, extra: Record<string, unknown> = {}) => ({
    transportModeId: m.rail, deliveryModeId: m.ups, warehouse: 'NGB', currency: 'RMB', minCharge: '200', volumetricDivisor: '6000',
    breaks: [{ upTo: '100', rate: '20' }, { upTo: '1000', rate: '18.5' }], status: 'enabled', ...extra,
  });

  it('a manager adds a tariff; the mode filter finds it with its mode names; disabled, then deleted', async () => {
    const m = await ids();
    const saved = ok(await post('zj/1301/tariff/save', tariff(m), manager)).data;
    expect(saved).toMatchObject({ warehouse: 'NGB', minCharge: '200.00', transportModeName: 'Rail', deliveryModeName: 'UPS delivery' });
    const rail = await list('zj/1301/tariff/list', { transportModeId: m.rail }, manager);
    expect(rail.list.map((r) => r.warehouse)).toEqual(['NGB']);
    expect(rail.list[0].breaks).toEqual([expect.objectContaining({ upTo: '100', rate: '20' }), expect.objectContaining({ upTo: '1000', rate: '18.5' })]);
    expect((await list('zj/1301/tariff/list', { transportModeId: m.sea }, manager)).list.map((r) => r.warehouse)).toEqual(['SZX']);

    ok(await post('zj/1301/tariff/status', { ids: [saved.id], status: 'disabled' }, manager));
    expect((await list('zj/1301/tariff/list', { transportModeId: m.rail }, manager)).list[0].status).toBe('disabled');
    ok(await post('zj/1301/tariff/delete', { ids: [saved.id] }, manager));
    expect((await list('zj/1301/tariff/list', { transportModeId: m.rail }, manager)).total).toBe(0);
  });

  it('falling weight limits or a zero volume base are refused, in the caller\'s language, and nothing is saved', async () => {
    const m = await ids();
    const falling = tariff(m, { warehouse: 'BAD', breaks: [{ upTo: '100', rate: '20' }, { upTo: '50', rate: '18' }] });
    refused(await post('zj/1301/tariff/save', falling, manager), 'en-US', '50');
    refused(await post('zj/1301/tariff/save', falling, manager, 'zh-CN'), 'zh-CN', '50');
    refused(await post('zj/1301/tariff/save', tariff(m, { warehouse: 'BAD', volumetricDivisor: '0' }), manager), 'en-US');
    refused(await post('zj/1301/tariff/save', tariff(m, { warehouse: 'BAD', volumetricDivisor: '0' }), manager, 'zh-CN'), 'zh-CN');
    expect(await count(`select count(*)::int as n from trunk_tariff where warehouse = 'BAD'`)).toBe(0);
  });

  it('customer service (no ZJ1301_03) may not read or change tariffs', async () => {
    expect((await call(t.app, 'GET', 'zj/1301/tariff/list', { token: kf, lang: 'en-US' })).msg).toBe('No permission for: zj/1301/03.html');
    refused(await post('zj/1301/tariff/save', tariff(await ids(), { warehouse: 'KF' }), kf), 'en-US', 'zj/1301/03.html');
    expect(await count(`select count(*)::int as n from trunk_tariff where warehouse = 'KF'`)).toBe(0);
  });
});

describe('ZJ1111_01 / ZJ1111_02 multi-attributes', () => {
  it('an attribute with its values appears in the list, is edited, then deleted from the list', async () => {
    const saved = ok(await post('zj/1111/save', { nameZh: '颜色', nameEn: 'Colour', values: ['红', '蓝'], sort: 3 })).data;
    expect((await list('zj/1111/list', { keyword: '颜色' })).list).toEqual([expect.objectContaining({ id: saved.id, nameEn: 'Colour', values: ['红', '蓝'] })]);
    ok(await post('zj/1111/save', { id: saved.id, nameZh: '颜色', nameEn: 'Colour', values: ['红', '蓝', '绿'], sort: 3 }));
    expect(ok(await call(t.app, 'GET', 'zj/1111/detail', { token: admin, query: { id: saved.id } })).data.values).toEqual(['红', '蓝', '绿']);
    ok(await post('zj/1111/delete', { ids: [saved.id] }));
    expect((await list('zj/1111/list', { keyword: '颜色' })).total).toBe(0);
  });

  it('an attribute without a name is refused in the caller\'s language and not saved', async () => {
    const before = await count(`select count(*)::int as n from attribute_def`);
    refused(await post('zj/1111/save', { nameEn: 'Size', values: ['S'] }), 'en-US');
    refused(await post('zj/1111/save', { nameEn: 'Size', values: ['S'] }, admin, 'zh-CN'), 'zh-CN');
    expect(await count(`select count(*)::int as n from attribute_def`)).toBe(before);
  });

  it('a manager (no ZJ1111 screens) may neither list nor delete attributes', async () => {
    expect((await call(t.app, 'GET', 'zj/1111/list', { token: manager, lang: 'en-US' })).msg).toBe('No permission for: zj/1111/01.html');
    const [first] = (await list('zj/1111/list')).list;
    refused(await post('zj/1111/delete', { ids: [first.id] }, manager), 'en-US', 'No permission');
    expect(await count(`select count(*)::int as n from attribute_def where id = $1`, [first.id])).toBe(1);
  });
});

describe('ZJ1401_01 routes by transport mode', () => {
  it('the transport-mode filter lists the routes of that mode only', async () => {
    const [{ sea, air }] = await t.db.query<Record<string, number>>(`select (select id from transport_mode where code = 'sea') as sea, (select id from transport_mode where code = 'air') as air`);
    expect((await list('zj/1401/list', { transportModeId: sea }, kf)).list.map((r) => r.code)).toEqual(['AU-ECO']);
    const byAir = (await list('zj/1401/list', { transportModeId: air }, kf)).list.map((r) => r.code);
    expect(byAir).toEqual(expect.arrayContaining(['US-EXP', 'GB-SPL', 'JP-EXP']));
    expect(byAir).not.toContain('AU-ECO');
    expect((await list('zj/1401/list', { transportModeId: air, country: 'JP' }, kf)).list.map((r) => r.code)).toEqual(['JP-EXP']);
  });
});

describe('ZJ0104 copy of a price table', () => {
  it('copies the table and its zones under a new code, not enabled, and the list shows it', async () => {
    const [src] = (await list('zj/0104/list', { keyword: 'P-US-EXP' })).list.filter((r) => r.priceCode === 'P-US-EXP');
    const copy = ok(await post('zj/0104/copy', { id: src.id, priceCode: 'P-US-EXP-2', name: 'US Express next year' })).data;
    expect(copy).toMatchObject({ priceCode: 'P-US-EXP-2', name: 'US Express next year', status: 'not_enabled', routeId: src.routeId, version: 1, zoneCount: src.zoneCount });
    expect(copy.zones.map((z: any) => z.code)).toEqual(ok(await call(t.app, 'GET', 'zj/0104/detail', { token: admin, query: { id: src.id } })).data.zones.map((z: any) => z.code));
    expect((await list('zj/0104/list', { keyword: 'P-US-EXP-2' })).list).toEqual([expect.objectContaining({ id: copy.id, status: 'not_enabled' })]);
  });

  it('a code already used is refused, in the caller\'s language, and no table is added', async () => {
    const before = await count(`select count(*)::int as n from price_table`);
    const [src] = (await list('zj/0104/list', { keyword: 'P-JP-EXP' })).list;
    refused(await post('zj/0104/copy', { id: src.id, priceCode: 'P-GB-SPL' }), 'en-US', 'P-GB-SPL');
    refused(await post('zj/0104/copy', { id: src.id, priceCode: 'P-GB-SPL' }, admin, 'zh-CN'), 'zh-CN', 'P-GB-SPL');
    expect(await count(`select count(*)::int as n from price_table`)).toBe(before);
  });

  it('a manager (ZJ0104_01 without the edit page) may not copy', async () => {
    const [src] = (await list('zj/0104/list', { keyword: 'P-JP-EXP' })).list;
    refused(await post('zj/0104/copy', { id: src.id, priceCode: 'P-JP-MGR' }, manager), 'en-US', 'zj/0104/02.html');
    expect(await count(`select count(*)::int as n from price_table where price_code = 'P-JP-MGR'`)).toBe(0);
  });
});
