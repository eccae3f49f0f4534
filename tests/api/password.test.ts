import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, DEMO_PASSWORD, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

describe('mn/0101/pwd/check and reset', () => {
  it('asks for a change after a weak password or a reset', async () => {
    const customer = await login(t.app, 'customer');
    expect((await call(t.app, 'GET', 'mn/0101/pwd/check', { token: customer })).data).toEqual({ mustChange: false, weak: false });

    const manager = await login(t.app, 'manager');
    const [target] = await t.db.query<{ id: number }>(`select id from app_user where loginid = 'customer'`);
    const reset = await call(t.app, 'POST', 'mn/0101/pwd/reset', { token: manager, body: { userId: target.id } });
    expect(reset.code).toBe(0);
    // The reset ends the customer's sessions and sets the default password, to be changed.
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token: customer })).code).toBe(500);
    const again = await login(t.app, 'customer', t.config.defaultPassword);
    expect((await call(t.app, 'GET', 'mn/0101/pwd/check', { token: again })).data).toEqual({ mustChange: true, weak: true });
    const info = await call(t.app, 'GET', 'mn/0101/user/info', { token: again });
    expect(info.data.mustChangePassword).toBe(true);
    await call(t.app, 'POST', 'mn/0101/user/password', { token: again, body: { password: t.config.defaultPassword, newPassword: DEMO_PASSWORD } });
    expect((await call(t.app, 'GET', 'mn/0101/pwd/check', { token: again })).data.mustChange).toBe(false);
  });

  it('flags a password that no longer meets the rules at login', async () => {
    const { hashPassword } = await import('../../src/server/platform/auth/password');
    await t.db.query(`update app_user set password_hash = $1 where loginid = 'ops'`, [await hashPassword('onlyletters')]);
    const token = await login(t.app, 'ops', 'onlyletters');
    expect((await call(t.app, 'GET', 'mn/0101/pwd/check', { token })).data.mustChange).toBe(true);
  });
});
