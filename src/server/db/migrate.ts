import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './connection';

const dir = path.join(import.meta.dirname, 'migrations');

/**
 * Plain SQL files `NNNN_name.sql`, applied once each, in name order, each in one transaction.
 * On PostgreSQL the whole run holds an advisory lock on one connection, so several processes
 * starting together apply each file once.
 */
export async function migrate(db: Database): Promise<string[]> {
  const run = db.onOneConnection ? db.onOneConnection.bind(db) : <T>(fn: (c: Database) => Promise<T>) => fn(db);
  return run(async (conn) => {
    await conn.exec(`create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())`);
    if (db.kind === 'pg') await conn.query('select pg_advisory_lock(727274)');
    try {
      const done = new Set((await conn.query<{ name: string }>('select name from schema_migration')).map((r) => r.name));
      const files = fs.readdirSync(dir).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        try {
          await conn.exec(`begin;\n${text}\n;insert into schema_migration(name) values ('${file}');\ncommit;`);
        } catch (err) {
          await conn.exec('rollback').catch(() => {});
          throw new Error(`migration ${file} failed: ${(err as Error).message}`);
        }
        applied.push(file);
      }
      return applied;
    } finally {
      if (db.kind === 'pg') await conn.query('select pg_advisory_unlock(727274)');
    }
  });
}
