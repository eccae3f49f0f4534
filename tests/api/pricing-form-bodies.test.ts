/**
 * The pricing screens' saves take their form (issue 3 item 5): each route's body is the form's
 * own schema (formBody), so a rule written in the screen JSON is the server's too, in the
 * caller's language, text normalised; and what the database refuses reaches a user as a
 * message in their language, never PostgreSQL's text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodySchemaOf } from '../../schemas/_meta/bodySchema';
import { call, createTestApp, login, ok, type TestApp } from './harness';
import type { RouteDef } from '../../src/server/platform/route';
import configRoutes from '../../src/server/modules/zj/pricing-config.routes';
import priceRoutes from '../../src/server/modules/zj/pricing-prices.routes';
import routeRoutes from '../../src/server/modules/zj/pricing-routes.routes';
import uploadRoutes from '../../src/server/modules/zj/pricing-upload.routes';
import trialRoutes from '../../src/server/modules/xx/trial.routes';
import ZJ0101_05 from '../../schemas/zj/ZJ0101_05.json' with { type: 'json' };
import ZJ0103_02 from '../../schemas/zj/ZJ0103_02.json' with { type: 'json' };
import ZJ0103_03 from '../../schemas/zj/ZJ0103_03.json' with { type: 'json' };
import ZJ0103_04 from '../../schemas/zj/ZJ0103_04.json' with { type: 'json' };
import ZJ0104_02 from '../../schemas/zj/ZJ0104_02.json' with { type: 'json' };
import ZJ0104_03 from '../../schemas/zj/ZJ0104_03.json' with { type: 'json' };
import ZJ0104_04 from '../../schemas/zj/ZJ0104_04.json' with { type: 'json' };
import ZJ0105_01 from '../../schemas/zj/ZJ0105_01.json' with { type: 'json' };
import ZJ0110_01 from '../../schemas/zj/ZJ0110_01.json' with { type: 'json' };
import ZJ0403_01 from '../../schemas/zj/ZJ0403_01.json' with { type: 'json' };
import ZJ1101_02 from '../../schemas/zj/ZJ1101_02.json' with { type: 'json' };
import ZJ1111_02 from '../../schemas/zj/ZJ1111_02.json' with { type: 'json' };
import ZJ1112_02 from '../../schemas/zj/ZJ1112_02.json' with { type: 'json' };
import ZJ1113_01 from '../../schemas/zj/ZJ1113_01.json' with { type: 'json' };
import ZJ1201_01 from '../../schemas/zj/ZJ1201_01.json' with { type: 'json' };
import ZJ1301_01 from '../../schemas/zj/ZJ1301_01.json' with { type: 'json' };
import ZJ1301_02 from '../../schemas/zj/ZJ1301_02.json' with { type: 'json' };
import ZJ1301_03 from '../../schemas/zj/ZJ1301_03.json' with { type: 'json' };
import XX0402_01 from '../../schemas/xx/XX0402_01.json' with { type: 'json' };

const routes: RouteDef[] = [...configRoutes, ...priceRoutes, ...routeRoutes, ...uploadRoutes, ...trialRoutes];
type Screen = Parameters<typeof bodySchemaOf>[0];
type Json = Record<string, any>;

/**
 * Route -> the form it takes: [url, screen, inline form, fields its beforeSubmit hook reshapes
 * (sent in another shape than the form edits them, so checked by the route's own schema)].
 */
const FORMS: [string, Screen, string | undefined, string[]][] = [
  ['zj/0103/save', ZJ0103_02, undefined, []],
  ['zj/0103/surcharge/save', ZJ0103_03, 'rowEdit', []],
  ['zj/0103/channel/save', ZJ0103_04, undefined, []],
  ['zj/0104/save', ZJ0104_02, undefined, ['bands']],
  ['zj/0104/mapping/save', ZJ0104_03, 'rowEdit', []],
  ['zj/0104/fuel/save', ZJ0104_04, 'rowEdit', []],
  ['zj/0105/upload', ZJ0105_01, undefined, ['file']],
  ['zj/0110/save', ZJ0110_01, 'rowEdit', []],
  ['zj/0110/remote/check', ZJ0110_01, 'check', []],
  ['zj/0403/save', ZJ0403_01, 'rowEdit', ['postcodes', 'cities']],
  ['zj/0403/country/save', ZJ0403_01, 'country', []],
  ['zj/0101/route/save', ZJ0101_05, 'rowEdit', []],
  ['zj/1101/save', ZJ1101_02, undefined, ['postcodes']],
  ['zj/1111/save', ZJ1111_02, undefined, []],
  ['zj/1112/save', ZJ1112_02, undefined, []],
  ['zj/1113/save', ZJ1113_01, 'rowEdit', []],
  ['zj/1201/save', ZJ1201_01, 'rowEdit', []],
  ['zj/1301/mode/save', ZJ1301_01, 'rowEdit', []],
  ['zj/1301/delivery/save', ZJ1301_02, 'rowEdit', []],
  ['zj/1301/tariff/save', ZJ1301_03, 'rowEdit', []],
  ['xx/0402/trial', XX0402_01, undefined, ['weight', 'length', 'width', 'height', 'declaredValue', 'pieces', 'cargoType', 'remoteCountry', 'remotePostcode', 'remoteCity']],
];

