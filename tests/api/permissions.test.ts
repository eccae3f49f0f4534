import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { sql } from 'drizzle-orm';
import { customerScope, scopeCondition, scopeWhere } from '../../src/server/platform/permissions/dataScope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const customerId = async (code: string) =>
  (await t.db.query<{ id: number }>(`select id from customer where code = $1`, [code]))[0].id;
const codes = (list: { code: string }[]) => list.map((c) => c.code);
const logins = (list: { loginid: string }[]) => list.map((u) => u.loginid);

describe('mn/0000/authority', () => {
  it('answers 1 for a granted url and 0 otherwise', async () => {
    const customer = await login(t.app, 'customer');
    expect((await call(t.app, 'GET', 'mn/0000/authority', { token: customer, query: { url: 'dd/0101/01.html' } })).data).toBe(1);
    expect((await call(t.app, 'GET', 'mn/0000/authority', { token: customer, query: { url: 'zj/0601/01.html' } })).data).toBe(0);
    expect((await call(t.app, 'GET', 'mn/0000/authority', { token: customer, query: { url: '/dd/0101/01.html' } })).data).toBe(1);
    expect((await call(t.app, 'GET', 'mn/0000/authority', { token: customer, query: { url: 'zj/0601/resetpwd' } })).data).toBe(0);
    // A hidden detail comes with its list or the catalogue's roles: the customer may open it.
    expect((await call(t.app, 'GET', 'mn/0000/authority', { token: customer, query: { url: 'mn/0401/04.html' } })).data).toBe(1);
    const manager = await login(t.app, 'manager');
    expect((await call(t.app, 'GET', 'mn/0000/authority', { token: manager, query: { url: 'zj/0601/resetpwd' } })).data).toBe(1);
  });

  it('answers several urls at once', async () => {
    const token = await login(t.app, 'sales');
    const r = await call(t.app, 'GET', 'mn/0000/authority', {
      token,
      query: { url: ['zj/0101/01.html', 'xt/0101/01.html', 'zj/0601/resetpwd'] },
    });
    expect(r.data).toEqual({ 'zj/0101/01.html': 1, 'xt/0101/01.html': 0, 'zj/0601/resetpwd': 0 });
  });

  it('gives the administrator every screen and function point', async () => {
    const token = await login(t.app, 'admin');
    const r = await call(t.app, 'GET', 'mn/0000/authority', {
      token,
      query: { url: ['zj/0601/01.html', 'xt/0105/02.html', 'mn/0401/02.html', 'zj/0601/resetpwd', 'zf/0101/04.html'] },
    });
    expect(Object.values(r.data)).toEqual([1, 1, 1, 1, 1]);
  });

  it('needs a token', async () => {
    const r = await call(t.app, 'GET', 'mn/0000/authority', { lang: 'en-US', query: { url: 'dd/0101/01.html' } });
    expect(r.code).toBe(500);
    expect(r.msg).toMatch(/token/);
  });
});

describe('routes declare their authority', () => {
  it('refuses a caller without it, in the caller language', async () => {
    const [target] = await t.db.query<{ id: number }>(`select id from app_user where loginid = 'customer2'`);
    for (const loginid of ['customer', 'sales']) {
      const token = await login(t.app, loginid);
      const zh = await call(t.app, 'POST', 'mn/0101/pwd/reset', { token, lang: 'zh-CN', body: { userId: target.id } });
      // Either reset function point opens the route (the account's kind decides which it needs).
      expect(zh).toMatchObject({ code: 500, msg: '没有访问权限：zj/0601/resetpwd, zj/0101/resetpwd' });
      const en = await call(t.app, 'POST', 'mn/0101/pwd/reset', { token, lang: 'en-US', body: { userId: target.id } });
      expect(en.msg).toBe('No permission for: zj/0601/resetpwd, zj/0101/resetpwd');
    }
  });

  it('follows a grant given or taken away at run time', async () => {
    const token = await login(t.app, 'sales');
    await t.db.query(`insert into role_authority (role_id, url) select id, 'zj/0601/resetpwd' from role where code = 'sales'`);
    expect((await call(t.app, 'GET', 'mn/0000/authority', { token, query: { url: 'zj/0601/resetpwd' } })).data).toBe(1);
    await t.db.query(`update role set status = 'disabled' where code = 'sales'`);
    expect((await call(t.app, 'GET', 'mn/0000/authority', { token, query: { url: 'zj/0601/resetpwd' } })).data).toBe(0);
    await t.db.query(`update role set status = 'enabled' where code = 'sales'`);
    await t.db.query(`delete from role_authority where url = 'zj/0601/resetpwd' and role_id = (select id from role where code = 'sales')`);
  });
});

