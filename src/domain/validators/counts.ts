import { isEmpty, toDecimal } from './util';
import { issue, type Validator } from './types';

export const countKeys = ['validation.maxItems.copies', 'validation.maxItems.orders', 'validation.maxItems.items'] as const;

/** V07: print limits (spec section 9). */
export const PRINT_LIMITS = { copies: 25, orders: 100 } as const;

export interface MaxItemsArgs {
  max?: number;
  /** 'copies': batch print (default max 25); 'orders': bulk print (default max 100); 'items' (default): any selection, max required. */
  of?: 'copies' | 'orders' | 'items';
}

/** V07: a selection (array) or a count (number) of at most `max`. */
export const maxItems: Validator<MaxItemsArgs> = (value, args = {}) => {
  if (isEmpty(value)) return undefined;
  const of = args.of ?? 'items';
  const max = args.max ?? (of === 'items' ? undefined : PRINT_LIMITS[of]);
  if (max === undefined) return undefined;
  const n = Array.isArray(value) ? value.length : toDecimal(value)?.toNumber();
  if (n === undefined || n <= max) return undefined;
  return issue(`validation.maxItems.${of}`, { max });
};

export const maxItemsArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { max: { type: 'integer', minimum: 0 }, of: { enum: ['copies', 'orders', 'items'] } },
} as const;
