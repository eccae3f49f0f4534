import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

interface Node {
  id: number;
  kind: string;
  url: string | null;
  name: string;
  children?: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const roleId = async (code: string) => (await t.db.query<{ id: number }>(`select id from role where code = $1`, [code]))[0].id;
const userId = async (loginid: string) => (await t.db.query<{ id: number }>(`select id from app_user where loginid = $1`, [loginid]))[0].id;

describe('xt/0101 menu management', () => {
  it('gives admin the whole tree in the caller language; refuses manager and customers', async () => {
    const r = await call(t.app, 'GET', 'xt/0101/list', { token: admin, lang: 'en-US' });
    expect(r.code).toBe(0);
    const all = flat(r.data.list);
    expect(all.length).toBe(r.data.total);
    const page = all.find((n) => n.url === 'xt/0101/01.html');
    expect(page).toMatchObject({ kind: 'page', name: 'Menu management' });
    expect(all.some((n) => n.url === 'zj/0601/02.html')).toBe(true); // hidden pages are listed too
    for (const who of ['manager', 'customer']) {
      const refused = await call(t.app, 'GET', 'xt/0101/list', { token: await login(t.app, who), lang: 'en-US' });
      expect(refused.msg).toBe('No permission for: xt/0101/01.html');
    }
    const kw = await call(t.app, 'GET', 'xt/0101/list', { token: admin, query: { keyword: '菜单管理' } });
    expect(flat(kw.data.list).filter((n) => n.kind === 'page').map((n) => n.url)).toEqual(['xt/0101/01.html']);
  });

  it('adds a folder and a page, moves and deletes them', async () => {
    const folder = await call(t.app, 'POST', 'xt/0101/save', { token: admin, body: { kind: 'folder', nameZh: '测试目录', nameEn: 'Test folder', icon: 'ToolOutlined' } });
    expect(folder.code).toBe(0);
    const bad = await call(t.app, 'POST', 'xt/0101/save', { token: admin, lang: 'en-US', body: { kind: 'page', nameZh: '页', nameEn: 'Page', url: 'zj/601/1.html', parentId: folder.data.id } });
    expect(bad.msg).toBe('Invalid request: url A page address looks like module/number/page.html, e.g. zj/0601/01.html');
    const badZh = await call(t.app, 'POST', 'xt/0101/save', { token: admin, lang: 'zh-CN', body: { kind: 'page', nameZh: '页', nameEn: 'Page', parentId: folder.data.id } });
    expect(badZh.msg).toBe('页面必须填写地址（mod/NNNN/SS.html）');
    const page = await call(t.app, 'POST', 'xt/0101/save', { token: admin, body: { kind: 'page', nameZh: '员工', nameEn: 'Staff', url: 'zj/0601/01.html', parentId: folder.data.id } });
    expect(page.code).toBe(0);
    const [row] = await t.db.query<{ screen_code: string; parent_id: number }>(`select screen_code, parent_id from menu where id = $1`, [page.data.id]);
    expect(row).toEqual({ screen_code: 'ZJ0601_01', parent_id: folder.data.id });

    const underPage = await call(t.app, 'POST', 'xt/0101/save', { token: admin, lang: 'en-US', body: { kind: 'folder', nameZh: 'x', nameEn: 'x', parentId: page.data.id } });
    expect(underPage.msg).toBe('The parent menu must be a folder');
    const cycle = await call(t.app, 'POST', 'xt/0101/move', { token: admin, lang: 'en-US', body: { id: folder.data.id, parentId: folder.data.id } });
    expect(cycle.msg).toBe('A menu cannot be moved under itself or one of its children');

    // Move the page to the root at the first position.
    expect((await call(t.app, 'POST', 'xt/0101/move', { token: admin, body: { id: page.data.id, parentId: null, index: 0 } })).code).toBe(0);
    const roots = (await call(t.app, 'GET', 'xt/0101/list', { token: admin })).data.list as Node[];
    expect(roots[0].id).toBe(page.data.id);
    // Back into the folder; then the folder cannot go while it holds the page.
    await call(t.app, 'POST', 'xt/0101/move', { token: admin, body: { id: page.data.id, parentId: folder.data.id } });
    const blocked = await call(t.app, 'POST', 'xt/0101/delete', { token: admin, lang: 'en-US', body: { id: folder.data.id } });
    expect(blocked.msg).toBe('The folder "Test folder" still holds menus: delete or move them first');
    expect((await call(t.app, 'POST', 'xt/0101/delete', { token: admin, body: { ids: [folder.data.id, page.data.id] } })).data).toEqual({ deleted: 2 });
  });
});

describe('xt/0105 roles', () => {
  it('lists roles with member counts; admin only', async () => {
    const r = await call(t.app, 'GET', 'xt/0105/list', { token: admin, lang: 'en-US', query: { pageSize: 50 } });
    expect(r.code).toBe(0);
    const sales = r.data.list.find((x: { code: string }) => x.code === 'sales');
    expect(sales).toMatchObject({ name: 'Sales', status: 'enabled', builtin: true });
    expect(sales.memberCount).toBeGreaterThanOrEqual(1);
    const refused = await call(t.app, 'GET', 'xt/0105/list', { token: await login(t.app, 'manager'), lang: 'en-US' });
    expect(refused.msg).toBe('No permission for: xt/0105/01.html');
  });

  it('adds a role, grants menus (at least one) and members; members then hold the pages', async () => {
    const add = await call(t.app, 'POST', 'xt/0105/save', { token: admin, body: { code: 'auditor', nameZh: '审计', nameEn: 'Auditor' } });
    expect(add.code).toBe(0);
    const id = add.data.id;
    const dup = await call(t.app, 'POST', 'xt/0105/save', { token: admin, lang: 'en-US', body: { code: 'auditor', nameZh: 'x', nameEn: 'x' } });
    expect(dup.msg).toBe('The role code "auditor" is already in use');

    const tree = await call(t.app, 'GET', 'xt/0105/menu', { token: admin, query: { roleId: id } });
    expect(tree.data.menuIds).toEqual([]);
    interface PermNode { menuId: number | null; url: string | null; kind: string; children?: PermNode[] }
    const walk = (nodes: PermNode[]): PermNode[] => nodes.flatMap((n) => [n, ...walk(n.children ?? [])]);
    const pages = walk(tree.data.tree);
    const staffPage = pages.find((n) => n.url === 'zj/0601/01.html')!;
    expect(staffPage).toBeTruthy();
    // Function points hang under their page, once, so every tree key is unique.
    const keys = walk(tree.data.tree).map((n) => (n as unknown as { key: string }).key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('fn:zj/0601/resetpwd');

    const none = await call(t.app, 'POST', 'xt/0105/menu/save', { token: admin, lang: 'zh-CN', body: { roleId: id, menuIds: [] } });
    expect(none.msg).toBe('请至少选择一个菜单');
    const noneEn = await call(t.app, 'POST', 'xt/0105/menu/save', { token: admin, lang: 'en-US', body: { roleId: id, menuIds: [] } });
    expect(noneEn.msg).toBe('Pick at least one menu');
    expect((await call(t.app, 'POST', 'xt/0105/menu/save', { token: admin, body: { roleId: id, menuIds: [staffPage.menuId!] } })).code).toBe(0);
    const again = await call(t.app, 'GET', 'xt/0105/menu', { token: admin, query: { roleId: id } });
    expect(again.data.menuIds).toContain(staffPage.menuId);
    expect(again.data.menuIds.length).toBeGreaterThan(1); // the folders above it come along
    expect(again.data.checkedKeys).toEqual([String(staffPage.menuId)]);

    const ops = await userId('ops');
    expect((await call(t.app, 'GET', 'zj/0601/list', { token: await login(t.app, 'ops') })).code).toBe(500);
    expect((await call(t.app, 'POST', 'xt/0105/member/save', { token: admin, body: { roleId: id, userIds: [ops] } })).data).toEqual({ members: 1 });
    const members = await call(t.app, 'GET', 'xt/0105/member/list', { token: admin, query: { roleId: id } });
    expect(members.data.list.map((m: { loginid: string }) => m.loginid)).toEqual(['ops']);
    expect((await call(t.app, 'GET', 'zj/0601/list', { token: await login(t.app, 'ops') })).code).toBe(0);

    // Disabled role: its grants stop counting.
    expect((await call(t.app, 'POST', 'xt/0105/status', { token: admin, body: { id, status: 'disabled' } })).code).toBe(0);
    expect((await call(t.app, 'GET', 'zj/0601/list', { token: await login(t.app, 'ops') })).code).toBe(500);

    const busy = await call(t.app, 'POST', 'xt/0105/delete', { token: admin, lang: 'en-US', body: { id } });
    expect(busy.msg).toBe('The role "Auditor" still has 1 members: remove them first');
    expect((await call(t.app, 'POST', 'xt/0105/member/save', { token: admin, body: { roleId: id, userIds: [ops], mode: 'remove' } })).data).toEqual({ members: 0 });
    expect((await call(t.app, 'POST', 'xt/0105/delete', { token: admin, body: { id } })).data).toEqual({ deleted: 1 });
  });

  it('protects built-in roles and the administrator', async () => {
    const sales = await roleId('sales');
    const del = await call(t.app, 'POST', 'xt/0105/delete', { token: admin, lang: 'en-US', body: { id: sales } });
    expect(del.msg).toBe('The built-in role "Sales" cannot be deleted');
    const adminRole = await roleId('admin');
    const off = await call(t.app, 'POST', 'xt/0105/status', { token: admin, lang: 'zh-CN', body: { ids: [adminRole], status: 'disabled' } });
    expect(off.msg).toBe('管理员角色不能停用');
    const empty = await call(t.app, 'POST', 'xt/0105/member/save', { token: admin, lang: 'en-US', body: { roleId: adminRole, userIds: [] } });
    expect(empty.msg).toBe('The administrator role must keep at least one member');
    // Rolled back: admin still works.
    expect((await call(t.app, 'GET', 'xt/0105/list', { token: admin })).code).toBe(0);
    const code = await call(t.app, 'POST', 'xt/0105/save', { token: admin, lang: 'en-US', body: { id: sales, code: 'xs', nameZh: '销售', nameEn: 'Sales' } });
    expect(code.msg).toBe('The code of a built-in role cannot be changed');
    const badCode = await call(t.app, 'POST', 'xt/0105/save', { token: admin, lang: 'en-US', body: { code: 'Bad Code', nameZh: 'x', nameEn: 'x' } });
    expect(badCode.msg).toMatch(/^Invalid request: code/);
  });
});

describe('text normalisation and validation messages', () => {
  it('trims and converts full-width text; blank names are refused in the caller language', async () => {
    const r = await call(t.app, 'POST', 'xt/0105/save', { token: admin, body: { code: 'tmp_role', nameZh: '　临时角色　', nameEn: ' Ｔｅｍｐ ' } });
    expect(r.code).toBe(0);
    const [row] = await t.db.query<{ name_zh: string; name_en: string }>(`select name_zh, name_en from role where id = $1`, [r.data.id]);
    expect(row).toEqual({ name_zh: '临时角色', name_en: 'Temp' });
    const blank = await call(t.app, 'POST', 'xt/0101/save', { token: admin, lang: 'zh-CN', body: { kind: 'folder', nameZh: '   ', nameEn: 'x' } });
    expect(blank.code).toBe(500);
    expect(blank.msg).toMatch(/^请求参数不正确：nameZh /);
    expect(blank.msg).not.toMatch(/[a-z]{4,} (must|should)/);
  });
});
