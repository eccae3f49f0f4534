import type { Database } from '../../db/connection';

/**
 * A page of a list whose rows are decorated (sub-selects, JSON aggregates, joins for names) is cut
 * before the decoration: first the page's ids, in order, from the bare filtered table; then only
 * those rows are decorated. Decorating every matching row and paging afterwards costs the whole
 * table on every page (a 1,000-row customer page took 0.1–0.7 s against 10,000 customers).
 *
 * `pageIds` selects one `id` column, already ordered and limited; `decorate` answers the rows of
 * the given ids in any order. The answer keeps the order of `pageIds`.
 */
export async function pageFirst<R extends { id: number | string }>(
  db: Pick<Database, 'query'>,
  pageIds: string,
  params: unknown[],
  decorate: (ids: number[]) => Promise<R[]>,
): Promise<R[]> {
  const ids = (await db.query<{ id: number | string }>(pageIds, params)).map((r) => Number(r.id));
  if (!ids.length) return [];
  const byId = new Map((await decorate(ids)).map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
