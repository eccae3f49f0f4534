import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_MENUS, SCREENS, menuCodes, screenByCode, type RoleCode } from '../../src/domain/screens/catalog';
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
  subMenuList: Node[];
}

const pageUrls = (nodes: Node[]): string[] => nodes.flatMap((n) => (n.url ? [n.url] : pageUrls(n.subMenuList)));
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
    expect(new Set(urls)).toEqual(expected);
    for (const f of folders(r.data)) expect(f.subMenuList.length).toBeGreaterThan(0);
  });

  it('keeps customers out of staff screens and hidden screens out of the tree', async () => {
    const token = await login(t.app, 'customer');
    const urls = pageUrls((await call<Node[]>(t.app, 'GET', 'xt/0101/menu/list', { token })).data);
    expect(urls).toContain('dd/0101/01.html');
    expect(urls).not.toContain('zj/0601/01.html');
    expect(urls).not.toContain('mn/0401/04.html');
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
