import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, DEMO_PASSWORD, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userId = async (loginid: string) => (await t.db.query<{ id: number }>(`select id from app_user where loginid = $1`, [loginid]))[0].id;

describe('mn/0101/user/password', () => {
  it('refuses a wrong old password and a weak new one, in both languages', async () => {
    const token = await login(t.app, 'kf');
    const wrongZh = await call(t.app, 'POST', 'mn/0101/user/password', { token, lang: 'zh-CN', body: { password: 'Wrong123', newPassword: 'Better2027' } });
    expect(wrongZh).toMatchObject({ code: 500, msg: '原密码不正确' });
    const wrongEn = await call(t.app, 'POST', 'mn/0101/user/password', { token, lang: 'en-US', body: { password: 'Wrong123', newPassword: 'Better2027' } });
    expect(wrongEn.msg).toBe('The old password is incorrect');
    for (const weak of ['abcdefgh', '12345678', 'ab1']) {
      const r = await call(t.app, 'POST', 'mn/0101/user/password', { token, lang: 'en-US', body: { password: DEMO_PASSWORD, newPassword: weak } });
      expect(r.code).toBe(500);
      expect(r.msg).toContain('letters and digits');
    }
  });

  it('refuses the current password and the documented default one as the new password', async () => {
    const token = await login(t.app, 'dealer');
    const same = await call(t.app, 'POST', 'mn/0101/user/password', { token, lang: 'en-US', body: { password: DEMO_PASSWORD, newPassword: DEMO_PASSWORD } });
    expect(same).toMatchObject({ code: 500, msg: 'The new password must differ from the old one' });
    const byDefault = await call(t.app, 'POST', 'mn/0101/user/password', { token, lang: 'en-US', body: { password: DEMO_PASSWORD, newPassword: t.config.defaultPassword } });
    expect(byDefault).toMatchObject({ code: 500, msg: 'The new password cannot be the system default password' });
    const zh = await call(t.app, 'POST', 'mn/0101/user/password', { token, lang: 'zh-CN', body: { password: DEMO_PASSWORD, newPassword: t.config.defaultPassword } });
    expect(zh.msg).toBe('新密码不能使用系统默认密码');
    expect(await login(t.app, 'dealer', DEMO_PASSWORD)).toBeTruthy();
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await login(t.app, 'sales');
    const token = await login(t.app, 'sales');
    const r = await call(t.app, 'POST', 'mn/0101/user/password', { token, body: { password: DEMO_PASSWORD, newPassword: 'Better2027' } });
    expect(r.code).toBe(0);
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token })).code).toBe(0);
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token: other })).code).toBe(500);
    const old = await call(t.app, 'POST', 'mn/0101/login', { body: { loginid: 'sales', password: DEMO_PASSWORD } });
    expect(old.code).toBe(500);
    expect(await login(t.app, 'sales', 'Better2027')).toBeTruthy();
  });
});

describe('a reset or a new account opens with a one-time password, never one everybody knows', () => {
  it('mn/0101/pwd/reset answers a one-time password once; the default one opens nothing', async () => {
    const customer = await login(t.app, 'customer');
    expect((await call(t.app, 'GET', 'mn/0101/pwd/check', { token: customer })).data).toEqual({ mustChange: false, weak: false });

    const manager = await login(t.app, 'manager');
    const reset = ok(await call(t.app, 'POST', 'mn/0101/pwd/reset', { token: manager, lang: 'en-US', body: { userId: await userId('customer') } }));
    const [issued] = reset.data.passwords;
    expect(issued).toEqual({ userId: await userId('customer'), loginid: 'customer', password: expect.stringMatching(/^[A-Za-z2-9]{12}$/) });
    expect(reset.data.message).toMatch(/one-time password is shown only this once/);
    expect(issued.password).not.toBe(t.config.defaultPassword);
    // The reset ends the customer's sessions; the documented default password opens nothing.
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token: customer })).code).toBe(500);
    expect((await call(t.app, 'POST', 'mn/0101/login', { body: { loginid: 'customer', password: t.config.defaultPassword } })).code).toBe(500);
    const again = await login(t.app, 'customer', issued.password);
    expect((await call(t.app, 'GET', 'mn/0101/pwd/check', { token: again })).data).toEqual({ mustChange: true, weak: true });
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token: again })).data.mustChangePassword).toBe(true);
    // The one-time password is the current one: it cannot be chosen again.
    const same = await call(t.app, 'POST', 'mn/0101/user/password', { token: again, lang: 'en-US', body: { password: issued.password, newPassword: issued.password } });
    expect(same.msg).toBe('The new password must differ from the old one');
    ok(await call(t.app, 'POST', 'mn/0101/user/password', { token: again, body: { password: issued.password, newPassword: DEMO_PASSWORD } }));
    expect((await call(t.app, 'GET', 'mn/0101/pwd/check', { token: again })).data.mustChange).toBe(false);
  });

  it('two resets give two different passwords; each staff and customer reset route answers them', async () => {
    const admin = await login(t.app, 'admin');
    const a = ok(await call(t.app, 'POST', 'zj/0601/resetpwd', { token: admin, body: { ids: [await userId('ops'), await userId('finance')] } }));
    expect(a.data.passwords.map((p: { loginid: string }) => p.loginid).sort()).toEqual(['finance', 'ops']);
    expect(new Set(a.data.passwords.map((p: { password: string }) => p.password)).size).toBe(2);
    const [c1] = await t.db.query<{ id: number }>(`select id from customer where code = 'C0001'`);
    const b = ok(await call(t.app, 'POST', 'zj/0101/resetpwd', { token: admin, lang: 'zh-CN', body: { id: c1.id } }));
    expect(b.data.passwords).toEqual([expect.objectContaining({ loginid: 'customer' })]);
    expect(b.data.message).toContain('一次性密码只显示这一次');
    for (const p of [...a.data.passwords, ...b.data.passwords]) expect(await login(t.app, p.loginid, p.password)).toBeTruthy();
  });

  it('new accounts answer their first password once: staff, customer, extra customer login', async () => {
    const admin = await login(t.app, 'admin');
    const [kfRole] = await t.db.query<{ id: number }>(`select id from role where code = 'kf'`);
    const staff = ok(await call(t.app, 'POST', 'zj/0601/save', { token: admin, body: { loginid: 'new_kf', userName: '新客服', roleIds: [kfRole.id] } }));
    const customer = ok(await call(t.app, 'POST', 'zj/0101/save', { token: admin, body: { loginid: 'new_co', userType: 'individual', contactName: '新客户' } }));
    const extra = ok(await call(t.app, 'POST', 'zj/0601/login/add', { token: admin, body: { customerId: customer.data.id, loginid: 'new_co_2' } }));
    for (const [loginid, reply] of [['new_kf', staff], ['new_co', customer], ['new_co_2', extra]] as const) {
      expect(reply.data.password).toMatch(/^[A-Za-z2-9]{12}$/);
      expect((await call(t.app, 'POST', 'mn/0101/login', { body: { loginid, password: t.config.defaultPassword } })).code).toBe(500);
      const token = await login(t.app, loginid, reply.data.password);
      expect((await call(t.app, 'GET', 'mn/0101/pwd/check', { token })).data.mustChange).toBe(true);
    }
  });

  it('flags a password that no longer meets the rules at login', async () => {
    const { hashPassword } = await import('../../src/server/platform/auth/password');
    await t.db.query(`update app_user set password_hash = $1 where loginid = 'ops'`, [await hashPassword('onlyletters')]);
    const token = await login(t.app, 'ops', 'onlyletters');
    expect((await call(t.app, 'GET', 'mn/0101/pwd/check', { token })).data.mustChange).toBe(true);
  });
});

