import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_MENUS, SCREENS, menuCodes, screenByCode, screenByUrl, type RoleCode } from '../../src/domain/screens/catalog';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Node {
  menuId: number;
  menuName: string;
  url: string | null;
  icon: string | null;
  hidden: boolean;
  subMenuList: Node[];
}

const pageUrls = (nodes: Node[]): string[] => nodes.flatMap((n) => (n.url ? (n.hidden ? [] : [n.url]) : pageUrls(n.subMenuList)));
const hiddenUrls = (nodes: Node[]): string[] => nodes.flatMap((n) => (n.url ? (n.hidden ? [n.url] : []) : hiddenUrls(n.subMenuList)));
const folders = (nodes: Node[]): Node[] => nodes.flatMap((n) => (n.url ? [] : [n, ...folders(n.subMenuList)]));

const DEMO: [loginid: string, role: RoleCode][] = [
  ['admin', 'admin'], ['manager', 'manager'], ['sales', 'sales'], ['kf', 'kf'], ['finance', 'finance'],
  ['ops', 'ops'], ['dealer', 'dealer'], ['customer', 'customer'], ['customer2', 'customer'],
];

describe('xt/0101/menu/list', () => {
  it.each(DEMO)('gives %s the visible screens of its default tree (%s)', async (loginid, role) => {
    const token = await login(t.app, loginid);
    const r = await call<Node[]>(t.app, 'GET', 'xt/0101/menu/list', { token });
    expect(r.code).toBe(0);
    const urls = pageUrls(r.data);
    expect(urls.length).toBeGreaterThan(0);
    const expected = new Set(
      menuCodes(ROLE_MENUS[role]).map((c) => screenByCode(c)!).filter((s) => !s.hidden).map((s) => s.url),
    );
    if (role === 'admin') for (const s of SCREENS) if (!s.hidden && !s.public) expected.add(s.url);
    // A customer account's own pages (its profile completion, its account manager) are not a staff member's.
    if (role !== 'customer') for (const s of SCREENS) if (s.customerAccountsOnly) expected.delete(s.url);
    expect(new Set(urls)).toEqual(expected);
    for (const f of folders(r.data)) expect(f.subMenuList.length).toBeGreaterThan(0);
  });

  it('keeps customers out of staff screens and hidden screens out of the listed entries', async () => {
    const token = await login(t.app, 'customer');
    const urls = pageUrls((await call<Node[]>(t.app, 'GET', 'xt/0101/menu/list', { token })).data);
    expect(urls).toContain('dd/0101/01.html');
    expect(urls).not.toContain('zj/0601/01.html');
    expect(urls).not.toContain('mn/0401/04.html');
  });

  it.each(DEMO)("marks the hidden pages granted to %s (child tabs it may open) as hidden, its menu screens' children included", async (loginid, role) => {
    const token = await login(t.app, loginid);
    const tree = (await call<Node[]>(t.app, 'GET', 'xt/0101/menu/list', { token })).data;
    // The hidden children of the role's menu screens that the role is listed for (admin: all of them).
    const listed = new Set(menuCodes(ROLE_MENUS[role]));
    const expected = new Set(
      SCREENS.filter((s) => s.hidden && s.parent && (role === 'admin' ? !s.public : listed.has(s.parent) && s.roles.includes(role))).map((s) => s.url),
    );
    const hidden = hiddenUrls(tree);
    // Nothing else is marked hidden but catalogue-hidden pages (and public pages placed for the admin),
    // and the pages the role's SCREENS.md row grants though its section 11 tree leaves them out.
    const unlisted = (u: string) => { const s = screenByUrl(u); return !!s && s.roles.includes(role) && !listed.has(s.code); };
    expect(hidden.filter((u) => !screenByUrl(u)?.hidden && !screenByUrl(u)?.public && !unlisted(u))).toEqual([]);
    for (const u of expected) expect(hidden).toContain(u);
    // Each is granted: the authority check (the one its own APIs use) says so.
    const auth = await call<Record<string, number>>(t.app, 'GET', 'mn/0000/authority', { token, query: { url: hidden } });
    expect(hidden.filter((u) => Number(auth.data[u]) !== 1)).toEqual([]);
  });

  it("customer service may open the first-leg order its SCREENS.md row grants, though its menu tree does not list it", async () => {
    const token = await login(t.app, 'kf');
    const tree = (await call<Node[]>(t.app, 'GET', 'xt/0101/menu/list', { token })).data;
    expect(hiddenUrls(tree)).toContain('dd/1401/01.html');
    // One url asked: the answer is its flag.
    expect((await call<number>(t.app, 'GET', 'mn/0000/authority', { token, query: { url: 'dd/1401/01.html' } })).data).toBe(1);
  });

  it('a customer may open an order detail (DD0205_02) but not a staff edit page', async () => {
    const token = await login(t.app, 'customer');
    const hidden = hiddenUrls((await call<Node[]>(t.app, 'GET', 'xt/0101/menu/list', { token })).data);
    expect(hidden).toContain('dd/0205/02.html');
    expect(hidden).not.toContain('zj/0601/02.html');
  });

  it('names menus in the request language', async () => {
    const token = await login(t.app, 'customer');
    const zh = await call<Node[]>(t.app, 'GET', 'xt/0101/menu/list', { token, lang: 'zh-CN' });
    const en = await call<Node[]>(t.app, 'GET', 'xt/0101/menu/list', { token, lang: 'en-US' });
    expect(zh.data[0].menuName).toBe('首页');
    expect(en.data[0].menuName).toBe('Home');
    expect(en.data[0].icon).toBe('HomeOutlined');
  });

  it('asks for a token', async () => {
    const r = await call(t.app, 'GET', 'xt/0101/menu/list', { lang: 'en-US' });
    expect(r.code).toBe(500);
    expect(r.msg).toMatch(/token/);
  });
});

