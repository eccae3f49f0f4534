import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, DEMO_PASSWORD, type TestApp } from './harness';
import { staffWithPages } from './grantedPages';

/**
 * The one account rule (platform/auth/accountRule.ts) on every route that changes an account:
 * only an administrator changes an administrator (or makes one, or changes view-all); a
 * customer's login only within the caller's data scope. Each case is what a manager of the demo
 * could do before: the manager holds zj/0601 and the reset function points, sees C0001 only.
 */
let t: TestApp;
let manager: string;
let admin: string;
let ids: Record<string, number>;
let roleIds: Record<string, number>;
let c2: number;
beforeAll(async () => {
  t = await createTestApp();
  manager = await login(t.app, 'manager');
  admin = await login(t.app, 'admin');
  ids = Object.fromEntries((await t.db.query<{ loginid: string; id: number }>(`select loginid, id from app_user`)).map((r) => [r.loginid, r.id]));
  roleIds = Object.fromEntries((await t.db.query<{ code: string; id: number }>(`select code, id from role`)).map((r) => [r.code, r.id]));
  [{ id: c2 }] = await t.db.query<{ id: number }>(`select id from customer where code = 'C0002'`);
});
afterAll(() => t.close());

const adminOnly = { code: 500, msg: 'Only an administrator may grant the administrator role or change an administrator account' };
const adminStillLogsIn = async () => expect(await login(t.app, 'admin', DEMO_PASSWORD)).toBeTruthy();

describe('only an administrator changes an administrator account', () => {
  it('mn/0101/pwd/reset: a manager cannot reset the administrator (the issue: the manager then logged in as admin)', async () => {
    const r = await call(t.app, 'POST', 'mn/0101/pwd/reset', { token: manager, lang: 'en-US', body: { userId: ids.admin } });
    expect(r).toMatchObject(adminOnly);
    const zh = await call(t.app, 'POST', 'mn/0101/pwd/reset', { token: manager, lang: 'zh-CN', body: { userId: ids.admin } });
    expect(zh.msg).toBe('只有管理员可以分配管理员角色或修改管理员账号');
    // Nothing changed: the admin password is the same, the default one opens nothing.
    await adminStillLogsIn();
    expect((await call(t.app, 'POST', 'mn/0101/login', { body: { loginid: 'admin', password: t.config.defaultPassword } })).code).toBe(500);
  });

  it('zj/0601/resetpwd, lock, status and save refuse the same, in one answer', async () => {
    const attempts = [
      call(t.app, 'POST', 'zj/0601/resetpwd', { token: manager, lang: 'en-US', body: { id: ids.admin } }),
      call(t.app, 'POST', 'zj/0601/lock', { token: manager, lang: 'en-US', body: { ids: [ids.sales, ids.admin] } }),
      call(t.app, 'POST', 'zj/0601/status', { token: manager, lang: 'en-US', body: { id: ids.admin, status: 'disabled' } }),
      call(t.app, 'POST', 'zj/0601/save', { token: manager, lang: 'en-US', body: { id: ids.admin, userName: 'x', roleIds: [roleIds.admin] } }),
      call(t.app, 'POST', 'zj/0601/save', { token: manager, lang: 'en-US', body: { loginid: 'boss2', userName: 'x', roleIds: [roleIds.admin] } }),
    ];
    for (const r of await Promise.all(attempts)) expect(r).toMatchObject(adminOnly);
    const [row] = await t.db.query<{ locked: boolean; enabled: boolean }>(`select locked, enabled from app_user where loginid = 'sales'`);
    expect(row).toEqual({ locked: false, enabled: true });
    await adminStillLogsIn();
  });

  it('an administrator may: the reset answers a one-time password for the other administrator', async () => {
    await t.db.query(`insert into app_user (loginid, password_hash, user_name, user_type) select 'admin2', password_hash, 'admin2', 'staff' from app_user where loginid = 'admin'`);
    await t.db.query(`insert into user_role (user_id, role_id) select id, $1 from app_user where loginid = 'admin2'`, [roleIds.admin]);
    const [a2] = await t.db.query<{ id: number }>(`select id from app_user where loginid = 'admin2'`);
    const r = ok(await call(t.app, 'POST', 'mn/0101/pwd/reset', { token: admin, body: { userId: a2.id } }));
    expect(r.data.passwords).toEqual([{ userId: a2.id, loginid: 'admin2', password: expect.any(String) }]);
    expect(await login(t.app, 'admin2', r.data.passwords[0].password)).toBeTruthy();
  });

  it('role membership: a holder of the role screens who is not an administrator cannot join, nor empty, the administrator role', async () => {
    const roleAdmin = await staffWithPages(t, 'role_keeper', ['xt/0105/01.html', 'xt/0105/02.html']);
    const me = (await t.db.query<{ id: number }>(`select id from app_user where loginid = 'role_keeper'`))[0].id;
    const join = await call(t.app, 'POST', 'xt/0105/member/save', { token: roleAdmin, lang: 'en-US', body: { roleId: roleIds.admin, userIds: [me], mode: 'add' } });
    expect(join).toMatchObject(adminOnly);
    const remove = await call(t.app, 'POST', 'xt/0105/member/save', { token: roleAdmin, lang: 'en-US', body: { roleId: roleIds.admin, userIds: [ids.admin], mode: 'remove' } });
    expect(remove).toMatchObject(adminOnly);
    // Nor move an administrator out of another role, nor change what the administrator role may open.
    const ops = await call(t.app, 'POST', 'xt/0105/member/save', { token: roleAdmin, lang: 'en-US', body: { roleId: roleIds.ops, userIds: [ids.admin], mode: 'add' } });
    expect(ops).toMatchObject(adminOnly);
    const menus = (await t.db.query<{ menu_id: number }>(`select menu_id from role_menu where role_id = $1`, [roleIds.admin])).map((r) => r.menu_id);
    const grant = await call(t.app, 'POST', 'xt/0105/menu/save', { token: roleAdmin, lang: 'en-US', body: { roleId: roleIds.admin, menuIds: menus.slice(0, 1) } });
    expect(grant).toMatchObject(adminOnly);
    const members = await t.db.query<{ loginid: string }>(
      `select u.loginid from user_role ur join app_user u on u.id = ur.user_id where ur.role_id = $1 order by u.loginid`, [roleIds.admin]);
    expect(members.map((m) => m.loginid)).not.toContain('role_keeper');
    expect(members.map((m) => m.loginid)).toContain('admin');
    // Other roles and accounts stay theirs to manage.
    ok(await call(t.app, 'POST', 'xt/0105/member/save', { token: roleAdmin, body: { roleId: roleIds.ops, userIds: [ids.sales], mode: 'add' } }));
  });
});

