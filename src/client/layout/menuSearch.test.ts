import { describe, expect, it } from 'vitest';
import { matchesQuery, searchTexts } from './menuSearch';

const finds = (name: string, url: string | null, query: string) => matchesQuery(searchTexts(name, url), query);

describe('side menu search', () => {
  it('finds an entry by pinyin initials, whole pinyin, its name and its code', () => {
    expect(finds('客户管理', 'zj/0101/01.html', 'khgl')).toBe(true);
    expect(finds('客户管理', 'zj/0101/01.html', 'KHGL')).toBe(true);
    expect(finds('客户管理', 'zj/0101/01.html', 'kehu')).toBe(true);
    expect(finds('客户管理', 'zj/0101/01.html', '客户')).toBe(true);
    expect(finds('客户管理', 'zj/0101/01.html', 'zj0101')).toBe(true);
    expect(finds('在库管理', 'wl/0105/01.html', 'khgl')).toBe(false);
  });

  it('finds a Chinese entry by English words from the catalogue, and full-width input', () => {
    expect(finds('客户管理', 'zj/0101/01.html', 'customer')).toBe(true);
    expect(finds('客户管理', 'zj/0101/01.html', 'cust manage')).toBe(true);
    expect(finds('客户管理', 'zj/0101/01.html', 'ｃｕｓｔｏｍｅｒ')).toBe(true);
    expect(finds('客户管理', 'zj/0101/01.html', 'freight')).toBe(false);
  });

  it('an empty query finds everything', () => {
    expect(finds('客户管理', null, '  ')).toBe(true);
  });
});
