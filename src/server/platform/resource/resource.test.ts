import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { normText, optText } from '../text';
import { dbError, isForeignKeyViolation, isUniqueViolation, rootMessage } from './dbError';
import { ListFilter } from './filter';
import { pickIds } from './ids';
import { orderBy, paging } from './query';

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

  it('filters on what is given, the keyword normalised and taken literally', () => {
    const f = new ListFilter(['scope']).eq('t.a', undefined).eq('t.b', '').eq('t.c', false).keyword(['t.name', 't.code'], ' ５０%_ ');
    expect(f.where()).toBe('where t.c = $2 and (t.name::text ilike $3 or t.code::text ilike $3)');
    expect(f.params).toEqual(['scope', false, '%50\\%\\_%']);
    expect(new ListFilter().keyword(['t.name'], '  ').keyword([], 'x').where()).toBe('');
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
  const driver = (code: string, message: string, extra: object = {}) => Object.assign(new Error(message), { code, ...extra });
  const wrapped = (cause: Error) => Object.assign(new Error('Failed query: insert ...'), { cause });

  it("recognises a unique violation under Drizzle's wrapper", () => {
    const err = wrapped(driver('23505', 'duplicate key value violates unique constraint "app_user_loginid_key"'));
    expect(isUniqueViolation(err)).toBe(true);
    expect(rootMessage(err)).toContain('app_user_loginid_key');
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('words a refusal without the database text, naming the fields, and keeps the original as its cause', () => {
    const err = wrapped(driver('23505', 'duplicate key', { detail: 'Key (channel, channel_name)=(DHL, X) already exists.' }));
    const refusal = dbError(err) as AppError;
    expect(refusal).toMatchObject({ key: 'record.duplicate', params: { detail: 'DHL, X' }, fields: ['channel', 'channelName'] });
    expect(refusal.cause).toBe(err);
    // Still a unique violation for a handler that words it its own way (guardUnique).
    expect(isUniqueViolation(refusal)).toBe(true);
    expect(dbError(wrapped(driver('23502', 'null value', { column: 'route_id' })))).toMatchObject({ key: 'record.db.required.field', fields: ['routeId'] });
    const fk = dbError(wrapped(driver('23503', 'violates foreign key constraint', { detail: 'Key (id)=(9) is still referenced from table "nowhere".' })));
    expect(fk).toMatchObject({ key: 'record.inUse' });
    expect(isForeignKeyViolation(fk)).toBe(true);
    const other = new Error('connection lost');
    expect(dbError(other)).toBe(other);
  });
});
