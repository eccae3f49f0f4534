/**
 * Showing a time: always as the business zone's clock shows it, in the spec's form
 * (yyyy-MM-dd HH:mm:ss, section 5), whatever zone the reader's browser or the server runs in.
 */
import { parseIsoInstant } from './instant';
import { instantOfWall, parseWallText, wallTimeOf, type WallTime } from './wall';

/** date 2026-11-22; dateTime 2026-11-22 10:00:00; minute 2026-11-22 10:00; time 10:00:00. */
export type TimeStyle = 'date' | 'dateTime' | 'minute' | 'time';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A wall time as text in a style. */
export function wallText(w: WallTime, style: TimeStyle = 'dateTime'): string {
  const date = `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
  const hm = `${pad(w.hour)}:${pad(w.minute)}`;
  if (style === 'date') return date;
  if (style === 'minute') return `${date} ${hm}`;
  if (style === 'time') return `${hm}:${pad(w.second)}`;
  return `${date} ${hm}:${pad(w.second)}`;
}

/** The business zone's clock reading of a value: an instant is converted, zone-less text is that reading already. */
export function wallOf(value: unknown, zone: string): WallTime | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') {
    const iso = parseIsoInstant(value);
    if (iso) return wallTimeOf(iso, zone);
    return parseWallText(value);
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : wallTimeOf(value, zone);
  if (typeof value === 'number') return Number.isFinite(value) ? wallTimeOf(value, zone) : undefined;
  if (typeof value === 'object') {
    const format = (value as { format?: unknown }).format;
    if (typeof format === 'function') {
      const text = format.call(value, 'YYYY-MM-DD HH:mm:ss.SSS');
      return typeof text === 'string' ? parseWallText(text) : undefined;
    }
    const v = (value as { valueOf(): unknown }).valueOf();
    if (typeof v === 'number' && Number.isFinite(v)) return wallTimeOf(v, zone);
  }
  return undefined;
}

/**
 * A value from a reply (ISO instant, Date, epoch ms, or zone-less wall text) as the text a user
 * reads, in the business zone. Empty is ''; text that is no time is shown as it came (a reply
 * should never be hidden by its formatting).
 */
export function formatTime(value: unknown, zone: string, style: TimeStyle = 'dateTime'): string {
  if (value === undefined || value === null || value === '') return '';
  const wall = wallOf(value, zone);
  return wall ? wallText(wall, style) : String(value);
}

/** The business zone's clock now. */
export function nowWall(zone: string, now: Date | number = Date.now()): WallTime {
  return wallTimeOf(now, zone);
}

/** Today in the business zone, yyyy-MM-dd. */
export function todayIn(zone: string, now: Date | number = Date.now()): string {
  return wallText(wallTimeOf(now, zone), 'date');
}

/**
 * Midnight starting a business day (yyyy-MM-dd) as an instant, or of the day `days` later: a day
 * filter [from, to] is the instants from `startOfDay(from)` until before `startOfDay(to, zone, 1)`.
 */
export function startOfDay(date: string, zone: string, days = 0): Date | undefined {
  const wall = parseWallText(date);
  if (!wall) return undefined;
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return instantOfWall({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 0, minute: 0, second: 0, millisecond: 0 }, zone);
}
