/**
 * GET <base>/list?current&pageSize&keyword&<filters> -> {list, total} of a resource spec. The page
 * is cut before its rows are decorated (pageFirst.ts): its ids come from the bare filtered table
 * (filters, keyword and row scope are columns of alias `t`), only they are decorated (the fields'
 * sub-selects), and the count is asked only when the page cannot tell it.
 */
import type { Database } from '../../db/connection';
import type { Lang } from '../i18n';
import type { RouteDef } from '../route';
import { ListFilter } from './filter';
import { listPage } from './pageFirst';
import { pageProps, paging } from './query';
import { rowOut, selectList } from './fields';
import type { CrudSpec } from './spec';
import { startOfDay } from '../../../domain/time/index';

/** A business date filter's instant: the start of that day (`from`) or of the next (`to`, exclusive) on the zone's clock. */
const dayStart = (date: unknown, day: 'from' | 'to', zone: string) =>
  typeof date === 'string' && date ? startOfDay(date, zone, day === 'to' ? 1 : 0)?.toISOString() : undefined;

/**
 * One page of a spec's list as its screen shows it: `query` as the list route takes it (page,
 * keyword, filters), `scope` the caller's row scope (`where` on alias t, its parameters pushed).
 * The list route asks it for the request's caller; an export of the same list for the user who
 * queued it (the export has no request), so both read the same rows.
 */
export async function listRows(
  spec: CrudSpec, db: Database, lang: Lang, query: Record<string, any>, scope: ((params: unknown[]) => Promise<string>) | undefined, zone: string,
) {
  const filter = new ListFilter();
  if (scope) filter.and(await scope(filter.params));
  for (const [k, f] of Object.entries(spec.filters ?? {})) filter.when(f.day ? dayStart(query[k], f.day, zone) : query[k], f.where);
  filter.keyword(spec.search ?? [], query.keyword);
  const { rows, total } = await listPage(db, {
    from: `${spec.table} t`,
    id: 't.id',
    filter,
    order: `order by ${spec.orderBy}, t.id`,
    page: paging(query),
    decorate: (ids) => db.query<{ id: number }>(`select ${selectList(spec, lang, true)} from ${spec.table} t where t.id = any($1::int[])`, [ids]),
  });
  return { list: rows.map((r) => rowOut(spec, r)), total };
}

export function listRoute(spec: CrudSpec): RouteDef {
  const filters = Object.entries(spec.filters ?? {});
  const required = filters.filter(([, f]) => f.required).map(([k]) => k);
  return {
    method: 'GET',
    url: `${spec.base}/list`,
    authority: spec.authority,
    summary: `List ${spec.noun}`,
    querystring: {
      type: 'object',
      properties: { ...pageProps, ...Object.fromEntries(filters.map(([k, f]) => [k, f.schema])) },
      ...(required.length ? { required } : {}),
    },
    handler: async (req) => {
      const rowScope = spec.rowScope;
      return listRows(spec, req.server.db, req.lang, req.query as Record<string, any>, rowScope && ((params) => rowScope(req, params)), req.server.config.businessTimeZone);
    },
  };
}
