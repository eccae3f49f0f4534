/**
 * Cargo attributes come from ZJ1201_01: an attribute an administrator adds is offered to the
 * trial and to the rules, its combination rules and surcharges apply in quotes, and an unknown
 * or disabled code is refused with a message in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([login(t.app, 'admin'), login(t.app, 'customer')]);
});
afterAll(() => t.close());

const routeId = async (code: string) => (await t.db.query<{ id: number }>(`select id from route where code = $1`, [code]))[0].id;
const trial = (body: Record<string, unknown>, lang: 'zh-CN' | 'en-US' = 'en-US') =>
  call(t.app, 'POST', 'xx/0402/trial', { token: customer, lang, body: { country: 'US', postcode: '10001', weight: 1, orderTime: '2026-06-01T00:00:00Z', ...body } });
const options = async (lang: 'zh-CN' | 'en-US', general?: boolean) =>
  ok(await call(t.app, 'GET', 'zj/1201/attribute/options', { token: customer, lang, query: general ? { general: 'true' } : {} })).data.list as { value: string; label: string }[];

describe('cargo attributes from ZJ1201_01', () => {
  it('offers the enabled attributes in the caller\'s language; general only to the trial', async () => {
    expect(await options('zh-CN')).toEqual([
      { value: 'battery', label: '带电' }, { value: 'liquid', label: '液体' }, { value: 'magnetic', label: '带磁' }, { value: 'powder', label: '粉末' },
    ]);
    expect((await options('en-US', true)).map((o) => o.label)).toEqual(['General cargo', 'Battery', 'Liquid', 'Magnetic', 'Powder']);
  });

  it('a new attribute reaches the trial and the rules: its surcharge and its combination apply', async () => {
    ok(await call(t.app, 'POST', 'zj/1201/save', { token: admin, body: { code: 'fragile', nameZh: '易碎', nameEn: 'Fragile', sort: 9 } }));
    expect(await options('en-US')).toContainEqual({ value: 'fragile', label: 'Fragile' });

    ok(await call(t.app, 'POST', 'zj/1113/save', { token: admin, body: { name: 'Fragile handling', attributes: ['fragile'], kind: 'per_piece', value: '7', fuel: false, status: 'enabled' } }));
    const eco = await routeId('US-ECO');
    ok(await call(t.app, 'POST', 'zj/1112/save', { token: admin, body: { name: 'No fragile on economy', attributes: ['fragile'], action: 'exclude', routes: [eco], status: 'enabled' } }));

    const plain = (await trial({})).data;
    const r = (await trial({ cargoType: ['fragile'], pieces: 2 })).data;
    const express = r.quotes.find((q: any) => q.channelCode === 'INT1001');
    expect(express.surcharges).toContainEqual(expect.objectContaining({ name: 'Fragile handling', amount: '14.00' }));
    expect(plain.quotes.find((q: any) => q.channelCode === 'INT1001').surcharges.map((s: any) => s.name)).not.toContain('Fragile handling');
    expect(plain.quotes.map((q: any) => q.routeId)).toContain(eco);
    expect(r.quotes.map((q: any) => q.routeId)).not.toContain(eco);
    expect(r.excluded).toContainEqual(expect.objectContaining({ routeId: eco, reason: expect.stringContaining('No fragile on economy') }));
  });

  it('refuses an unknown or disabled attribute in the trial, in both languages', async () => {
    const unknown = await trial({ cargoType: ['battery', 'glass'] });
    expect(unknown.code).not.toBe(0);
    expect(unknown.msg).toBe('Cargo attribute glass does not exist or is disabled (see Cargo attributes)');
    expect((await trial({ cargoType: 'glass' }, 'zh-CN')).msg).toBe('货物属性 glass 不存在或已停用（见“货物属性”页面）');

    const powder = (await t.db.query<{ id: number }>(`select id from cargo_attribute where code = 'powder'`))[0].id;
    expect((await trial({ cargoType: ['powder'] })).code).toBe(0);
    ok(await call(t.app, 'POST', 'zj/1201/status', { token: admin, body: { ids: [powder], status: 'disabled' } }));
    expect((await trial({ cargoType: ['powder'] })).msg).toContain('Cargo attribute powder does not exist or is disabled');
    expect((await options('en-US')).map((o) => o.value)).not.toContain('powder');
    // A list cell still names it for a record that holds it (ZJ0103_03, ZJ1113_01: no raw code).
    const withDisabled = ok(await call(t.app, 'GET', 'zj/1201/attribute/options', { token: admin, lang: 'en-US', query: { withDisabled: 'true' } })).data.list;
    expect(withDisabled).toContainEqual({ value: 'powder', label: 'Powder' });
    const prices = await call(t.app, 'GET', 'xx/0401/list', { token: customer, lang: 'en-US', query: { country: 'US', weight: 1, cargoType: 'powder' } });
    expect(prices.msg).toContain('Cargo attribute powder');
  });

  it('refuses an unknown attribute in every rule save and saves nothing', async () => {
    const us = await routeId('US-EXP');
    const saves: [string, Record<string, unknown>][] = [
      ['zj/1112/save', { name: 'X', attributes: ['glass'], action: 'allow', routes: [us], status: 'enabled' }],
      ['zj/1113/save', { name: 'X', attributes: ['glass'], kind: 'fixed', value: '1', status: 'enabled' }],
      ['zj/1101/save', { routeId: us, name: 'X', attributes: ['glass'], startTime: '2026-01-01T00:00:00Z', endTime: '2026-12-31T00:00:00Z', exclude: true }],
      ['zj/0103/surcharge/save', { routeId: us, name: 'X', kind: 'fixed', value: '1', attributes: ['glass'] }],
    ];
    for (const [url, body] of saves) {
      const r = await call(t.app, 'POST', url, { token: admin, lang: 'zh-CN', body });
      expect(r.msg, url).toContain('货物属性 glass 不存在或已停用');
    }
    expect(await t.db.query(`select 1 from attribute_combination where name = 'X' union all select 1 from attribute_surcharge where name = 'X'
                             union all select 1 from special_route where name = 'X' union all select 1 from route_surcharge where name = 'X'`)).toEqual([]);
  });

});