describe('menu names', () => {
  const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.menuName, ...names(n.subMenuList)]);
  const noted = (list: string[]) => list.filter((n) => /[(（](?![A-Z]{2,}[)）])/.test(n));

  it('are product words in both languages, without catalogue notes', async () => {
    for (const loginid of ['admin', 'customer', 'sales']) {
      const token = await login(t.app, loginid);
      for (const lang of ['en-US', 'zh-CN'] as const) {
        const r = await call<Node[]>(t.app, 'GET', 'xt/0101/menu/list', { token, lang });
        expect(noted(names(r.data)), `${loginid} ${lang}`).toEqual([]);
      }
    }
  });

  it('a database seeded with the noted names gets the product names when migrated (0035); an administrator\'s rename stays', async () => {
    const { migrate } = await import('../../src/server/db/migrate');
    await t.db.query(`update menu set name_en = 'Work platform (home tab)' where url = 'mn/0501/01.html'`);
    await t.db.query(`update menu set name_en = 'My problem parcels (customer variant)' where url = 'dd/0208/11.html'`);
    await t.db.query(`update menu set name_en = 'Finance (view)' where kind = 'folder' and folder_key = 'finance' and name_zh = '财务'`);
    await t.db.query(`update menu set name_en = 'Problems of mine' where url = 'dd/0208/01.html'`);
    await t.db.query(`delete from schema_migration where name = '0035_menu_names.sql'`);
    expect(await migrate(t.db)).toEqual(['0035_menu_names.sql']);
    const r = await call<Node[]>(t.app, 'GET', 'xt/0101/menu/list', { token: await login(t.app, 'customer'), lang: 'en-US' });
    expect(r.data.find((n) => n.subMenuList.some((c) => c.url === 'mn/0501/01.html'))?.subMenuList.find((c) => c.url === 'mn/0501/01.html')?.menuName).toBe('Workbench');
    expect(noted(names(r.data))).toEqual([]);
    const rows = await t.db.query<{ url: string; name_en: string }>(`select url, name_en from menu where url in ('dd/0208/11.html', 'dd/0208/01.html')`);
    expect(new Set(rows.filter((x) => x.url === 'dd/0208/11.html').map((x) => x.name_en))).toEqual(new Set(['My problem parcels']));
    expect(new Set(rows.filter((x) => x.url === 'dd/0208/01.html').map((x) => x.name_en))).toEqual(new Set(['Problems of mine']));
    expect(await t.db.query(`select 1 from menu where name_en like '%(view)'`)).toEqual([]);
  });
});
