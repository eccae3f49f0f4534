/**
 * What the benches share: the API called over HTTP as a client would, percentiles, and the servers
 * under test (the embedded one, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is
 * set: a fresh database of its own, dropped after), with a way to write to their data directly.
 */
import fs from 'node:fs';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { startServer, type RunningServer } from '../../tests/e2e/harness';
import { openDatabase } from '../../src/server/db/connection';

export const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

export interface Env<T = any> { code: number; msg: string; data: T }
export async function api<T = any>(base: string, method: string, url: string, token?: string, body?: unknown): Promise<Env<T>> {
  const headers: Record<string, string> = {};
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authToken = token;
  const res = await fetch(`${base}/${url}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  return (await res.json()) as Env<T>;
}
export const ok = <T>(r: Env<T>, what: string): T => {
  if (r.code !== 0) throw new Error(`${what}: ${r.msg}`);
  return r.data;
};

export const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
export const ms = (x: number) => `${x.toFixed(1)} ms`;
export async function timed(runs: number, fn: (i: number) => Promise<void>): Promise<{ p50: number; p99: number; max: number }> {
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    took.push(performance.now() - t0);
  }
  return { p50: pct(took, 50), p99: pct(took, 99), max: Math.max(...took) };
}

export type Sql = (text: string, params?: unknown[]) => Promise<unknown[]>;
/** The server under test, and a way to write to its database directly (for the embedded one, stopped meanwhile). */
export interface Target { server: RunningServer; withSql<T>(fn: (sql: Sql) => Promise<T>): Promise<T> }

/**
 * The server's environment. BENCH_SERVER_NODE_OPTIONS: Node flags for the server alone (the
 * harness starts it with none; `npm start` adds --max-semi-space-size=64), e.g. to see how its
 * heap settings move a memory figure.
 */
export const SERVER_ENV: Record<string, string> = {
  LOG_LEVEL: 'warn',
  ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
};

/** The embedded server: stopped while its data directory is written to, then started again on it. */
export function embeddedTarget(server: RunningServer): Target {
  const target: Target = {
    server,
    async withSql(fn) {
      const { dataDir } = target.server;
      await target.server.stop();
      const db = await openDatabase({ kind: 'pglite', dataDir });
      try {
        return await fn((text, params) => db.query(text, params));
      } finally {
        await db.close();
        target.server = await startServer({ env: SERVER_ENV, dataDir, timeoutMs: 120_000 });
      }
    },
  };
  return target;
}

export function postgresTarget(server: RunningServer, url: string): Target {
  return {
    server,
    async withSql(fn) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await fn(async (text, params) => (await client.query(text, params as unknown[])).rows);
      } finally {
        await client.end();
      }
    },
  };
}

export type Bench = (label: 'PGlite' | 'PostgreSQL', target: Target) => Promise<string[]>;

async function onEmbedded(bench: Bench): Promise<string[]> {
  console.log('PGlite (embedded):');
  const embedded = embeddedTarget(await startServer({ env: SERVER_ENV, timeoutMs: 120_000 }));
  try {
    return await bench('PGlite', embedded);
  } catch (err) {
    // The server's own last words: a bench that loses its server says why.
    console.error(embedded.server.output().slice(-4000));
    throw err;
  } finally {
    await embedded.server.stop();
    fs.rmSync(embedded.server.dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(name: string, bench: Bench): Promise<string[]> {
  const dbName = `bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  console.log('PostgreSQL:');
  const server = await startServer({ env: { ...SERVER_ENV, DATABASE_URL: url.toString(), SEED_DEMO: '1', SMS_SANDBOX: '1', SECRET_KEY: randomBytes(32).toString('base64') }, timeoutMs: 120_000 });
  const target = postgresTarget(server, url.toString());
  try {
    return await bench('PostgreSQL', target);
  } finally {
    await target.server.stop();
    await admin.query(`drop database ${dbName} with (force)`);
    await admin.end();
  }
}

/** Runs `bench` on the embedded database, then on PostgreSQL when one is configured, and prints every figure at the end. */
export async function runOnBenchDatabases(name: string, bench: Bench): Promise<void> {
  const all: string[] = [];
  // BENCH_DATABASES=postgres (or pglite): one of them only, e.g. to alternate two checkouts' runs.
  const only = process.env.BENCH_DATABASES?.split(',');
  if (!only || only.includes('pglite')) all.push(...(await onEmbedded(bench)));
  if (pgUrl && (!only || only.includes('postgres'))) all.push(...(await onPostgres(name, bench)));
  console.log(`\n${all.join('\n')}`);
}
