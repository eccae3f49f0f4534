/**
 * Reading a time someone sent: the product's one rule. An instant names its zone (ISO 8601 with
 * `Z` or an offset, a Date, epoch milliseconds); text without a zone is the business zone's wall
 * time (a date picker's value, a date filter, a sheet cell typed by an operator). The zone of
 * the browser or of the server process never takes part.
 */
import { instantOfWall, parseWallText, wallAsUtc, type WallTime } from './wall';

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** ISO 8601 text that names its zone (`2026-11-22T02:00:00.000Z`, `2026-11-22T10:00:00+08:00`), else undefined. */
export function parseIsoInstant(text: string): Date | undefined {
  const m = ISO_INSTANT.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s = '0', frac = '0', zone] = m.slice(1);
  const wall: WallTime = { year: +y, month: +mo, day: +d, hour: +h, minute: +mi, second: +s, millisecond: Number(frac.slice(0, 3).padEnd(3, '0')) };
  if (wall.month < 1 || wall.month > 12 || wall.day < 1 || wall.day > 31 || wall.hour > 23 || wall.minute > 59 || wall.second > 59) return undefined;
  const local = wallAsUtc(wall);
  if (new Date(local).getUTCDate() !== wall.day) return undefined;
  if (zone.toUpperCase() === 'Z') return new Date(local);
  const sign = zone[0] === '-' ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * 60_000;
  return new Date(local - offset);
}

/** A picker's date object (dayjs, moment): its own clock reading is what the user picked. */
function pickedText(value: object): string | undefined {
  const format = (value as { format?: unknown }).format;
  if (typeof format !== 'function') return undefined;
  const text = format.call(value, 'YYYY-MM-DD HH:mm:ss.SSS');
  return typeof text === 'string' ? text : undefined;
}

/**
 * The instant a value stands for, reading zone-less text (and a picker's date object) as the
 * wall time of `zone`; undefined for anything that is not a time.
 */
export function toInstant(value: unknown, zone: string): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    const iso = parseIsoInstant(text);
    if (iso) return iso;
    const wall = parseWallText(text);
    return wall ? instantOfWall(wall, zone) : undefined;
  }
  if (value && typeof value === 'object') {
    const picked = pickedText(value);
    if (picked !== undefined) return toInstant(picked, zone);
    const v = (value as { valueOf(): unknown }).valueOf();
    if (typeof v === 'number' && Number.isFinite(v)) return new Date(v);
  }
  return undefined;
}

/** The value as an ISO instant (`toISOString`), what the API answers and stores; undefined if not a time. */
export function isoInstant(value: unknown, zone: string): string | undefined {
  return toInstant(value, zone)?.toISOString();
}
