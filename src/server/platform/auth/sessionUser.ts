import type { Database } from '../../db/connection';
import type { SessionUser } from './types';

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

export interface FoundSession {
  user: SessionUser;
  /** The session's end (epoch ms), so a cached session expires without asking the database. */
  expiresAt: number;
}

/** Looks a live session up in the database: not revoked, not expired, its account enabled and unlocked. */
export async function findSession(db: Database, tokenHash: string): Promise<FoundSession | null> {
  const [r] = await db.query<UserRow & { expires_at: Date | string }>(
    `select ${USER_COLUMNS}, s.expires_at
       from session s join app_user u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
        and u.enabled and not u.locked`,
    [tokenHash],
  );
  return r ? { user: toSessionUser(r, tokenHash), expiresAt: new Date(r.expires_at).getTime() } : null;
}

/** A user as a session would describe them, for work done outside any request (background jobs). */
export async function loadSessionUser(db: Database, userId: number): Promise<SessionUser | null> {
  const [r] = await db.query<UserRow>(`select ${USER_COLUMNS} from app_user u where u.id = $1 and u.enabled`, [userId]);
  return r ? toSessionUser(r, '') : null;
}
