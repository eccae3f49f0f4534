/**
 * A list's first page, asked for as soon as the screen's JSON is known: the request then runs
 * while the list renderer's chunk downloads and ProTable mounts, instead of after. The list's
 * own first request takes the answer when it asks for exactly the same query (screen, url,
 * query), once, and only while it is fresh; anything else goes to the server as before. The
 * answer is kept shaped by the screen's beforeList hook, so a table that mounts after it arrived
 * can show it in its first render (peekPrefetchedList). `screen` needs only what the query is made
 * of (scripts/screen-kinds `heads`), and `hooks` may come later.
 */
import type { RequestOptions } from '../EngineProvider';
import { applyMapping } from '../scope';
import type { Hooks, HttpMethod, Screen } from '../types';
import { initialSearchValue } from './searchValue';
import { toListQuery, type ListQuery, type ListReply } from './query';

export interface ListPrefetchContext {
  request: (method: HttpMethod, url: string, options?: RequestOptions) => Promise<unknown>;
  user?: Record<string, unknown>;
  params?: Record<string, unknown>;
}

/** Older answers are not shown: the user may have waited on something else meanwhile. */
export const LIST_PREFETCH_TTL_MS = 15_000;

interface Entry { reply: Promise<ListReply>; at: number; settled?: ListReply }
const pending = new Map<string, Entry>();

const sorted = (v: Record<string, unknown>) => Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)));
/** A list query as a key: the same filters, sort and page in any order give the same key. */
export const queryKey = (query: ListQuery) => JSON.stringify(sorted(query));
const keyOf = (code: string, url: string, query: ListQuery) => `${code} ${url} ${queryKey(query)}`;

/** The query the list sends first: the screen's mapped params, page 1 of its page size, no filters or sort. */
export function firstListQuery(screen: Screen, scope: { params?: Record<string, unknown>; user?: Record<string, unknown> }): ListQuery {
  const mapped = applyMapping(screen.dataSource?.list?.params, { params: scope.params ?? {}, user: scope.user ?? {} });
  return { ...mapped, ...toListQuery({ current: 1, pageSize: screen.pageSize ?? 20 }) };
}

/**
 * Starts the first page of a list screen. Screens whose search form starts with values are left
 * alone: their first query carries those values, which only the form knows how to format.
 */
export function prefetchList(code: string, screen: Screen, context: ListPrefetchContext, hooks: Hooks | Promise<Hooks> = {}): void {
  const api = screen.dataSource?.list;
  if (screen.kind !== 'list' || !api) return;
  const scope = { params: context.params ?? {}, user: context.user ?? {} };
  if ((screen.columns ?? []).some((c) => c.search && initialSearchValue(c, scope) !== undefined)) return;
  const query = firstListQuery(screen, scope);
  const key = keyOf(code, api.url, query);
  if (pending.has(key)) return;
  // The hooks may still be on their way (a cold start asks before the screen's files are in): shaped once both are here.
  const name = screen.transform?.beforeList;
  const entry: Entry = { at: Date.now(), reply: Promise.all([context.request(api.method, api.url, { params: query }), hooks])
    .then(async ([reply, h]) => (name && h[name] ? h[name](reply, query) : reply) as ListReply) };
  entry.reply.then((reply) => { entry.settled = reply; }, () => undefined); // a failure: the app's layer has shown it, the list's request that takes it rejects too
  pending.set(key, entry);
}

const fresh = (entry: Entry | undefined, now: number) => (entry && now - entry.at <= LIST_PREFETCH_TTL_MS ? entry : undefined);

/** The prefetched answer (shaped) for this exact query, once; a different first query drops the screen's prefetch. */
export function takePrefetchedList(code: string, url: string, query: ListQuery, now = Date.now()): Promise<ListReply> | undefined {
  const hit = fresh(pending.get(keyOf(code, url, query)), now);
  for (const k of [...pending.keys()]) if (k.startsWith(`${code} `)) pending.delete(k);
  return hit?.reply;
}

/** The prefetched answer for this query if it has already arrived, left for the list's request to take. */
export function peekPrefetchedList(code: string, url: string, query: ListQuery, now = Date.now()): ListReply | undefined {
  return fresh(pending.get(keyOf(code, url, query)), now)?.settled;
}

/** The prefetched answer for this query as it comes (not taken: the list's request still takes it), for the shell's cold-start preview. */
export function prefetchedList(code: string, url: string, query: ListQuery, now = Date.now()): Promise<ListReply> | undefined {
  return fresh(pending.get(keyOf(code, url, query)), now)?.reply;
}
