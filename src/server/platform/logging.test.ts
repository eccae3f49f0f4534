import { describe, expect, it } from 'vitest';
import { describeError, loggedUrl } from './logging';

describe('loggedUrl', () => {
  it('keeps the path and the names of the query, never its values', () => {
    expect(loggedUrl('/mn/0000/ping')).toBe('/mn/0000/ping');
    expect(loggedUrl('/mn/0000/pushmsg?ticket=abcdef')).toBe('/mn/0000/pushmsg?ticket=…');
    expect(loggedUrl('/mn/0101/reg/phone/valcode?phoneNum=13912345678&sign=x')).toBe('/mn/0101/reg/phone/valcode?phoneNum=…&sign=…');
  });
});

describe('describeError', () => {
  it('keeps what a database error was, not the values it quotes', () => {
    const pg = Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003', detail: 'Key (phone)=(13912345678)', table: 'app_user' });
    const drizzle = Object.assign(new Error('Failed query: select 1 where phone = $1\nparams: 13912345678'), { query: 'select 1 where phone = $1', params: ['13912345678'], cause: pg });
    const logged = describeError(drizzle);
    expect(JSON.stringify(logged)).not.toContain('13912345678');
    expect(JSON.stringify(logged)).not.toContain('2147483648');
    expect(logged).toMatchObject({ message: 'Failed query: select 1 where phone = $1', cause: { code: '22003', table: 'app_user', message: 'value "…" is out of range for type integer' } });
    expect(String(logged.stack)).toMatch(/^\s+at /);
    expect(describeError(drizzle, { stack: false }).stack).toBeUndefined();
  });
});
