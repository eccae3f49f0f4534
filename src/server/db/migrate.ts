import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './connection';

const dir = path.join(import.meta.dirname, 'migrations');

/** Plain SQL files `NNNN_name.sql`, applied once each, in name order, each in one transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())`);
  if (db.kind === 'pg') await db.query('select pg_advisory_lock(727274)'); // several processes may start at once
  try {
    const done = new Set((await db.query<{ name: string }>('select name from schema_migration')).map((r) => r.name));
    const files = fs.readdirSync(dir).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      await db.exec(`begin;\n${text}\n;insert into schema_migration(name) values ('${file}');\ncommit;`).catch(async (err) => {
        await db.exec('rollback').catch(() => {});
        throw new Error(`migration ${file} failed: ${(err as Error).message}`);
      });
      applied.push(file);
    }
    return applied;
  } finally {
    if (db.kind === 'pg') await db.query('select pg_advisory_unlock(727274)');
  }
}
