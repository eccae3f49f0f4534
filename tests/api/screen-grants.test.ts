/**
 * A role granted a screen can use everything that screen calls: hidden edit / detail pages load
 * and save through routes that also answer their own page, and option routes answer every screen
 * that shows the select. A role with none of those pages is refused in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { staffWithPages } from './grantedPages';

let t: TestApp;
let admin: string;
let outsider: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  // Holds a page none of these routes names (fuel rules).
  outsider = await staffWithPages(t, 'fuel_only', ['zj/0104/04.html']);
});
afterAll(() => t.close());

const idOf = async (table: 'customer' | 'role' | 'app_user', column: string, value: string) =>
  (await t.db.query<{ id: number }>(`select id from ${table} where ${column} = $1`, [value]))[0].id;

/** The refusal a caller holding none of `pages` gets, in both languages. */
async function expectRefused(method: 'GET' | 'POST', url: string, pages: string, opts: { query?: Record<string, number>; body?: unknown } = {}) {
  const zh = await call(t.app, method, url, { token: outsider, lang: 'zh-CN', ...opts });
  expect(zh).toMatchObject({ code: 500, msg: `没有访问权限：${pages}` });
  const en = await call(t.app, method, url, { token: outsider, lang: 'en-US', ...opts });
  expect(en).toMatchObject({ code: 500, msg: `No permission for: ${pages}` });
}

