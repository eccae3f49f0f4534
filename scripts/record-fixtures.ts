/**
 * Screen fixtures (tests/fixtures/screens/<CODE>.json) against the server's real answers.
 *
 * Each entry of a fixture's `requests` ("GET url", "GET url?name=value", "POST url") is asked of
 * the in-process server on demo data, as a demo account whose role holds the screen (admin when
 * it does; `record.user` names another, e.g. the station operator whose counts the home shows).
 * A GET sends the fixture's `params` plus the key's own query, or `record.sent[key].query` when the
 * screen maps its params (roleId from id); a POST sends `record.sent[key].body`. An entry recorded
 * as null (an action's empty reply) has no shape and is not asked. A body names a demo order by
 * `{"$orderNoOf": <customer order no.>}`: its system number changes with the day the demo is written. `shapeDrift` names what a
 * recorded answer has that the live one lacks.
 *
 *   npx tsx scripts/record-fixtures.ts [CODE ...] [--all]
 * re-records the drifting entries of the named fixtures (all fixtures without codes) from a fresh
 * demo database; --all re-records every entry. tests/api/fixtures-drift.test.ts fails on drift.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { screenByCode } from '../src/domain/screens/catalog';
import type { Fixture } from './screenFixtures';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixturesDir = path.join(root, 'tests/fixtures/screens');
export const DEMO_PASSWORD = 'Demo@2026';

/** How a fixture was recorded, beside what Storybook reads. */
export interface Recording { user?: string; sent?: Record<string, { query?: Record<string, unknown>; body?: unknown }> }
export type RecordedFixture = Fixture & { $comment?: string; record?: Recording };

export const fixtureCodes = (): string[] => fs.readdirSync(fixturesDir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
export const fixturePath = (code: string) => path.join(fixturesDir, `${code}.json`);
export const readFixture = (code: string): RecordedFixture => JSON.parse(fs.readFileSync(fixturePath(code), 'utf8'));

/** The demo account that opens the screen: demo logins are named after their role. */
export function recordingUser(code: string, fixture: RecordedFixture): string {
  if (fixture.record?.user) return fixture.record.user;
  const roles = screenByCode(code)?.roles ?? [];
  if (!roles.length) throw new Error(`${code}: not in the screen catalogue`);
  return roles.includes('admin') ? 'admin' : roles[0];
}

export async function demoLogin(app: FastifyInstance, loginid: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/mn/0101/login', payload: { loginid, password: DEMO_PASSWORD } });
  const reply = res.json() as { code: number; msg: string; data: { token: string } };
  if (reply.code !== 0) throw new Error(`login ${loginid}: ${reply.msg}`);
  return reply.data.token;
}

/**
 * A sent body naming a demo order as `{"$orderNoOf": "PO-2026-002"}` (its customer order number)
 * gets the order's system number: that number carries the day the demo was written, so a body
 * holding it would find nothing the next day.
 */
async function withOrderNumbers(app: FastifyInstance, value: unknown): Promise<unknown> {
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return Promise.all(value.map((v) => withOrderNumbers(app, v)));
  const ref = (value as { $orderNoOf?: string }).$orderNoOf;
  if (ref !== undefined) {
    const [order] = await app.db.query<{ no: string }>(`select order_no as no from orders where customer_order_no = $1`, [ref]);
    if (!order) throw new Error(`no demo order ${ref}`);
    return order.no;
  }
  return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await withOrderNumbers(app, v)])));
}

/** The live answer (`data`) to one fixture entry; a refusal throws with the server's message. */
export async function liveAnswer(app: FastifyInstance, token: string, key: string, fixture: RecordedFixture): Promise<unknown> {
  const [method, target] = key.split(' ', 2) as ['GET' | 'POST', string];
  const [url, search = ''] = target.split('?', 2);
  const sent = fixture.record?.sent?.[key];
  // An array goes as repeated keys, as the app's request layer sends one (role=importer&role=exporter).
  const strings = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]));
  const query = { ...strings(sent?.query ?? fixture.params ?? {}), ...Object.fromEntries(new URLSearchParams(search)) };
  if (method === 'POST' && sent?.body === undefined) throw new Error(`"${key}": no record.sent body to send`);
  const body = await withOrderNumbers(app, sent?.body);
  const res = await app.inject({
    method,
    url: `/${url}`,
    headers: { authToken: token, 'accept-language': 'zh-CN' },
    ...(method === 'GET' ? { query } : { payload: body as object }),
  });
  const reply = res.json() as { code: number; msg: string; data: unknown };
  if (reply.code !== 0) throw new Error(`"${key}": ${reply.msg}`);
  return reply.data;
}

