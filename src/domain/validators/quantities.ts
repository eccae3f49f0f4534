import { checkDecimal, DEFAULT_SCALE } from './decimal';
import { isEmpty, toDecimal } from './util';
import { issue, type Validator } from './types';

export const quantityKeys = [
  'validation.discount.range',
  'validation.volumeBase',
  'validation.weight.zero',
  'validation.integer.invalid',
  'validation.integer.min',
  'validation.integer.max',
  'validation.parcelCount.min',
  'validation.pieceCount.max',
] as const;

/** V08: a discount is greater than 0 and less than 1 (0.85 = 15% off), at most `scale` (3) places. */
export const discount: Validator<{ scale?: number }> = (value, args = {}) => {
  if (isEmpty(value)) return undefined;
  const d = toDecimal(value);
  if (!d) return issue('validation.decimal.invalid');
  if (!d.greaterThan(0) || !d.lessThan(1)) return issue('validation.discount.range');
  return checkDecimal(d, { scale: args.scale ?? DEFAULT_SCALE });
};

/** V08: the volume base (volumetric divisor, e.g. 6000) is a positive whole number; empty or 0 is refused too. */
export const volumeBase: Validator = (value) => {
  const d = isEmpty(value) ? undefined : toDecimal(value);
  if (!d || !d.isInteger() || !d.greaterThan(0)) return issue('validation.volumeBase');
  return undefined;
};

/** V10: a weight is not 0 (and > 0, at most `scale` (3) places). */
export const weight: Validator<{ scale?: number }> = (value, args = {}) => {
  if (isEmpty(value)) return undefined;
  const d = toDecimal(value);
  if (!d) return issue('validation.decimal.invalid');
  if (d.isZero()) return issue('validation.weight.zero');
  return checkDecimal(d, { scale: args.scale ?? DEFAULT_SCALE });
};

export interface IntegerArgs {
  min?: number;
  max?: number;
}

/** A whole number within optional inclusive bounds. */
export const integer: Validator<IntegerArgs> = (value, args = {}) => {
  if (isEmpty(value)) return undefined;
  const d = toDecimal(value);
  if (!d || !d.isInteger()) return issue('validation.integer.invalid');
  if (args.min !== undefined && d.lessThan(args.min)) return issue('validation.integer.min', { min: args.min });
  if (args.max !== undefined && d.greaterThan(args.max)) return issue('validation.integer.max', { max: args.max });
  return undefined;
};

/** V10: a parcel count is a whole number of at least 1. */
export const parcelCount: Validator = (value) => {
  const problem = integer(value, { min: 1 });
  return problem?.key === 'validation.integer.min' ? issue('validation.parcelCount.min', { min: 1 }) : problem;
};

export const MAX_PIECES = 80;

/** V07: the piece (case) count is a whole number from 1 to `max` (80). */
export const pieceCount: Validator<{ max?: number }> = (value, args = {}) => {
  const max = args.max ?? MAX_PIECES;
  const problem = integer(value, { min: 1, max });
  return problem?.key === 'validation.integer.max' ? issue('validation.pieceCount.max', { max }) : problem;
};

export const integerArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { min: { type: 'integer' }, max: { type: 'integer' } },
} as const;
export const scaleArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { scale: { type: 'integer', minimum: 0, maximum: 10 } },
} as const;
