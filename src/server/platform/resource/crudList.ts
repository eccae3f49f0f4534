/**
 * GET <base>/list?current&pageSize&keyword&<filters> -> {list, total} of a resource spec: filters,
 * keyword and row scope on alias `t`, the spec's order, the count beside each row.
 */
import type { RouteDef } from '../route';
import { ListFilter } from './filter';
import { pageProps, paging } from './query';
import { rowOut, selectList } from './fields';
import type { CrudSpec } from './spec';

export function listRoute(spec: CrudSpec): RouteDef {
  const filters = Object.entries(spec.filters ?? {});
  return {
    method: 'GET',
    url: `${spec.base}/list`,
    authority: spec.authority,
    summary: `List ${spec.noun}`,
    querystring: { type: 'object', properties: { ...pageProps, ...Object.fromEntries(filters.map(([k, f]) => [k, f.schema])) } },
    handler: async (req) => {
      const qs = req.query as Record<string, any>;
      const db = req.server.db;
      const filter = new ListFilter();
      if (spec.rowScope) filter.and(await spec.rowScope(req, filter.params));
      for (const [k, f] of filters) filter.when(qs[k], f.where);
      filter.keyword(spec.search ?? [], qs.keyword);
      const { limit, offset } = paging(qs);
      const where = filter.where();
      const rows = await db.query<Record<string, any>>(
        `select ${selectList(spec, req.lang, true)}, count(*) over ()::int as __total from ${spec.table} t
          ${where} order by ${spec.orderBy}, t.id limit ${limit} offset ${offset}`,
        filter.params,
      );
      let total = rows[0]?.__total ?? 0;
      if (!rows.length && qs.current > 1) {
        const [c] = await db.query<{ n: number }>(`select count(*)::int as n from ${spec.table} t ${where}`, filter.params);
        total = c.n;
      }
      return { list: rows.map((r) => rowOut(spec, r)), total };
    },
  };
}
