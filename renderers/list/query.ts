/** ProTable's request arguments -> the server's list query; the reply {list, total} -> ProTable's. */
import type { SortOrder } from 'antd/es/table/interface';

export interface ListQuery extends Record<string, unknown> {
  current: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

const orders = new Map<SortOrder, 'asc' | 'desc'>([['ascend', 'asc'], ['descend', 'desc']]);

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

export function toListQuery(params: Record<string, unknown>, sort: Record<string, SortOrder> = {}): ListQuery {
  // `keyword` is an ordinary filter: the screens' APIs search by it (ProTable's toolbar search, which also used that name, is off).
  const { current = 1, pageSize = 20, ...filters } = params;
  const query: ListQuery = { current: Number(current), pageSize: Number(pageSize) };
  for (const [key, value] of Object.entries(filters)) if (!blank(value)) query[key] = value;
  const [field, order] = Object.entries(sort).find(([, o]) => o) ?? [];
  if (field && order) Object.assign(query, { sortField: field, sortOrder: orders.get(order as SortOrder) });
  return query;
}

/** A list answer; `totalCapped`: the server stopped counting at `total` (a huge table), so there are more. */
export interface ListReply<T = Record<string, unknown>> { list?: T[]; total?: number; totalCapped?: boolean }

export function toProResult<T>(reply: ListReply<T> | T[] | undefined) {
  const list = Array.isArray(reply) ? reply : reply?.list ?? [];
  const total = Array.isArray(reply) ? reply.length : reply?.total ?? list.length;
  return { data: list, total, success: true, capped: !Array.isArray(reply) && reply?.totalCapped === true };
}
