import type Decimal from 'decimal.js';
import { isEmpty, toDecimal } from './util';
import { issue, type ValidationIssue, type Validator } from './types';

/** Spec section 9: decimals have 3 places unless a field says otherwise. */
export const DEFAULT_SCALE = 3;

export interface DecimalArgs {
  /** Most decimal places (default 3); 0 means a whole number. Trailing zeros do not count ('1.500' has 1). */
  scale?: number;
  /** Accept 0 (the default rule is > 0). */
  allowZero?: boolean;
  /** Inclusive lower bound; replaces the default "> 0" rule (e.g. -100 for an adjustment). */
  min?: number | string;
  /** Inclusive upper bound. */
  max?: number | string;
}

export const decimalKeys = [
  'validation.decimal.invalid',
  'validation.decimal.integer',
  'validation.decimal.places',
  'validation.decimal.positive',
  'validation.decimal.nonNegative',
  'validation.decimal.min',
  'validation.decimal.max',
] as const;

/** Bounds and places of an already parsed number; shared by the rules built on decimals. */
export function checkDecimal(d: Decimal, args: DecimalArgs = {}): ValidationIssue | undefined {
  const scale = args.scale ?? DEFAULT_SCALE;
  if (args.min !== undefined && args.min !== null) {
    if (d.lessThan(args.min)) return issue('validation.decimal.min', { min: String(args.min) });
  } else if (args.allowZero) {
    if (d.isNegative() && !d.isZero()) return issue('validation.decimal.nonNegative');
  } else if (!d.greaterThan(0)) {
    return issue('validation.decimal.positive');
  }
  if (args.max !== undefined && args.max !== null && d.greaterThan(args.max)) return issue('validation.decimal.max', { max: String(args.max) });
  if (d.decimalPlaces() > scale) return scale === 0 ? issue('validation.decimal.integer') : issue('validation.decimal.places', { scale });
  return undefined;
}

/** V03: a number > 0 with at most `scale` (default 3) decimal places. */
export const decimal: Validator<DecimalArgs> = (value, args = {}) => {
  if (isEmpty(value)) return undefined;
  const d = toDecimal(value);
  if (!d) return issue('validation.decimal.invalid');
  return checkDecimal(d, args);
};

export const decimalArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    scale: { type: 'integer', minimum: 0, maximum: 10 },
    allowZero: { type: 'boolean' },
    min: { type: ['number', 'string'] },
    max: { type: ['number', 'string'] },
  },
} as const;
