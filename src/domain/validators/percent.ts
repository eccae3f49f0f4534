import { checkDecimal } from './decimal';
import { isEmpty, toDecimal } from './util';
import { issue, type Validator } from './types';

export interface PercentArgs {
  /** Decimal places of the fraction (default 4: 0.0155). */
  scale?: number;
  /** Accept 0 (default true: a 0 rate is a rate). */
  allowZero?: boolean;
  max?: number | string;
}

export const percentKeys = ['validation.percent.sign'] as const;

/**
 * Spec section 5: rates are entered as a decimal without the percent sign: 15 per thousand is
 * 0.015. Text with '%' (or the full-width '％') is refused with its own message.
 */
export const percent: Validator<PercentArgs> = (value, args = {}) => {
  if (isEmpty(value)) return undefined;
  if (typeof value === 'string' && /[%\uFF05\u2030]/.test(value)) return issue('validation.percent.sign');
  const d = toDecimal(value);
  if (!d) return issue('validation.decimal.invalid');
  return checkDecimal(d, { scale: args.scale ?? 4, allowZero: args.allowZero ?? true, max: args.max });
};

export const percentArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { scale: { type: 'integer', minimum: 0, maximum: 10 }, allowZero: { type: 'boolean' }, max: { type: ['number', 'string'] } },
} as const;
