import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './lock';

// int8 and count(*) are numbers in PGlite; make pg agree. Money is numeric: a string in both.
pg.types.setTypeParser(20, (v) => Number(v));

export type Orm = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/**
 * The one database handle of the server: Drizzle for queries, `query` for raw SQL
 * (migrations, bulk statements). Same code on PGlite (embedded) and PostgreSQL.
 */
export interface Database {
  kind: 'pglite' | 'pg';
  orm: Orm;
  /** Raw parameterised SQL ($1, $2 ...). Returns the rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `fn` on one dedicated connection (pg) or the single PGlite instance, for work that
   * needs session state: advisory locks, explicit begin/commit of multi-statement scripts.
   */
  onOneConnection?<T>(fn: (conn: Pick<Database, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  /** Inside a transaction: the database it runs on (caches keyed by the database find theirs). */
  root?: Database;
  /** PGlite only: the underlying instance (snapshots in tests). */
  pglite?: PGlite;
}

export type OpenOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; lock?: boolean }
  | { kind: 'pg'; url: string; max?: number; log?: (msg: string) => void };

/**
 * PGlite runs in this thread and serialises every query; under load it can starve the event
 * loop. Yielding once before each statement lets HTTP work in between (see STACK.md).
 */
function yieldingPglite(db: PGlite): PGlite {
  const query = db.query.bind(db);
  const exec = db.exec.bind(db);
  db.query = (async (...args: Parameters<PGlite['query']>) => {
    await yieldToLoop();
    return query(...args);
  }) as PGlite['query'];
  db.exec = (async (...args: Parameters<PGlite['exec']>) => {
    await yieldToLoop();
    return exec(...args);
  }) as PGlite['exec'];
  return db;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.kind === 'pg') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.max ?? 10 });
    // An idle connection can die under us (server restart, pg_terminate_backend, a dropped
    // database): pg then emits 'error' on the pool, which without a listener would crash the
    // process. The pool replaces the connection by itself; once we are closing it is expected.
    let closing = false;
    const log = opts.log ?? ((msg: string) => console.warn(msg));
    pool.on('error', (err) => {
      if (!closing) log(`database: an idle connection failed (${err.message}); the pool opens a new one`);
    });
    // Fail fast with a clear error when the server is unreachable.
    await pool.query('select 1');
    const orm = drizzlePg(pool) as unknown as Orm;
    return {
      kind: 'pg',
      orm,
      async query<T>(text: string, params?: unknown[]) {
        return (await pool.query(text, params as unknown[])).rows as T[];
      },
      async exec(text: string) {
        await pool.query(text);
      },
      async close() {
        closing = true;
        await pool.end();
      },
      async onOneConnection(fn) {
        const client = await pool.connect();
        try {
          return await fn({
            query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params as unknown[])).rows as T[],
            exec: async (text: string) => void (await client.query(text)),
          });
        } finally {
          client.release();
        }
      },
    };
  }
  let lock: DataDirLock | undefined;
  if (opts.dataDir && opts.lock !== false) lock = acquireDataDirLock(opts.dataDir);
  try {
    const raw = await PGlite.create({
      dataDir: opts.dataDir,
      loadDataDir: opts.loadDataDir,
      relaxedDurability: false,
    });
    const db = yieldingPglite(raw);
    const orm = drizzlePglite(db) as unknown as Orm;
    return {
      kind: 'pglite',
      orm,
      pglite: db,
      async query<T>(text: string, params?: unknown[]) {
        return (await db.query<T>(text, params as unknown[])).rows;
      },
      async exec(text: string) {
        await db.exec(text);
      },
      async close() {
        try {
          if (!db.closed) await db.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