describe('hidden edit and detail pages', () => {
  it('XT0105_02 saves a role and its members dialog lists staff, without the roles list', async () => {
    const added = await call(t.app, 'POST', 'xt/0105/save', { token: admin, body: { code: 'packer', nameZh: '打包', nameEn: 'Packer' } });
    const token = await staffWithPages(t, 'role_editor', ['xt/0105/02.html']);
    expect((await call(t.app, 'GET', 'xt/0105/list', { token })).code).toBe(500);
    const saved = await call(t.app, 'POST', 'xt/0105/save', { token, body: { id: added.data.id, code: 'packer', nameZh: '打包员', nameEn: 'Packers' } });
    expect(saved).toMatchObject({ code: 0, data: { id: added.data.id } });
    expect((await t.db.query(`select name_en from role where id = $1`, [added.data.id]))[0]).toEqual({ name_en: 'Packers' });
    const options = await call(t.app, 'GET', 'zj/0601/options', { token, lang: 'en-US' });
    expect(options.data.leaders.map((o: { label: string }) => o.label)).toContain('王经理 (manager)');

    await expectRefused('POST', 'xt/0105/save', 'xt/0105/01.html, xt/0105/02.html', { body: { id: added.data.id, code: 'packer', nameZh: 'x', nameEn: 'x' } });
    expect((await t.db.query(`select name_zh from role where id = $1`, [added.data.id]))[0]).toEqual({ name_zh: '打包员' });
    await expectRefused('GET', 'zj/0601/options', 'zj/0601/01.html, zj/0601/02.html, xt/0105/02.html');
  });

  it('ZJ0601_02 fills its selects and saves a staff member, without the staff list', async () => {
    const kfRole = await idOf('role', 'code', 'kf');
    const added = await call(t.app, 'POST', 'zj/0601/save', { token: admin, body: { loginid: 'kf9', userName: '客服九', roleIds: [kfRole] } });
    const token = await staffWithPages(t, 'staff_editor', ['zj/0601/02.html']);
    expect((await call(t.app, 'GET', 'zj/0601/list', { token })).code).toBe(500);
    const options = await call(t.app, 'GET', 'zj/0601/options', { token, lang: 'en-US' });
    expect(options.data.roles.map((o: { label: string }) => o.label)).toContain('Customer service');
    const saved = await call(t.app, 'POST', 'zj/0601/save', { token, body: { id: added.data.id, loginid: 'kf9', userName: '客服玖', roleIds: [kfRole] } });
    expect(saved.code).toBe(0);
    expect((await t.db.query(`select user_name from app_user where id = $1`, [added.data.id]))[0]).toEqual({ user_name: '客服玖' });

    await expectRefused('POST', 'zj/0601/save', 'zj/0601/01.html, zj/0601/02.html', { body: { id: added.data.id, loginid: 'kf9', userName: 'x', roleIds: [kfRole] } });
    expect((await t.db.query(`select user_name from app_user where id = $1`, [added.data.id]))[0]).toEqual({ user_name: '客服玖' });
  });

  it('ZJ0101_02 and ZJ0101_03 load a customer of their scope only, without the customer list', async () => {
    const mine = await idOf('customer', 'code', 'C0001');
    const other = await idOf('customer', 'code', 'C0002');
    const tokens: string[] = [];
    for (const page of ['zj/0101/02.html', 'zj/0101/03.html']) {
      const token = await staffWithPages(t, `customer_${tokens.length}`, [page], ['C0001']);
      tokens.push(token);
      expect((await call(t.app, 'GET', 'zj/0101/list', { token })).code).toBe(500);
      const detail = await call(t.app, 'GET', 'zj/0101/detail', { token, query: { id: mine } });
      expect(detail).toMatchObject({ code: 0, data: { code: 'C0001', name: '上海示例贸易有限公司' } });
      const outside = await call(t.app, 'GET', 'zj/0101/detail', { token, lang: 'en-US', query: { id: other } });
      expect(outside).toMatchObject({ code: 500, msg: "No permission for this customer's data" });
    }
    const options = await call(t.app, 'GET', 'zj/0101/options', { token: tokens[0], lang: 'en-US' });
    expect(options.data.currencies.map((o: { value: string }) => o.value)).toContain('USD');

    await expectRefused('GET', 'zj/0101/detail', 'zj/0101/01.html, zj/0101/02.html, zj/0101/03.html', { query: { id: mine } });
    await expectRefused('GET', 'zj/0101/options', 'zj/0101/01.html, zj/0101/02.html, zj/0101/06.html');
  });

  it('ZJ0101_06 loads a customer of its scope and fills its staff selects, without the customer list', async () => {
    const mine = await idOf('customer', 'code', 'C0001');
    const token = await staffWithPages(t, 'owner_editor', ['zj/0101/06.html'], ['C0001']);
    expect((await call(t.app, 'GET', 'zj/0101/list', { token })).code).toBe(500);
    const detail = await call(t.app, 'GET', 'zj/0101/owner/detail', { token, query: { id: mine } });
    expect(detail).toMatchObject({ code: 0, data: { customerName: '上海示例贸易有限公司 (C0001)' } });
    const options = await call(t.app, 'GET', 'zj/0101/options', { token, lang: 'en-US' });
    expect(options.data.sales.map((o: { label: string }) => o.label)).toContain('李销售 (sales)');
    await expectRefused('GET', 'zj/0101/owner/detail', 'zj/0101/06.html', { query: { id: mine } });
  });
});

const labels = (r: { data: { list: { label: string }[] } }) => r.data.list.map((o) => o.label);

