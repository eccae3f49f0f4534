import { describe, expect, it } from 'vitest';
import { isUniqueViolation, normText, optText, orderBy, paging, pickIds, rootMessage } from './staff.lib';

describe('list helpers', () => {
  it('pages from current and pageSize', () => {
    expect(paging({})).toEqual({ limit: 20, offset: 0 });
    expect(paging({ current: 3, pageSize: 50 })).toEqual({ limit: 50, offset: 100 });
  });

  it('sorts by whitelisted fields only, with a stable tie-breaker', () => {
    const fields = { name: 'c.name', createdAt: 'c.created_at' };
    expect(orderBy({ sortField: 'name', sortOrder: 'descend' }, fields, 'code')).toBe('order by c.name desc nulls last, id');
    expect(orderBy({ sortField: 'createdAt', sortOrder: 'ascend' }, fields, 'code', 'c.id')).toBe('order by c.created_at asc nulls last, c.id');
    expect(orderBy({ sortField: 'name; drop table x', sortOrder: 'descend' }, fields, 'code')).toBe('order by code, id');
    expect(orderBy({ sortField: 'constructor' }, fields, 'code')).toBe('order by code, id');
  });

  it('takes {id} or {ids}, without duplicates', () => {
    expect(pickIds({ id: 3 })).toEqual([3]);
    expect(pickIds({ ids: [1, 2, 2], id: 1 })).toEqual([1, 2]);
    expect(() => pickIds({})).toThrow();
  });
});

describe('text', () => {
  it('turns full-width into half-width and trims', () => {
    expect(normText('　ＡＢＣ１２３！ ')).toBe('ABC123!');
    expect(normText('中文，标点')).toBe('中文,标点');
    expect(optText('   ')).toBeNull();
    expect(optText(null)).toBeNull();
  });
});

describe('database errors', () => {
  it('recognises a unique violation under Drizzle\'s wrapper', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "app_user_loginid_key"'), { code: '23505' });
    const wrapped = Object.assign(new Error('Failed query: insert ...'), { cause: driver });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(rootMessage(wrapped)).toContain('app_user_loginid_key');
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
