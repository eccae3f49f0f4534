import { describe, expect, it } from 'vitest';
import { demoDates } from './pricing-demo-dates';

const inForce = (w: { from: string; to: string }, at: string) => new Date(w.from) <= new Date(at) && new Date(at) <= new Date(w.to);

describe('demo dates follow the day the demo data is written', () => {
  it.each(['2026-11-22', '2028-03-15', '2031-01-01', '2031-12-31'])('on %s a fuel rule and the peak season are in force, and the price table is valid', (day) => {
    const d = demoDates(day);
    const noon = `${day}T12:00:00+08:00`;
    expect(inForce(d.fuel, noon)).toBe(true);
    expect(inForce(d.peak, noon)).toBe(true);
    expect(new Date(d.priceFrom) <= new Date(noon)).toBe(true);
    // The fuel rule still holds a year later: a demo database kept running does not expire soon.
    expect(inForce(d.fuel, new Date(new Date(noon).getTime() + 365 * 86400000).toISOString())).toBe(true);
    // Last year's rule hands over without a gap or an overlap.
    expect(new Date(d.fuel.from).getTime() - new Date(d.pastFuel.to).getTime()).toBe(1000);
  });

  it('the tests\' day keeps the calendar the demo always had for 2026', () => {
    const at = (text: string) => new Date(text).toISOString();
    expect(demoDates('2026-11-22')).toEqual({
      year: 2026,
      pastFuel: { from: at('2025-01-01T00:00:00+08:00'), to: at('2025-12-31T23:59:59+08:00'), remark: '2025' },
      fuel: { from: at('2026-01-01T00:00:00+08:00'), to: at('2028-12-31T23:59:59+08:00'), remark: '2026-2028' },
      priceFrom: at('2026-01-01T00:00:00+08:00'),
      peak: { from: at('2026-10-23T00:00:00+08:00'), to: at('2027-01-21T23:59:59+08:00') },
    });
  });

  it('the year is the business zone\'s: 20:00 UTC on 31 December is already the next year in Shanghai', () => {
    const d = demoDates(new Date('2029-12-31T20:00:00Z'));
    expect(d.priceFrom).toBe('2029-12-31T16:00:00.000Z');
    // The instant's UTC text says 2029: the year of the tables' names is the business zone's.
    expect(d.year).toBe(2030);
  });

  it('follows another business zone', () => {
    const la = demoDates('2026-11-22', 'America/Los_Angeles');
    expect(la.priceFrom).toBe('2026-01-01T08:00:00.000Z');
    // The peak season ends at the end of a summer-time-free day in Los Angeles (UTC-8).
    expect(la.peak.to).toBe('2027-01-22T07:59:59.000Z');
  });

  it('refuses a day that is not a date', () => {
    expect(() => demoDates('someday')).toThrow('DEMO_DAY is not a date: someday');
  });
});
