import Decimal from 'decimal.js';
import { normalizeText } from '../normalize/text';
import type { ValidatorContext } from './types';
import { DEFAULT_BUSINESS_TIME_ZONE, toInstant } from '../time/index';

/** undefined, null, text that is blank after normalising, or an empty array. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return normalizeText(value) === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A string or number as normalised text; anything else undefined. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return normalizeText(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

const DECIMAL_TEXT = /^[+-]?\d+(\.\d+)?$/;

/**
 * A number or numeric text as a Decimal (exact: '0.1' stays 0.1). Text must be plain decimal
 * notation after normalising ('１２.５' is 12.5; '1e3', '1,000', '.5' are not numbers).
 */
export function toDecimal(value: unknown): Decimal | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : undefined;
  if (typeof value === 'bigint') return new Decimal(value.toString());
  if (typeof value === 'string') {
    const text = normalizeText(value);
    return DECIMAL_TEXT.test(text) ? new Decimal(text) : undefined;
  }
  return undefined;
}

/**
 * A point in time as the product reads one (src/domain/time `toInstant`): an ISO instant with its
 * zone, a Date, epoch milliseconds, or zone-less text `yyyy-MM-dd[ HH:mm[:ss]]` / `yyyy/M/d H:mm:ss`
 * and a picker's date object read on the business zone's clock (`ctx.timeZone`, default Asia/Shanghai).
 */
export function toDate(value: unknown, ctx?: ValidatorContext): Date | undefined {
  return toInstant(typeof value === 'string' ? normalizeText(value) : value, timeZoneOf(ctx));
}

/** The business zone a validator reads and counts time in. */
export function timeZoneOf(ctx: ValidatorContext | undefined): string {
  return ctx?.timeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
}

/** The other value a cross-field validator compares with: `args.field` looked up through the context, else `args.other`. */
export function otherValue(args: { field?: string; other?: unknown } | undefined, ctx: ValidatorContext | undefined): unknown {
  if (args?.field !== undefined && ctx?.get) return ctx.get(args.field);
  return args?.other;
}
