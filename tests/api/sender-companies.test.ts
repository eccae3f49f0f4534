/**
 * ZJ0701_01 sender companies on the demo data (modules/zj/senderCompany.seed.ts: a Shanghai company,
 * the default, and a Shenzhen one): customer service and the administrator keep them, one default at
 * a time, the form's rules (V06) answered field by field in the caller's language; nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const id of ['kf', 'admin', 'manager', 'sales', 'customer']) tokens[id] = await login(t.app, id);
});
afterAll(() => t.close());

type Row = Record<string, any>;
const list = async (who: string, query: Record<string, string> = {}) =>
  ok(await call(t.app, 'GET', 'zj/0701/list', { token: tokens[who], query })).data as { list: Row[]; total: number };
const defaults = async () => (await t.db.query<{ company: string }>(`select company from sender_company where is_default`)).map((r) => r.company);
const company = (extra: Row = {}) => ({ company: '宁波示例货运有限公司', name: '周发货', country: 'CN', city: '宁波', address1: '北仑区港口路 2 号', ...extra });

describe('sender companies', () => {
  it('lists the default first, found by keyword and country', async () => {
    const all = await list('kf');
    expect(all.list.map((c) => [c.company, c.isDefault])).toEqual([['上海示例国际物流有限公司', true], ['深圳示例供应链有限公司', false]]);
    expect((await list('kf', { keyword: '深圳' })).list.map((c) => c.name)).toEqual(['林仓管']);
    expect((await list('admin', { keyword: '0755' })).total).toBe(1);
    expect((await list('admin', { country: 'us' })).total).toBe(0);
  });

  it('customer service adds, edits, makes the default (one at a time) and deletes', async () => {
    const added = ok(await call(t.app, 'POST', 'zj/0701/save', { token: tokens.kf, body: company({ isDefault: true }) })).data;
    expect(added).toMatchObject({ company: '宁波示例货运有限公司', isDefault: true });
    expect(await defaults()).toEqual(['宁波示例货运有限公司']);
    const [sz] = (await list('kf', { keyword: '深圳' })).list;
    ok(await call(t.app, 'POST', 'zj/0701/default', { token: tokens.kf, body: { id: sz.id } }));
    expect(await defaults()).toEqual(['深圳示例供应链有限公司']);
    const edited = ok(await call(t.app, 'POST', 'zj/0701/save', { token: tokens.admin, body: { id: added.id, phone: '0574-60000900' } })).data;
    expect(edited).toMatchObject({ phone: '0574-60000900', city: '宁波', isDefault: false });
    expect(ok(await call(t.app, 'POST', 'zj/0701/delete', { token: tokens.kf, body: { ids: [added.id] } })).data).toEqual({ deleted: 1 });
    expect((await list('kf')).total).toBe(2);
  });

  it("answers the form's rules (V06) field by field in the caller's language; nothing saved", async () => {
    const zh = await call(t.app, 'POST', 'zj/0701/save', { token: tokens.kf, lang: 'zh-CN', body: company({ name: '周' }) });
    expect(zh.msg).toBe('请求参数不正确：name 联系人姓名长度必须为 3 到 30 个字符（一个汉字按 2 个字符计）');
    const en = await call(t.app, 'POST', 'zj/0701/save', { token: tokens.kf, lang: 'en-US', body: company({ email: 'not-an-email' }) });
    expect(en.msg).toMatch(/^Invalid request: email /);
    const noCompany = await call(t.app, 'POST', 'zj/0701/save', { token: tokens.kf, lang: 'en-US', body: { name: '周发货', country: 'CN' } });
    expect(noCompany.msg).toBe('Invalid request: company is required');
    const nowhere = await call(t.app, 'POST', 'zj/0701/save', { token: tokens.kf, lang: 'en-US', body: company({ country: 'XX' }) });
    expect(nowhere).toMatchObject({ code: 500, msg: 'The country XX does not exist' });
    expect(await t.db.query(`select 1 from sender_company where company like '宁波%'`)).toEqual([]);
  });

  it("is customer service's and the administrator's (SCREENS.md: AD, KF); the manager only looks, nobody else sees it", async () => {
    expect((await list('manager')).total).toBe(2);
    const [sh] = (await list('manager')).list;
    for (const [url, body] of [
      ['zj/0701/save', { id: sh.id, phone: '021-1' }], ['zj/0701/default', { id: 2 }], ['zj/0701/delete', { ids: [sh.id] }],
    ] as const) {
      expect((await call(t.app, 'POST', url, { token: tokens.manager, lang: 'en-US', body })).msg, url).toBe('No permission for: zj/0701/edit');
    }
    expect(await defaults()).toEqual(['深圳示例供应链有限公司']);
    for (const who of ['sales', 'customer']) {
      const r = await call(t.app, 'GET', 'zj/0701/list', { token: tokens[who], lang: 'en-US' });
      expect(r.msg, who).toBe('No permission for: zj/0701/01.html');
    }
  });
});
