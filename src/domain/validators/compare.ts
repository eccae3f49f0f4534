import { isEmpty, otherValue, toDate, toDecimal } from './util';
import { normalizeText } from '../normalize/text';
import { issue, type Validator, type ValidationIssue, type ValidatorContext } from './types';

export const compareKeys = ['validation.notAbove.time', 'validation.notAbove.number', 'validation.differs'] as const;

export interface NotAboveArgs {
  /** The trailing field (the limit this value must not exceed), relative to this field's parent. */
  field?: string;
  /** Or the trailing value itself. */
  other?: unknown;
  /** 'time' (default): 'limited time must not exceed valid time'; 'number': 'minimum must not exceed maximum'. */
  message?: 'time' | 'number';
}

/** -1, 0, 1 comparing numbers if both are numbers, else points in time; undefined when incomparable. */
function compare(a: unknown, b: unknown, ctx?: ValidatorContext): number | undefined {
  const da = toDecimal(a);
  const db = toDecimal(b);
  if (da && db) return da.comparedTo(db);
  const ta = toDate(a, ctx);
  const tb = toDate(b, ctx);
  if (ta && tb) return Math.sign(ta.getTime() - tb.getTime());
  return undefined;
}

const notAboveIssue = (args: NotAboveArgs): ValidationIssue =>
  issue(args.message === 'number' ? 'validation.notAbove.number' : 'validation.notAbove.time');

/**
 * V08: a leading limit is not above its trailing limit (limited time <= valid time; min <= max).
 * Numbers compare as numbers, else dates as dates; empty or incomparable values pass.
 */
export const notAbove: Validator<NotAboveArgs> = (value, args = {}, ctx) => {
  const other = otherValue(args, ctx);
  if (isEmpty(value) || isEmpty(other)) return undefined;
  const c = compare(value, other, ctx);
  return c !== undefined && c > 0 ? notAboveIssue(args) : undefined;
};

/** V08 for a two-part value `[min, max]` (a range input): the first part is not above the second. */
export const orderedRange: Validator<{ message?: 'time' | 'number' }> = (value, args = {}, ctx) => {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  return notAbove(value[0], { other: value[1], message: args.message ?? 'number' }, ctx);
};

export interface DiffersArgs {
  /** The old value's field, relative to this field's parent. */
  field?: string;
  other?: unknown;
}

/** A new channel tracking or suborder number differs from the old one (compared after normalising). */
export const differs: Validator<DiffersArgs> = (value, args = {}, ctx) => {
  const other = otherValue(args, ctx);
  if (isEmpty(value) || isEmpty(other)) return undefined;
  const a = typeof value === 'string' ? normalizeText(value) : String(value);
  const b = typeof other === 'string' ? normalizeText(other) : String(other);
  return a === b ? issue('validation.differs') : undefined;
};

export const notAboveArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { field: { type: 'string', minLength: 1 }, other: {}, message: { enum: ['time', 'number'] } },
} as const;
export const orderedRangeArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { message: { enum: ['time', 'number'] } },
} as const;
export const differsArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { field: { type: 'string', minLength: 1 }, other: {} },
} as const;
