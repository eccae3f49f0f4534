import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrate';
import { seed } from '../../src/server/db/seed/index';
import { stopPushBus } from '../../src/server/platform/sse/bus';
import { testConfig } from './config';

export const TEMPLATE_DB = 'cbl_test_template';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Builds one migrated and seeded database before the API suite: a PGlite snapshot file, or
 * a PostgreSQL template database when TEST_DATABASE_URL is set. Each test file then gets a
 * fresh copy in a fraction of the time a new migration would take.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const old = await admin.query(`select datname from pg_database where datname like 'cbl\\_t\\_%' or datname = $1`, [TEMPLATE_DB]);
    for (const { datname } of old.rows) {
      await admin.query(`alter database "${datname}" is_template false`).catch(() => {});
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.query(`create database "${TEMPLATE_DB}"`);
    const db = await openDatabase({ kind: 'pg', url: withDatabase(url, TEMPLATE_DB), max: 2 });
    await migrate(db);
    await seed(db, testConfig());
    // The demo weighing upload's job publishes push events, which opened a LISTEN connection to the
    // template: while it lives no test database can be copied from it ("being accessed by other users").
    await stopPushBus(db);
    await db.close();
    // The demo seed's jobs publish push events, whose LISTEN connections (platform/sse/bus.ts) outlive
    // the seed: a template another session is connected to cannot be copied ("is being accessed by
    // other users"), and their open sockets kept vitest from exiting.
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [TEMPLATE_DB]);
    await admin.query(`alter database "${TEMPLATE_DB}" is_template true`);
    await admin.end();
    project.provide('templateDbUrl', withDatabase(url, TEMPLATE_DB));
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // '_' is a LIKE wildcard: escape it, or the template itself (cbl_test_template) matches.
      const dbs = await c.query(`select datname from pg_database where datname like 'cbl\\_t\\_%'`);
      for (const { datname } of dbs.rows) await c.query(`drop database if exists "${datname}" with (force)`);
      await c.end();
    };
  }
  const db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  await seed(db, testConfig());
  await db.exec('vacuum analyze');
  const blob = await db.pglite!.dumpDataDir('none');
  await db.close();
  const file = path.resolve('.tmp', `pglite-snapshot-${process.pid}.tar`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    templateDbUrl: string;
  }
}
