import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection';
import type { SessionUser } from './types';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** Opens a session: only the token's sha256 is stored, so a copy of the table opens nothing. */
export async function createSession(
  db: Database,
  userId: number,
  ttlMinutes: number,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into session (token_hash, user_id, expires_at, ip, user_agent)
     values ($1, $2, now() + make_interval(mins => $3::int), $4, $5)`,
    [hashToken(token), userId, ttlMinutes, meta.ip ?? null, meta.userAgent?.slice(0, 300) ?? null],
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

interface UserRow {
  id: number;
  loginid: string;
  user_name: string;
  user_type: 'staff' | 'customer';
  customer_id: number | null;
  view_all: boolean;
  station_id: number | null;
  banker_id: string | null;
  roles: string[] | null;
}

/** The columns a SessionUser is made of; `u` is app_user. */
const USER_COLUMNS = `u.id, u.loginid, u.user_name, u.user_type, u.customer_id, u.view_all, u.station_id, u.banker_id,
  array(select r.code from user_role ur join role r on r.id = ur.role_id
        where ur.user_id = u.id and r.status = 'enabled' order by r.code) as roles`;

function toSessionUser(r: UserRow, tokenHash: string): SessionUser {
  return {
    userId: r.id,
    loginid: r.loginid,
    userName: r.user_name,
    userType: r.user_type,
    customerId: r.customer_id,
    roles: r.roles ?? [],
    viewAll: r.view_all,
    stationId: r.station_id,
    bankerId: r.banker_id,
    tokenHash,
  };
}

/** Looks a token up in the session table: any server process sharing the database agrees. */
export async function resolveSession(db: Database, token: string): Promise<SessionUser | null> {
  return resolveSessionHash(db, hashToken(token));
}

/** The same, by the stored hash (a push-stream ticket remembers its session this way). */
export async function resolveSessionHash(db: Database, tokenHash: string): Promise<SessionUser | null> {
  const [r] = await db.query<UserRow>(
    `select ${USER_COLUMNS}
       from session s join app_user u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
        and u.enabled and not u.locked`,
    [tokenHash],
  );
  return r ? toSessionUser(r, tokenHash) : null;
}

/** A user as a session would describe them, for work done outside any request (background jobs). */
export async function loadSessionUser(db: Database, userId: number): Promise<SessionUser | null> {
  const [r] = await db.query<UserRow>(`select ${USER_COLUMNS} from app_user u where u.id = $1 and u.enabled`, [userId]);
  return r ? toSessionUser(r, '') : null;
}
