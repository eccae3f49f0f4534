import type { Database } from '../../db/connection';
import type { SessionUser } from './types';
import { isForeignKeyViolation } from '../resource/dbError';

interface UserRow {
  id: number;
  loginid: string;
  user_name: string;
  user_type: 'staff' | 'customer';
  customer_id: number | null;
  view_all: boolean;
  station_id: number | null;
  banker_id: string | null;
  must_change_password: boolean;
  roles: string[] | null;
}

/** The columns a SessionUser is made of; `u` is app_user. */
const USER_COLUMNS = `u.id, u.loginid, u.user_name, u.user_type, u.customer_id, u.view_all, u.station_id, u.banker_id, u.must_change_password,
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
    mustChangePassword: r.must_change_password,
    tokenHash,
  };
}

/** A session (`s`, its activity `a` from session_activity) not idle past its own timeout. */
export const LIVE_NOT_IDLE = `(s.idle_minutes is null or coalesce(a.seen_at, s.created_at) > now() - make_interval(mins => s.idle_minutes))`;

export interface FoundSession {
  user: SessionUser;
  /** The session's end (epoch ms), so a cached session expires without asking the database. */
  expiresAt: number;
  /** Its idle timeout (ms), or null for none. */
  idleMs: number | null;
  /** Its last recorded activity (epoch ms): session_activity, else the login. */
  seenAt: number;
}

const epochMs = (v: Date | string) => new Date(v).getTime();

/** Looks a live session up in the database: not revoked, expired or idle, its account enabled and unlocked. */
export async function findSession(db: Database, tokenHash: string): Promise<FoundSession | null> {
  const [r] = await db.query<UserRow & { expires_at: Date | string; idle_minutes: number | null; seen_at: Date | string }>(
    `select ${USER_COLUMNS}, s.expires_at, s.idle_minutes, coalesce(a.seen_at, s.created_at) as seen_at
       from session s join app_user u on u.id = s.user_id
       left join session_activity a on a.token_hash = s.token_hash
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and ${LIVE_NOT_IDLE}
        and u.enabled and not u.locked`,
    [tokenHash],
  );
  if (!r) return null;
  return {
    user: toSessionUser(r, tokenHash),
    expiresAt: epochMs(r.expires_at),
    idleMs: r.idle_minutes === null ? null : Number(r.idle_minutes) * 60_000,
    seenAt: epochMs(r.seen_at),
  };
}

/**
 * Records that a session was used now. session_activity has no auth-generation trigger, so no
 * process's cache is emptied; callers write at most once a minute per session (sessionCache.ts).
 */
export async function recordActivity(db: Database, tokenHash: string): Promise<void> {
  try {
    await db.query(
      `insert into session_activity (token_hash, seen_at) values ($1, now())
       on conflict (token_hash) do update set seen_at = excluded.seen_at`,
      [tokenHash],
    );
  } catch (err) {
    // The session was deleted meanwhile (housekeeping): nothing left to keep alive.
    if (!isForeignKeyViolation(err)) throw err;
  }
}

/** A user as a session would describe them, for work done outside any request (background jobs). */
export async function loadSessionUser(db: Database, userId: number): Promise<SessionUser | null> {
  const [r] = await db.query<UserRow>(`select ${USER_COLUMNS} from app_user u where u.id = $1 and u.enabled`, [userId]);
  return r ? toSessionUser(r, '') : null;
}
