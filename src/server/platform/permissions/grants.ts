import type { Database } from '../../db/connection';

export interface FunctionPoint {
  /** Authority URL of a button, link or API group: 'zj/0601/resetpwd'. */
  url: string;
  screenCode?: string;
  nameZh: string;
  nameEn: string;
  /** Role codes that hold it by default; admin always does. */
  roles: string[];
}

/**
 * Seeds function points (`authority`) and their default grants (`role_authority`). Only a
 * function point that is new gets grants, so an administrator's later changes survive
 * restarts. For reference seeds of any module.
 */
export async function seedFunctionPoints(db: Database, points: FunctionPoint[]): Promise<void> {
  for (const p of points) {
    const inserted = await db.query(
      `insert into authority (url, screen_code, name_zh, name_en) values ($1, $2, $3, $4)
       on conflict (url) do nothing returning url`,
      [p.url, p.screenCode ?? null, p.nameZh, p.nameEn],
    );
    if (!inserted.length) continue;
    await db.query(
      `insert into role_authority (role_id, url)
       select r.id, $1 from role r where r.code = any($2::text[])
       on conflict do nothing`,
      [p.url, [...new Set(['admin', ...p.roles])]],
    );
  }
}
