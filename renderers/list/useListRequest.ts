import { useCallback, useRef, useState } from 'react';
import type { SortOrder } from 'antd/es/table/interface';
import { useEngine } from '../EngineProvider';
import { useScreen } from '../ScreenContext';
import { applyMapping } from '../scope';
import { useLatest } from '../useLatest';
import { toListQuery, toProResult, type ListQuery, type ListReply } from './query';
import { firstListQuery, peekPrefetchedList, takePrefetchedList } from './prefetch';

/**
 * ProTable's request: server-side paging, sorting and filters through the app's request.
 * `firstPage`: the first page when it was prefetched and has already arrived, for the table's
 * first render (its own first request then takes the same answer).
 */
export function useListRequest() {
  const latest = useLatest({ engine: useEngine(), scope: useScreen() });
  const { screen, code, params } = latest.current.scope;
  const lastQuery = useRef<ListQuery>({ current: 1, pageSize: screen.pageSize ?? 20 });
  const [firstPage] = useState(() => {
    const api = screen.dataSource?.list;
    const reply = api && peekPrefetchedList(code, api.url, firstListQuery(screen, { params, user: latest.current.engine.user }));
    return reply ? toProResult(reply) : undefined;
  });
  // Stable: a refreshed user or a language switch must not refetch the page.
  const request = useCallback(async (p: Record<string, unknown>, sort: Record<string, SortOrder>) => {
    const { engine, scope: { screen, code, params, hooks } } = latest.current;
    const api = screen.dataSource!.list!;
    const query = { ...applyMapping(api.params, { params, user: engine.user ?? {} }), ...toListQuery(p, sort) };
    lastQuery.current = query;
    const prefetched = takePrefetchedList(code, api.url, query);
    if (prefetched) return toProResult(await prefetched);
    let reply = (await engine.request(api.method, api.url, { params: query })) as ListReply;
    const shape = screen.transform?.beforeList ? hooks[screen.transform.beforeList] : undefined;
    if (shape) reply = (await shape(reply, query)) as ListReply;
    return toProResult(reply);
  }, [latest]);
  /** The filters of the last query without paging: what an export sends. */
  const filters = () => {
    const { current: _c, pageSize: _s, ...rest } = lastQuery.current;
    return rest;
  };
  return { request, filters, firstPage };
}