describe("pickers fed by another screen's list", () => {
  it('customers: every picking screen gets them, within the caller\'s data scope', async () => {
    for (const page of ['zj/0101/03.html', 'zj/0101/05.html', 'zj/0104/02.html']) {
      const token = await staffWithPages(t, `picks_customers_${page.slice(3, 7)}_${page.slice(8, 10)}`, [page], ['C0001']);
      expect(labels(await call(t.app, 'GET', 'zj/0101/customer/options', { token })), page).toEqual(['上海示例贸易有限公司 (C0001)']);
    }
    // The demo salesperson (customer list page) sees their customer only; view-all staff everybody.
    const sales = await login(t.app, 'sales');
    expect(labels(await call(t.app, 'GET', 'zj/0101/customer/options', { token: sales }))).toEqual(['上海示例贸易有限公司 (C0001)']);
    expect(labels(await call(t.app, 'GET', 'zj/0101/customer/options', { token: admin }))).toEqual(expect.arrayContaining(['上海示例贸易有限公司 (C0001)', '张小明 (C0002)']));
    // ZJ0101_03 picks customers awaiting review only.
    expect(labels(await call(t.app, 'GET', 'zj/0101/customer/options', { token: admin, query: { orderStatus: 'OS01' } }))).toContain('张小明 (C0002)');
    expect(labels(await call(t.app, 'GET', 'zj/0101/customer/options', { token: admin, query: { orderStatus: 'OS01' } }))).not.toContain('上海示例贸易有限公司 (C0001)');
    const badStatus = await call(t.app, 'GET', 'zj/0101/customer/options', { token: admin, lang: 'en-US', query: { orderStatus: 'OS9' } as never });
    expect(badStatus.code).toBe(500);
    await expectRefused('GET', 'zj/0101/customer/options', 'zj/0101/01.html, zj/0101/03.html, zj/0101/05.html, zj/0104/02.html');
  });

  it('routes, price tables and first-leg modes: each picking screen gets them in its language, without the list page', async () => {
    const cases: { url: string; pages: string[]; query?: Record<string, string>; zh: string; en: string }[] = [
      { url: 'zj/0103/route/options', pages: ['zj/0101/05.html', 'zj/0103/03.html', 'zj/0104/02.html', 'zj/1101/02.html', 'zj/1112/01.html', 'zj/1112/02.html', 'zj/1113/01.html', 'dd/0205/01.html', 'dd/0202/01.html', 'dd/0202/02.html', 'zj/0504/01.html', 'zj/0504/02.html'], zh: 'JP-EXP 日本快线', en: 'JP-EXP Japan Express' },
      { url: 'zj/0104/price/options', pages: ['zj/0101/05.html'], query: { ownOnly: 'false' }, zh: 'P-JP-EXP 日本快线 2026', en: 'P-JP-EXP Japan Express 2026' },
      { url: 'zj/1301/mode/options', pages: ['zj/1301/03.html'], zh: '海运', en: 'Sea' },
      { url: 'zj/1301/delivery/options', pages: ['zj/1301/03.html'], zh: '自提', en: 'Self pickup' },
    ];
    for (const c of cases) {
      for (const page of c.pages) {
        const token = await staffWithPages(t, `picks_${c.url.replace(/\W/g, '_')}_${page.replace(/\W/g, '_')}`, [page]);
        expect(labels(await call(t.app, 'GET', c.url, { token, lang: 'zh-CN', query: c.query })), `${c.url} ${page}`).toContain(c.zh);
        expect(labels(await call(t.app, 'GET', c.url, { token, lang: 'en-US', query: c.query })), `${c.url} ${page}`).toContain(c.en);
      }
    }
    // ZJ0101_05 offers customers' own price tables, not the route list prices.
    expect(labels(await call(t.app, 'GET', 'zj/0104/price/options', { token: admin, query: { ownOnly: 'true' } }))).not.toContain('P-JP-EXP 日本快线 2026');
    await expectRefused('GET', 'zj/0103/route/options', 'zj/0103/01.html, zj/0101/05.html, zj/0103/03.html, zj/0104/02.html, zj/1101/02.html, zj/1112/01.html, zj/1112/02.html, zj/1113/01.html, dd/0205/01.html, dd/0202/01.html, dd/0202/02.html, zj/0504/01.html, zj/0504/02.html');
    await expectRefused('GET', 'zj/0104/price/options', 'zj/0104/01.html, zj/0101/05.html');
    await expectRefused('GET', 'zj/1301/mode/options', 'zj/1301/01.html, zj/1301/03.html');
    await expectRefused('GET', 'zj/1301/delivery/options', 'zj/1301/02.html, zj/1301/03.html');
  });
});
