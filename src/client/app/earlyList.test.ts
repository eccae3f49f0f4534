import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import earlyLists from 'virtual:early-lists';
import type { Screen } from '@renderers/types';
import { earlyLists as selectEarly } from '../../../scripts/screen-kinds/plugin';
import { askListEarly, EARLY_LIST_TTL_MS, takeEarlyList } from './earlyList';

let fetched: string[];
beforeEach(() => {
  fetched = [];
  const store = new Map<string, string>([['authToken', 'tk']]);
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) });
  vi.stubGlobal('fetch', vi.fn((url: string) => { fetched.push(url); return Promise.resolve(new Response('{"code":0,"data":{"list":[],"total":0}}')); }));
});
afterEach(() => {
  takeEarlyList('zj/0101/list', { current: 1, pageSize: 20 }); // nothing left for the next test
  vi.unstubAllGlobals();
});

describe('a list\'s first page asked for by the entry', () => {
  it('is asked for with the session, and taken once by exactly that query', async () => {
    askListEarly('ZJ0101_01', { ZJ0101_01: { url: 'zj/0101/list', pageSize: 20 } });
    expect(fetched).toEqual(['/zj/0101/list?current=1&pageSize=20']);
    expect(takeEarlyList('zj/0101/list', { current: 1, pageSize: 50 })).toBeUndefined();
    expect(takeEarlyList('zj/0101/list', { current: 1, pageSize: 20, keyword: 'x' })).toBeUndefined();
    const taken = takeEarlyList('zj/0101/list', { pageSize: 20, current: 1 });
    expect(await (await taken!).json()).toMatchObject({ code: 0 });
    expect(takeEarlyList('zj/0101/list', { current: 1, pageSize: 20 })).toBeUndefined();
  });

  it('is not asked for without a session or for a screen not listed; a stale one is not taken', () => {
    askListEarly('ZJ0101_01', {});
    sessionStorage.removeItem('authToken');
    askListEarly('ZJ0101_01', { ZJ0101_01: { url: 'zj/0101/list', pageSize: 20 } });
    expect(fetched).toEqual([]);
    sessionStorage.setItem('authToken', 'tk');
    askListEarly('ZJ0101_01', { ZJ0101_01: { url: 'zj/0101/list', pageSize: 20 } });
    expect(takeEarlyList('zj/0101/list', { current: 1, pageSize: 20 }, Date.now() + EARLY_LIST_TTL_MS + 1)).toBeUndefined();
  });

  it('the build lists the screens whose first page is everybody\'s: a GET without mapped params or starting search values', () => {
    expect(earlyLists.ZJ0101_01).toEqual({ url: 'zj/0101/list', pageSize: 20 });
    const screen = (extra: Partial<Screen>): Screen => ({ code: 'TT0001_01', kind: 'list', title: 't', dataSource: { list: { method: 'GET', url: 'tt/0001/list' } }, columns: [], ...extra } as Screen);
    const picked = selectEarly(new Map([
      ['A', screen({})],
      ['B', screen({ dataSource: { list: { method: 'GET', url: 'b', params: { stationId: 'user.stationId' } } } })],
      ['C', screen({ columns: [{ name: 'type', search: { initialFrom: 'params.type' } }] })],
      ['D', screen({ dataSource: { list: { method: 'POST', url: 'd' } } })],
      ['E', screen({ kind: 'form' } as Partial<Screen>)],
    ]));
    expect(Object.keys(picked)).toEqual(['A']);
    // Every listed screen exists as a list JSON.
    for (const code of Object.keys(earlyLists)) {
      const file = fs.readdirSync(path.resolve(import.meta.dirname, '../../../schemas'), { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith(`${code}.json`));
      expect(file, code).toBeDefined();
    }
  });
});
