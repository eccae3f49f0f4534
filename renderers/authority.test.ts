import { describe, expect, it, vi } from 'vitest';
import { authorityUrls, createAuthorityCache } from './authority';
import type { Screen } from './types';

describe('authority', () => {
  it("a screen's URLs include its inline forms' buttons", () => {
    const screen: Screen = {
      code: 'TT0001_01', kind: 'list', title: 'title', dataSource: { list: { method: 'GET', url: 'tt/0001/list' } },
      columns: [{ name: 'cost', authority: 'tt/0001/cost' }],
      rowActions: [{ key: 'edit', type: 'openScreen', form: 'rowEdit', authority: 'tt/0001/edit' }],
      forms: { rowEdit: { schema: { type: 'object', properties: {} }, dataSource: { submit: { method: 'POST', url: 'tt/0001/save' } },
        actions: [{ key: 'submit', type: 'submit', authority: 'tt/0001/save' }, { key: 'audit', type: 'hook', name: 'audit', authority: 'tt/0001/audit' }] } },
    };
    expect(authorityUrls(screen)).toEqual(['tt/0001/audit', 'tt/0001/cost', 'tt/0001/edit', 'tt/0001/save']);
  });

  it('caches answers, asks only for new URLs, and asks again after a failed check (hidden meanwhile)', async () => {
    let fail = true;
    const check = vi.fn(async (urls: string[]) => {
      if (fail) throw new Error('network');
      return Object.fromEntries(urls.map((u) => [u, u.endsWith('yes')]));
    });
    const cache = createAuthorityCache(check);
    expect(await cache.resolve(['a/yes', 'b/no'])).toEqual({ 'a/yes': false, 'b/no': false });
    expect(cache.unanswered(['a/yes', 'b/no'])).toEqual(['a/yes', 'b/no']);
    fail = false;
    expect(await cache.resolve(['a/yes', 'b/no'])).toEqual({ 'a/yes': true, 'b/no': false });
    expect(check).toHaveBeenLastCalledWith(['a/yes', 'b/no']);
    expect(cache.unanswered(['a/yes', 'b/no'])).toEqual([]);
    expect(await cache.resolve(['a/yes', 'c/yes'])).toEqual({ 'a/yes': true, 'c/yes': true });
    expect(check).toHaveBeenLastCalledWith(['c/yes']);
    expect(check).toHaveBeenCalledTimes(3);
  });
});
