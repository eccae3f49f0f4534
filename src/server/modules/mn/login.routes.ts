import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { createSession, resolveSession, revokeSession } from '../../platform/auth/session';
import { dummyHash, isStrongEnough, verifyPassword } from '../../platform/auth/password';
import { blockedSeconds, clearPairFailures, loginKeys, recordLoginFailure } from '../../platform/auth/throttle';
import type { Database } from '../../db/connection';
import type { FastifyRequest } from 'fastify';
import { userInfo, type UserInfo } from './userInfo';
import { userInfoSchema } from './schemas';
import './messages';

/**
 * Opens a session for an account that has just proved who it is (password, SMS code,
 * registration) and answers what `mn/0101/login` answers: the token and the user info.
 */
export async function startSession(req: FastifyRequest, userId: number): Promise<{ token: string; user: UserInfo }> {
  const { db, config } = req.server;
  const policy = { ttlMinutes: config.tokenTtlMinutes, idleMinutes: config.sessionIdleMinutes, maxPerAccount: config.maxSessionsPerAccount };
  const token = await createSession(db, userId, policy, {
    ip: req.ip || 'unknown',
    userAgent: req.headers['user-agent'],
  });
  const user = await resolveSession(db, token);
  if (!user) throw new AppError('account.disabled'); // e.g. every role disabled at this very moment
  return { token, user: await userInfo(db, user, req.lang, req.server.config.businessTimeZone) };
}

/** Refuses a login (or a password check) of `loginid` from `ip` while its pair or its address is blocked. */
export async function assertNotThrottled(db: Database, loginid: string, ip: string): Promise<void> {
  const seconds = await blockedSeconds(db, loginKeys(loginid, ip));
  if (seconds <= 0) return;
  if (seconds < 60) throw new AppError('account.loginThrottledSeconds', { seconds });
  throw new AppError('account.loginThrottled', { minutes: Math.ceil(seconds / 60) });
}

interface LoginBody {
  loginid: string;
  password: string;
}

export default defineRoutes([
  {
    method: 'POST',
    url: 'mn/0101/login',
    authority: 'public',
    summary: 'Log in with login ID and password; answers a session token (send it as the authToken header) and the user',
    body: {
      type: 'object',
      required: ['loginid', 'password'],
      properties: {
        loginid: { type: 'string', minLength: 1, maxLength: 64 },
        password: { type: 'string', minLength: 1, maxLength: 128 },
      },
    },
    response: {
      type: 'object',
      properties: { token: { type: 'string' }, user: userInfoSchema },
    },
    async handler(req) {
      const { db, config } = req.server;
      const { password } = req.body as LoginBody;
      const loginid = (req.body as LoginBody).loginid.trim();
      const ip = req.ip || 'unknown';

      await assertNotThrottled(db, loginid, ip);

      const [row] = await db.query<{ id: number; password_hash: string; locked: boolean; enabled: boolean }>(
        `select id, password_hash, locked, enabled from app_user where loginid = $1`,
        [loginid],
      );
      // An unknown login ID costs as much time as a wrong password and gets the same answer.
      const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), password);
      if (!row || !ok) {
        await recordLoginFailure(db, loginid, ip, row?.id);
        throw new AppError('account.loginFailed');
      }
      if (!row.enabled) throw new AppError('account.disabled');
      if (row.locked) throw new AppError('account.locked');

      await clearPairFailures(db, loginid, ip);
      if (!isStrongEnough(password) || password === config.defaultPassword) {
        // Only when not yet set: a change to app_user empties every process's session cache.
        await db.query(`update app_user set must_change_password = true where id = $1 and not must_change_password`, [row.id]);
      }
      return startSession(req, row.id);
    },
  },
  {
    method: 'GET',
    url: 'mn/0101/logout',
    // Public so that logging out with an already expired token still succeeds quietly.
    authority: 'public',
    summary: 'Log out: the session token (authToken header) is revoked on the server; succeeds when it is already invalid',
    response: { type: 'null' },
    async handler(req) {
      if (req.user) await revokeSession(req.server.db, req.user.tokenHash);
      return null;
    },
  },
]);
