/**
 * Every field of every GET and POST route, probed as admin with what an attacker sends: numbers
 * past int4 (2147483648), past every column (1e308), below every id (-1), and NUL in text. None
 * may end in "internal server error" or an error logged with a stack; the bounds the routes'
 * schemas carry (platform/schemaBounds.ts) answer them with the usual field message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { loadRoutes } from '../../src/server/app';
import { probesOf, queryText, type Probe } from './probes';

const INTERNAL = 'Internal server error, please try again later';

let t: TestApp;
let admin: string;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { logStream: { write: (line) => void logLines.push(line) } });
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

/** Error lines logged since `from` (level 50 and above). */
const errorsSince = (from: number) =>
  logLines
    .slice(from)
    .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message?: string } })
    .filter((l) => l.level >= 50);

describe('route schemas bound every number and refuse NUL in text', () => {
  it('answers every probe with a field message, never an internal error', async () => {
    const problems: string[] = [];
    let count = 0;
    let reached = 0;
    for (const { route } of await loadRoutes()) {
      if (route.method !== 'GET' && route.method !== 'POST') continue;
      for (const part of ['querystring', 'body'] as const) {
        const schema = route[part];
        if (!schema?.properties) continue;
        const { valid, probes } = probesOf(schema, part);
        if (valid) reached++;
        for (const probe of probes) {
          count++;
          const problem = await send(route.method, route.url, part, probe);
          if (problem) problems.push(`${route.method} ${route.url} ${part} ${probe.field}=${JSON.stringify(probe.value)}: ${problem}`);
        }
      }
    }
    console.log(`route-bounds: ${count} probes, ${reached} inputs with a valid baseline`);
    expect(count).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  }, 600_000);
});

async function send(method: 'GET' | 'POST', url: string, part: 'querystring' | 'body', probe: Probe): Promise<string | undefined> {
  // The event stream stays open for a session: probe it as the browser's ticket form does.
  const token = url === 'mn/0000/pushmsg' ? undefined : admin;
  const query = part === 'querystring' ? Object.fromEntries(Object.entries(probe.input).map(([k, v]) => [k, Array.isArray(v) ? v.map(queryText) : queryText(v)])) : undefined;
  const from = logLines.length;
  const r = await call(t.app, method, url, { token, lang: 'en-US', query, body: part === 'body' ? probe.input : method === 'POST' ? {} : undefined });
  const errors = errorsSince(from);
  if (r.msg === INTERNAL) return `internal error (${errors.map((e) => e.err?.message ?? e.msg).join('; ')})`;
  if (errors.length) return `logged as an error: ${errors.map((e) => e.err?.message ?? e.msg).join('; ')}`;
  const top = probe.field.split('/')[0];
  if (probe.outOfBounds && !(r.msg.startsWith('Invalid request: ') && r.msg.includes(top))) return `not refused by its field: code ${r.code} ${r.msg}`;
  return undefined;
}
