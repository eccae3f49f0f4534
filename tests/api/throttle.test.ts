import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, type TestApp } from './harness';
import { THROTTLE } from '../../src/server/platform/auth/throttle';

let t: TestApp;
beforeAll(async () => {
  // Addresses come from X-Forwarded-For, as behind a load balancer.
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const attempt = (loginid: string, password: string, lang: 'zh-CN' | 'en-US' = 'en-US', ip = '10.0.0.1') =>
  call(t.app, 'POST', 'mn/0101/login', { lang, body: { loginid, password }, headers: { 'x-forwarded-for': ip } });

describe('failed-login throttling', () => {
  it('blocks an account after repeated failures, even with the right password', async () => {
    for (let i = 0; i < THROTTLE.perAccount; i++) expect((await attempt('finance', 'wrong-1')).msg).toBe('Wrong login ID or password');
    const blocked = await attempt('finance', DEMO_PASSWORD, 'en-US', '10.0.0.2');
    expect(blocked.code).toBe(500);
    expect(blocked.msg).toBe(`Too many failed logins, please try again in ${THROTTLE.blockMinutes} minutes`);
    const zh = await attempt('finance', DEMO_PASSWORD, 'zh-CN', '10.0.0.3');
    expect(zh.msg).toBe(`登录失败次数过多，请 ${THROTTLE.blockMinutes} 分钟后再试`);
    // Other accounts are not affected.
    expect((await attempt('kf', DEMO_PASSWORD, 'en-US', '10.0.0.2')).code).toBe(0);
    // When the block is over, the right password works again.
    await t.db.query(`update login_throttle set blocked_until = now() - interval '1 second'`);
    expect((await attempt('finance', DEMO_PASSWORD)).code).toBe(0);
  });

  it('blocks an address that tries many accounts', async () => {
    for (let i = 0; i < THROTTLE.perAddress; i++) await attempt(`nobody${i}`, 'x', 'en-US', '10.9.9.9');
    const r = await attempt('admin', DEMO_PASSWORD, 'en-US', '10.9.9.9');
    expect(r.msg).toMatch(/^Too many failed logins/);
    expect((await attempt('admin', DEMO_PASSWORD, 'en-US', '10.9.9.10')).code).toBe(0);
  });

  it('forgets failures after a successful login', async () => {
    for (let i = 0; i < THROTTLE.perAccount - 1; i++) await attempt('dealer', 'wrong', 'en-US', '10.1.1.1');
    expect((await attempt('dealer', DEMO_PASSWORD, 'en-US', '10.1.1.1')).code).toBe(0);
    await attempt('dealer', 'wrong', 'en-US', '10.1.1.1');
    expect((await attempt('dealer', DEMO_PASSWORD, 'en-US', '10.1.1.1')).code).toBe(0);
  });
});
