import type { Database } from '../../db/connection';

/**
 * The staff under a user: the user and everyone whose leader chain (app_user.leader_id)
 * leads to them. `union` (not `union all`) stops on a cycle in the chain.
 */
export const TEAM_CTE = `team(id) as (
    select $1::int
    union
    select u.id from app_user u join team t on u.leader_id = t.id
  )`;

/** Staff relations to a customer (customer_staff.relation) and the role that does the work. */
export const RELATION_ROLE = { xs: 'sales', kf: 'kf', cw: 'finance' } as const;
export type StaffRelation = keyof typeof RELATION_ROLE;

export interface StaffRef {
  userId: number;
  loginid: string;
  userName: string;
}

/**
 * Staff in the caller's team holding the role of each relation: kf, xs (sales) and cw
 * (finance) subordinates of user info and `dd/0205/customer/map`. A view-all user sees every
 * enabled staff member of that role.
 */
export async function teamByRelation(
  db: Database,
  user: { userId: number; userType: 'staff' | 'customer'; viewAll: boolean },
): Promise<Record<StaffRelation, StaffRef[]>> {
  const out: Record<StaffRelation, StaffRef[]> = { xs: [], kf: [], cw: [] };
  if (user.userType !== 'staff') return out;
  const rows = await db.query<{ id: number; loginid: string; user_name: string; role: string }>(
    `with recursive ${TEAM_CTE}
     select distinct u.id, u.loginid, u.user_name, r.code as role
       from app_user u
       join user_role ur on ur.user_id = u.id
       join role r on r.id = ur.role_id and r.status = 'enabled'
      where u.user_type = 'staff' and u.enabled
        and r.code = any($2::text[])
        and ($3::boolean or u.id in (select id from team))
      order by u.loginid`,
    [user.userId, Object.values(RELATION_ROLE), user.viewAll],
  );
  for (const [relation, role] of Object.entries(RELATION_ROLE) as [StaffRelation, string][]) {
    out[relation] = rows.filter((r) => r.role === role).map((r) => ({ userId: r.id, loginid: r.loginid, userName: r.user_name }));
  }
  return out;
}

/** The ids of the staff under a user, the user included (whose requests a leader sees, S11). */
export async function teamIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`with recursive ${TEAM_CTE} select id from team order by id`, [userId]);
  return rows.map((r) => Number(r.id));
}
