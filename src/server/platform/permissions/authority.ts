import type { Database } from '../../db/connection';

/**
 * One query answers both `mn/0000/authority` and every route's guard (both through the session
 * cache, `auth/sessionCache.ts`): a user holds a URL when one of their enabled roles has the menu
 * page with that url, or the function point.
 */
export async function grantedUrls(db: Database, userId: number, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db.query<{ url: string }>(
    `select distinct m.url from user_role ur
       join role r on r.id = ur.role_id and r.status = 'enabled'
       join role_menu rm on rm.role_id = ur.role_id
       join menu m on m.id = rm.menu_id
      where ur.user_id = $1 and m.url = any($2::text[])
     union
     select distinct ra.url from user_role ur
       join role r on r.id = ur.role_id and r.status = 'enabled'
       join role_authority ra on ra.role_id = ur.role_id
      where ur.user_id = $1 and ra.url = any($2::text[])`,
    [userId, urls],
  );
  return new Set(rows.map((r) => r.url));
}

export async function hasAuthority(db: Database, userId: number, url: string): Promise<boolean> {
  return (await grantedUrls(db, userId, [url])).has(url);
}
