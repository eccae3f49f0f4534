/**
 * The demo's calendar. Its dates follow the day the demo data is written (`demoDay`, DEMO_DAY
 * pins it; tests pin 2026-11-22), so a fresh `npm start` in any year quotes with a fuel rule, a
 * price table and a peak season in force, instead of with rules that ran out in 2027.
 * Times are China's (+08:00), as the operators set them.
 */
export interface DemoDates {
  /** Last year's fuel rule (it shows how a rule hands over to the next). */
  pastFuel: { from: string; to: string; remark: string };
  /** This year's fuel rule, in force for two more years. */
  fuel: { from: string; to: string; remark: string };
  /** Price tables valid from the start of this year, without end. */
  priceFrom: string;
  /** The US West peak season (special route): from 30 days before the demo day to 60 days after. */
  peak: { from: string; to: string };
}

const DAY = 24 * 60 * 60 * 1000;
const CHINA = 8 * 60 * 60 * 1000;
const yearStart = (y: number) => `${y}-01-01T00:00:00+08:00`;
const yearEnd = (y: number) => `${y}-12-31T23:59:59+08:00`;
/** Midnight (+08:00) of the China day `days` away from `day`. */
const chinaDay = (day: Date, days: number) => `${new Date(day.getTime() + CHINA + days * DAY).toISOString().slice(0, 10)}T00:00:00+08:00`;

/** `day`: a date (YYYY-MM-DD) or a moment; default now. */
export function demoDates(day: string | Date = new Date()): DemoDates {
  const d = typeof day === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00+08:00` : day) : day;
  if (Number.isNaN(d.getTime())) throw new Error(`DEMO_DAY is not a date: ${String(day)}`);
  const y = new Date(d.getTime() + CHINA).getUTCFullYear();
  return {
    pastFuel: { from: yearStart(y - 1), to: yearEnd(y - 1), remark: String(y - 1) },
    fuel: { from: yearStart(y), to: yearEnd(y + 2), remark: `${y}-${y + 2}` },
    priceFrom: yearStart(y),
    peak: { from: chinaDay(d, -30), to: chinaDay(d, 60).replace('00:00:00', '23:59:59') },
  };
}
