/**
 * Vite plugin: `virtual:screen-kinds` is every screen's kind by code ({"ZJ0101_01": "list", ...}),
 * read from schemas/ at build time. The client's boot code starts a screen's renderer chunk from
 * it alongside the engine's, without waiting for the screen's JSON to come back from the server.
 * Its `heads` are what a cold start asks the server for a screen before its files are in: its
 * authority URLs and, for a list, the parts of the screen its first page's query is made of
 * (layout/bootPrefetch; the same functions read them as they read the full screen).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { authorityUrls } from '../../renderers/authorityUrls.ts';
import type { Screen } from '../../renderers/types.ts';

const ID = 'virtual:screen-kinds';
const RESOLVED = '\0' + ID;
/** The codes of the built screens alone (a few hundred bytes): the side menu and the home lead only to these. */
const BUILT_ID = 'virtual:built-screens';
const BUILT_RESOLVED = '\0' + BUILT_ID;
/** Lists whose first page is the same for every user: the entry asks for it with the menu (app/earlyList). */
const EARLY_ID = 'virtual:early-lists';
const EARLY_RESOLVED = '\0' + EARLY_ID;
const SCREEN_FILE = /^([A-Z]{2}\d{4}_\d{2})\.json$/;

export interface ScreenHead {
  authority: string[];
  /** A list's first-page query parts: kind, data source, page size, transform, searchable columns. */
  list?: Pick<Screen, 'code' | 'kind' | 'title' | 'dataSource' | 'pageSize' | 'transform' | 'columns'>;
}

function readScreens(dir: string, out = new Map<string, Screen>()): Map<string, Screen> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_meta') readScreens(file, out);
      continue;
    }
    const code = SCREEN_FILE.exec(entry.name)?.[1];
    const screen = code ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Screen) : undefined;
    if (code && screen && typeof screen.kind === 'string') out.set(code, screen);
  }
  return out;
}

function headOf(screen: Screen): ScreenHead {
  const list = screen.kind === 'list' && screen.dataSource?.list
    ? { code: screen.code, kind: screen.kind, title: screen.title, dataSource: { list: screen.dataSource.list }, pageSize: screen.pageSize,
      transform: screen.transform?.beforeList ? { beforeList: screen.transform.beforeList } : undefined,
      columns: (screen.columns ?? []).filter((c) => c.search).map((c) => ({ name: c.name, search: c.search })) }
    : undefined;
  return { authority: authorityUrls(screen), ...(list ? { list } : {}) };
}

/**
 * A list's first page when nothing but the address decides it: a GET without mapped params (a user's
 * station, a route's id) and no search field that starts with a value. `{code: {url, pageSize}}`.
 */
export function earlyLists(screens: Map<string, Screen>): Record<string, { url: string; pageSize: number }> {
  const out: Record<string, { url: string; pageSize: number }> = {};
  for (const [code, s] of screens) {
    const api = s.kind === 'list' ? s.dataSource?.list : undefined;
    if (!api || (api.method ?? 'GET') !== 'GET' || (api.params && Object.keys(api.params).length)) continue;
    const starts = (s.columns ?? []).some((c) => typeof c.search === 'object' && (c.search.initialFrom !== undefined || c.search.initialValue !== undefined));
    if (!starts) out[code] = { url: api.url, pageSize: s.pageSize ?? 20 };
  }
  return out;
}

export function screenKinds(schemasDir: string): Plugin {
  return {
    name: 'screen-kinds',
    resolveId(id) {
      return id === ID ? RESOLVED : id === BUILT_ID ? BUILT_RESOLVED : id === EARLY_ID ? EARLY_RESOLVED : undefined;
    },
    load(id) {
      if (id === EARLY_RESOLVED) return `export default ${JSON.stringify(earlyLists(readScreens(schemasDir)))};`;
      if (id === BUILT_RESOLVED) return `export default ${JSON.stringify([...readScreens(schemasDir).keys()].sort())};`;
      if (id !== RESOLVED) return undefined;
      const screens = readScreens(schemasDir);
      const kinds = Object.fromEntries([...screens].map(([code, s]) => [code, s.kind]));
      const heads = Object.fromEntries([...screens].map(([code, s]) => [code, headOf(s)]));
      return `export default ${JSON.stringify(kinds)};\nexport const heads = ${JSON.stringify(heads)};`;
    },
  };
}