describe('pricing saves take their form', () => {
  it('every pricing save route is listed here', () => {
    const saves = routes.filter((r) => r.method === 'POST' && /^zj\/.*\/save$|^zj\/\d{4}\/save$/.test(r.url)).map((r) => r.url).sort();
    expect(saves).toEqual(FORMS.map(([url]) => url).filter((u) => /^zj\/.*save$/.test(u)).sort());
  });

  it.each(FORMS)('%s: each field the form sends as it edits it is checked by the form\'s own rules', (url, screen, form, reshaped) => {
    const route = routes.find((r) => r.url === url && r.method === 'POST');
    expect(route, url).toBeDefined();
    const body = route!.body as Json;
    const fromForm = bodySchemaOf(screen, form, { additionalProperties: false });
    expect(body.additionalProperties).toBe(false);
    for (const [name, schema] of Object.entries(fromForm.properties as Json)) {
      if (!reshaped.includes(name)) expect(body.properties[name], `${url} ${name}`).toEqual(schema);
    }
    const required = body.required ?? body.else?.required;
    expect(required, url).toEqual(expect.arrayContaining((fromForm.required ?? []).filter((n: string) => !reshaped.includes(n))));
    const submit = form ? (screen as Json).forms[form].dataSource.submit.url : (screen as Json).dataSource.submit.url;
    expect(submit).toBe(url);
  });
});

