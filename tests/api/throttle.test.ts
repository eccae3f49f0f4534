import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, DEMO_PASSWORD, type TestApp } from './harness';
import { THROTTLE, pairDelaySeconds } from '../../src/server/platform/auth/throttle';

let t: TestApp;
beforeAll(async () => {
  // Behind one load balancer: the client is the right-most X-Forwarded-For entry.
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

const attempt = (loginid: string, password: string, lang: 'zh-CN' | 'en-US' = 'en-US', ip = '10.0.0.1') =>
  call(t.app, 'POST', 'mn/0101/login', { lang, body: { loginid, password }, headers: { 'x-forwarded-for': ip } });

/** Seconds left on a throttle key's block (0 when none). */
const blockLeft = async (key: string) =>
  Number((await t.db.query<{ s: number | null }>(`select extract(epoch from blocked_until - now())::float as s from login_throttle where key = $1`, [key]))[0]?.s ?? 0);
const endBlocks = () => t.db.query(`update login_throttle set blocked_until = now() - interval '1 second' where blocked_until > now()`);

describe('failed logins slow the guesser, not the owner', () => {
  it('failures from one address do not lock the owner out from another', async () => {
    for (let i = 0; i < THROTTLE.pairFree; i++) expect((await attempt('finance', 'wrong-1')).msg).toBe('Wrong login ID or password');
    // The guesser's address waits, even with the right password ...
    const slowed = await attempt('finance', DEMO_PASSWORD, 'en-US', '10.0.0.1');
    expect(slowed.code).toBe(500);
    expect(slowed.msg).toMatch(/^Too many failed logins, please try again in 1[0-5] seconds$/);
    const zh = await attempt('finance', DEMO_PASSWORD, 'zh-CN', '10.0.0.1');
    expect(zh.msg).toMatch(/^登录失败次数过多，请 1[0-5] 秒后再试$/);
    // ... while the owner, elsewhere, logs in at once.
    expect((await attempt('finance', DEMO_PASSWORD, 'en-US', '10.0.0.2')).code).toBe(0);
    // When the delay is over, the right password works from there too.
    await endBlocks();
    expect((await attempt('finance', DEMO_PASSWORD, 'en-US', '10.0.0.1')).code).toBe(0);
  });

  it('the delays of one account at one address grow with each failure, up to a cap', async () => {
    const key = 'pair:ops|10.0.0.5';
    const seen: number[] = [];
    for (let i = 0; i < THROTTLE.pairFree + 5; i++) {
      await endBlocks();
      expect((await attempt('ops', 'wrong', 'en-US', '10.0.0.5')).msg).toBe('Wrong login ID or password');
      seen.push(Math.round(await blockLeft(key)));
    }
    expect(seen.slice(0, THROTTLE.pairFree - 1)).toEqual(Array(THROTTLE.pairFree - 1).fill(0));
    const delays = seen.slice(THROTTLE.pairFree - 1);
    expect(delays).toEqual(delays.map((_, i) => pairDelaySeconds(THROTTLE.pairFree + i)));
    expect(delays).toEqual([15, 30, 60, 120, 240, 480]);
    expect(pairDelaySeconds(100)).toBe(THROTTLE.pairMaxDelayMinutes * 60);
    const minutes = await attempt('ops', DEMO_PASSWORD, 'en-US', '10.0.0.5');
    expect(minutes.msg).toBe('Too many failed logins, please try again in 8 minutes');
    expect((await attempt('ops', DEMO_PASSWORD, 'en-US', '10.0.0.6')).code).toBe(0);
  });

  it('blocks an address that tries many accounts', async () => {
    for (let i = 0; i < THROTTLE.perAddress; i++) await attempt(`nobody${i}`, 'x', 'en-US', '10.9.9.9');
    const r = await attempt('admin', DEMO_PASSWORD, 'en-US', '10.9.9.9');
    expect(r.msg).toBe(`Too many failed logins, please try again in ${THROTTLE.blockMinutes} minutes`);
    expect((await attempt('admin', DEMO_PASSWORD, 'en-US', '10.9.9.10')).code).toBe(0);
  });

  it('forgets failures after a successful login', async () => {
    for (let i = 0; i < THROTTLE.pairFree - 1; i++) await attempt('dealer', 'wrong', 'en-US', '10.1.1.1');
    expect((await attempt('dealer', DEMO_PASSWORD, 'en-US', '10.1.1.1')).code).toBe(0);
    for (let i = 0; i < THROTTLE.pairFree - 1; i++) await attempt('dealer', 'wrong', 'en-US', '10.1.1.1');
    expect((await attempt('dealer', DEMO_PASSWORD, 'en-US', '10.1.1.1')).code).toBe(0);
  });
});

describe('locking an account outright', () => {
  it('only after many failures from many addresses; an administrator unlocks it', async () => {
    const perAddress = THROTTLE.pairFree; // each address stops at its first delay
    const addresses = Math.ceil(THROTTLE.lockFailures / perAddress);
    expect(addresses).toBeGreaterThanOrEqual(THROTTLE.lockAddresses);
    let failures = 0;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < perAddress && failures < THROTTLE.lockFailures; i++, failures++) {
        if (failures === THROTTLE.lockFailures - 1) {
          // One failure short: the owner still logs in.
          expect((await attempt('kf', DEMO_PASSWORD, 'en-US', '10.2.0.250')).code).toBe(0);
        }
        await attempt('kf', 'guess', 'en-US', `10.2.0.${a + 1}`);
      }
    }
    const locked = await attempt('kf', DEMO_PASSWORD, 'en-US', '10.2.0.251');
    expect(locked).toMatchObject({ code: 500, msg: 'This account is locked, please contact the administrator' });

    const admin = await login(t.app, 'admin');
    const [kf] = await t.db.query<{ id: number }>(`select id from app_user where loginid = 'kf'`);
    expect((await call(t.app, 'GET', 'zj/0601/list', { token: admin, query: { locked: 'true' } })).data.list.map((u: { loginid: string }) => u.loginid)).toContain('kf');
    ok(await call(t.app, 'POST', 'zj/0601/unlock', { token: admin, body: { id: kf.id } }));
    expect((await attempt('kf', DEMO_PASSWORD, 'en-US', '10.2.0.1')).code).toBe(0);
    // The unlock forgot the failures: one more does not lock it again.
    await attempt('kf', 'guess', 'en-US', '10.2.0.252');
    expect((await attempt('kf', DEMO_PASSWORD, 'en-US', '10.2.0.253')).code).toBe(0);
  });

  it('many failures from one address never lock the account', async () => {
    for (let i = 0; i < THROTTLE.lockFailures + 2; i++) {
      await endBlocks();
      await attempt('sales', 'guess', 'en-US', '10.3.0.1');
    }
    expect((await attempt('sales', DEMO_PASSWORD, 'en-US', '10.3.0.2')).code).toBe(0);
  });
});

