import { describe, expect, it } from 'vitest';
import { toListQuery, toProResult } from './query';

describe('list query', () => {
  it('paging, filters without blanks, keyword kept as a filter, sort as asc/desc', () => {
    expect(toListQuery({ current: '2', pageSize: 50, keyword: 'sales', status: '', tags: [], locked: false }, { loginid: 'descend' }))
      .toEqual({ current: 2, pageSize: 50, keyword: 'sales', locked: false, sortField: 'loginid', sortOrder: 'desc' });
    expect(toListQuery({})).toEqual({ current: 1, pageSize: 20 });
  });

  it('a reply {list, total} or a bare array', () => {
    expect(toProResult({ list: [{ id: 1 }], total: 9 })).toEqual({ data: [{ id: 1 }], total: 9, success: true, capped: false });
    expect(toProResult([{ id: 1 }, { id: 2 }])).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2, success: true, capped: false });
    // A server that stopped counting says so; the pager then reads "more than".
    expect(toProResult({ list: [{ id: 1 }], total: 10_000, totalCapped: true })).toMatchObject({ total: 10_000, capped: true });
  });
});
