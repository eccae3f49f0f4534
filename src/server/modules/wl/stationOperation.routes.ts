/**
 * Station operation counts (SH2 badges, WL0109_01): how many packages the station handled per
 * operation type B04..B09 in a day, week or month (the business zone's calendar, BUSINESS_TIME_ZONE).
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { currentUser, type SessionUser } from '../../platform/auth/types';
import { stationOperation } from '../../../domain/dictionaries/station-operation';
import './station.messages';

export const OPERATION_TYPES = stationOperation.items.map((i) => i.value);
const DATE_UNITS = ['day', 'week', 'month'] as const;
type DateUnit = (typeof DATE_UNITS)[number];

interface CountQuery {
  stationId?: number;
  operationType?: string;
  dateUtil?: DateUnit;
  dateFrom?: string;
}

/**
 * The stations whose rows the caller may count: a staff member's own station; anyone with
 * view-all may name another one, or none for every station (null).
 */
export function stationScope(user: SessionUser, asked: number | undefined): number | null {
  if (asked !== undefined && asked !== user.stationId) {
    if (!user.viewAll) throw new AppError('station.otherStationForbidden');
    return asked;
  }
  if (user.stationId !== null) return user.stationId;
  if (user.viewAll) return null;
  throw new AppError('station.stationRequired');
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'wl/0109/select/count',
    authority: 'wl/0109/01.html',
    summary:
      "Operations per type (B04..B09) at the caller's station in the day, week or month of dateFrom (default: today); another station only with view-all",
    querystring: {
      type: 'object',
      properties: {
        stationId: { type: 'integer', minimum: 1, description: "default: the caller's station; view-all without it: every station" },
        operationType: { type: 'string', enum: OPERATION_TYPES, description: 'count one type only' },
        dateUtil: { type: 'string', enum: [...DATE_UNITS], default: 'day', description: 'the period around dateFrom' },
        dateFrom: { type: 'string', format: 'date', description: 'a day of the period, YYYY-MM-DD; default today' },
      },
    },
    response: {
      type: 'object',
      properties: {
        ...Object.fromEntries(OPERATION_TYPES.map((c) => [c, { type: 'integer', description: `operations of type ${c}` }])),
        stationId: { type: ['integer', 'null'], description: 'null: every station' },
        dateUtil: { type: 'string' },
        dateFrom: { type: 'string', description: 'first day of the period' },
        dateTo: { type: 'string', description: 'last day of the period' },
      },
    },
    async handler(req) {
      const user = currentUser(req);
      const q = req.query as CountQuery;
      const unit = q.dateUtil ?? 'day';
      const stationId = stationScope(user, q.stationId);
      const types = q.operationType ? [q.operationType] : OPERATION_TYPES;
      // Days, weeks and months of the business zone's calendar ($4, config BUSINESS_TIME_ZONE).
      const params: unknown[] = [unit, q.dateFrom ?? null, types, req.server.config.businessTimeZone];
      const stationWhere = stationId === null ? '' : `and o.station_id = $${params.push(stationId)}`;
      // One grouped scan of station_operation_count_idx over the period's half-open window.
      const rows = await req.server.db.query<{ type: string; n: number; first: string; last: string }>(
        `with p as (
           select date_trunc($1, coalesce($2::date, (now() at time zone $4::text)::date)::timestamp) as start
         ), w as (
           select start, start + ('1 ' || $1)::interval as stop from p
         )
         select t.type, coalesce(c.n, 0)::int as n,
                to_char(w.start, 'YYYY-MM-DD') as first,
                to_char(w.stop - interval '1 day', 'YYYY-MM-DD') as last
           from w
           cross join unnest($3::text[]) as t(type)
           left join (
             select o.operation_type, count(*) as n
               from station_operation o, w
              where o.operated_at >= (w.start at time zone $4::text)
                and o.operated_at < (w.stop at time zone $4::text)
                and o.operation_type = any($3::text[])
                ${stationWhere}
              group by o.operation_type
           ) c on c.operation_type = t.type`,
        params,
      );
      return {
        ...Object.fromEntries(rows.map((r) => [r.type, Number(r.n)])),
        stationId,
        dateUtil: unit,
        dateFrom: rows[0]?.first,
        dateTo: rows[0]?.last,
      };
    },
  },
]);
