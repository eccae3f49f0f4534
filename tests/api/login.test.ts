import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, DEMO_PASSWORD, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('answers a token and the user for a right password', async () => {
    const r = await call(t.app, 'POST', 'mn/0101/login', { body: { loginid: 'customer', password: DEMO_PASSWORD } });
    expect(r.code).toBe(0);
    expect(r.data.token).toMatch(/^[\w-]{40,}$/);
    expect(r.data.user).toMatchObject({ loginid: 'customer', userType: 'customer', orderStatus: 'OS04', roles: ['customer'] });
    expect(r.data.user.relatedUser).toEqual([expect.objectContaining({ code: 'C0001' })]);
  });

  it('refuses a wrong password with a message in the caller language', async () => {
    const zh = await call(t.app, 'POST', 'mn/0101/login', { lang: 'zh-CN', body: { loginid: 'sales', password: 'nope1234' } });
    expect(zh).toMatchObject({ code: 500, msg: '账号或密码错误', data: null });
    const en = await call(t.app, 'POST', 'mn/0101/login', { lang: 'en-US', body: { loginid: 'sales', password: 'nope1234' } });
    expect(en).toMatchObject({ code: 500, msg: 'Wrong login ID or password' });
    const unknown = await call(t.app, 'POST', 'mn/0101/login', { lang: 'en-US', body: { loginid: 'nobody', password: 'x' } });
    expect(unknown.msg).toBe('Wrong login ID or password');
  });

  it('logs every demo account in', async () => {
    for (const id of ['admin', 'manager', 'sales', 'kf', 'finance', 'ops', 'dealer', 'customer', 'customer2']) {
      expect(await login(t.app, id)).toBeTruthy();
    }
  });
});
