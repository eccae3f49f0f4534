/**
 * Announcements as their readers see them: the ones in use for the caller's audience (customers:
 * customer and public; staff: staff and public) and whether the caller has read each. The login
 * dialog shows the unread ones and marks them read when closed; opening one (MN0401_04) marks it
 * read; MN0401_11 lists them all, unread first.
 */
import type { Database } from '../../db/connection';
import type { SessionUser } from '../../platform/auth/types';

export const audiencesOf = (user: Pick<SessionUser, 'userType'>): string[] => [user.userType === 'customer' ? 'customer' : 'staff', 'public'];

/** SQL condition on `notice n` ($audiences = the caller's audiences): in use, published, for them. */
export const readableWhere = (audiences: string) =>
  `n.status = 'in_use' and n.audience = any(${audiences}::text[]) and (n.published_at is null or n.published_at <= now())`;

/** Marks the given notices read for the user, those they may read only; answers how many are read now. */
export async function markNoticesRead(db: Database, user: Pick<SessionUser, 'userId' | 'userType'>, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db.query<{ notice_id: number }>(
    `insert into notice_read (user_id, notice_id)
     select $1, n.id from notice n where n.id = any($2::int[]) and ${readableWhere('$3')}
     on conflict (user_id, notice_id) do nothing
     returning notice_id`,
    [user.userId, ids, audiencesOf(user)],
  );
  return rows.length;
}
