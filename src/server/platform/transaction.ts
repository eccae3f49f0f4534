import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection';

/** Raw text with `$1`-style parameters as a Drizzle SQL object (each parameter bound, arrays too). */
export function toSql(text: string, params: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) {
      if (parts[i]) chunks.push(sql.raw(parts[i]));
    } else {
      chunks.push(sql`${sql.param(params[Number(parts[i]) - 1])}`);
    }
  }
  return sql.join(chunks);
}

/**
 * Runs `fn` in one transaction with a `Database` whose `query` runs inside it, so code written
 * against `db.query` becomes atomic without a rewrite. With `lockKey`, PostgreSQL processes that
 * start together take turns (pg_advisory_xact_lock): the second sees what the first wrote.
 */
export async function inTransaction<T>(db: Database, fn: (tx: Database) => Promise<T>, opts: { lockKey?: number } = {}): Promise<T> {
  return db.orm.transaction(async (tx) => {
    const run = async <R>(text: string, params?: unknown[]): Promise<R[]> => {
      const res = (await tx.execute(toSql(text, params))) as unknown as { rows: R[] };
      return res.rows;
    };
    if (opts.lockKey !== undefined && db.kind === 'pg') await run('select pg_advisory_xact_lock($1::bigint)', [opts.lockKey]);
    const txDb: Database = {
      kind: db.kind,
      root: db.root ?? db,
      orm: tx as unknown as Database['orm'],
      query: run,
      async exec(text: string) {
        await tx.execute(sql.raw(text));
      },
      async close() {
        throw new Error('close() inside a transaction');
      },
    };
    return fn(txDb);
  });
}

/** Advisory lock keys of the seeds, so parallel first starts on PostgreSQL do not race. */
export const SEED_LOCK = 727_301;
