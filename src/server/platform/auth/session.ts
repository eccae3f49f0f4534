import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection';
import type { SessionUser } from './types';
import { authCache } from './sessionCache';

import { LIVE_NOT_IDLE } from './sessionUser';

export { loadSessionUser } from './sessionUser';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** How long sessions live and how many an account may hold (AppConfig). */
export interface SessionPolicy {
  /** Absolute lifetime from the login. */
  ttlMinutes: number;
  /** Ends a session unused this long (its last activity: session_activity, or the login). */
  idleMinutes: number;
  /** Live sessions per account: a new one ends the oldest beyond this. */
  maxPerAccount: number;
}

/** Opens a session: only the token's sha256 is stored, so a copy of the table opens nothing. */
export async function createSession(
  db: Database,
  userId: number,
  policy: SessionPolicy,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into session (token_hash, user_id, expires_at, idle_minutes, ip, user_agent)
     values ($1, $2, now() + make_interval(mins => $3::int), $4, $5, $6)`,
    [hashToken(token), userId, policy.ttlMinutes, policy.idleMinutes, meta.ip ?? null, meta.userAgent?.slice(0, 300) ?? null],
  );
  // The oldest live sessions beyond the cap end (a revocation bumps the auth generation only when one does).
  await db.query(
    `update session set revoked_at = now()
      where token_hash in (select s.token_hash from session s left join session_activity a on a.token_hash = s.token_hash
                            where s.user_id = $1 and s.revoked_at is null and s.expires_at > now() and ${LIVE_NOT_IDLE}
                            order by s.created_at desc, s.token_hash offset $2)`,
    [userId, policy.maxPerAccount],
  );
  // Housekeeping: sessions long past their end are of no use to anyone.
  await db.query(`delete from session where expires_at < now() - interval '7 days'`);
  return token;
}

export async function revokeSession(db: Database, tokenHash: string): Promise<void> {
  await db.query(`update session set revoked_at = now() where token_hash = $1 and revoked_at is null`, [tokenHash]);
}

/** Ends every session of a user but one (after a password change) or all (after a reset). */
export async function revokeUserSessions(db: Database, userId: number, exceptTokenHash?: string): Promise<void> {
  await db.query(
    `update session set revoked_at = now()
      where user_id = $1 and revoked_at is null and ($2::text is null or token_hash <> $2)`,
    [userId, exceptTokenHash ?? null],
  );
}

/** Looks a token up: the same answer in any server process sharing the database (`sessionCache.ts`). */
export async function resolveSession(db: Database, token: string): Promise<SessionUser | null> {
  return resolveSessionHash(db, hashToken(token));
}

/** The same, by the stored hash (a push-stream ticket remembers its session this way). */
export async function resolveSessionHash(db: Database, tokenHash: string): Promise<SessionUser | null> {
  return (await authCache(db)).session(tokenHash);
}