describe('what the audit found', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, customer] = await Promise.all([login(t.app, 'admin'), login(t.app, 'customer')]);
  });
  afterAll(() => t.close());

  it('a fuel rule\'s channel code is refused with the form\'s message in both languages, nothing saved', async () => {
    const body = { channelCode: 'DHL1', limitedTime: '2026-01-01T00:00:00Z', validTime: '2026-02-01T00:00:00Z', rate: '0.1' };
    const zh = await call(t.app, 'POST', 'zj/0104/fuel/save', { token: admin, lang: 'zh-CN', body });
    expect(zh.msg).toBe('请求参数不正确：channelCode 渠道代码必须是 INT 加 4 位数字');
    const en = await call(t.app, 'POST', 'zj/0104/fuel/save', { token: admin, lang: 'en-US', body });
    expect(en.msg).toBe('Invalid request: channelCode The channel code must be INT followed by 4 digits');
    expect(await t.db.query(`select 1 from fuel_rule where channel_code = 'DHL1'`)).toEqual([]);
  });

  it('a fuel rule whose limited time is after its valid time is refused by the form\'s rule, also as ISO instants', async () => {
    // The hook sends toISOString(): 08:00 in Shanghai on 1 March is 00:00 UTC, after 23:59 UTC on 28 February.
    const body = { channelCode: 'INT7001', limitedTime: '2026-03-01T08:00:00+08:00', validTime: '2026-02-28T23:59:00Z', rate: '0.1' };
    const zh = await call(t.app, 'POST', 'zj/0104/fuel/save', { token: admin, lang: 'zh-CN', body });
    expect(zh.msg).toContain('限时不能大于有效时间');
    const en = await call(t.app, 'POST', 'zj/0104/fuel/save', { token: admin, lang: 'en-US', body });
    expect(en.msg).toContain('The limited time cannot exceed the valid time');
    expect(await t.db.query(`select 1 from fuel_rule where channel_code = 'INT7001'`)).toEqual([]);
  });

  it('a cargo attribute or mode code is checked by the form\'s rule (pricingCode), in both languages', async () => {
    const zh = await call(t.app, 'POST', 'zj/1201/save', { token: admin, lang: 'zh-CN', body: { code: 'Glass-1', nameZh: '玻璃', nameEn: 'Glass' } });
    expect(zh.msg).toBe('请求参数不正确：code 编码以小写字母开头，只能包含小写字母、数字和 _，最多 30 位');
    const en = await call(t.app, 'POST', 'zj/1301/mode/save', { token: admin, lang: 'en-US', body: { code: '1sea', nameZh: '海运', nameEn: 'Sea' } });
    expect(en.msg).toBe('Invalid request: code A code starts with a lower-case letter and has up to 30 lower-case letters, digits or _');
    ok(await call(t.app, 'POST', 'zj/1201/save', { token: admin, body: { code: 'ｇｌａｓｓ', nameZh: '玻璃', nameEn: 'Glass' } }));
    expect(await t.db.query(`select code from cargo_attribute where code = 'glass'`)).toEqual([{ code: 'glass' }]);
  });

  it('full-width text is saved half-width and trimmed (mapping)', async () => {
    const saved = ok(await call(t.app, 'POST', 'zj/0104/mapping/save', { token: admin, body: { channel: 'ＩＮＴ１００１', channelName: 'Ｐｅａｋ　', systemName: 'Peak' } })).data;
    expect(saved).toMatchObject({ channel: 'INT1001', channelName: 'Peak' });
  });

  it('a full-width postcode is found remote in the trial and in the remote check, as the half-width one', async () => {
    const remoteOf = async (postcode: string) => {
      const r = ok(await call(t.app, 'POST', 'xx/0402/trial', { token: customer, body: { country: 'GB', postcode, weight: 3 } })).data;
      return r.quotes.map((q: Json) => [q.routeId, q.remote, q.remoteFee]);
    };
    const half = await remoteOf('ZE2 9XX');
    expect(half.some(([, remote]: unknown[]) => remote)).toBe(true);
    expect(await remoteOf('ＺＥ２　９ＸＸ')).toEqual(half);
    const check = ok(await call(t.app, 'POST', 'xx/0402/remote', { token: customer, body: { country: 'GB', postcode: 'ＺＥ２　９ＸＸ' } })).data;
    expect(check.remote).toBe(true);
  });

  it('a bad trial body gets one message per field, in the caller\'s language', async () => {
    const en = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'GB', weight: -1 } });
    expect(en.msg).not.toMatch(/anyOf|wrong type|;/);
    expect(en.msg).toMatch(/^Invalid request: weight /);
    const zh = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang: 'zh-CN', body: { country: 'GB', weight: 'abc', pieces: 0 } });
    expect(zh.msg.split('；').length + zh.msg.split('; ').length - 1).toBe(2);
    expect(zh.msg).toMatch(/^请求参数不正确：weight .*; pieces /);
  });

  it('the route–channel binding only edits: a save without the route\'s id is refused, no route added', async () => {
    const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from route`);
    const en = await call(t.app, 'POST', 'zj/0103/channel/save', { token: admin, lang: 'en-US', body: { channelCode: 'INT1234', transferMethod: 'auto', priceChannelSeq: 1 } });
    expect(en.msg).toBe('Invalid request: id is required');
    const zh = await call(t.app, 'POST', 'zj/0103/channel/save', { token: admin, lang: 'zh-CN', body: { channelCode: 'INT1234' } });
    expect(zh.msg).not.toMatch(/Failing row|null|route/);
    expect(zh.msg).toMatch(/^请求参数不正确：id /);
    expect((await t.db.query<{ n: number }>(`select count(*)::int as n from route`))[0].n).toBe(n);
  });

  it('trunk tariff breaks are refused by row: unknown fields, a limit that does not rise, a price that is no number', async () => {
    const [{ mode, delivery }] = await t.db.query<{ mode: number; delivery: number }>(`select (select min(id) from transport_mode) as mode, (select min(id) from delivery_mode) as delivery`);
    const base = { transportModeId: mode, deliveryModeId: delivery, warehouse: 'SZ-TEST', currency: 'RMB', minCharge: '10', volumetricDivisor: '6000' };
    const junk = await call(t.app, 'POST', 'zj/1301/tariff/save', { token: admin, lang: 'en-US', body: { ...base, breaks: [{ foo: 1 }, { upTo: '-5', rate: 'abc' }] } });
    // The row's missing field is named by its whole path, as the form shows it under that cell.
    expect(junk.msg).toMatch(/^Invalid request: breaks\/0\/upTo is required/);
    expect(junk.msg).toContain('breaks/1/upTo');
    expect(junk.msg).toContain('breaks/1/rate');
    const falling = await call(t.app, 'POST', 'zj/1301/tariff/save', { token: admin, lang: 'zh-CN', body: { ...base, breaks: [{ upTo: '10', rate: '5' }, { upTo: '5', rate: '4' }] } });
    expect(falling.msg).toBe('数据不正确：分区 SZ-TEST：重量上限 5 须为数字且大于上一段的 10');
    expect(await t.db.query(`select 1 from trunk_tariff where warehouse = 'SZ-TEST'`)).toEqual([]);
    ok(await call(t.app, 'POST', 'zj/1301/tariff/save', { token: admin, body: { ...base, breaks: [{ upTo: '5', rate: '4' }, { upTo: '10', rate: '3.5' }] } }));
  });

  it('a database refusal is told in the caller\'s language without the database\'s text', async () => {
    // The form lets an edit clear the sort (optional there); the column holds no null.
    const [{ id }] = await t.db.query<{ id: number }>(`select min(id) as id from transport_mode`);
    const zh = await call(t.app, 'POST', 'zj/1301/mode/save', { token: admin, lang: 'zh-CN', body: { id, sort: null } });
    const en = await call(t.app, 'POST', 'zj/1301/mode/save', { token: admin, lang: 'en-US', body: { id, sort: null } });
    expect([zh.msg, en.msg]).toEqual(['sort为必填项', 'sort is required']);
    // A duplicate names what the user typed, not the key's columns.
    const dup = await call(t.app, 'POST', 'zj/1201/save', { token: admin, lang: 'en-US', body: { code: 'battery', nameZh: '电池', nameEn: 'Battery' } });
    expect(dup.msg).toBe('Duplicate record: battery');
  });
});
