import type { Database } from '../../db/connection';

/**
 * Counts a hit on `key` in a fixed window of `windowSeconds`; answers 0 when it is within
 * `limit`, else the seconds until the window ends. One statement, so parallel hits all count.
 */
export async function hit(db: Database, key: string, limit: number, windowSeconds: number): Promise<number> {
  const [row] = await db.query<{ hits: number; wait: number }>(
    `insert into rate_limit (key, hits, window_started_at) values ($1, 1, now())
     on conflict (key) do update set
       hits = case when rate_limit.window_started_at <= now() - make_interval(secs => $2::int) then 1 else rate_limit.hits + 1 end,
       window_started_at = case when rate_limit.window_started_at <= now() - make_interval(secs => $2::int)
                                then now() else rate_limit.window_started_at end
     returning hits, ceil(extract(epoch from (window_started_at + make_interval(secs => $2::int)) - now()))::int as wait`,
    [key, windowSeconds],
  );
  if (Math.random() < 0.01) {
    await db.query(`delete from rate_limit where window_started_at < now() - interval '1 day'`);
  }
  return row.hits > limit ? Math.max(1, row.wait) : 0;
}
