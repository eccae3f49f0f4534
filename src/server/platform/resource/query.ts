/**
 * What every paged list endpoint takes and answers: ProTable's request params (current, pageSize,
 * sortField, sortOrder), the page they ask for, an `order by` drawn from a whitelist, and the answer
 * `{list, total}`. Written once so every list pages, sorts and answers alike.
 */

/** Query-string properties every generic list endpoint takes (ProTable's request params). */
export const pageQueryProps = {
  current: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
  sortField: { type: 'string', maxLength: 50 },
  sortOrder: { type: 'string', enum: ['ascend', 'descend', 'asc', 'desc'] },
} as const;

/** The page alone, for a list in one order. */
export const pagingProps = { current: pageQueryProps.current, pageSize: pageQueryProps.pageSize } as const;

/** A list of a resource spec (`crudRoutes`): its page and a keyword, its own order. */
export const pageProps = { ...pagingProps, keyword: { type: 'string', maxLength: 60 } } as const;

export interface PageQuery {
  current?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend' | 'asc' | 'desc';
}

export interface Paging { limit: number; offset: number }

export function paging(q: PageQuery): Paging {
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

/** Rows count as a number on both drivers. */
export const countSql = 'count(*)::int';
