import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { hashPassword } from '../../src/server/platform/auth/password';
import { call, createTestApp, login, ok, DEMO_PASSWORD, type TestApp } from './harness';
import { staffWithPages } from './grantedPages';

/**
 * Sessions and grants are cached per process (platform/auth/sessionCache.ts). Each test warms
 * the cache with a token, changes what the token stands for, and holds the very next request to
 * the new truth.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const STAFF_PAGE = 'zj/0601/01.html';
const staffList = (token: string, app: FastifyInstance = t.app) =>
  call(app, 'GET', 'zj/0601/list', { token, lang: 'en-US', query: { current: 1, pageSize: 5 } });
const userInfo = (token: string, app: FastifyInstance = t.app) => call(app, 'GET', 'mn/0101/user/info', { token, lang: 'en-US' });

/** `mn/0000/authority` answers from the cache alone when warm: its handler asks nothing else. */
const askStaffPage = (token: string) => call(t.app, 'GET', 'mn/0000/authority', { token, query: { url: STAFF_PAGE } });

const refusedSession = { code: 500, msg: expect.stringMatching(/token/i) };
const forbidden = { code: 500, msg: `No permission for: ${STAFF_PAGE}` };

/** A staff account holding the staff list through its own role `only_<loginid>`, its cache warm. */
async function warmStaff(loginid: string): Promise<{ token: string; userId: number; roleId: number }> {
  const token = await staffWithPages(t, loginid, [STAFF_PAGE], ['C0002']);
  ok(await staffList(token));
  ok(await staffList(token));
  const [row] = await t.db.query<{ user_id: number; role_id: number }>(
    `select u.id as user_id, r.id as role_id from app_user u, role r where u.loginid = $1 and r.code = $2`,
    [loginid, `only_${loginid}`],
  );
  return { token, userId: row.user_id, roleId: row.role_id };
}

/** The SQL statements the server runs while `fn` runs. */
async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const query = t.db.query;
  const seen: string[] = [];
  t.db.query = ((text: string, params?: unknown[]) => {
    seen.push(text);
    return query(text, params);
  }) as typeof query;
  try {
    await fn();
  } finally {
    t.db.query = query;
  }
  return seen;
}

