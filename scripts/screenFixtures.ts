/**
 * Fixtures of tests/fixtures/screens/: what Storybook and the fixture render test feed a screen.
 * `{"params": {...}, "user": {...}, "requests": {"GET xt/0125/select/download": <data>}, "authority": {...}}`
 */
import fs from 'node:fs';
import path from 'node:path';

type Json = Record<string, any>;
export interface Fixture { params?: Json; user?: Json; requests?: Record<string, unknown>; authority?: Record<string, boolean> }

export const fixtureFile = (root: string, code: string) => path.join(root, 'tests/fixtures/screens', `${code}.json`);

/** The request keys ("GET url") a screen sends when it opens: its list and load APIs. */
export function openingRequests(screen: Json): string[] {
  return (['list', 'load'] as const).flatMap((name) => {
    const api = screen.dataSource?.[name];
    return api ? [`${api.method ?? 'GET'} ${api.url}`] : [];
  });
}

/** A fixture answering the screen's opening requests with empty data (new-screen writes it). */
export function fixtureStub(screen: Json): Fixture {
  const empty = (key: string) => (key === `${screen.dataSource?.list?.method ?? 'GET'} ${screen.dataSource?.list?.url}` ? { list: [], total: 0 } : {});
  return { params: {}, requests: Object.fromEntries(openingRequests(screen).map((k) => [k, empty(k)])) };
}

export function fixtureProblems(screen: Json, root: string): string[] {
  const file = fixtureFile(root, screen.code);
  if (!fs.existsSync(file)) return [`${screen.code}: no tests/fixtures/screens/${screen.code}.json (npm run new-screen writes a stub)`];
  const fixture = JSON.parse(fs.readFileSync(file, 'utf8')) as Fixture;
  return openingRequests(screen).filter((key) => !(key in (fixture.requests ?? {})))
    .map((key) => `${screen.code}: the fixture does not answer "${key}"`);
}
