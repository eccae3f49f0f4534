/**
 * Special routes (ZJ1101): SCREENS.md gives disable and delete to the list ZJ1101_01 (AD, MG), and
 * the edit page ZJ1101_02 (AD) only saves. A role holding the list alone disables, re-enables and
 * deletes, and cannot load or save a special route; a role with neither page is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { staffWithPages } from './grantedPages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('special routes by page', () => {
  it('ZJ1101_01 disables, re-enables and deletes by itself; loading and saving need ZJ1101_02', async () => {
    const listOnly = await staffWithPages(t, 'special_list_only', ['zj/1101/01.html']);
    const [{ id }] = await t.db.query<{ id: number }>(`select min(id) as id from special_route where state = 'active'`);
    const state = async () => (await t.db.query<{ state: string; name: string }>(`select state, name from special_route where id = $1`, [id]))[0];
    const before = await state();
    expect((await call(t.app, 'POST', 'zj/1101/disable', { token: listOnly, body: { ids: [id] } })).data).toEqual({ updated: 1 });
    expect((await state()).state).toBe('disabled');
    expect((await call(t.app, 'POST', 'zj/1101/enable', { token: listOnly, body: { ids: [id] } })).data).toEqual({ updated: 1 });
    expect((await state()).state).toBe('active');
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const save = await call(t.app, 'POST', 'zj/1101/save', { token: listOnly, lang, body: { id, name: 'renamed' } });
      expect(save.msg).toBe(lang === 'en-US' ? 'No permission for: zj/1101/02.html' : '没有访问权限：zj/1101/02.html');
      expect((await call(t.app, 'GET', 'zj/1101/detail', { token: listOnly, lang, query: { id } })).code).toBe(500);
    }
    expect((await state()).name).toBe(before.name);
    expect((await call(t.app, 'POST', 'zj/1101/delete', { token: listOnly, body: { ids: [id] } })).data).toEqual({ deleted: 1 });
    expect((await state()).state).toBe('deleted');
    // The demo manager holds ZJ1101_01 too; a role with neither page is refused, both named.
    const manager = await login(t.app, 'manager');
    const [{ other }] = await t.db.query<{ other: number }>(`select min(id) as other from special_route where state <> 'deleted'`);
    expect((await call(t.app, 'POST', 'zj/1101/disable', { token: manager, body: { ids: [other] } })).code).toBe(0);
    const outsider = await staffWithPages(t, 'special_outsider', ['zj/0104/04.html']);
    for (const url of ['zj/1101/disable', 'zj/1101/enable', 'zj/1101/delete']) {
      const r = await call(t.app, 'POST', url, { token: outsider, lang: 'en-US', body: { ids: [other] } });
      expect([url, r.msg]).toEqual([url, 'No permission for: zj/1101/01.html, zj/1101/02.html']);
    }
    expect((await t.db.query(`select state from special_route where id = $1`, [other]))[0]).toEqual({ state: 'disabled' });
  });
});
