import { defineSeed } from '../../db/seed/define';
import { OPERATION_TYPES } from './stationOperation.routes';

/** Demo stations that get a month of scans, so the badges and WL0109_01 have something to count. */
const DEMO_STATIONS = ['SHA', 'SZX', 'CAN'];

/**
 * Demo only: the history before today, 1-6 operations of every type per station and day over the
 * 29 days before it, each scanned by the station's first staff member, so WL0109_01's charts have
 * a month to draw. Deterministic, so a demo looks the same on every machine. Today's operations
 * are only the real work of the demo (stationWork.seed.ts): the badges count what was done.
 */
export default defineSeed({
  name: 'demo station operations',
  order: 200,
  async demo({ db }) {
    await db.query(
      `insert into station_operation (station_id, package_no, operation_type, operated_at, operator_id, operator_name)
       select s.id,
              s.code || to_char(now() - d * interval '1 day', 'YYMMDD') || t.i || lpad(n::text, 3, '0'),
              t.type,
              -- A day or more ago: before today's business day, whatever the time now.
              now() - d * interval '1 day' - n * interval '7 minutes',
              u.id, u.user_name
         from station s
        cross join generate_series(1, 29) as d
        cross join unnest($1::text[]) with ordinality as t(type, i)
        cross join lateral generate_series(1, 1 + ((s.id * 3 + d * 5 + t.i::int * 7) % 6)::int) as n
         left join lateral (
           select id, user_name from app_user where station_id = s.id and user_type = 'staff' order by id limit 1
         ) u on true
        where s.code = any($2::text[])
          and not exists (select 1 from station_operation)`,
      [OPERATION_TYPES, DEMO_STATIONS],
    );
  },
});
