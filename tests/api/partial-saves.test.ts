/**
 * An edit writes what its body carries: a field left out keeps its stored value, whatever the
 * save (the admin forms, the customer's own information, a pricing list's row form). A form that
 * leaves a field out (a caller who changes one thing, a form that does not show the field) must
 * not clear it. Fields sent empty are cleared as before. (ZJ0101_02: admin-customer.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const row = async (sql: string, params: unknown[]) => (await t.db.query<Record<string, unknown>>(sql, params))[0];

describe('an edit leaves out what it does not send', () => {
  it('zj/0601/save (ZJ0601_02): station, leader, email, mobile kept', async () => {
    const [kfRole] = await t.db.query<{ id: number }>(`select id from role where code = 'kf'`);
    const [station] = await t.db.query<{ id: number }>(`select min(id) as id from station`);
    const [leader] = await t.db.query<{ id: number }>(`select id from app_user where loginid = 'manager'`);
    const added = ok(await call(t.app, 'POST', 'zj/0601/save', {
      token: admin,
      body: { loginid: 'kf_keep', userName: '客服留', roleIds: [kfRole.id], stationId: station.id, leaderId: leader.id, email: 'keep@example.cn', mobile: '13900000088' },
    })).data;
    const stored = `select user_name, station_id, leader_id, email, mobile from app_user where id = $1`;
    const before = await row(stored, [added.id]);
    ok(await call(t.app, 'POST', 'zj/0601/save', { token: admin, body: { id: added.id, userName: '客服留二', roleIds: [kfRole.id] } }));
    expect(await row(stored, [added.id])).toEqual({ ...before, user_name: '客服留二' });
    ok(await call(t.app, 'POST', 'zj/0601/save', { token: admin, body: { id: added.id, userName: '客服留二', roleIds: [kfRole.id], email: null, leaderId: null } }));
    expect(await row(stored, [added.id])).toEqual({ ...before, user_name: '客服留二', email: null, leader_id: null });
  });

  it('xt/0101/save (XT0101_01): a page edited without its parent stays in its folder, icon kept', async () => {
    const folder = ok(await call(t.app, 'POST', 'xt/0101/save', { token: admin, body: { kind: 'folder', nameZh: '保留目录', nameEn: 'Kept folder', icon: 'ToolOutlined' } })).data;
    const page = ok(await call(t.app, 'POST', 'xt/0101/save', { token: admin, body: { kind: 'page', nameZh: '员工', nameEn: 'Staff', url: 'zj/0601/01.html', parentId: folder.id } })).data;
    const stored = `select parent_id, name_zh, name_en, url, screen_code, icon from menu where id = $1`;
    const before = await row(stored, [page.id]);
    ok(await call(t.app, 'POST', 'xt/0101/save', { token: admin, body: { id: page.id, kind: 'page', nameZh: '员工管理', nameEn: 'Staff' } }));
    expect(await row(stored, [page.id])).toEqual({ ...before, name_zh: '员工管理' });
    const folderBefore = await row(stored, [folder.id]);
    ok(await call(t.app, 'POST', 'xt/0101/save', { token: admin, body: { id: folder.id, kind: 'folder', nameZh: '保留目录', nameEn: 'Kept' } }));
    expect(await row(stored, [folder.id])).toEqual({ ...folderBefore, name_en: 'Kept' });
  });

  it('xt/0105/save (XT0105_02): a role edited without its remark keeps it', async () => {
    const role = ok(await call(t.app, 'POST', 'xt/0105/save', { token: admin, body: { code: 'keeper', nameZh: '保管', nameEn: 'Keeper', remark: '仓库保管员' } })).data;
    ok(await call(t.app, 'POST', 'xt/0105/save', { token: admin, body: { id: role.id, code: 'keeper', nameZh: '保管员', nameEn: 'Keeper' } }));
    expect(await row(`select name_zh, remark from role where id = $1`, [role.id])).toEqual({ name_zh: '保管员', remark: '仓库保管员' });
  });

  it('mn/0401/save (MN0401_02): an announcement edited without its summary keeps it', async () => {
    const notice = ok(await call(t.app, 'POST', 'mn/0401/save', { token: admin, body: { title: '通知', summary: '摘要留着', content: '<p>正文</p>', audience: 'staff', status: 'draft' } })).data;
    ok(await call(t.app, 'POST', 'mn/0401/save', { token: admin, body: { id: notice.id, title: '通知二', content: '<p>正文</p>', audience: 'staff', status: 'draft' } }));
    expect(await row(`select title, summary from notice where id = $1`, [notice.id])).toEqual({ title: '通知二', summary: '摘要留着' });
  });

  it('xx/0201/save (XX0201_01): an enterprise saved without its company fields keeps them', async () => {
    const customer = await login(t.app, 'customer');
    const stored = `select company_name, credit_code, contact_name from customer where code = 'C0001'`;
    const before = await row(stored, []);
    expect(before.company_name).toBeTruthy();
    const r = await call(t.app, 'POST', 'xx/0201/save', {
      token: customer, body: { userType: 'enterprise', contactName: '李先生', phone: '13800000001', email: 'c1@example.cn', address: '上海市黄浦区 1 号' },
    });
    expect(r.code, r.msg).toBe(0);
    expect(await row(stored, [])).toEqual({ ...before, contact_name: '李先生' });
  });

  it('zj/0110/save (crudRoutes): a remote area edited without its postcodes keeps them', async () => {
    const area = ok(await call(t.app, 'POST', 'zj/0110/save', { token: admin, body: { remoteType: 'KEEP', country: 'US', postcodeFrom: '99501', postcodeTo: '99599', city: 'Anchorage' } })).data;
    ok(await call(t.app, 'POST', 'zj/0110/save', { token: admin, body: { id: area.id, city: 'Juneau' } }));
    expect(await row(`select remote_type, postcode_from, postcode_to, city from remote_area where id = $1`, [area.id]))
      .toEqual({ remote_type: 'KEEP', postcode_from: '99501', postcode_to: '99599', city: 'Juneau' });
  });
});
