/**
 * GET <base>/list?current&pageSize&keyword&<filters> -> {list, total} of a resource spec. The page
 * is cut before its rows are decorated (pageFirst.ts): its ids come from the bare filtered table
 * (filters, keyword and row scope are columns of alias `t`), only they are decorated (the fields'
 * sub-selects), and the count is asked only when the page cannot tell it.
 */
import type { RouteDef } from '../route';
import { ListFilter } from './filter';
import { listPage } from './pageFirst';
import { pageProps, paging } from './query';
import { rowOut, selectList } from './fields';
import type { CrudSpec } from './spec';

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
      const qs = req.query as Record<string, any>;
      const db = req.server.db;
      const filter = new ListFilter();
      if (spec.rowScope) filter.and(await spec.rowScope(req, filter.params));
      for (const [k, f] of filters) filter.when(qs[k], f.where);
      filter.keyword(spec.search ?? [], qs.keyword);
      const { rows, total } = await listPage(db, {
        from: `${spec.table} t`,
        id: 't.id',
        filter,
        order: `order by ${spec.orderBy}, t.id`,
        page: paging(qs),
        decorate: (ids) => db.query<{ id: number }>(`select ${selectList(spec, req.lang, true)} from ${spec.table} t where t.id = any($1::int[])`, [ids]),
      });
      return { list: rows.map((r) => rowOut(spec, r)), total };
    },
  };
}
