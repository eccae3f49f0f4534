import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { call, createTestApp, login, ok, type TestApp } from './harness';
import { ACTIVITY_WRITE_MS } from '../../src/server/platform/auth/sessionCache';

/**
 * Sessions end when unused for SESSION_IDLE_MINUTES (besides their absolute lifetime), and an
 * account holds at most MAX_SESSIONS_PER_ACCOUNT. Activity is recorded at most once a minute, in
 * a table no auth trigger watches: using a session never empties the session caches.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 30, maxSessionsPerAccount: 3 });
});
afterAll(() => t.close());

const userInfo = (token: string, app = t.app) => call(app, 'GET', 'mn/0101/user/info', { token, lang: 'en-US' });
const generation = async () => Number((await t.db.query<{ g: number }>(`select generation as g from auth_state`))[0].g);
const activityWrites = async (fn: () => Promise<unknown>) => {
  const query = t.db.query;
  let writes = 0;
  t.db.query = ((text: string, params?: unknown[]) => {
    if (/insert into session_activity/.test(text)) writes++;
    return query(text, params);
  }) as typeof query;
  try {
    await fn();
  } finally {
    t.db.query = query;
  }
  return writes;
};
/** Moves a session's recorded times `minutes` into the past, as if that long had passed. */
const age = async (token: string, minutes: number) => {
  const { hashToken } = await import('../../src/server/platform/auth/session');
  await t.db.query(
    `update session set created_at = created_at - make_interval(mins => $2::int), expires_at = expires_at - make_interval(mins => $2::int)
      where token_hash = $1`,
    [hashToken(token), minutes],
  );
  await t.db.query(`update session_activity set seen_at = seen_at - make_interval(mins => $2::int) where token_hash = $1`, [hashToken(token), minutes]);
};

describe('idle timeout', () => {
  // Times are moved in the database, not faked in the process: PGlite's clock follows a faked Date.
  it('a session unused for the idle time is refused, though its lifetime is not over', async () => {
    const token = await login(t.app, 'kf');
    ok(await userInfo(token));
    await age(token, 31);
    expect(await userInfo(token)).toMatchObject({ code: 500, msg: expect.stringMatching(/^token failed validation/) });
    // Another process (an empty cache) refuses it too: the rule is in the database.
    const second = await buildApp({ db: { ...t.db }, config: t.config });
    try {
      expect((await userInfo(token, second)).code).toBe(500);
    } finally {
      await second.close();
    }
  });

  it('a session in use lives on past the idle time', async () => {
    const token = await login(t.app, 'sales');
    await age(token, 25);
    // Used 25 minutes after the login: that use is recorded ...
    expect(await activityWrites(async () => ok(await userInfo(token)))).toBe(1);
    // ... so 40 minutes after the login (15 after that use) it still works, in any process ...
    await age(token, 15);
    const second = await buildApp({ db: { ...t.db }, config: t.config });
    try {
      ok(await userInfo(token, second));
      // ... (that use counted too) until it is left alone for the idle time.
      await age(token, 31);
      expect((await userInfo(token, second)).code).toBe(500);
    } finally {
      await second.close();
    }
  });

  it('records activity at most once a minute, without moving the auth generation', async () => {
    const token = await login(t.app, 'finance');
    const before = await generation();
    expect(await activityWrites(async () => { for (let i = 0; i < 20; i++) ok(await userInfo(token)); })).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ACTIVITY_WRITE_MS + 1000 });
    try {
      expect(await activityWrites(async () => { for (let i = 0; i < 20; i++) ok(await userInfo(token)); })).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await generation()).toBe(before);
  });
});

describe('sessions per account', () => {
  it('a new login beyond the cap ends the oldest session', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push(await login(t.app, 'dealer'));
    expect((await userInfo(tokens[0])).code).toBe(500);
    for (const token of tokens.slice(1)) ok(await userInfo(token));
    const [row] = await t.db.query<{ live: number }>(
      `select count(*)::int as live from session s join app_user u on u.id = s.user_id
        where u.loginid = 'dealer' and s.revoked_at is null and s.expires_at > now()`,
    );
    expect(row.live).toBe(3);
    const admin = await login(t.app, 'admin');
    const [dealer] = await t.db.query<{ id: number }>(`select id from app_user where loginid = 'dealer'`);
    const list = ok(await call(t.app, 'GET', 'zj/0601/login/list', { token: admin, query: { userId: dealer.id } }));
    expect(list.data.list[0].activeSessions).toBe(3);
  });
});
