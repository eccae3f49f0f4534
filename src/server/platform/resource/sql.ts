/**
 * Raw SQL statements in one transaction (PGlite or PostgreSQL), for handlers that write several
 * rows: `q` runs inside the transaction, throwing rolls everything back, and a database refusal
 * leaves as a message in the caller's language (dbError.ts), never as PostgreSQL's text.
 */
import type { Database } from '../../db/connection';
import { inTransaction as platformTransaction } from '../transaction';
import { dbError } from './dbError';

export type TxQuery = <T = Record<string, any>>(text: string, params?: unknown[]) => Promise<T[]>;

/** Inside `fn`, use the given `q` only: on PGlite the connection is held by the transaction. */
export async function inTransaction<T>(db: Database, fn: (q: TxQuery) => Promise<T>): Promise<T> {
  try {
    return await platformTransaction(db, (tx) => fn(<R>(text: string, params?: unknown[]) => tx.query<R>(text, params)));
  } catch (err) {
    throw dbError(err);
  }
}
