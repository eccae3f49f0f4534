import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimal } from './decimal';
import { percent } from './percent';
import { discount, integer, parcelCount, pieceCount, volumeBase, weight } from './quantities';

const key = (r: { key: string } | undefined) => r?.key;

describe('decimal', () => {
  it('accepts positive numbers with up to 3 places by default', () => {
    for (const v of ['1', '0.001', '12.345', 12.345, 1, '１２.５', ' 3.5 ', '1.500', '+2']) expect(decimal(v)).toBeUndefined();
  });
  it('leaves empty values to required', () => {
    for (const v of [undefined, null, '', '  ', '\u3000']) expect(decimal(v)).toBeUndefined();
  });
  it('refuses non-numbers', () => {
    for (const v of ['abc', '1e3', '1,000', '.5', '1.', '--1', NaN, Infinity, {}, [1], true]) expect(key(decimal(v))).toBe('validation.decimal.invalid');
  });
  it('refuses zero and negatives by default', () => {
    expect(key(decimal('0'))).toBe('validation.decimal.positive');
    expect(key(decimal(-1))).toBe('validation.decimal.positive');
    expect(key(decimal('0.000'))).toBe('validation.decimal.positive');
  });
  it('counts places, with scale 0 meaning a whole number', () => {
    expect(decimal('1.2345')).toEqual({ key: 'validation.decimal.places', params: { scale: 3 } });
    expect(decimal('1.23', { scale: 1 })).toEqual({ key: 'validation.decimal.places', params: { scale: 1 } });
    expect(decimal('1.5', { scale: 0 })).toEqual({ key: 'validation.decimal.integer' });
    expect(decimal('15', { scale: 0 })).toBeUndefined();
    expect(decimal(0.1 + 0.2, { scale: 2 })?.key).toBe('validation.decimal.places');
  });
  it('allowZero and min/max', () => {
    expect(decimal('0', { allowZero: true })).toBeUndefined();
    expect(key(decimal('-0.5', { allowZero: true }))).toBe('validation.decimal.nonNegative');
    expect(decimal('-5', { min: -10 })).toBeUndefined();
    expect(decimal('-11', { min: -10 })).toEqual({ key: 'validation.decimal.min', params: { min: '-10' } });
    expect(decimal('100.001', { max: 100 })).toEqual({ key: 'validation.decimal.max', params: { max: '100' } });
    expect(decimal('100', { max: '100' })).toBeUndefined();
  });

  const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
  it('property: any positive number with at most `scale` places is accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), digits(1, 8), digits(0, 6), (scale, int, frac) => {
        const f = frac.slice(0, scale);
        const text = f ? `${int}.${f}` : int;
        fc.pre(/[1-9]/.test(text));
        return decimal(text, { scale }) === undefined && decimal(Number(text), { scale }) === undefined;
      }),
    );
  });
  it('property: more places than `scale` are refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), digits(1, 8), digits(0, 4), fc.integer({ min: 1, max: 9 }), (scale, int, extra, last) => {
        const frac = '5'.repeat(scale) + extra + String(last); // more than `scale` places, last digit non-zero
        const problem = decimal(`${int}.${frac}`, { scale });
        return problem?.key === (scale === 0 ? 'validation.decimal.integer' : 'validation.decimal.places');
      }),
    );
  });
});

describe('percent', () => {
  it('refuses the percent sign, accepts the decimal', () => {
    expect(key(percent('1.5%'))).toBe('validation.percent.sign');
    expect(key(percent('1.5％'))).toBe('validation.percent.sign');
    expect(key(percent('15‰'))).toBe('validation.percent.sign');
    expect(percent('0.015')).toBeUndefined();
    expect(percent(0.015)).toBeUndefined();
    expect(percent('0')).toBeUndefined();
    expect(key(percent('0.00155'))).toBe('validation.decimal.places');
    expect(key(percent('abc'))).toBe('validation.decimal.invalid');
    expect(key(percent('1.2', { max: 1 }))).toBe('validation.decimal.max');
    expect(key(percent('0', { allowZero: false }))).toBe('validation.decimal.positive');
  });
});

describe('discount, volume base, weight, counts', () => {
  it('discount is in (0, 1)', () => {
    expect(discount('0.85')).toBeUndefined();
    expect(discount('')).toBeUndefined();
    for (const v of ['1', '0', '1.5', '-0.1']) expect(key(discount(v))).toBe('validation.discount.range');
    expect(key(discount('0.12345'))).toBe('validation.decimal.places');
    expect(key(discount('x'))).toBe('validation.decimal.invalid');
  });
  it('volume base is a positive whole number, never empty or 0', () => {
    expect(volumeBase('6000')).toBeUndefined();
    expect(volumeBase(5000)).toBeUndefined();
    for (const v of ['', null, undefined, '0', 0, '6000.5', '-6000', 'abc']) expect(key(volumeBase(v))).toBe('validation.volumeBase');
  });
  it('weight is not 0', () => {
    expect(weight('0.5')).toBeUndefined();
    expect(key(weight('0'))).toBe('validation.weight.zero');
    expect(key(weight(0))).toBe('validation.weight.zero');
    expect(key(weight('0.0'))).toBe('validation.weight.zero');
    expect(key(weight('-1'))).toBe('validation.decimal.positive');
    expect(key(weight('1.2345'))).toBe('validation.decimal.places');
    expect(weight('1.23', { scale: 2 })).toBeUndefined();
  });
  it('integer bounds', () => {
    expect(integer('5', { min: 1, max: 10 })).toBeUndefined();
    expect(key(integer('1.5'))).toBe('validation.integer.invalid');
    expect(integer('0', { min: 1 })).toEqual({ key: 'validation.integer.min', params: { min: 1 } });
    expect(integer('11', { max: 10 })).toEqual({ key: 'validation.integer.max', params: { max: 10 } });
  });
  it('parcel count at least 1; piece count at most 80', () => {
    expect(parcelCount('1')).toBeUndefined();
    expect(parcelCount('0')).toEqual({ key: 'validation.parcelCount.min', params: { min: 1 } });
    expect(key(parcelCount('1.5'))).toBe('validation.integer.invalid');
    expect(pieceCount(80)).toBeUndefined();
    expect(pieceCount(81)).toEqual({ key: 'validation.pieceCount.max', params: { max: 80 } });
    expect(pieceCount(11, { max: 10 })).toEqual({ key: 'validation.pieceCount.max', params: { max: 10 } });
    expect(key(pieceCount(0))).toBe('validation.integer.min');
  });
});
