import { describe, expect, it } from 'vitest';
import { createValidatorRegistry, formatIssue, parseValidatorRefs, runValidator, validationMessages, validators } from './index';
import { decimalKeys } from './decimal';
import { percentKeys } from './percent';
import { quantityKeys } from './quantities';
import { dateRangeKeys } from './dateRange';
import { textKeys } from './text';
import { codeKeys } from './codes';
import { passwordKeys } from './password';
import { uploadKeys } from './upload';
import { compareKeys } from './compare';
import { countKeys } from './counts';

const zh = validationMessages['zh-CN'] as Record<string, string>;
const en = validationMessages['en-US'] as Record<string, string>;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Values that make each validator complain in as many ways as possible. */
const BAD: unknown[] = [
  undefined, null, '', ' ', 'abc', '%', '1%', '0', 0, -1, '1.23456', '1.5', 1.5, 2, 81, 101, 1e9, '1e3',
  'a'.repeat(60), 'a'.repeat(8001), 'ab', 'abcdef', '123456', 'a@b', 'a'.repeat(45) + '@qq.com', '12800138000',
  '91350100M000100Y44', '9135010OM000100Y43', 'INT01', [3, 2], ['2024-02-01', '2024-01-01'], ['2024-01-01', '2025-06-01'],
  ['x', 'y'], { name: 'a.exe', size: 1 }, { name: 'a.pdf', size: 99 * 1024 * 1024 }, { name: 'a.pdf' }, Array(30).fill(1),
];
const ARGS: (Record<string, unknown> | undefined)[] = [
  undefined, { scale: 0 }, { min: 1, max: 10 }, { max: 1 }, { allowZero: true }, { min: 3, max: 30 }, { lessThan: 10 }, { min: 3 },
  { other: 'zzz', message: 'differ' }, { other: 'zzz' }, { other: '1.5' }, { other: 0, message: 'number' }, { years: 1 },
  { preset: 'document' }, { preset: 'invoiceImage' }, { of: 'copies' }, { of: 'orders' }, { max: 2 },
];

describe('validation messages', () => {
  it('both languages have the same keys, no empty text and the same placeholders', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const k of Object.keys(zh)) {
      expect(zh[k].trim(), k).not.toBe('');
      expect(en[k].trim(), k).not.toBe('');
      expect(placeholders(zh[k]), k).toEqual(placeholders(en[k]));
    }
  });

  it('every key a validator declares or its module lists exists in both languages', () => {
    const declared = new Set<string>([...decimalKeys, ...percentKeys, ...quantityKeys, ...dateRangeKeys, ...textKeys, ...codeKeys, ...passwordKeys, ...uploadKeys, ...compareKeys, ...countKeys]);
    for (const entry of validators.values()) for (const k of entry.keys) declared.add(k);
    for (const k of declared) {
      expect(zh[k], k).toBeDefined();
      expect(en[k], k).toBeDefined();
    }
    // and nothing in the catalogue is dead
    for (const k of Object.keys(zh)) expect(declared.has(k), k).toBe(true);
  });

  it('every key a validator actually returns is declared, exists in both languages and gets all its params', () => {
    const seen = new Set<string>();
    for (const [name, entry] of validators) {
      for (const value of BAD) {
        for (const args of ARGS) {
          let problem;
          try {
            problem = entry.validate(value, args as never, { get: () => 'zzz', userId: 'u1' });
          } catch (e) {
            throw new Error(`${name} threw on ${JSON.stringify(value)} ${JSON.stringify(args)}: ${String(e)}`);
          }
          if (!problem) continue;
          seen.add(problem.key);
          expect(entry.keys, `${name} -> ${problem.key}`).toContain(problem.key);
          for (const lang of ['zh-CN', 'en-US'] as const) {
            const text = formatIssue(problem, lang);
            expect(text, `${name} ${problem.key} ${lang}`).not.toMatch(/\{\w+\}/);
            expect(text).not.toBe(problem.key);
          }
        }
      }
    }
    expect(seen.size).toBeGreaterThan(30);
  });

  it('formatIssue fills params in each language', () => {
    expect(formatIssue({ key: 'validation.decimal.places', params: { scale: 2 } }, 'zh-CN')).toBe('最多 2 位小数');
    expect(formatIssue({ key: 'validation.decimal.places', params: { scale: 2 } }, 'en-US')).toBe('At most 2 decimal places');
    expect(formatIssue({ key: 'unknown.key' }, 'en-US')).toBe('unknown.key');
  });
});

describe('registry', () => {
  it('names every rule of spec section 5', () => {
    expect([...validators.keys()].sort()).toEqual(
      [
        'accountCode', 'announcementContent', 'announcementSummary', 'channelCode', 'confirm', 'contactName', 'creditCode', 'customsCode', 'dateRange', 'fbaReferenceId', 'fbaShipmentId', 'httpUrl', 'loopbackUrl', 'iconName', 'menuUrl', 'pricingCode', 'roleCode',
        'decimal', 'differs', 'discount', 'email', 'integer', 'length', 'loginid', 'maxItems', 'mobile', 'notAbove', 'orderedRange', 'parcelCount',
        'mawbNo', 'password', 'percent', 'phone', 'pieceCount', 'platformName', 'postcode', 'postcodeRanges', 'required', 'upload', 'volumeBase', 'weight',
      ].sort(),
    );
    for (const [name, entry] of validators) expect(entry.argsSchema, name).toBeDefined();
  });

  it('runs a validator by name as data', () => {
    expect(runValidator('decimal', '1.234', { scale: 2 })).toEqual({ key: 'validation.decimal.places', params: { scale: 2 } });
    expect(runValidator('decimal', '1.23', { scale: 2 })).toBeUndefined();
    expect(() => runValidator('nope', 1)).toThrow(/unknown validator: nope/);
  });

  it('a fresh registry can be extended without touching the shared one', () => {
    const mine = createValidatorRegistry();
    mine.set('even', { validate: (v) => (Number(v) % 2 ? { key: 'x.even' } : undefined), keys: ['x.even'] });
    expect(mine.has('even')).toBe(true);
    expect(validators.has('even')).toBe(false);
  });

  it('parses x-validator values', () => {
    expect(parseValidatorRefs({ validator: 'decimal', args: { scale: 2 } })).toEqual([{ validator: 'decimal', args: { scale: 2 } }]);
    expect(parseValidatorRefs(['mobile', { name: 'length', args: { max: 30 } }, { required: true }, 'url', { validator: 'email' }])).toEqual([
      { validator: 'mobile' },
      { validator: 'length', args: { max: 30 } },
      { validator: 'email' },
    ]);
    expect(parseValidatorRefs(undefined)).toEqual([]);
    expect(() => parseValidatorRefs({ validator: 'decimall' })).toThrow(/unknown validator: decimall/);
  });
});
