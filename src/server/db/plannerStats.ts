/**
 * The planner's statistics kept fresh, which PostgreSQL's autovacuum does on a server and nobody
 * does for PGlite.
 *
 * Why it matters beyond disk space: a foreign key's check is planned once per connection and the
 * plan is kept until the table's statistics change. Planned while `orders` held a page of rows, the
 * check scans the whole table for every parcel, line and address written after it: a bulk import
 * of 10,000 orders spent 1.8 s per 1,000 orders' addresses instead of 0.07 s, and placing one order
 * grows slower with every order the embedded database holds. ANALYZE refreshes the statistics and
 * drops the plans made with the old ones.
 */
import type { Database } from './connection';

type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Refreshes one table's statistics, inside the caller's transaction when there is one (its own
 * uncommitted rows count): for a write that grows a table many times over before it commits,
 * where autovacuum, which sees only committed rows, cannot help even on PostgreSQL.
 */
export async function analyzeTable(q: Query, table: string): Promise<void> {
  if (!IDENTIFIER.test(table)) throw new Error(`not a table name: ${table}`);
  await q(`analyze ${table}`);
}

/**
 * Autovacuum's default thresholds, each a base number of rows plus a share of the table: dead
 * rows to vacuum, rows inserted since the last vacuum to vacuum (it marks pages all-visible, so a
 * count over an index reads no table pages), changes since the last analysis to analyze.
 */
const THRESHOLDS = [50, 0.2, 1000, 0.2, 50, 0.1];

/**
 * What autovacuum would do now, done: tables with many dead or newly inserted rows vacuumed (and
 * analyzed), tables changed much since their last analysis analyzed. Returns the tables it touched.
 */
export async function tidyTables(db: Pick<Database, 'query' | 'exec'>): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  const rows = await db.query<{ table: string; vacuum: boolean }>(
    `select relname as table,
            n_dead_tup > $1::float8 + $2::float8 * n_live_tup or n_ins_since_vacuum > $3::float8 + $4::float8 * n_live_tup as vacuum
       from pg_stat_user_tables
      where schemaname = 'public'
        and (n_dead_tup > $1::float8 + $2::float8 * n_live_tup or n_ins_since_vacuum > $3::float8 + $4::float8 * n_live_tup
             or n_mod_since_analyze > $5::float8 + $6::float8 * n_live_tup)
      order by relname`,
    THRESHOLDS,
  );
  const vacuumed: string[] = [];
  const analyzed: string[] = [];
  for (const r of rows) {
    if (!IDENTIFIER.test(r.table)) continue;
    // VACUUM cannot run inside a transaction: these run on their own, between other statements.
    await db.exec(r.vacuum ? `vacuum (analyze) ${r.table}` : `analyze ${r.table}`);
    (r.vacuum ? vacuumed : analyzed).push(r.table);
  }
  return { vacuumed, analyzed };
}

/** How often the embedded database's tables are looked at. */
export const TIDY_EVERY_MS = 60_000;

/**
 * On PGlite, `tidyTables` every minute, for the server's lifetime; nothing on PostgreSQL, whose
 * autovacuum does it. The stop function waits for a round under way, so the database can close.
 */
export function startTableTidying(db: Database, log: (msg: string) => void, everyMs = TIDY_EVERY_MS): () => Promise<void> {
  if (db.kind !== 'pglite') return async () => {};
  let round: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    round ??= tidyTables(db)
      .catch((err) => log(`table statistics: ${(err as Error).message}`))
      .finally(() => { round = undefined; });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}
