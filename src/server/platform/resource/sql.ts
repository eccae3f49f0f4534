/**
 * Raw SQL statements in one transaction (PGlite or PostgreSQL), for handlers that write several
 * rows: `q` runs inside the transaction, throwing rolls everything back, and a database refusal
 * leaves as a message in the caller's language (dbError.ts), never as PostgreSQL's text.
 */
import type { Database } from '../../db/connection';
import { inTransaction as platformTransaction } from '../transaction';
import { dbError } from './dbError';

export type TxQuery = <T = Record<string, any>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * Inside `fn`, use the given `q` only (or `tx`, the same transaction as a `Database`, for code that
 * takes one): on PGlite the connection is held by the transaction, and `db` would wait for it.
 */
export async function inTransaction<T>(db: Database, fn: (q: TxQuery, tx: Database) => Promise<T>): Promise<T> {
  try {
    return await platformTransaction(db, (tx) => fn(<R>(text: string, params?: unknown[]) => tx.query<R>(text, params), tx));
  } catch (err) {
    throw dbError(err);
  }
}