describe("a customer's logins only within the caller's data scope", () => {
  it('zj/0601/login/list refuses a customer outside the scope, by customer or by login', async () => {
    const byCustomer = await call(t.app, 'GET', 'zj/0601/login/list', { token: manager, lang: 'en-US', query: { customerId: c2 } });
    expect(byCustomer).toMatchObject({ code: 500, msg: "No permission for this customer's data", data: null });
    const byLogin = await call(t.app, 'GET', 'zj/0601/login/list', { token: manager, lang: 'en-US', query: { userId: ids.customer2 } });
    expect(byLogin).toMatchObject({ code: 500, msg: "No permission for this customer's data" });
    // Its siblings answer the same; the customer in scope is listed.
    const [c1] = await t.db.query<{ id: number }>(`select id from customer where code = 'C0001'`);
    const mine = ok(await call(t.app, 'GET', 'zj/0601/login/list', { token: manager, query: { customerId: c1.id } }));
    expect(mine.data.list.map((u: { loginid: string }) => u.loginid)).toEqual(['customer']);
  });

  it('resets, locks and login deletions of an out-of-scope customer are refused', async () => {
    const refused = { code: 500, msg: "No permission for this customer's data" };
    expect(await call(t.app, 'POST', 'mn/0101/pwd/reset', { token: manager, lang: 'en-US', body: { userId: ids.customer2 } })).toMatchObject(refused);
    expect(await call(t.app, 'POST', 'zj/0101/resetpwd', { token: manager, lang: 'en-US', body: { id: c2 } })).toMatchObject(refused);
    expect(await call(t.app, 'POST', 'zj/0101/lock', { token: manager, lang: 'en-US', body: { id: c2 } })).toMatchObject(refused);
    expect(await call(t.app, 'POST', 'zj/0601/login/delete', { token: manager, lang: 'en-US', body: { userId: ids.customer2 } })).toMatchObject(refused);
    expect(await login(t.app, 'customer2')).toBeTruthy();
  });

  it("mn/0101/pwd/reset asks the reset function point of the account's kind", async () => {
    // A role holding the staff reset only (and every customer in view): customers stay out of its reach.
    const staffResetter = await staffWithPages(t, 'staff_resetter', ['zj/0601/01.html']);
    await t.db.query(`insert into role_authority (role_id, url) select id, 'zj/0601/resetpwd' from role where code = 'only_staff_resetter'`);
    await t.db.query(`update app_user set view_all = true where loginid = 'staff_resetter'`);
    const r = await call(t.app, 'POST', 'mn/0101/pwd/reset', { token: staffResetter, lang: 'en-US', body: { userId: ids.customer2 } });
    expect(r).toMatchObject({ code: 500, msg: 'No permission for: zj/0101/resetpwd' });
    const staff = ok(await call(t.app, 'POST', 'mn/0101/pwd/reset', { token: staffResetter, body: { userId: ids.ops } }));
    expect(staff.data.passwords[0].loginid).toBe('ops');
  });

  it('a customer login that holds the administrator role is an administrator account too', async () => {
    await t.db.query(`insert into user_role (user_id, role_id) values ($1, $2)`, [ids.customer, roleIds.admin]);
    try {
      const [c1] = await t.db.query<{ id: number }>(`select id from customer where code = 'C0001'`);
      expect(await call(t.app, 'POST', 'zj/0101/resetpwd', { token: manager, lang: 'en-US', body: { id: c1.id } })).toMatchObject(adminOnly);
      expect(await call(t.app, 'POST', 'zj/0101/lock', { token: manager, lang: 'en-US', body: { id: c1.id } })).toMatchObject(adminOnly);
    } finally {
      await t.db.query(`delete from user_role where user_id = $1 and role_id = $2`, [ids.customer, roleIds.admin]);
    }
  });
});

