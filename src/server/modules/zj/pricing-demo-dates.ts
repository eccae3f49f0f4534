/**
 * The demo's calendar. Its dates follow the day the demo data is written (`demoDay`, DEMO_DAY
 * pins it; tests pin 2026-11-22), so a fresh `npm start` in any year quotes with a fuel rule, a
 * price table and a peak season in force, instead of with rules that ran out in 2027.
 * Times are the business zone's (BUSINESS_TIME_ZONE, default Asia/Shanghai), as the operators set
 * them; each is an instant (ISO 8601 UTC).
 */
import { DEFAULT_BUSINESS_TIME_ZONE, isoInstant, todayIn } from '../../../domain/time/index';

export interface DemoDates {
  /** The demo day's year on the business zone's calendar (price tables are named after it). */
  year: number;
  /** Last year's fuel rule (it shows how a rule hands over to the next). */
  pastFuel: { from: string; to: string; remark: string };
  /** This year's fuel rule, in force for two more years. */
  fuel: { from: string; to: string; remark: string };
  /** Price tables valid from the start of this year, without end. */
  priceFrom: string;
  /** The US West peak season (special route): from 30 days before the demo day to 60 days after. */
  peak: { from: string; to: string };
}

/** `day`: a date (YYYY-MM-DD, a business day) or a moment; default now. */
export function demoDates(day: string | Date = new Date(), zone: string = DEFAULT_BUSINESS_TIME_ZONE): DemoDates {
  const date = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
  const moment = date ? undefined : new Date(day);
  if (moment && Number.isNaN(moment.getTime())) throw new Error(`DEMO_DAY is not a date: ${String(day)}`);
  const today = date ?? todayIn(zone, moment);
  const [y, m, d] = today.split('-').map(Number);
  const at = (wall: string) => isoInstant(wall, zone)!;
  /** The business day `days` away from the demo day, yyyy-MM-dd. */
  const dayAway = (days: number) => new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  return {
    year: y,
    pastFuel: { from: at(`${y - 1}-01-01 00:00:00`), to: at(`${y - 1}-12-31 23:59:59`), remark: String(y - 1) },
    fuel: { from: at(`${y}-01-01 00:00:00`), to: at(`${y + 2}-12-31 23:59:59`), remark: `${y}-${y + 2}` },
    priceFrom: at(`${y}-01-01 00:00:00`),
    peak: { from: at(`${dayAway(-30)} 00:00:00`), to: at(`${dayAway(60)} 23:59:59`) },
  };
}