describe('guessing the current password in mn/0101/user/password', () => {
  it('counts as failed logins of that account from that address', async () => {
    const token = (await call(t.app, 'POST', 'mn/0101/login', { body: { loginid: 'manager', password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': '10.4.0.1' } })).data.token;
    const change = (password: string) =>
      call(t.app, 'POST', 'mn/0101/user/password', { token, lang: 'en-US', body: { password, newPassword: 'Better2027' }, headers: { 'x-forwarded-for': '10.4.0.1' } });
    for (let i = 0; i < THROTTLE.pairFree; i++) expect((await change(`guess${i}`)).msg).toBe('The old password is incorrect');
    // Blocked now: the right one is not even tried, and the login from there waits too.
    expect((await change(DEMO_PASSWORD)).msg).toMatch(/^Too many failed logins/);
    expect((await attempt('manager', DEMO_PASSWORD, 'en-US', '10.4.0.1')).msg).toMatch(/^Too many failed logins/);
    expect(await login(t.app, 'manager', DEMO_PASSWORD)).toBeTruthy();
  });
});

describe('TRUST_PROXY: the client address is the right-most untrusted hop', () => {
  it('a client-written left-most entry does not escape the per-address block', async () => {
    for (let i = 0; i < THROTTLE.perAddress; i++) await attempt(`spoof${i}`, 'x', 'en-US', `203.0.113.${i}, 10.7.7.7`);
    const r = await attempt('admin', DEMO_PASSWORD, 'en-US', '198.51.100.1, 10.7.7.7');
    expect(r.msg).toMatch(/^Too many failed logins/);
    const keys = (await t.db.query<{ key: string }>(`select key from login_throttle where key like 'ip:%'`)).map((k) => k.key);
    expect(keys).toContain('ip:10.7.7.7');
    expect(keys.filter((k) => k.startsWith('ip:203.0.113.'))).toEqual([]);
  });

  it('a list of trusted proxies: every trusted hop is skipped from the right', async () => {
    const own = await createTestApp({ trustProxy: ['127.0.0.1', '10.8.0.0/16'] });
    try {
      const r = await call(own.app, 'POST', 'mn/0101/login', {
        body: { loginid: 'customer', password: DEMO_PASSWORD },
        headers: { 'x-forwarded-for': '1.1.1.1, 192.0.2.44, 10.8.1.1' },
      });
      expect(r.code).toBe(0);
      const [s] = await own.db.query<{ ip: string }>(`select ip from session order by created_at desc limit 1`);
      expect(s.ip).toBe('192.0.2.44');
    } finally {
      await own.close();
    }
  });
});
