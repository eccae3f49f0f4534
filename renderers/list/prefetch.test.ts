import { describe, expect, it, vi } from 'vitest';
import type { Screen } from '../types';
import { LIST_PREFETCH_TTL_MS, firstListQuery, prefetchList, takePrefetchedList } from './prefetch';

const screen = (extra: Partial<Screen> = {}): Screen =>
  ({ code: 'ZZ0001_01', kind: 'list', title: 't', dataSource: { list: { method: 'GET', url: 'zz/0001/list' } }, columns: [{ name: 'name', title: 'name' }], ...extra }) as Screen;

describe('list prefetch', () => {
  it('asks for page 1 once and gives the answer to the same first query, once', async () => {
    const request = vi.fn(async () => ({ list: [{ id: 1 }], total: 1 }));
    prefetchList('ZZ0001_01', screen(), { request });
    prefetchList('ZZ0001_01', screen(), { request });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('GET', 'zz/0001/list', { params: { current: 1, pageSize: 20 } });
    await expect(takePrefetchedList('ZZ0001_01', 'zz/0001/list', { pageSize: 20, current: 1 })).resolves.toEqual({ list: [{ id: 1 }], total: 1 });
    expect(takePrefetchedList('ZZ0001_01', 'zz/0001/list', { pageSize: 20, current: 1 })).toBeUndefined();
  });

  it('a different first query (a filter, a mapped param) goes to the server and drops the prefetch', () => {
    const request = vi.fn(async () => ({ list: [] }));
    const s = screen({ dataSource: { list: { method: 'GET', url: 'zz/0001/list', params: { type: 'params.type' } } } } as never);
    prefetchList('ZZ0001_01', s, { request, params: { type: 'B04' } });
    expect(firstListQuery(s, { params: { type: 'B04' } })).toEqual({ type: 'B04', current: 1, pageSize: 20 });
    expect(takePrefetchedList('ZZ0001_01', 'zz/0001/list', { type: 'B04', current: 1, pageSize: 20, name: 'x' })).toBeUndefined();
    expect(takePrefetchedList('ZZ0001_01', 'zz/0001/list', { type: 'B04', current: 1, pageSize: 20 })).toBeUndefined();
  });

  it('an old answer is not shown', () => {
    const request = vi.fn(async () => ({ list: [] }));
    prefetchList('ZZ0001_01', screen(), { request });
    expect(takePrefetchedList('ZZ0001_01', 'zz/0001/list', { current: 1, pageSize: 20 }, Date.now() + LIST_PREFETCH_TTL_MS + 1)).toBeUndefined();
  });

  it('leaves alone screens whose search starts with a value, and screens that are not lists', () => {
    const request = vi.fn(async () => ({ list: [] }));
    prefetchList('ZZ0001_01', screen({ columns: [{ name: 'type', title: 'type', search: { initialFrom: 'params.type' } }] } as never), { request, params: { type: 'B05' } });
    prefetchList('ZZ0001_02', screen({ kind: 'form' } as never), { request });
    expect(request).not.toHaveBeenCalled();
  });
});
