/**
 * Small helpers shared by the screen-engine APIs (menus, roles, staff, customers,
 * announcements): paging and sorting of generic list endpoints, id bodies for status and
 * delete actions, raw SQL inside one transaction, and text normalisation (spec section 5).
 */
import { instantSql } from '../../platform/time';
import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';
import { inTransaction as platformTransaction } from '../../platform/transaction';

/** Query-string properties every generic list endpoint takes (ProTable's request params). */
export const pageQueryProps = {
  current: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
  sortField: { type: 'string', maxLength: 50 },
  sortOrder: { type: 'string', enum: ['ascend', 'descend', 'asc', 'desc'] },
} as const;

export interface PageQuery {
  current?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend' | 'asc' | 'desc';
}

export function paging(q: PageQuery): { limit: number; offset: number } {
  const pageSize = q.pageSize ?? 20;
  const current = q.current ?? 1;
  return { limit: pageSize, offset: (current - 1) * pageSize };
}

/**
 * An `order by` clause from a whitelist: `sortable` maps the API's field names to SQL
 * expressions; anything else falls back to `fallback`. A tie-breaker keeps pages stable.
 */
export function orderBy(q: PageQuery, sortable: Record<string, string>, fallback: string, tieBreaker = 'id'): string {
  // Own properties only: 'constructor' or '__proto__' are not columns.
  const expr = q.sortField && Object.hasOwn(sortable, q.sortField) ? sortable[q.sortField] : undefined;
  if (!expr) return `order by ${fallback}, ${tieBreaker}`;
  const dir = q.sortOrder === 'descend' || q.sortOrder === 'desc' ? 'desc' : 'asc';
  return `order by ${expr} ${dir} nulls last, ${tieBreaker}`;
}

/** A list answer: `{list, total}`. */
export function listResponse(item: Record<string, unknown>) {
  return {
    type: 'object',
    properties: { list: { type: 'array', items: item }, total: { type: 'integer' } },
  };
}

/** Body of a status or delete action: `{id}` or `{ids: [...]}` (at least one). */
export const idsBodyProps = {
  id: { type: 'integer', minimum: 1 },
  ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 1000, uniqueItems: true },
} as const;
export const idsBody = {
  type: 'object',
  properties: idsBodyProps,
  additionalProperties: false,
  anyOf: [{ required: ['id'] }, { required: ['ids'] }],
} as const;

export function pickIds(body: { id?: number; ids?: number[] }): number[] {
  const ids = [...new Set([...(body.ids ?? []), ...(body.id ? [body.id] : [])])];
  if (ids.length === 0) throw new AppError('common.selectOne');
  return ids;
}

/**
 * Money: a numeric string (never a float), at least 0, at most 2 decimals, fitting numeric(14, 2).
 * Checked by the shared domain validator (src/domain/validators), the one the form runs.
 */
export const moneySchema = {
  type: 'string',
  'x-normalize': true,
  'x-validator': { validator: 'decimal', args: { scale: 2, allowZero: true, max: '999999999999.99' } },
} as const;

/** Full-width characters to half-width, then trim (spec section 5: every text input). */
export function normText(s: string): string;
export function normText(s: string | null | undefined): string | null;
export function normText(s: string | null | undefined): string | null {
  if (s === null || s === undefined) return null;
  return s
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .trim();
}

/** Normalised text, or null when nothing is left. */
export function optText(s: string | null | undefined): string | null {
  const v = normText(s);
  return v ? v : null;
}

export type TxQuery = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * Runs raw SQL statements in one transaction (PGlite or PostgreSQL), through the platform's
 * `inTransaction`. Inside `fn`, use the given `q` only: on PGlite the connection is held by
 * the transaction. Throwing inside `fn` rolls everything back.
 */
export async function inTransaction<T>(db: Database, fn: (q: TxQuery) => Promise<T>): Promise<T> {
  return platformTransaction(db, (tx) => fn(<R>(text: string, params?: unknown[]) => tx.query<R>(text, params)));
}

/** Rows count as a number on both drivers. */
export const countSql = 'count(*)::int';

/** A timestamptz column as the API answers a time: the instant, ISO 8601 UTC (platform/time.ts). */
export const ts = instantSql;

/** A unique-constraint violation (two saves racing for the same login ID or code). */
export function isUniqueViolation(err: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause).
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === '23505' || /duplicate key value violates unique constraint/i.test(String(e.message ?? ''))) return true;
  }
  return false;
}

/** The driver's message under Drizzle's wrapper (names the violated constraint). */
export function rootMessage(err: unknown): string {
  let e = err as { message?: string; cause?: unknown } | undefined;
  while (e?.cause) e = e.cause as typeof e;
  return String(e?.message ?? '');
}

/** Runs `fn`; a unique violation becomes `onDuplicate()` (an AppError with a clear message). */
export async function guardUnique<T>(fn: () => Promise<T>, onDuplicate: (err: unknown) => Error): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) throw onDuplicate(err);
    throw err;
  }
}
