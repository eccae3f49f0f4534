import { defineSeed } from '../../db/seed/define';
import { OPERATION_TYPES } from './stationOperation.routes';

/** Demo stations that get a month of scans, so the badges and WL0109_01 have something to count. */
const DEMO_STATIONS = ['SHA', 'SZX', 'CAN'];

/**
 * Demo only: 1-6 operations of every type per station and day over the last 30 days, today
 * included, each scanned by the station's first staff member. Deterministic, so a demo looks
 * the same on every machine.
 */
export default defineSeed({
  name: 'demo station operations',
  order: 200,
  async demo({ db, config }) {
    await db.query(
      `insert into station_operation (station_id, package_no, operation_type, operated_at, operator_id, operator_name)
       select s.id,
              s.code || to_char(now() - d * interval '1 day', 'YYMMDD') || t.i || lpad(n::text, 3, '0'),
              t.type,
              -- Today's scans stay today's in the business's day, even just after its midnight.
              case when d = 0 then greatest(now() - n * interval '7 minutes', date_trunc('day', now() at time zone $3) at time zone $3)
                   else now() - d * interval '1 day' - n * interval '7 minutes' end,
              u.id, u.user_name
         from station s
        cross join generate_series(0, 29) as d
        cross join unnest($1::text[]) with ordinality as t(type, i)
        cross join lateral generate_series(1, 1 + ((s.id * 3 + d * 5 + t.i::int * 7) % 6)::int) as n
         left join lateral (
           select id, user_name from app_user where station_id = s.id and user_type = 'staff' order by id limit 1
         ) u on true
        where s.code = any($2::text[])
          and not exists (select 1 from station_operation)`,
      [OPERATION_TYPES, DEMO_STATIONS, config.businessTimeZone],
    );
  },
});