/** A live value whose rows disagree on its type (a trace param is a rate in one line, an amount in another). */
const MIXED = Symbol('mixed');
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const WALL_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;
/**
 * A value's kind; a time string is told apart by whether it names its zone: the server sends
 * instants, and a fixture holding a zone-less time shows another clock than the screen would.
 */
const kindOf = (v: unknown) => {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'string') return INSTANT.test(v) ? 'instant' : WALL_TIME.test(v) ? 'time without zone' : 'string';
  return typeof v;
};

/** Many live values as one: objects merged key by key (deeply), lists joined, else the first non-null. */
function merged(values: unknown[]): unknown {
  const present = values.filter((v) => kindOf(v) !== 'null');
  if (new Set(present.map(kindOf)).size > 1) return MIXED;
  const objects = present.filter((v) => kindOf(v) === 'object') as Record<string, unknown>[];
  if (objects.length) {
    const keys = [...new Set(objects.flatMap((o) => Object.keys(o)))];
    return Object.fromEntries(keys.map((k) => [k, merged(objects.filter((o) => k in o).map((o) => o[k]))]));
  }
  const lists = present.filter(Array.isArray);
  if (lists.length) return lists.flat();
  return present[0] ?? null;
}

/**
 * What the recorded answer has that the live one does not: keys the server does not send and
 * values of another type (null fits any type: a field may be empty). Arrays compare their rows
 * with the live rows merged; a live empty list or null, or a value whose live rows differ in
 * type, proves nothing either way.
 */
export function shapeDrift(recorded: unknown, live: unknown, at = '$'): string[] {
  const [r, l] = [kindOf(recorded), kindOf(live)];
  if (r === 'null' || l === 'null' || live === MIXED) return [];
  if (r !== l) return [`${at}: recorded ${r}, the server sends ${l}`];
  if (r === 'array') {
    const liveRows = live as unknown[];
    if (!liveRows.length) return [];
    const row = merged(liveRows);
    return [...new Set((recorded as unknown[]).flatMap((x) => shapeDrift(x, row, `${at}[]`)))];
  }
  if (r !== 'object') return [];
  const liveObject = live as Record<string, unknown>;
  return Object.entries(recorded as Record<string, unknown>).flatMap(([k, v]) =>
    k in liveObject ? shapeDrift(v, liveObject[k], `${at}.${k}`) : [`${at}.${k}: the server does not send it`]);
}

/** Every entry of one fixture with its live answer and its drift. */
export async function checkFixture(app: FastifyInstance, code: string, tokens: (loginid: string) => Promise<string>) {
  const fixture = readFixture(code);
  const token = await tokens(recordingUser(code, fixture));
  const entries = [];
  for (const [key, recorded] of Object.entries(fixture.requests ?? {})) {
    if (recorded === null) continue;
    const live = await liveAnswer(app, token, key, fixture);
    entries.push({ key, live, drift: shapeDrift(recorded, live) });
  }
  return { fixture, entries };
}

async function main(args: string[]) {
  const { openDatabase } = await import('../src/server/db/connection');
  const { migrate } = await import('../src/server/db/migrate');
  const { seed } = await import('../src/server/db/seed/index');
  const { buildApp } = await import('../src/server/app');
  const { loadConfig } = await import('../src/server/config');
  const all = args.includes('--all');
  const codes = args.filter((a) => !a.startsWith('--'));
  // The demo day the recorded fixtures name (tests/api/config.ts pins the same one).
  // A throwaway secret key for the in-memory database's sealed supplier keys (no key file written).
  const secret = Buffer.alloc(32, 0x5e).toString('base64');
  const config = { ...loadConfig({ SEED_DEMO: '1', DATA_DIR: path.join(os.tmpdir(), 'cbl-record-unused'), SECRET_KEY: secret }), seedDemo: true, demoDay: '2026-11-22' };
  const db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  await seed(db, config);
  const app = await buildApp({ db, config });
  await app.ready();
  const sessions = new Map<string, Promise<string>>();
  const tokens = (id: string) => sessions.get(id) ?? sessions.set(id, demoLogin(app, id)).get(id)!;
  try {
    for (const code of codes.length ? codes : fixtureCodes()) {
      const { fixture, entries } = await checkFixture(app, code, tokens);
      const redo = entries.filter((e) => all || e.drift.length);
      if (!redo.length) continue;
      for (const e of redo) fixture.requests![e.key] = e.live;
      fs.writeFileSync(fixturePath(code), `${JSON.stringify(fixture, null, 2)}\n`);
      console.log(`${code}: re-recorded ${redo.map((e) => e.key).join(', ')}`);
    }
  } finally {
    await app.close();
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
