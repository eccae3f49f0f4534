import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';

export type TxQuery = <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;

function toSql(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) chunks.push(sql.raw(parts[i]));
    else chunks.push(sql`${sql.param(params[Number(parts[i]) - 1])}`);
  }
  return sql.join(chunks, sql.raw(''));
}

/**
 * Raw `$1` SQL in one transaction on PGlite or PostgreSQL (the same helper as
 * modules/zj/staff.lib.ts `inTransaction`; platform code may not import a module's file).
 * Inside `fn` use only `q`: on PGlite the one connection is held by the transaction.
 */
export function inTransaction<T>(db: Database, fn: (q: TxQuery) => Promise<T>): Promise<T> {
  return db.orm.transaction(async (tx) => {
    const q: TxQuery = async <R>(text: string, params: unknown[] = []) =>
      ((await tx.execute(toSql(text, params))) as unknown as { rows: R[] }).rows;
    return fn(q);
  });
}