describe('nobody widens their own scope', () => {
  it('only an administrator changes view-all: a manager neither sets their own nor anyone else\u2019s', async () => {
    const self = await call(t.app, 'POST', 'zj/0601/save', {
      token: manager, lang: 'en-US', body: { id: ids.manager, userName: '王经理', roleIds: [roleIds.manager], viewAll: true },
    });
    expect(self).toMatchObject({ code: 500, msg: 'Only an administrator may change the view-all flag' });
    const zh = await call(t.app, 'POST', 'zj/0601/save', {
      token: manager, lang: 'zh-CN', body: { id: ids.sales, userName: '李销售', roleIds: [roleIds.sales], leaderId: ids.manager, viewAll: true },
    });
    expect(zh.msg).toBe('只有管理员可以修改“查看全部”权限');
    const added = await call(t.app, 'POST', 'zj/0601/save', { token: manager, lang: 'en-US', body: { loginid: 'wide1', userName: 'x', roleIds: [roleIds.sales], viewAll: true } });
    expect(added.msg).toBe('Only an administrator may change the view-all flag');
    const rows = await t.db.query<{ loginid: string; view_all: boolean }>(`select loginid, view_all from app_user where loginid in ('manager', 'sales', 'wide1') order by loginid`);
    expect(rows).toEqual([{ loginid: 'manager', view_all: false }, { loginid: 'sales', view_all: false }]);
    // Sending the flag unchanged is fine (the form always sends it), and an administrator may change it.
    ok(await call(t.app, 'POST', 'zj/0601/save', { token: manager, body: { id: ids.manager, userName: '王经理', roleIds: [roleIds.manager], viewAll: false } }));
    ok(await call(t.app, 'POST', 'zj/0601/save', { token: admin, body: { id: ids.sales, userName: '李销售', roleIds: [roleIds.sales], leaderId: ids.manager, viewAll: true } }));
    ok(await call(t.app, 'POST', 'zj/0601/save', { token: admin, body: { id: ids.sales, userName: '李销售', roleIds: [roleIds.sales], leaderId: ids.manager, viewAll: false } }));
  });

  it('a manager cannot change their own roles', async () => {
    const r = await call(t.app, 'POST', 'zj/0601/save', {
      token: manager, lang: 'en-US', body: { id: ids.manager, userName: '王经理', roleIds: [roleIds.manager, roleIds.finance] },
    });
    expect(r).toMatchObject({ code: 500, msg: 'You cannot change your own roles: ask an administrator' });
    const roles = await t.db.query<{ code: string }>(`select r.code from user_role ur join role r on r.id = ur.role_id where ur.user_id = $1`, [ids.manager]);
    expect(roles.map((x) => x.code)).toEqual(['manager']);
  });
});
