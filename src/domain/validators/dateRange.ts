import { isEmpty, timeZoneOf, toDate } from './util';
import { addMonthsWall, instantOfWall, wallTimeOf } from '../time/index';
import { issue, type Validator } from './types';

export interface DateRangeArgs {
  /** Longest span in calendar months (default 3). Ignored when `years` is given. */
  months?: number;
  /** Longest span in years (the year check: 1). */
  years?: number;
  /** The user the query runs for; defaults to the context's signed-in user. */
  bankerId?: string;
  /** Users exempt from the span limit (spec: one special banker id); defaults to the context's configured list. */
  exemptBankerIds?: string[];
}

export const dateRangeKeys = [
  'validation.dateRange.invalid',
  'validation.dateRange.order',
  'validation.dateRange.months',
  'validation.dateRange.years',
] as const;

export const DEFAULT_RANGE_MONTHS = 3;

/**
 * V04: a `[start, end]` range (dates, epoch ms, dayjs objects or `yyyy-MM-dd[ HH:mm:ss]` text, read
 * on the business zone's clock)
 * whose end is not before its start and not later than start + 3 calendar months (or
 * `years` years). An exempt banker has no span limit. A range with one end open is accepted.
 */
export const dateRange: Validator<DateRangeArgs> = (value, args = {}, ctx) => {
  if (isEmpty(value)) return undefined;
  if (!Array.isArray(value) || value.length !== 2) return issue('validation.dateRange.invalid');
  if (isEmpty(value[0]) || isEmpty(value[1])) return undefined;
  const start = toDate(value[0], ctx);
  const end = toDate(value[1], ctx);
  if (!start || !end) return issue('validation.dateRange.invalid');
  if (end.getTime() < start.getTime()) return issue('validation.dateRange.order');
  const who = args.bankerId ?? ctx?.userId;
  const exempt = args.exemptBankerIds ?? ctx?.exemptBankerIds;
  if (who !== undefined && exempt?.includes(who)) return undefined;
  // Calendar months on the business zone's clock, as the user picked the dates.
  const zone = timeZoneOf(ctx);
  const addMonths = (date: Date, months: number) => instantOfWall(addMonthsWall(wallTimeOf(date, zone), months), zone);
  if (args.years !== undefined) {
    if (end.getTime() > addMonths(start, 12 * args.years).getTime()) return issue('validation.dateRange.years', { years: args.years });
    return undefined;
  }
  const months = args.months ?? DEFAULT_RANGE_MONTHS;
  if (end.getTime() > addMonths(start, months).getTime()) return issue('validation.dateRange.months', { months });
  return undefined;
};

export const dateRangeArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    months: { type: 'integer', minimum: 1 },
    years: { type: 'integer', minimum: 1 },
    bankerId: { type: 'string' },
    exemptBankerIds: { type: 'array', items: { type: 'string' } },
  },
} as const;
