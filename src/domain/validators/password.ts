import { isEmpty, otherValue } from './util';
import { issue, type Validator } from './types';

export const passwordKeys = [
  'validation.password.min',
  'validation.password.max',
  'validation.password.letterDigit',
  'validation.confirm.mismatch',
  'validation.confirm.differ',
] as const;

export const PASSWORD_MIN = 6;

export interface PasswordArgs {
  /** Fewest characters (default 6). */
  min?: number;
  max?: number;
}

/** V01: at least `min` (6) characters with at least one ASCII letter and at least one digit. */
export const password: Validator<PasswordArgs> = (value, args = {}) => {
  if (isEmpty(value) || typeof value !== 'string') return undefined;
  const min = args.min ?? PASSWORD_MIN;
  const n = Array.from(value).length;
  if (n < min) return issue('validation.password.min', { min });
  if (args.max !== undefined && n > args.max) return issue('validation.password.max', { max: args.max });
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return issue('validation.password.letterDigit');
  return undefined;
};

export interface ConfirmArgs {
  /** The field to match, relative to this field's parent (`newPassword`). */
  field?: string;
  /** Or the value to match itself. */
  other?: unknown;
  /**
   * Which text: 'mismatch' (default) 'new password and confirmation password do not match'
   * (password change); 'differ' 'two passwords differ' (registration).
   */
  message?: 'mismatch' | 'differ';
}

/** V01: a confirmation equals the value it confirms. An empty confirmation is left to `required`. */
export const confirm: Validator<ConfirmArgs> = (value, args = {}, ctx) => {
  if (isEmpty(value)) return undefined;
  const other = otherValue(args, ctx);
  if (value === other) return undefined;
  return issue(args.message === 'differ' ? 'validation.confirm.differ' : 'validation.confirm.mismatch');
};

export const passwordArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { min: { type: 'integer', minimum: 1 }, max: { type: 'integer', minimum: 1 } },
} as const;
export const confirmArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { field: { type: 'string', minLength: 1 }, other: {}, message: { enum: ['mismatch', 'differ'] } },
} as const;