describe('a session that must change its password may do nothing else', () => {
  it('user info, password check, the change and logout only; every other route answers the message', async () => {
    const admin = await login(t.app, 'admin');
    const [issued] = ok(await call(t.app, 'POST', 'mn/0101/pwd/reset', { token: admin, body: { userId: await userId('kf') } })).data.passwords;
    const token = await login(t.app, 'kf', issued.password);
    for (const url of ['mn/0101/user/info', 'mn/0101/pwd/check']) ok(await call(t.app, 'GET', url, { token }));
    for (const url of ['xt/0101/menu/list', 'mn/0101/user/credit', 'mn/0501/notice/list', 'zj/0101/list', 'mn/0000/pushmsg/ticket']) {
      const r = await call(t.app, 'GET', url, { token, lang: 'en-US' });
      expect(r, url).toMatchObject({ code: 500, msg: 'Your password is too weak or was reset: please change it first', data: { mustChangePassword: true } });
    }
    const authority = await call(t.app, 'GET', 'mn/0000/authority', { token, lang: 'zh-CN', query: { url: 'zj/0101/01.html' } });
    expect(authority).toMatchObject({ code: 500, msg: '您的密码复杂度过低或已被重置，请先修改密码' });
    // The message never mentions the token: the client must not take it for an expired login.
    expect(authority.msg).not.toMatch(/token/i);

    ok(await call(t.app, 'POST', 'mn/0101/user/password', { token, body: { password: issued.password, newPassword: 'Kf-Better2027' } }));
    ok(await call(t.app, 'GET', 'xt/0101/menu/list', { token }));
    ok(await call(t.app, 'GET', 'zj/0101/list', { token }));
    ok(await call(t.app, 'GET', 'mn/0101/logout', { token }));
  });

  it('a login with a password too weak for the rules is held the same way until changed', async () => {
    const { hashPassword } = await import('../../src/server/platform/auth/password');
    await t.db.query(`update app_user set password_hash = $1 where loginid = 'finance'`, [await hashPassword('123456')]);
    const token = await login(t.app, 'finance', '123456');
    expect((await call(t.app, 'GET', 'xt/0101/menu/list', { token, lang: 'en-US' })).msg).toBe('Your password is too weak or was reset: please change it first');
    ok(await call(t.app, 'POST', 'mn/0101/user/password', { token, body: { password: '123456', newPassword: 'Fin-2027x' } }));
    ok(await call(t.app, 'GET', 'xt/0101/menu/list', { token }));
  });
});

describe('RESET_PASSWORD_MODE=default: the documented default, only when opted in', () => {
  it('a reset sets the configured default password, still to be changed', async () => {
    const own = await (await import('./harness')).createTestApp({ resetPasswordMode: 'default' });
    try {
      const admin = await login(own.app, 'admin');
      const [row] = await own.db.query<{ id: number }>(`select id from app_user where loginid = 'dealer'`);
      const r = ok(await call(own.app, 'POST', 'mn/0101/pwd/reset', { token: admin, lang: 'en-US', body: { userId: row.id } }));
      expect(r.data).toMatchObject({ updated: 1, message: 'The password was reset to the default; the user must change it when they log in' });
      expect(r.data.passwords[0].password).toBe(own.config.defaultPassword);
      const token = await login(own.app, 'dealer', own.config.defaultPassword);
      expect((await call(own.app, 'GET', 'mn/0101/pwd/check', { token })).data.mustChange).toBe(true);
    } finally {
      await own.close();
    }
  });
});
