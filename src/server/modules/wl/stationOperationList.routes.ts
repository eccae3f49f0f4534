/**
 * WL0109_01 station operation statistics: the operations behind the badge counts, newest
 * first, for the caller's station (another one, or every one, only with view-all).
 */
import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { assertValid } from '../../platform/formats';
import { likeLiteral, ListFilter, listPage, listResponse, pageQueryProps, paging, type PageQuery } from '../../platform/resource';
import { optText } from '../../platform/text';
import { instantSql } from '../../platform/time';
import { OPERATION_TYPES, stationScope } from './stationOperation.routes';
import { startOfDay } from '../../../domain/time/index';
import stationOperationList from '../../../../schemas/wl/WL0109_01.json' with { type: 'json' };

/** The list's date-range rule as WL0109_01 writes it on its search column (3 months). */
const DATE_RANGE_ARGS = stationOperationList.columns.find((c) => c.name === 'dateRange')?.validators?.find((v) => v.name === 'dateRange')?.args;

interface ListQuery extends PageQuery {
  stationId?: number;
  operationType?: string;
  packageNo?: string;
  dateFrom?: string;
  dateTo?: string;
}

interface OperationRow {
  id: number;
  station_id: number;
  station_code: string;
  station_name: string;
  package_no: string;
  operation_type: string;
  operated_at: string;
  operator_name: string | null;
}

const itemProps = {
  id: { type: 'integer' },
  stationId: { type: 'integer' },
  stationCode: { type: 'string' },
  stationName: { type: 'string' },
  packageNo: { type: 'string' },
  operationType: { type: 'string' },
  operatedAt: { type: 'string', description: 'YYYY-MM-DD HH:mm:ss, China time' },
  operatorName: { type: ['string', 'null'] },
};

export default defineRoutes([
  {
    method: 'GET',
    url: 'wl/0109/station/options',
    // The statistics filter by station; a scan screen's view-all operator picks the station they work for.
    authority: ['wl/0109/01.html', 'wl/0101/01.html', 'wl/0106/01.html', 'wl/0105/01.html', 'wl/0102/01.html', 'wl/0107/01.html', 'wl/0107/11.html', 'wl/0110/01.html', 'wl/0117/01.html', 'wl/0118/01.html', 'wl/0201/01.html', 'wl/0301/01.html', 'wl/0111/01.html', 'wl/0108/01.html', 'wl/0113/01.html', 'wl/0113/11.html', 'wl/0119/01.html'],
    summary: "The stations WL0109_01 may filter by and a scan screen may work for, as select options: the caller's own, or every station with view-all",
    response: {
      type: 'object',
      properties: { list: { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, label: { type: 'string' } } } } },
    },
    async handler(req) {
      const user = currentUser(req);
      const name = req.lang === 'en-US' ? 'name_en' : 'name_zh';
      const list = await req.server.db.query<{ value: number; label: string }>(
        `select id as value, code || ' ' || ${name} as label from station where $1::boolean or id = $2 order by code`,
        [user.viewAll, user.stationId],
      );
      return { list };
    },
  },
  {
    method: 'GET',
    url: 'wl/0109/list',
    authority: 'wl/0109/01.html',
    summary:
      "Station operations newest first (paged): the caller's station unless view-all; filters operationType, packageNo (prefix), dateFrom/dateTo (China dates, within 3 months)",
    querystring: {
      type: 'object',
      properties: {
        ...pageQueryProps,
        stationId: { type: 'integer', minimum: 1, description: "default: the caller's station; view-all without it: every station" },
        operationType: { type: 'string', enum: [...OPERATION_TYPES, ''] },
        packageNo: { type: 'string', maxLength: 50 },
        dateFrom: { type: 'string', format: 'date' },
        dateTo: { type: 'string', format: 'date' },
      },
    },
    response: listResponse({ type: 'object', properties: itemProps }),
    async handler(req) {
      const q = req.query as ListQuery;
      // Spec section 5: within 3 months (exempt banker ids excepted), WL0109_01's own rule.
      assertValid('dateRange', [q.dateFrom, q.dateTo], DATE_RANGE_ARGS);
      const stationId = stationScope(currentUser(req), q.stationId);
      // Business dates: [dateFrom 00:00, dateTo + 1 day 00:00) on the business zone's clock, a range on operated_at.
      const zone = req.server.config.businessTimeZone;
      const packageNo = optText(q.packageNo);
      // A package number is matched literally, as a prefix.
      const f = new ListFilter().eq('o.station_id', stationId).eq('o.operation_type', q.operationType).when(packageNo && `${likeLiteral(packageNo)}%`, (p) => `o.package_no like ${p}`);
      if (q.dateFrom) f.and(`o.operated_at >= ${f.param(startOfDay(q.dateFrom, zone)?.toISOString())}::timestamptz`);
      if (q.dateTo) f.and(`o.operated_at < ${f.param(startOfDay(q.dateTo, zone, 1)?.toISOString())}::timestamptz`);
      const { rows, total } = await listPage<OperationRow>(req.server.db, {
        select: `o.id, o.station_id, s.code as station_code, ${req.lang === 'en-US' ? 's.name_en' : 's.name_zh'} as station_name,
                 o.package_no, o.operation_type, ${instantSql('o.operated_at')} as operated_at, o.operator_name`,
        from: 'station_operation o',
        join: 'join station s on s.id = o.station_id',
        filter: f,
        // (operated_at, id) is unique and matches station_operation_list_idx: stable pages, keyset-ready.
        order: 'order by o.operated_at desc, o.id desc',
        page: paging(q),
      });
      return {
        list: rows.map((r) => ({
          id: Number(r.id),
          stationId: r.station_id,
          stationCode: r.station_code,
          stationName: r.station_name,
          packageNo: r.package_no,
          operationType: r.operation_type,
          operatedAt: r.operated_at,
          operatorName: r.operator_name,
        })),
        total,
      };
    },
  },
]);
