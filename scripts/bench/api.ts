/**
 * `npm run bench:api`: API throughput and latency with autocannon against a real server
 * process on 127.0.0.1 (never any other address), bounded in time.
 *
 * - login (POST mn/0101/login), menu list (GET xt/0101/menu/list), user info (GET mn/0101/user/info):
 *   req/s, p50, p99;
 * - a database-free endpoint (GET mn/0000/ping) alone, and again while another autocannon
 *   hammers the menu list: does the event loop stay free while the database is busy?
 *
 * Runs on embedded PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * points at a server: a throwaway database is created there and dropped afterwards.
 * BENCH_SECONDS (default 8) per measurement, BENCH_CONNECTIONS (default 10).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, type RunningServer } from '../../tests/e2e/harness';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

interface Row {
  db: string;
  what: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return (await autocannon({ connections, duration: seconds, ...opts })) as autocannon.Result;
}

function row(db: string, what: string, r: autocannon.Result): Row {
  return { db, what, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts };
}

async function api<T>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<{ code: number; msg: string; data: T }> {
  const headers: Record<string, string> = {};
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authToken = token;
  const res = await fetch(`${base}/${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  return (await res.json()) as { code: number; msg: string; data: T };
}

async function benchServer(label: string, server: RunningServer): Promise<Row[]> {
  const base = server.url;
  const creds = { loginid: 'admin', password: 'Demo@2026' };
  const rows: Row[] = [];
  const run = async (what: string, opts: autocannon.Options) => {
    process.stdout.write(`  ${label}: ${what} ...`);
    const r = await cannon(opts);
    const x = row(label, what, r);
    console.log(` ${x.rps} req/s, p50 ${x.p50} ms, p99 ${x.p99} ms${x.errors ? `, ${x.errors} errors` : ''}`);
    rows.push(x);
  };
  // A fresh account per run would skew nothing here: logins are throttled only on failures.
  await run('login (argon2id)', {
    url: `${base}/mn/0101/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(creds),
  });
  // Logged in after the login run: its thousands of sessions revoked the older ones (MAX_SESSIONS_PER_ACCOUNT).
  const login = await api<{ token: string }>(base, 'POST', 'mn/0101/login', creds);
  if (login.code !== 0) throw new Error(`login failed on ${label}: ${login.msg}`);
  const token = login.data.token;
  const headers = { authToken: token };
  for (const p of ['xt/0101/menu/list', 'mn/0101/user/info']) {
    const r = await api(base, 'GET', p, undefined, token);
    if (r.code !== 0) throw new Error(`${p} on ${label}: ${r.msg}`);
  }
  await run('menu list', { url: `${base}/xt/0101/menu/list`, headers });
  await run('user info', { url: `${base}/mn/0101/user/info`, headers });
  await run('ping (no database)', { url: `${base}/mn/0000/ping`, connections: 2 });
  // The event loop under database load: ping, lightly, while the menu list is hammered.
  process.stdout.write(`  ${label}: ping while menu list is loaded ...`);
  const [load, ping] = await Promise.all([
    cannon({ url: `${base}/xt/0101/menu/list`, headers }),
    cannon({ url: `${base}/mn/0000/ping`, connections: 1, overallRate: 50 }),
  ]);
  const lx = row(label, 'menu list (as load)', load);
  const px = row(label, 'ping under load', ping);
  console.log(` ping p50 ${px.p50} ms, p99 ${px.p99} ms (load ${lx.rps} req/s)`);
  rows.push(lx, px);
  return rows;
}

async function withPostgres<T>(url: string, fn: (dbUrl: string) => Promise<T>): Promise<T> {
  const name = `cbl_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  try {
    return await fn(u.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end();
  }
}

async function main() {
  console.log(`bench:api — ${seconds} s per run, ${connections} connections, 127.0.0.1\n`);
  const all: Row[] = [];

  const lite = await startServer({ env: { LOG_LEVEL: 'warn' }, timeoutMs: 120_000 });
  try {
    all.push(...(await benchServer('PGlite', lite)));
  } finally {
    await lite.stop();
    fs.rmSync(lite.dataDir, { recursive: true, force: true });
  }

  if (pgUrl) {
    await withPostgres(pgUrl, async (dbUrl) => {
      const server = await startServer({ env: { DATABASE_URL: dbUrl, SEED_DEMO: '1', SMS_SANDBOX: '1', SECRET_KEY: randomBytes(32).toString('base64'), LOG_LEVEL: 'warn' }, timeoutMs: 120_000 });
      try {
        all.push(...(await benchServer('PostgreSQL', server)));
      } finally {
        await server.stop();
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      }
    });
  } else {
    console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://user@localhost:port/postgres to include it)');
  }

  console.log('\n| database | endpoint | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const r of all) console.log(`| ${r.db} | ${r.what} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