describe('session cache', () => {
  it('answers a warm request after reading only the auth generation', async () => {
    const { token } = await warmStaff('cache_warm');
    const asked = () => call(t.app, 'GET', 'mn/0000/authority', { token, query: { url: [STAFF_PAGE, 'zj/0101/lock'] } });
    expect((await asked()).data).toEqual({ [STAFF_PAGE]: 1, 'zj/0101/lock': 0 });
    const statements = await statementsDuring(async () => expect((await asked()).data).toEqual({ [STAFF_PAGE]: 1, 'zj/0101/lock': 0 }));
    expect(statements).toEqual([expect.stringContaining('from auth_state')]);
  });

  it('keeps the cache across logins, even with a default password already flagged for change', async () => {
    const { token } = await warmStaff('cache_logins');
    await staffWithPages(t, 'cache_default_pwd', [STAFF_PAGE]);
    await t.db.query(`update app_user set password_hash = $2, must_change_password = true where loginid = $1`, [
      'cache_default_pwd',
      await hashPassword(t.config.defaultPassword),
    ]);
    expect((await askStaffPage(token)).data).toBe(1);
    await login(t.app, 'cache_default_pwd', t.config.defaultPassword);
    await login(t.app, 'kf');
    const statements = await statementsDuring(async () => expect((await askStaffPage(token)).data).toBe(1));
    expect(statements).toEqual([expect.stringContaining('from auth_state')]);
  });

  it('refuses a token at once after logout', async () => {
    const { token } = await warmStaff('cache_logout');
    ok(await call(t.app, 'GET', 'mn/0101/logout', { token }));
    expect(await staffList(token)).toMatchObject(refusedSession);
  });

  it("ends the user's other sessions at once when the password changes", async () => {
    const { token: other } = await warmStaff('cache_pwd');
    const token = await login(t.app, 'cache_pwd');
    ok(await staffList(token));
    ok(await call(t.app, 'POST', 'mn/0101/user/password', { token, body: { password: DEMO_PASSWORD, newPassword: 'Better2027' } }));
    expect(await staffList(other)).toMatchObject(refusedSession);
    ok(await staffList(token));
  });

  it('refuses a disabled account at once', async () => {
    const { token, userId } = await warmStaff('cache_disabled');
    ok(await call(t.app, 'POST', 'zj/0601/status', { token: admin, body: { id: userId, status: 'disabled' } }));
    expect(await userInfo(token)).toMatchObject(refusedSession);
  });

  it("refuses a locked customer's login at once", async () => {
    const token = await login(t.app, 'customer2');
    ok(await userInfo(token));
    ok(await userInfo(token));
    const [c2] = await t.db.query<{ id: number }>(`select id from customer where code = 'C0002'`);
    ok(await call(t.app, 'POST', 'zj/0101/lock', { token: admin, body: { id: c2.id } }));
    expect(await userInfo(token)).toMatchObject(refusedSession);
    ok(await call(t.app, 'POST', 'zj/0101/unlock', { token: admin, body: { id: c2.id } }));
  });

  it('refuses the page at once when the role is taken from the user, or disabled', async () => {
    const removed = await warmStaff('cache_member');
    ok(await call(t.app, 'POST', 'xt/0105/member/save', { token: admin, body: { roleId: removed.roleId, userIds: [removed.userId], mode: 'remove' } }));
    expect(await staffList(removed.token)).toMatchObject(forbidden);
    expect((await userInfo(removed.token)).data.roles).not.toContain('only_cache_member');

    const disabled = await warmStaff('cache_role_off');
    ok(await call(t.app, 'POST', 'xt/0105/status', { token: admin, body: { id: disabled.roleId, status: 'disabled' } }));
    expect(await staffList(disabled.token)).toMatchObject(forbidden);
    ok(await call(t.app, 'POST', 'xt/0105/status', { token: admin, body: { id: disabled.roleId, status: 'enabled' } }));
    ok(await staffList(disabled.token));
  });

  it("follows the role's menus and function points at once", async () => {
    const { token, roleId } = await warmStaff('cache_menus');
    const [c2] = await t.db.query<{ id: number }>(`select id from customer where code = 'C0002'`);
    const lock = () => call(t.app, 'POST', 'zj/0101/unlock', { token, lang: 'en-US', body: { id: c2.id } });
    expect(await lock()).toMatchObject({ code: 500, msg: 'No permission for: zj/0101/lock' });

    const menus = (await t.db.query<{ menu_id: number }>(`select menu_id from role_menu where role_id = $1`, [roleId])).map((r) => r.menu_id);
    ok(await call(t.app, 'POST', 'xt/0105/menu/save', { token: admin, body: { roleId, menuIds: menus, authorityUrls: ['zj/0101/lock'] } }));
    ok(await lock());
    ok(await staffList(token));

    const [other] = await t.db.query<{ id: number }>(`select id from menu where url = 'xt/0105/01.html'`);
    ok(await call(t.app, 'POST', 'xt/0105/menu/save', { token: admin, body: { roleId, menuIds: [other.id], authorityUrls: [] } }));
    expect(await staffList(token)).toMatchObject(forbidden);
    expect(await lock()).toMatchObject({ code: 500, msg: 'No permission for: zj/0101/lock' });
  });

  it('refuses a cached session past its end without asking the database', async () => {
    const { token } = await warmStaff('cache_ttl');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (t.config.tokenTtlMinutes + 1) * 60_000 });
    try {
      let answer: Awaited<ReturnType<typeof staffList>> | undefined;
      const statements = await statementsDuring(async () => (answer = await staffList(token)));
      expect(answer).toMatchObject(refusedSession);
      expect(statements).toEqual([expect.stringContaining('from auth_state')]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sees a change written in plain SQL, outside our code, at once', async () => {
    const grant = await warmStaff('cache_sql_grant');
    await t.db.query(`delete from role_menu where role_id = $1`, [grant.roleId]);
    expect(await staffList(grant.token)).toMatchObject(forbidden);

    const session = await warmStaff('cache_sql_session');
    await t.db.query(`update session set revoked_at = now() where user_id = $1`, [session.userId]);
    expect(await staffList(session.token)).toMatchObject(refusedSession);

    const expired = await warmStaff('cache_sql_expired');
    await t.db.query(`update session set expires_at = now() - interval '1 second' where user_id = $1`, [expired.userId]);
    expect(await staffList(expired.token)).toMatchObject(refusedSession);
  });

  /**
   * Another handle on the same database, with a cache of its own as another process would have:
   * on PostgreSQL a pool of its own; PGlite's one instance cannot be opened twice, so there a
   * second handle shares it.
   */
  async function secondHandle(): Promise<{ db: Database; close(): Promise<void> }> {
    if (t.db.kind !== 'pg') return { db: { ...t.db }, close: async () => {} };
    const [{ name }] = await t.db.query<{ name: string }>(`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const db = await openDatabase({ kind: 'pg', url: url.toString(), max: 2 });
    return { db, close: () => db.close() };
  }

  it('two server processes on one database agree: a change made through one is seen by the other at once', async () => {
    const handle = await secondHandle();
    const second = await buildApp({ db: handle.db, config: t.config });
    await second.ready();
    try {
      const { token, roleId } = await warmStaff('cache_two');
      ok(await staffList(token, second));
      ok(await staffList(token, second));
      ok(await call(t.app, 'POST', 'xt/0105/status', { token: admin, body: { id: roleId, status: 'disabled' } }));
      expect(await staffList(token, second)).toMatchObject(forbidden);
      ok(await call(second, 'GET', 'mn/0101/logout', { token }));
      expect(await userInfo(token)).toMatchObject(refusedSession);
    } finally {
      await second.close();
      await handle.close();
    }
  });
});
