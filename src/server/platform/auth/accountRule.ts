/**
 * The one rule every route that changes a login account applies (password resets, lock and
 * unlock, enable and disable, staff saves, customer login IDs added or removed, role membership):
 * - only an administrator may change an administrator account, or make one;
 * - a customer's login only by staff whose data scope holds that customer;
 * - only an administrator changes the view-all flag (a staff member cannot widen a scope, their own
 *   least of all).
 * Routes call it, never a copy of it, so the rule cannot drift between them.
 */
import type { Database } from '../../db/connection';
import { AppError } from '../errors';
import { defineMessages } from '../i18n';
import { customerScope, inScope } from '../permissions/dataScope';
import type { SessionUser } from './types';

defineMessages({
  'zh-CN': {
    'account.userNotFound': '用户不存在',
    'account.adminOnly': '只有管理员可以分配管理员角色或修改管理员账号',
    'account.viewAllAdminOnly': '只有管理员可以修改“查看全部”权限',
  },
  'en-US': {
    'account.userNotFound': 'No such user',
    'account.adminOnly': 'Only an administrator may grant the administrator role or change an administrator account',
    'account.viewAllAdminOnly': 'Only an administrator may change the view-all flag',
  },
});

/** The administrator role's code: holding it is what the rule asks. */
export const ADMIN_ROLE = 'admin';

export const isAdministrator = (me: Pick<SessionUser, 'roles'>) => me.roles.includes(ADMIN_ROLE);

/** An account a route is about to change, as the rule needs it. */
export interface AccountTarget {
  id: number;
  loginid: string;
  userType: 'staff' | 'customer';
  customerId: number | null;
  /** Holds the administrator role (enabled or not: a disabled role can be enabled again). */
  admin: boolean;
}

/** The accounts behind `userIds`; refuses (account.userNotFound) when one does not exist. */
export async function accountTargets(db: Database, userIds: number[]): Promise<AccountTarget[]> {
  const ids = [...new Set(userIds)];
  const rows = await db.query<{ id: number; loginid: string; user_type: 'staff' | 'customer'; customer_id: number | null; admin: boolean }>(
    `select u.id, u.loginid, u.user_type, u.customer_id,
            exists (select 1 from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id and r.code = $2) as admin
       from app_user u where u.id = any($1::int[]) order by u.id`,
    [ids, ADMIN_ROLE],
  );
  if (rows.length !== ids.length) throw new AppError('account.userNotFound');
  return rows.map((r) => ({ id: r.id, loginid: r.loginid, userType: r.user_type, customerId: r.customer_id, admin: r.admin }));
}

/** Refuses unless `me` may make an account an administrator (`grants`: the change hands out the role). */
export function assertMayGrantAdministrator(me: SessionUser, grants: boolean): void {
  if (grants && !isAdministrator(me)) throw new AppError('account.adminOnly');
}

/** The rule over accounts already loaded. */
export async function assertMayChange(db: Database, me: SessionUser, targets: AccountTarget[]): Promise<void> {
  assertMayGrantAdministrator(me, targets.some((t) => t.admin));
  const customers = [...new Set(targets.flatMap((t) => (t.customerId ? [t.customerId] : [])))];
  if (!customers.length) return;
  const scope = await customerScope(db, me);
  if (!customers.every((id) => inScope(scope, id))) throw new AppError('auth.dataForbidden');
}

/** Loads the accounts and applies the rule; answers them for the change. */
export async function mayChangeAccounts(db: Database, me: SessionUser, userIds: number[]): Promise<AccountTarget[]> {
  const targets = await accountTargets(db, userIds);
  await assertMayChange(db, me, targets);
  return targets;
}

/** The logins of customers (the customer list's lock, unlock and reset act on them), under the same rule. */
export async function mayChangeCustomerLogins(db: Database, me: SessionUser, customerIds: number[]): Promise<AccountTarget[]> {
  const rows = await db.query<{ id: number }>(`select id from app_user where customer_id = any($1::int[]) order by id`, [customerIds]);
  const targets = await accountTargets(db, rows.map((r) => r.id));
  // The customers themselves are checked too, so a customer without logins is refused the same way.
  const scope = await customerScope(db, me);
  if (!customerIds.every((id) => inScope(scope, id))) throw new AppError('auth.dataForbidden');
  await assertMayChange(db, me, targets);
  return targets;
}

/** Only an administrator changes view-all (`before` undefined: a new account). */
export function assertMayChangeViewAll(me: SessionUser, before: boolean | undefined, after: boolean | undefined): void {
  if (after === undefined || after === (before ?? false)) return;
  if (!isAdministrator(me)) throw new AppError('account.viewAllAdminOnly');
}
