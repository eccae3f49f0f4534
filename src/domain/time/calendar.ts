/** Calendar steps on the business zone's clock (a 3-month query range is counted on its calendar). */
import type { WallTime } from './wall';

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same clock reading `months` calendar months later; the day is clamped (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsWall(w: WallTime, months: number): WallTime {
  const index = w.year * 12 + (w.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { ...w, year, month, day: Math.min(w.day, daysIn(year, month)) };
}

/** The same clock reading `days` calendar days later (across a summer-time change it is not 24 h apart). */
export function addDaysWall(w: WallTime, days: number): WallTime {
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return { ...w, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
