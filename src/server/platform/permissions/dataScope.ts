import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { AppError } from '../errors';
import type { SessionUser } from '../auth/types';
import { TEAM_CTE } from './team';

/**
 * Which customers' rows a caller may see (spec section 6, SCREENS GL6):
 * - a customer account: its own customer;
 * - staff with the view-all flag: everybody;
 * - other staff: customers bound to them in customer_staff (xs, kf, cw), and customers bound
 *   to anyone below them in the leader chain ("indirectly associated").
 * Every customer-owned query passes through this one filter.
 */
export type CustomerScope = { all: true } | { all: false; customerIds: number[] };

type ScopeUser = Pick<SessionUser, 'userId' | 'userType' | 'customerId' | 'viewAll'>;

export async function customerScope(db: Database, user: ScopeUser): Promise<CustomerScope> {
  if (user.userType === 'customer') return { all: false, customerIds: user.customerId ? [user.customerId] : [] };
  if (user.viewAll) return { all: true };
  const rows = await db.query<{ customer_id: number }>(
    `with recursive ${TEAM_CTE}
     select distinct cs.customer_id from customer_staff cs
      where cs.user_id in (select id from team)
      order by cs.customer_id`,
    [user.userId],
  );
  return { all: false, customerIds: rows.map((r) => Number(r.customer_id)) };
}

export function inScope(scope: CustomerScope, customerId: number): boolean {
  return scope.all || scope.customerIds.includes(customerId);
}

/**
 * A `where` fragment for raw SQL: `scopeWhere(scope, 'o.customer_id', params)` appends the id
 * list to `params` and returns e.g. `o.customer_id = any($3::int[])` (or `true`).
 */
export function scopeWhere(scope: CustomerScope, column: string, params: unknown[]): string {
  if (scope.all) return 'true';
  if (scope.customerIds.length === 0) return 'false';
  params.push(scope.customerIds);
  return `${column} = any($${params.length}::int[])`;
}

/** The same filter as a Drizzle condition: `.where(and(scopeCondition(scope, orders.customerId), ...))`. */
export function scopeCondition(scope: CustomerScope, column: AnyColumn | SQL): SQL {
  if (scope.all) return sql`true`;
  if (scope.customerIds.length === 0) return sql`false`;
  return sql`${column} = any(${sql.param(scope.customerIds)}::int[])`;
}

/** Refuses (auth.dataForbidden) when the customer is outside the caller's scope. */
export async function assertCustomerInScope(db: Database, user: ScopeUser, customerId: number): Promise<void> {
  if (!inScope(await customerScope(db, user), customerId)) throw new AppError('auth.dataForbidden');
}

export interface CustomerRef {
  customerId: number;
  code: string;
  name: string;
}

/** The customers a caller may act for, by code: relatedUser of user info and the customer map. */
export async function customersInScope(db: Database, scope: CustomerScope): Promise<CustomerRef[]> {
  const params: unknown[] = [];
  const rows = await db.query<{ id: number; code: string; name: string }>(
    `select id, code, name from customer where ${scopeWhere(scope, 'id', params)} order by code`,
    params,
  );
  return rows.map((r) => ({ customerId: r.id, code: r.code, name: r.name }));
}
