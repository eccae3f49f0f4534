/**
 * Wall time (what a clock in a zone shows) and instants, through Intl only: no date library, no
 * dependence on the zone of the process or the browser that runs it.
 */

/** A clock reading in some zone: month 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one costs far more than using it: a 1,000-row list formats 2,000 cells). */
function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether Intl knows the zone (an IANA name such as Asia/Shanghai). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '') return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The clock reading of an instant in a zone. */
export function wallTimeOf(instant: Date | number, zone: string): WallTime {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const parts: Record<string, string> = {};
  for (const p of formatterOf(zone).formatToParts(ms)) parts[p.type] = p.value;
  const year = Number(parts.year);
  return {
    year: parts.era === 'BC' || parts.era === 'B' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond: ((ms % 1000) + 1000) % 1000,
  };
}

/** A wall time read as if it were UTC: the arithmetic base for offsets and calendar steps. */
export function wallAsUtc(w: WallTime): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, w.millisecond);
  return d.getTime();
}

/** The UTC wall time of an epoch value (the inverse of wallAsUtc). */
export function utcWall(ms: number): WallTime {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Asia/Shanghai: +8 h). */
export function offsetAt(instant: Date | number, zone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return wallAsUtc(wallTimeOf(ms, zone)) - ms;
}

const DAY_MS = 86_400_000;

/**
 * The instant a zone's clock shows `wall`. A reading the clock skips (spring forward: 02:30 on
 * the day America/Los_Angeles moves to summer time) is read with the offset before the change,
 * which lands as far after the gap as it was into it (03:30 summer time), as PostgreSQL's
 * `timestamp at time zone` does; a reading the clock shows twice (fall back) is the first one.
 */
export function instantOfWall(wall: WallTime, zone: string): Date {
  const local = wallAsUtc(wall);
  const before = offsetAt(local - DAY_MS, zone);
  const after = offsetAt(local + DAY_MS, zone);
  const fits = [local - before, local - after].filter((t) => offsetAt(t, zone) === local - t);
  return new Date(fits.length ? Math.min(...fits) : local - before);
}

/** Whether two wall times are the same reading, field by field (2026-02-30 is not 2026-03-02). */
function sameFields(a: WallTime, b: WallTime): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute && a.second === b.second;
}

const WALL_TEXT = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,3}))?)?)?$/;

/**
 * Zone-less text as a wall time: `yyyy-MM-dd`, `yyyy-MM-dd HH:mm[:ss[.SSS]]` (a `T` may separate
 * them) or the spec's other sample form `yyyy/M/d H:mm:ss`. A reading no calendar has
 * (2026-02-30, 24:00) is undefined.
 */
export function parseWallText(text: string): WallTime | undefined {
  const m = WALL_TEXT.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h = '0', mi = '0', s = '0', frac = '0'] = m.slice(1);
  const wall: WallTime = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
    millisecond: Number(frac.padEnd(3, '0')),
  };
  return sameFields(utcWall(wallAsUtc(wall)), wall) ? wall : undefined;
}
