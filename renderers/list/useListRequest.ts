import { useCallback, useRef, useState } from 'react';
import type { SortOrder } from 'antd/es/table/interface';
import { useEngine } from '../EngineProvider';
import { useScreen } from '../ScreenContext';
import { applyMapping } from '../scope';
import { useLatest } from '../useLatest';
import { toListQuery, toProResult, type ListQuery, type ListReply } from './query';
import { firstListQuery, peekPrefetchedList, queryKey, takePrefetchedList } from './prefetch';

/** A page asked for at the pager's click, waiting for the table's own request for it. */
interface Ahead { key: string; reply: Promise<ListReply> }

/**
 * ProTable's request: server-side paging, sorting and filters through the app's request.
 * `firstPage`: the first page when it was prefetched and has already arrived, for the table's
 * first render (its own first request then takes the same answer).
 * `askPage(page, size)`: the pager was clicked. ProTable asks for the new page only after it has
 * re-rendered the current rows in their loading state and a 30 ms debounce (about a second for a
 * 100-row page on a slow machine): the request leaves now, and the table's request takes its answer.
 */
export function useListRequest() {
  const latest = useLatest({ engine: useEngine(), scope: useScreen() });
  const { screen, code, params } = latest.current.scope;
  const lastQuery = useRef<ListQuery>({ current: 1, pageSize: screen.pageSize ?? 20 });
  const capped = useRef(false);
  const ahead = useRef<Ahead | null>(null);
  const [firstPage] = useState(() => {
    const api = screen.dataSource?.list;
    const reply = api && peekPrefetchedList(code, api.url, firstListQuery(screen, { params, user: latest.current.engine.user }));
    return reply ? toProResult(reply) : undefined;
  });
  const fetchPage = useCallback(async (query: ListQuery) => {
    const { engine, scope: { screen, hooks } } = latest.current;
    const api = screen.dataSource!.list!;
    const reply = (await engine.request(api.method, api.url, { params: query })) as ListReply;
    const shape = screen.transform?.beforeList ? hooks[screen.transform.beforeList] : undefined;
    return (shape ? await shape(reply, query) : reply) as ListReply;
  }, [latest]);
  // Stable: a refreshed user or a language switch must not refetch the page.
  const request = useCallback(async (p: Record<string, unknown>, sort: Record<string, SortOrder>) => {
    const { engine, scope: { screen, code, params } } = latest.current;
    const api = screen.dataSource!.list!;
    const query = { ...applyMapping(api.params, { params, user: engine.user ?? {} }), ...toListQuery(p, sort) };
    lastQuery.current = query;
    // Whatever the table asks next settles the page asked at the click: taken when it is this one.
    const early = ahead.current;
    ahead.current = null;
    const prefetched = early?.key === queryKey(query) ? early.reply : takePrefetchedList(code, api.url, query);
    const result = toProResult(await (prefetched ?? fetchPage(query)));
    capped.current = result.capped;
    return result;
  }, [latest, fetchPage]);
  const askPage = useCallback((current: number, pageSize: number) => {
    // The same filters and sort as the page shown: only the paging changes at a pager click.
    const query = { ...lastQuery.current, current, pageSize };
    const key = queryKey(query);
    // Nothing to ask for when the page is the one shown or already asked for.
    if (key === queryKey(lastQuery.current) || key === ahead.current?.key) return;
    const reply = fetchPage(query);
    reply.catch(() => undefined); // shown by the request layer; the table's request that takes it rejects too
    ahead.current = { key, reply };
  }, [fetchPage]);
  /** The filters of the last query without paging: what an export sends. */
  const filters = () => {
    const { current: _c, pageSize: _s, ...rest } = lastQuery.current;
    return rest;
  };
  /** Whether the last page's total was capped by the server (read when the table has loaded it). */
  const lastCapped = useCallback(() => capped.current, []);
  return { request, filters, firstPage, askPage, lastCapped };
}
