#!/usr/bin/env node
/**
 * npm run bench:peer-list — our customer list (ZJ0101_01) in ../shared/bench/peer-list, side by
 * side with the same 10,000-row list built with amis and a hand-written ProTable, in one run.
 * Never fails on a time: only on a broken setup.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@localhost:55601/cbl npm run bench:peer-list
 *
 * - The database must be empty or a previous run's: our server migrates it, writes the demo data
 *   once, and this script tops the customers up to 10,000 with generate_series (as the issue that
 *   asked for the comparison measured it).
 * - PEER_LIST_DIR (default ../shared/bench/peer-list) must be installed and built there
 *   (`npm ci && npm run build`, see its README). BENCH_RUNS (default 5) counted runs after one warm-up.
 * - The client must be built (npm run build); the server runs on port 18960 (PEER_LIST_PORT).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const url = process.env.BENCH_DATABASE_URL;
const peerDir = path.resolve(root, process.env.PEER_LIST_DIR ?? '../shared/bench/peer-list');
const port = Number(process.env.PEER_LIST_PORT ?? 18960);
const runs = process.env.BENCH_RUNS ?? '5';
const CUSTOMERS = 10_000;

function fail(message) {
  console.error(`bench:peer-list: ${message}`);
  process.exit(2);
}
if (!url) fail('set BENCH_DATABASE_URL to a PostgreSQL database (the comparison is on PostgreSQL).');
if (!fs.existsSync(path.join(peerDir, 'node_modules')) || !fs.existsSync(path.join(peerDir, 'dist'))) {
  fail(`${peerDir} is not installed and built: run npm ci && npm run build there (its README).`);
}
if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) fail('build the client first (npm run build).');

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: url, SEED_DEMO: '1', SMS_SANDBOX: '1', PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);
await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    if (/Ready in/.test(out)) resolve();
  });
  server.on('exit', (code) => reject(new Error(`the server stopped (${code}) before it was ready:\n${out}`)));
});

const db = new pg.Client({ connectionString: url });
await db.connect();
const { rows: [{ n }] } = await db.query('select count(*)::int as n from customer');
if (n < CUSTOMERS) {
  await db.query(
    `insert into customer (code, name, user_type, company_name, contact_name, phone, email, order_status)
     select 'BC' || lpad(g::text, 6, '0'), '批量客户' || g, 'enterprise', '批量公司' || g, '联系人' || g,
            '139' || lpad(g::text, 8, '0'), 'c' || g || '@example.com', (array['OS01','OS02','OS03','OS04'])[1 + g % 4]
       from generate_series(1, $1::int) g`,
    [CUSTOMERS - n],
  );
}
await db.end();
console.log(`customers: ${Math.max(n, CUSTOMERS)}; our server on http://127.0.0.1:${port}`);

const measure = spawn(process.execPath, [
  'measure.mjs', '--serve', '--runs', runs, '--warmup', '1',
  '--url', `http://127.0.0.1:${port}/ZJ0101_01`, '--name', 'ours-ZJ0101_01',
  '--row', '[data-screen="ZJ0101_01"] .ant-table-row', '--pager', 'adapters/ours.mjs', '--peers',
], { cwd: peerDir, stdio: 'inherit' });
const code = await new Promise((resolve) => measure.on('exit', resolve));
stop();
process.exit(code ?? 1);
