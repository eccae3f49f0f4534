import { describe, expect, it } from 'vitest';
import { readBadgeCounts } from './hooks';
import { isWeakPassword, asList } from '../api/shell';
import { readContacts } from '../pages/home/homeData';
import { passwordComplexityOk, passwordsMatch } from './passwordRules';

describe('shell data readers', () => {
  it('reads badge counts from an object or a list', () => {
    expect(readBadgeCounts({ B04: 3, B05: '2', X: 1 })).toEqual({ B04: 3, B05: 2 });
    expect(readBadgeCounts([{ operationType: 'B09', count: 7 }, { operationType: 'B99', count: 1 }])).toEqual({ B09: 7 });
  });
  it('reads pwd/check answers', () => {
    expect(isWeakPassword(true)).toBe(true);
    expect(isWeakPassword({ weak: true })).toBe(true);
    expect(isWeakPassword({ weak: false })).toBe(false);
    expect(isWeakPassword(null)).toBe(false);
  });
  it('reads lists', () => {
    expect(asList([1])).toEqual([1]);
    expect(asList({ list: [2] })).toEqual([2]);
    expect(asList(null)).toEqual([]);
  });
  it('reads home contacts (the amounts: tests/api/accounts.test.ts, against the server\'s answers)', () => {
    expect(readContacts({ salesQq: '123', serviceQq: '' })).toEqual([{ key: 'salesQq', value: '123' }]);
  });
  it('checks password rules', () => {
    expect(passwordComplexityOk('abc123')).toBe(true);
    expect(passwordComplexityOk('abcdef')).toBe(false);
    expect(passwordComplexityOk('123456')).toBe(false);
    expect(passwordsMatch('a1', 'a1')).toBe(true);
    expect(passwordsMatch('a1', 'a2')).toBe(false);
  });
});
