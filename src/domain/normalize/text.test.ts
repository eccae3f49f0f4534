import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeDeep, normalizeInput, normalizeText, toHalfWidth } from './index';

const FULLWIDTH = /[\uFF01-\uFF5E\u3000]/;
/** Strings mixing ASCII, full-width forms, CJK and assorted whitespace. */
const mixed = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    fc.integer({ min: 0xff01, max: 0xff5e }).map((c) => String.fromCharCode(c)),
    fc.constantFrom('\u3000', ' ', '\t', '\n', '\u00a0', '中', '文', '。', '、', '\uFF5F', '\uFF00'),
  ),
  maxLength: 40,
});

describe('toHalfWidth / normalizeText', () => {
  it('maps the full-width ASCII block and the ideographic space', () => {
    expect(toHalfWidth('ＡＢＣ１２３！～')).toBe('ABC123!~');
    expect(toHalfWidth('你好，世界')).toBe('你好,世界');
    expect(toHalfWidth('a\u3000b')).toBe('a b');
    expect(toHalfWidth('\uFF00\uFF5F。')).toBe('\uFF00\uFF5F。');
    expect(normalizeText('\u3000 ＳＦ１２３４ \u3000')).toBe('SF1234');
    expect(normalizeInput(' ａ ｂ ')).toBe(' a b ');
  });

  it('every code point FF01..FF5E maps to its ASCII counterpart', () => {
    for (let c = 0xff01; c <= 0xff5e; c++) expect(toHalfWidth(String.fromCharCode(c))).toBe(String.fromCharCode(c - 0xfee0));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(mixed, (s) => normalizeText(normalizeText(s)) === normalizeText(s)));
    fc.assert(fc.property(fc.string(), (s) => normalizeText(normalizeText(s)) === normalizeText(s)));
  });

  it('leaves no full-width ASCII', () => {
    fc.assert(fc.property(mixed, (s) => !FULLWIDTH.test(normalizeText(s)) && !FULLWIDTH.test(normalizeInput(s))));
  });

  it('never grows; the input form keeps the length exactly', () => {
    fc.assert(fc.property(mixed, (s) => normalizeText(s).length <= s.length && normalizeInput(s).length === s.length));
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (s) => normalizeText(s).length <= s.length));
  });

  it('leaves no leading or trailing whitespace', () => {
    fc.assert(fc.property(mixed, (s) => !/^\s|\s$/.test(normalizeText(s))));
  });

  it('leaves half-width ASCII unchanged (trim aside)', () => {
    const ascii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) });
    fc.assert(fc.property(ascii, (s) => toHalfWidth(s) === s && normalizeText(s) === s.trim()));
  });

  it('normalizeDeep walks objects and arrays without touching other values', () => {
    const date = new Date(0);
    const input = { a: ' ＡＢ ', b: [' x\u3000', 1, null], c: { d: 'ｙ' }, e: date, f: true };
    const out = normalizeDeep(input);
    expect(out).toEqual({ a: 'AB', b: ['x', 1, null], c: { d: 'y' }, e: date, f: true });
    expect(input.a).toBe(' ＡＢ ');
  });
});
