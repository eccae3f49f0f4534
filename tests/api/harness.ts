import fs from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { buildApp } from '../../src/server/app';
import { testConfig } from './config';
import type { AppConfig } from '../../src/server/config';

export const DEMO_PASSWORD = 'Demo@2026';
export type Lang = 'zh-CN' | 'en-US';

let counter = 0;

/** A fresh copy of the migrated, seeded database: PGlite from the snapshot, or a PostgreSQL clone. */
export async function freshDatabase(): Promise<Database> {
  const templateUrl = process.env.TEST_DATABASE_URL ? inject('templateDbUrl') : undefined;
  if (templateUrl) {
    const name = `cbl_t_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}" template "${new URL(templateUrl).pathname.slice(1)}"`);
    await admin.end();
    const u = new URL(templateUrl);
    u.pathname = `/${name}`;
    const db = await openDatabase({ kind: 'pg', url: u.toString(), max: 4 });
    const close = db.close;
    db.close = async () => {
      await close();
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
    return db;
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([snapshot]) });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}, options: { logStream?: { write(line: string): void } } = {}): Promise<TestApp> {
  const db = await freshDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ db, config, logStream: options.logStream });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface Env<T = any> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  lang?: Lang;
  body?: unknown;
  query?: Record<string, string | number | string[]>;
  headers?: Record<string, string>;
}

/** Calls a spec-style path ('mn/0101/login') and parses the envelope. */
export async function call<T = any>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: CallOptions = {},
): Promise<Env<T> & { res: LightMyRequestResponse }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authToken = opts.token;
  if (opts.lang) headers['accept-language'] = opts.lang === 'en-US' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9';
  const res = await app.inject({
    method,
    url: `/${url}`,
    headers,
    query: opts.query as Record<string, string>,
    payload: opts.body as never,
  });
  const parsed = res.json() as Env<T>;
  return { ...parsed, res };
}

/** Logs a demo account in and returns its token; fails the test on a refused login. */
export async function login(app: FastifyInstance, loginid: string, password = DEMO_PASSWORD): Promise<string> {
  const r = await call<{ token: string }>(app, 'POST', 'mn/0101/login', { body: { loginid, password } });
  if (r.code !== 0) throw new Error(`login ${loginid} failed: ${r.msg}`);
  return r.data.token;
}

/** The envelope of a call that must succeed; a refusal fails the test with the server's message. */
export function ok<T extends { code: number; msg: string }>(r: T): T {
  if (r.code !== 0) throw new Error(r.msg);
  return r;
}
