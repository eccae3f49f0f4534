/**
 * Surcharge and price-table names are data in two languages: a reader sees theirs, falling back
 * to the other; the trace names a surcharge by its own names (挂号费 is "Registration fee" because
 * the business says so, never a word the catalogue guessed), and the break's registration fee is
 * called that in English.
 */
import { describe, expect, it } from 'vitest';
import { localizeQuote, render, type LocalizedQuote } from './messages';
import { localName } from './names';
import { quote } from './quote';
import { usRoute, usTable } from './fixtures.test-helpers';

const at = new Date('2026-08-01T00:00:00Z');

describe('names in two languages', () => {
  it('the reader\'s name, else the other one', () => {
    expect(localName({ name: '挂号费', nameEn: 'Registration fee' }, 'en-US')).toBe('Registration fee');
    expect(localName({ name: '挂号费', nameEn: 'Registration fee' }, 'zh-CN')).toBe('挂号费');
    expect(localName({ name: '挂号费', nameEn: '  ' }, 'en-US')).toBe('挂号费');
    expect(localName({ name: '', nameEn: 'Fee' }, 'zh-CN')).toBe('Fee');
    // An answer already localized (English name in `name`) keeps the Chinese one in `nameZh`.
    expect(localName({ name: 'Registration fee', nameZh: '挂号费', nameEn: 'Registration fee' }, 'zh-CN')).toBe('挂号费');
  });

  it('a trace line names a surcharge by its own names; without an English name every reader sees the one given', () => {
    const line = { key: 'pricing.trace.surcharge', params: { name: '挂号费', nameEn: 'Registration fee', amount: '18.00', fuel: 0 } };
    expect(render('en-US', line)).toBe('Surcharge Registration fee: 18.00');
    expect(render('zh-CN', line)).toBe('附加费 挂号费：18.00');
    expect(render('en-US', { key: 'pricing.trace.surcharge', params: { name: '挂号费', amount: '18.00' } })).toBe('Surcharge 挂号费: 18.00');
  });

  it('the registration fee of a per-kg break is not called "handling"', () => {
    const line = { key: 'pricing.break.perKgBase', params: { weight: '2', rate: '88', base: '18', amount: '194' } };
    expect(render('en-US', line)).toBe('2 kg × rate 88 + registration fee 18 = 194');
    expect(render('zh-CN', line)).toBe('2 kg × 单价 88 + 挂号费 18 = 194');
  });

  it('a quote answers surcharge and price-table names in the reader\'s language, with both beside them', () => {
    const route = usRoute({
      priceTable: { ...usTable, name: '美国快线 2026', nameEn: 'US Express 2026' },
      surcharges: [{ name: '挂号费', nameEn: 'Registration fee', kind: 'fixed', value: '18' }, { name: '操作费', kind: 'fixed', value: '5' }],
    });
    const [q] = quote({ country: 'US', weight: '1' }, [route], { orderTime: at }).quotes;
    const en = localizeQuote(q, 'en-US') as LocalizedQuote;
    const zh = localizeQuote(q, 'zh-CN') as LocalizedQuote;
    expect(en.surcharges.map((s) => s.name)).toEqual(['Registration fee', '操作费']);
    expect(zh.surcharges.map((s) => s.name)).toEqual(['挂号费', '操作费']);
    expect(en.surcharges[0]).toMatchObject({ nameZh: '挂号费', nameEn: 'Registration fee' });
    expect(en.trace.priceTable).toMatchObject({ name: 'US Express 2026', nameZh: '美国快线 2026', nameEn: 'US Express 2026' });
    expect(zh.trace.priceTable?.name).toBe('美国快线 2026');
    expect(en.trace.lines.map((l) => l.text)).toContain('Surcharge Registration fee: 18.00');
    // A client holding the English answer re-renders it in Chinese without asking again.
    expect(localName(en.surcharges[0], 'zh-CN')).toBe('挂号费');
    expect(render('zh-CN', en.trace.lines.find((l) => l.key === 'pricing.trace.surcharge')!)).toBe('附加费 挂号费：18.00');
  });
});
