import Decimal from 'decimal.js';
import { normalizeText } from '../normalize/text';
import type { ValidatorContext } from './types';

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

const DATE_TEXT = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;
/** An instant as hooks send it to the server (`toISOString()`): the zone makes it absolute. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * A point in time in local time: a Date, epoch milliseconds, an object whose valueOf is a
 * number (dayjs, moment), text `yyyy-MM-dd[ HH:mm[:ss]]` / `yyyy/M/d H:mm:ss`, or an ISO
 * instant with its zone (`2026-03-01T00:00:00.000Z`).
 */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : undefined;
  if (typeof value === 'string') {
    const text = normalizeText(value);
    if (ISO_INSTANT.test(text)) {
      const instant = new Date(text);
      return Number.isNaN(instant.getTime()) ? undefined : instant;
    }
    const m = DATE_TEXT.exec(text);
    if (!m) return undefined;
    const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    // Reject overflow such as 2024-02-31 or 25:00.
    if (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d) || date.getHours() !== Number(h) || date.getMinutes() !== Number(mi)) return undefined;
    return date;
  }
  if (value && typeof value === 'object') {
    const v = (value as { valueOf(): unknown }).valueOf();
    if (typeof v === 'number' && Number.isFinite(v)) return new Date(v);
  }
  return undefined;
}

/** The same wall-clock time `months` calendar months later; the day is clamped (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1, date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds());
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date.getDate(), lastDay));
  return target;
}

/** The other value a cross-field validator compares with: `args.field` looked up through the context, else `args.other`. */
export function otherValue(args: { field?: string; other?: unknown } | undefined, ctx: ValidatorContext | undefined): unknown {
  if (args?.field !== undefined && ctx?.get) return ctx.get(args.field);
  return args?.other;
}
