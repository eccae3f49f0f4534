import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let roleIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  manager = await login(t.app, 'manager');
  roleIds = Object.fromEntries((await t.db.query<{ code: string; id: number }>(`select code, id from role`)).map((r) => [r.code, r.id]));
});
afterAll(() => t.close());

const userId = async (loginid: string) => (await t.db.query<{ id: number }>(`select id from app_user where loginid = $1`, [loginid]))[0].id;

describe('zj/0601 staff management', () => {
  it('lists staff with roles, flags, station and leader for admin and manager; refuses sales and customers', async () => {
    const r = await call(t.app, 'GET', 'zj/0601/list', { token: admin, lang: 'en-US', query: { current: 1, pageSize: 50 } });
    expect(r.code).toBe(0);
    expect(r.data.total).toBeGreaterThanOrEqual(7);
    expect(r.data.list.every((u: { loginid: string }) => !u.loginid.startsWith('customer'))).toBe(true);
    const sales = r.data.list.find((u: { loginid: string }) => u.loginid === 'sales');
    expect(sales).toMatchObject({ userName: '李销售', viewAll: false, locked: false, enabled: true, leaderName: '王经理', roleNames: 'Sales' });
    expect(sales.stationName).toBe('Shanghai station');
    expect(r.data.list.find((u: { loginid: string }) => u.loginid === 'admin').viewAll).toBe(true);

    const filtered = await call(t.app, 'GET', 'zj/0601/list', { token: manager, query: { keyword: 'kf', roleId: roleIds.kf } });
    expect(filtered.code).toBe(0);
    expect(filtered.data.list.map((u: { loginid: string }) => u.loginid)).toEqual(['kf']);

    const sorted = await call(t.app, 'GET', 'zj/0601/list', { token: admin, query: { sortField: 'loginid', sortOrder: 'descend', pageSize: 2 } });
    expect(sorted.data.list).toHaveLength(2);
    expect(sorted.data.list[0].loginid > sorted.data.list[1].loginid).toBe(true);
    // The page is cut before its rows are decorated: the last login (a derived value) still orders it, never-logged-in last.
    const byLogin = await call(t.app, 'GET', 'zj/0601/list', { token: admin, query: { sortField: 'lastLoginAt', sortOrder: 'descend', pageSize: 100 } });
    const logins = byLogin.data.list.map((u: { lastLoginAt: string | null }) => u.lastLoginAt);
    expect(logins[0]).not.toBeNull();
    const seen = logins.filter((v: string | null) => v !== null);
    expect(logins.slice(0, seen.length)).toEqual([...seen].sort().reverse());

    for (const who of ['sales', 'customer']) {
      const refused = await call(t.app, 'GET', 'zj/0601/list', { token: await login(t.app, who), lang: 'en-US' });
      expect(refused.code).toBe(500);
      expect(refused.msg).toBe('No permission for: zj/0601/01.html');
    }
  });

  it('adds a staff member with a one-time password to be changed; the login ID is fixed afterwards', async () => {
    const add = await call(t.app, 'POST', 'zj/0601/save', {
      token: admin,
      body: { loginid: 'ｋｆ２', userName: ' 新客服 ', roleIds: [roleIds.kf], leaderId: await userId('manager'), viewAll: false, email: 'kf2@example.com', mobile: '13900000009' },
    });
    expect(add.code).toBe(0);
    expect(add.data.loginid).toBe('kf2'); // full width to half width, trimmed
    const id = add.data.id;

    expect(add.data.password).toMatch(/^[A-Za-z2-9]{12}$/);
    const token = await login(t.app, 'kf2', add.data.password);
    expect((await call(t.app, 'GET', 'mn/0101/pwd/check', { token })).data.mustChange).toBe(true);

    const detail = await call(t.app, 'GET', 'zj/0601/detail', { token: admin, query: { id } });
    expect(detail.data).toMatchObject({ loginid: 'kf2', userName: '新客服', roleIds: [roleIds.kf], leaderName: '王经理', email: 'kf2@example.com' });
    expect(detail.data.logins).toEqual([expect.objectContaining({ loginid: 'kf2', primary: true })]);

    // Edit everything but the login ID; sending the same ID back is fine.
    const edit = await call(t.app, 'POST', 'zj/0601/save', {
      token: admin,
      body: { id, loginid: 'kf2', userName: '客服二', roleIds: [roleIds.kf, roleIds.ops], viewAll: true, email: null, mobile: '' },
    });
    expect(edit.code).toBe(0);
    const after = await call(t.app, 'GET', 'zj/0601/detail', { token: admin, query: { id } });
    expect(after.data).toMatchObject({ loginid: 'kf2', userName: '客服二', viewAll: true, email: null, mobile: null });
    expect(after.data.roleIds.sort()).toEqual([roleIds.kf, roleIds.ops].sort());

    const renameZh = await call(t.app, 'POST', 'zj/0601/save', { token: admin, lang: 'zh-CN', body: { id, loginid: 'kf3', userName: 'x', roleIds: [roleIds.kf] } });
    expect(renameZh).toMatchObject({ code: 500, msg: '登录ID一经设置不能修改（当前为“kf2”）' });
    const renameEn = await call(t.app, 'POST', 'zj/0601/save', { token: admin, lang: 'en-US', body: { id, loginid: 'kf3', userName: 'x', roleIds: [roleIds.kf] } });
    expect(renameEn.msg).toBe('The login ID cannot be changed once set (it is "kf2")');
    expect((await t.db.query(`select 1 from app_user where loginid = 'kf3'`)).length).toBe(0);
  });

  it('validates input with messages in both languages', async () => {
    const taken = await call(t.app, 'POST', 'zj/0601/save', { token: admin, lang: 'en-US', body: { loginid: 'sales', userName: 'x', roleIds: [roleIds.kf] } });
    expect(taken.msg).toBe('The login ID "sales" is already in use');
    const noRole = await call(t.app, 'POST', 'zj/0601/save', { token: admin, lang: 'zh-CN', body: { loginid: 'newone', userName: 'x', roleIds: [] } });
    expect(noRole.msg).toBe('请至少选择一个角色');
    const badId = await call(t.app, 'POST', 'zj/0601/save', { token: admin, lang: 'en-US', body: { loginid: 'a b', userName: 'x', roleIds: [roleIds.kf] } });
    expect(badId.msg).toBe('Invalid request: loginid A login ID has 3 to 30 letters, digits or _ . @ -');
    const badEmailZh = await call(t.app, 'POST', 'zj/0601/save', { token: admin, lang: 'zh-CN', body: { loginid: 'newone', userName: 'x', roleIds: [roleIds.kf], email: 'not-mail' } });
    expect(badEmailZh.code).toBe(500);
    expect(badEmailZh.msg).toBe('请求参数不正确：email 请输入有效的邮箱地址');
    const badEmailEn = await call(t.app, 'POST', 'zj/0601/save', { token: admin, lang: 'en-US', body: { loginid: 'newone', userName: 'x', roleIds: [roleIds.kf], email: 'not-mail' } });
    expect(badEmailEn.msg).toBe('Invalid request: email Please enter a valid email address');
    const customerRole = await call(t.app, 'POST', 'zj/0601/save', { token: admin, lang: 'en-US', body: { loginid: 'newone', userName: 'x', roleIds: [roleIds.customer] } });
    expect(customerRole.msg).toBe('Staff cannot be given the customer role');
    const cycle = await call(t.app, 'POST', 'zj/0601/save', {
      token: admin, lang: 'en-US', body: { id: await userId('manager'), userName: '王经理', roleIds: [roleIds.manager], leaderId: await userId('sales') },
    });
    expect(cycle.msg).toBe('The leader cannot be the person or one of their subordinates');
  });

  it('a manager cannot hand out or touch the administrator role', async () => {
    const grant = await call(t.app, 'POST', 'zj/0601/save', { token: manager, lang: 'en-US', body: { loginid: 'boss2', userName: 'x', roleIds: [roleIds.admin] } });
    expect(grant.msg).toContain('Only an administrator');
    const reset = await call(t.app, 'POST', 'zj/0601/resetpwd', { token: manager, body: { id: await userId('admin') } });
    expect(reset.code).toBe(500);
  });

  it('locks, unlocks, disables and enables; a locked or disabled account cannot log in', async () => {
    const id = await userId('ops');
    const opsToken = await login(t.app, 'ops');
    expect((await call(t.app, 'POST', 'zj/0601/lock', { token: manager, body: { ids: [id] } })).data).toEqual({ updated: 1 });
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token: opsToken })).code).toBe(500);
    expect((await call(t.app, 'POST', 'mn/0101/login', { body: { loginid: 'ops', password: 'Demo@2026' } })).code).not.toBe(0);
    expect((await call(t.app, 'POST', 'zj/0601/unlock', { token: manager, body: { id } })).code).toBe(0);
    expect(await login(t.app, 'ops')).toBeTruthy();

    expect((await call(t.app, 'POST', 'zj/0601/status', { token: admin, body: { id, status: 'disabled' } })).code).toBe(0);
    const list = await call(t.app, 'GET', 'zj/0601/list', { token: admin, query: { enabled: 'false' } });
    expect(list.data.list.map((u: { loginid: string }) => u.loginid)).toContain('ops');
    expect((await call(t.app, 'POST', 'mn/0101/login', { body: { loginid: 'ops', password: 'Demo@2026' } })).code).not.toBe(0);
    expect((await call(t.app, 'POST', 'zj/0601/status', { token: admin, body: { id, status: 'enabled' } })).code).toBe(0);

    const self = await call(t.app, 'POST', 'zj/0601/lock', { token: admin, lang: 'en-US', body: { id: await userId('admin') } });
    expect(self.msg).toBe('You cannot do this to your own account');
    const none = await call(t.app, 'POST', 'zj/0601/lock', { token: admin, lang: 'en-US', body: {} });
    expect(none.code).toBe(500);
  });

  it('resets a password to a one-time one, ends the sessions and forces a change at next login', async () => {
    const before = await login(t.app, 'finance');
    const r = await call(t.app, 'POST', 'zj/0601/resetpwd', { token: admin, lang: 'en-US', body: { id: await userId('finance') } });
    expect(r.code).toBe(0);
    expect(r.data.message).toContain('one-time password');
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token: before })).code).toBe(500);
    expect((await call(t.app, 'POST', 'mn/0101/login', { body: { loginid: 'finance', password: 'Demo@2026' } })).code).not.toBe(0);
    const token = await login(t.app, 'finance', r.data.passwords[0].password);
    expect((await call(t.app, 'GET', 'mn/0101/pwd/check', { token })).data.mustChange).toBe(true);
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token })).data.mustChangePassword).toBe(true);
  });

  it('shows login IDs and associated customers', async () => {
    const id = await userId('sales');
    const d = await call(t.app, 'GET', 'zj/0601/detail', { token: admin, query: { id } });
    expect(d.data.customers).toEqual([expect.objectContaining({ code: 'C0001', relations: ['xs'] })]);
    const logins = await call(t.app, 'GET', 'zj/0601/login/list', { token: admin, query: { userId: id } });
    expect(logins.data.list).toEqual([expect.objectContaining({ loginid: 'sales', userType: 'staff' })]);
    const [c] = await t.db.query<{ id: number }>(`select id from customer where code = 'C0001'`);
    const cl = await call(t.app, 'GET', 'zj/0601/login/list', { token: admin, query: { customerId: c.id } });
    expect(cl.data.list.map((u: { loginid: string }) => u.loginid)).toEqual(['customer']);
    const missing = await call(t.app, 'GET', 'zj/0601/detail', { token: admin, lang: 'en-US', query: { id: 999999 } });
    expect(missing.msg).toBe('The staff member does not exist');
  });

  it("adds and removes a customer's extra login IDs; never the last one, never a staff login", async () => {
    const [c] = await t.db.query<{ id: number }>(`select id from customer where code = 'C0001'`);
    const add = await call(t.app, 'POST', 'zj/0601/login/add', { token: admin, body: { customerId: c.id, loginid: 'customer-ops', userName: '仓库' } });
    expect(add.code, add.msg).toBe(0);
    const token = await login(t.app, 'customer-ops', add.data.password);
    const info = await call(t.app, 'GET', 'mn/0101/user/info', { token });
    expect(info.data.mustChangePassword).toBe(true);
    const logins = await call(t.app, 'GET', 'zj/0601/login/list', { token: admin, query: { customerId: c.id } });
    expect(logins.data.list.map((u: { loginid: string }) => u.loginid)).toEqual(['customer', 'customer-ops']);
    const taken = await call(t.app, 'POST', 'zj/0601/login/add', { token: admin, lang: 'en-US', body: { customerId: c.id, loginid: 'CUSTOMER' } });
    expect(taken.msg).toBe('The login ID "CUSTOMER" is already in use');

    expect((await call(t.app, 'POST', 'zj/0601/login/delete', { token: admin, body: { userId: add.data.userId } })).data).toEqual({ deleted: 1 });
    const last = await call(t.app, 'POST', 'zj/0601/login/delete', { token: admin, lang: 'en-US', body: { userId: await userId('customer') } });
    expect(last.msg).toBe("This is the customer's only login ID: it cannot be removed");
    const staff = await call(t.app, 'POST', 'zj/0601/login/delete', { token: admin, lang: 'zh-CN', body: { userId: await userId('kf') } });
    expect(staff.msg).toBe('员工的登录ID不能删除，如不再使用请停用该账号');
    // The manager's scope: customers of the team only.
    const [c2] = await t.db.query<{ id: number }>(`select id from customer where code = 'C0002'`);
    const scoped = await call(t.app, 'POST', 'zj/0601/login/add', { token: manager, body: { customerId: c2.id, loginid: 'c2-extra' } });
    expect(scoped.code).toBe(500);
  });

  it('offers the form options: roles without the customer role, stations, leaders', async () => {
    const r = await call(t.app, 'GET', 'zj/0601/options', { token: manager, lang: 'en-US' });
    expect(r.code).toBe(0);
    expect(r.data.roles.map((o: { label: string }) => o.label)).toContain('Sales');
    expect(r.data.roles.map((o: { label: string }) => o.label)).not.toContain('Customer');
    expect(r.data.stations.map((o: { label: string }) => o.label)).toContain('Shanghai station');
    expect(r.data.leaders.some((o: { label: string }) => o.label === '王经理 (manager)')).toBe(true);
  });
});

describe('racing saves', () => {
  it('two adds of the same login ID at once: one wins, the other gets the clear message', async () => {
    const kf = roleIds.kf;
    const [a, b] = await Promise.all(
      ['zh-CN', 'en-US'].map((lang) => call(t.app, 'POST', 'zj/0601/save', { token: admin, lang: lang as 'zh-CN' | 'en-US', body: { loginid: 'twin', userName: 'x', roleIds: [kf] } })),
    );
    expect([a.code, b.code].sort()).toEqual([0, 500]);
    const loser = a.code === 500 ? a : b;
    expect(loser.msg).toMatch(/twin/);
  });
});
