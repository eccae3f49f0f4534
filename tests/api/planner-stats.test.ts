/**
 * db/plannerStats.ts: what autovacuum does on a server, done for the embedded database. A table
 * changed past autovacuum's threshold is analyzed, one with many dead or newly inserted rows
 * vacuumed too; a table barely changed is left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connection';
import { tidyTables } from '../../src/server/db/plannerStats';
import { freshDatabase } from './harness';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
  // Autovacuum (PostgreSQL) kept off these tables: what is measured is tidyTables alone.
  for (const name of ['tidy_grown', 'tidy_churned', 'tidy_quiet', 'tidy_appended']) {
    await db.exec(`create table ${name} (id int primary key, note text) with (autovacuum_enabled = false)`);
  }
  for (const name of ['tidy_quiet', 'tidy_grown', 'tidy_churned']) await db.exec(`insert into ${name} select g, 'x' from generate_series(1, 1000) g`);
  // Counters reach pg_stat_user_tables when the session reports them: before an analysis, or it
  // would count the inserts as changes made after it.
  await db.query(`select pg_stat_force_next_flush()`);
  await db.query(`select 1`);
  await db.exec(`analyze tidy_quiet`);
  await db.exec(`analyze tidy_churned`);
  await db.exec(`insert into tidy_quiet values (1001, 'one more')`);
  await db.exec(`delete from tidy_churned where id > 300`);
  await db.exec(`insert into tidy_appended select g, 'x' from generate_series(1, 5000) g`);
  await db.query(`select pg_stat_force_next_flush()`);
  await db.query(`select 1`);
});
afterAll(() => db?.close());

const stats = async (name: string) => (await db.query<{ reltuples: number; dead: number }>(
  `select c.reltuples::int as reltuples, s.n_dead_tup::int as dead from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = $1`, [name]))[0];

describe('tidyTables', () => {
  it('analyzes the grown table, vacuums the churned and the appended ones, leaves the quiet one', async () => {
    expect((await stats('tidy_grown')).reltuples).toBeLessThan(1000);
    const done = await tidyTables(db);
    expect(done.analyzed).toContain('tidy_grown');
    expect(done.vacuumed).toEqual(expect.arrayContaining(['tidy_churned', 'tidy_appended']));
    expect([...done.analyzed, ...done.vacuumed]).not.toContain('tidy_quiet');
    expect((await stats('tidy_grown')).reltuples).toBe(1000);
    expect(await stats('tidy_churned')).toEqual({ reltuples: 300, dead: 0 });
    const [{ vacuums }] = await db.query<{ vacuums: number }>(
      `select vacuum_count::int as vacuums from pg_stat_user_tables where relname = 'tidy_appended'`);
    expect(vacuums).toBe(1);
    // Vacuumed, the appended table's pages are all visible: a count over its key reads no table page.
    // Only the embedded database can promise it: on a shared server, any session of another test file
    // still connecting (no database yet) holds back the horizon behind which vacuum may mark a page.
    if (db.kind === 'pglite') {
      const [{ visible, pages }] = await db.query<{ visible: number; pages: number }>(
        `select relallvisible::int as visible, relpages::int as pages from pg_class where relname = 'tidy_appended'`);
      expect(pages).toBeGreaterThan(0);
      expect(visible).toBe(pages);
    }
  });
});