describe('customer data scope', () => {
  it('lets a customer see only itself', async () => {
    const token = await login(t.app, 'customer');
    const map = await call(t.app, 'GET', 'dd/0205/customer/map', { token });
    expect(codes(map.data.relatedUser)).toEqual(['C0001']);
    expect(map.data).toMatchObject({ kfSubordinates: [], xsSubordinates: [], cwSsubordinates: [] });
    const own = await call(t.app, 'GET', 'dd/0205/customer/info', { token, query: { customerId: await customerId('C0001') } });
    expect(own.data).toMatchObject({ code: 'C0001', orderStatus: 'OS04' });
  });

  it("refuses a customer asking for another customer's data", async () => {
    const token = await login(t.app, 'customer');
    const other = await customerId('C0002');
    const zh = await call(t.app, 'GET', 'dd/0205/customer/info', { token, lang: 'zh-CN', query: { customerId: other } });
    expect(zh).toMatchObject({ code: 500, msg: '没有权限访问该客户的数据', data: null });
    const en = await call(t.app, 'GET', 'dd/0205/customer/info', { token, lang: 'en-US', query: { customerId: other } });
    expect(en.msg).toBe("No permission for this customer's data");
  });

  it('scopes staff to directly and indirectly associated customers', async () => {
    const c2 = await customerId('C0002');
    for (const loginid of ['sales', 'kf', 'finance', 'manager']) {
      const token = await login(t.app, loginid);
      const map = await call(t.app, 'GET', 'dd/0205/customer/map', { token });
      expect(codes(map.data.relatedUser), loginid).toEqual(['C0001']);
      expect((await call(t.app, 'GET', 'dd/0205/customer/info', { token, query: { customerId: c2 } })).code).toBe(500);
    }
    // ops is bound to nobody: no customers.
    const ops = await login(t.app, 'ops');
    expect((await call(t.app, 'GET', 'dd/0205/customer/map', { token: ops })).data.relatedUser).toEqual([]);
  });

  it('lists the staff under the caller per relation', async () => {
    const manager = await login(t.app, 'manager');
    const map = await call(t.app, 'GET', 'dd/0205/customer/map', { token: manager });
    expect(logins(map.data.xsSubordinates)).toEqual(['sales']);
    expect(logins(map.data.kfSubordinates)).toEqual(['kf']);
    expect(logins(map.data.cwSsubordinates)).toEqual(['finance']);
    const sales = await login(t.app, 'sales');
    const own = await call(t.app, 'GET', 'dd/0205/customer/map', { token: sales });
    expect(logins(own.data.xsSubordinates)).toEqual(['sales']);
    expect(own.data.kfSubordinates).toEqual([]);
  });

  it('lets a view-all user see everybody', async () => {
    const token = await login(t.app, 'admin');
    const map = await call(t.app, 'GET', 'dd/0205/customer/map', { token });
    expect(codes(map.data.relatedUser)).toEqual(['C0001', 'C0002']);
    const info = await call(t.app, 'GET', 'dd/0205/customer/info', { token, query: { customerId: await customerId('C0002') } });
    expect(info.data.code).toBe('C0002');
  });

  it('follows a leader chain several levels deep and survives a cycle', async () => {
    const ids = Object.fromEntries(
      (await t.db.query<{ loginid: string; id: number }>(`select loginid, id from app_user`)).map((r) => [r.loginid, r.id]),
    );
    // ops becomes the director above manager; manager's team leads back to ops (a cycle made by hand).
    await t.db.query(`update app_user set leader_id = $1 where id = $2`, [ids.ops, ids.manager]);
    await t.db.query(`update app_user set leader_id = $1 where id = $2`, [ids.sales, ids.ops]);
    const scope = await customerScope(t.db, { userId: ids.ops, userType: 'staff', customerId: null, viewAll: false });
    expect(scope).toEqual({ all: false, customerIds: [await customerId('C0001')] });
    const params: unknown[] = [];
    const where = scopeWhere(scope, 'c.id', params);
    const rows = await t.db.query<{ code: string }>(`select code from customer c where ${where}`, params);
    expect(codes(rows)).toEqual(['C0001']);
    const viaOrm = (await t.db.orm.execute(sql`select code from customer where ${scopeCondition(scope, sql.raw('id'))}`)) as unknown as {
      rows: { code: string }[];
    };
    expect(codes(viaOrm.rows)).toEqual(['C0001']);
    const none = (await t.db.orm.execute(
      sql`select code from customer where ${scopeCondition({ all: false, customerIds: [] }, sql.raw('id'))}`,
    )) as unknown as { rows: unknown[] };
    expect(none.rows).toEqual([]);
    await t.db.query(`update app_user set leader_id = $1 where id = $2`, [ids.manager, ids.ops]);
    await t.db.query(`update app_user set leader_id = null where id = $1`, [ids.manager]);
  });
});
