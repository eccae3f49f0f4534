import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMonthsWall, formatTime, instantOfWall, isTimeZone, isoInstant, parseWallText, startOfDay, todayIn, toInstant, utcOffsetText,
  wallOf, wallText, wallTimeOf, withZone, zoneLabel,
} from './index';

const SH = 'Asia/Shanghai';
const LA = 'America/Los_Angeles';

describe('reading a time (toInstant)', () => {
  it('zone-less text is the business zone wall time, whatever zone the process runs in', () => {
    expect(isoInstant('2026-11-22 10:00:00', SH)).toBe('2026-11-22T02:00:00.000Z');
    expect(isoInstant('2026-11-22 10:00', SH)).toBe('2026-11-22T02:00:00.000Z');
    expect(isoInstant('2026-11-22', SH)).toBe('2026-11-21T16:00:00.000Z');
    expect(isoInstant('2018/7/19 10:19:14', SH)).toBe('2018-07-19T02:19:14.000Z');
    expect(isoInstant('2026-11-22 10:00:00', LA)).toBe('2026-11-22T18:00:00.000Z');
  });

  it('an instant keeps its own zone', () => {
    expect(isoInstant('2026-11-22T02:00:00.000Z', LA)).toBe('2026-11-22T02:00:00.000Z');
    expect(isoInstant('2026-11-22T10:00:00+08:00', LA)).toBe('2026-11-22T02:00:00.000Z');
    expect(isoInstant('2026-11-22T10:00:00+0800', LA)).toBe('2026-11-22T02:00:00.000Z');
    expect(isoInstant('2026-11-21T18:00:00-08:00', SH)).toBe('2026-11-22T02:00:00.000Z');
    expect(isoInstant(new Date('2026-11-22T02:00:00Z'), SH)).toBe('2026-11-22T02:00:00.000Z');
    expect(isoInstant(Date.UTC(2026, 10, 22, 2), SH)).toBe('2026-11-22T02:00:00.000Z');
  });

  it('a picker date object counts by its own clock reading (what the user picked)', () => {
    const picked = { format: (f: string) => (f.startsWith('YYYY') ? '2026-11-22 10:00:00.000' : ''), valueOf: () => 0 };
    expect(isoInstant(picked, SH)).toBe('2026-11-22T02:00:00.000Z');
  });

  it('refuses what is no time', () => {
    for (const bad of ['2026-02-30', '2026-11-22 24:00:00', '2026-13-01', 'tomorrow', '', '2026-11-22T10:00:00+08:00x', NaN, {}, null]) {
      expect(toInstant(bad, SH)).toBeUndefined();
    }
  });
});

describe('America/Los_Angeles summer time (DST)', () => {
  it('the clock readings either side of the spring and autumn changes', () => {
    // 2026-03-08 02:00 PST -> 03:00 PDT; 2026-11-01 02:00 PDT -> 01:00 PST.
    expect(isoInstant('2026-03-08 01:59:59', LA)).toBe('2026-03-08T09:59:59.000Z');
    expect(isoInstant('2026-03-08 03:00:00', LA)).toBe('2026-03-08T10:00:00.000Z');
    expect(isoInstant('2026-07-01 12:00:00', LA)).toBe('2026-07-01T19:00:00.000Z');
    expect(isoInstant('2026-11-01 00:30:00', LA)).toBe('2026-11-01T07:30:00.000Z');
    expect(isoInstant('2026-11-01 03:00:00', LA)).toBe('2026-11-01T11:00:00.000Z');
  });

  it('a skipped reading lands as far past the gap as it was into it (as PostgreSQL reads it)', () => {
    expect(isoInstant('2026-03-08 02:30:00', LA)).toBe('2026-03-08T10:30:00.000Z');
    expect(formatTime('2026-03-08T10:30:00.000Z', LA)).toBe('2026-03-08 03:30:00');
  });

  it('a reading shown twice is the first one (summer time)', () => {
    expect(isoInstant('2026-11-01 01:30:00', LA)).toBe('2026-11-01T08:30:00.000Z');
    expect(formatTime('2026-11-01T09:30:00.000Z', LA)).toBe('2026-11-01 01:30:00');
  });

  it('the offset text follows the season', () => {
    expect(utcOffsetText(LA, Date.UTC(2026, 0, 15))).toBe('UTC-8');
    expect(utcOffsetText(LA, Date.UTC(2026, 6, 15))).toBe('UTC-7');
    expect(utcOffsetText(SH, Date.UTC(2026, 6, 15))).toBe('UTC+8');
    expect(utcOffsetText('Asia/Kolkata', Date.UTC(2026, 6, 15))).toBe('UTC+5:30');
  });

  it('every instant of two years reads back from its LA wall time, except the repeated hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1) / 1000, max: Date.UTC(2027, 0, 1) / 1000 }), (s) => {
        const instant = s * 1000;
        const wall = wallTimeOf(instant, LA);
        const back = instantOfWall(wall, LA).getTime();
        // In the repeated hour the first reading is chosen: an hour earlier than the second one.
        expect(back === instant || back === instant - 3_600_000).toBe(true);
        expect(wallText(wallTimeOf(back, LA))).toBe(wallText(wall));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('showing a time (formatTime)', () => {
  it('an instant on the business clock, zone-less text as it is', () => {
    expect(formatTime('2026-11-22T02:00:00.000Z', SH)).toBe('2026-11-22 10:00:00');
    expect(formatTime('2026-11-22T02:00:00.000Z', SH, 'date')).toBe('2026-11-22');
    expect(formatTime('2026-11-22T02:00:00.000Z', SH, 'minute')).toBe('2026-11-22 10:00');
    expect(formatTime('2026-11-22T02:00:00.000Z', SH, 'time')).toBe('10:00:00');
    expect(formatTime('2026-11-21T16:00:00.000Z', SH, 'date')).toBe('2026-11-22');
    expect(formatTime('2026-11-22 10:00:00', LA)).toBe('2026-11-22 10:00:00');
    expect(formatTime('2026-11-22 10:00', SH)).toBe('2026-11-22 10:00:00');
    expect(formatTime(new Date('2026-11-22T02:00:00Z'), SH)).toBe('2026-11-22 10:00:00');
  });

  it('empty is empty, anything else is shown as it came', () => {
    expect(formatTime(null, SH)).toBe('');
    expect(formatTime(undefined, SH)).toBe('');
    expect(formatTime('', SH)).toBe('');
    expect(formatTime('soon', SH)).toBe('soon');
  });

  it('today and the start of a business day', () => {
    // 2026-11-22 20:00 UTC is already the 23rd in Shanghai, still the 22nd in Los Angeles.
    const at = Date.UTC(2026, 10, 22, 20);
    expect(todayIn(SH, at)).toBe('2026-11-23');
    expect(todayIn(LA, at)).toBe('2026-11-22');
    expect(startOfDay('2026-11-23', SH)?.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(startOfDay('2026-12-31', SH, 1)?.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    // The day summer time starts in Los Angeles has 23 hours.
    expect(startOfDay('2026-03-08', LA, 1)!.getTime() - startOfDay('2026-03-08', LA)!.getTime()).toBe(23 * 3_600_000);
    expect(wallOf('2026-11-23', SH)).toMatchObject({ year: 2026, month: 11, day: 23, hour: 0 });
  });
});

describe('naming the zone', () => {
  it('in both languages, with its offset', () => {
    expect(zoneLabel(SH, 'zh-CN')).toBe('北京时间 (UTC+8)');
    expect(zoneLabel(SH, 'en-US')).toBe('Beijing time (UTC+8)');
    expect(zoneLabel(LA, 'en-US', Date.UTC(2026, 0, 15))).toBe('Pacific Standard Time (UTC-8)');
    expect(zoneLabel(LA, 'en-US', Date.UTC(2026, 6, 15))).toBe('Pacific Daylight Time (UTC-7)');
    expect(zoneLabel(LA, 'zh-CN', Date.UTC(2026, 6, 15))).toMatch(/^\S+ \(UTC-7\)$/);
    // Without an instant a zone with summer time is named for the whole year.
    expect(zoneLabel(LA, 'en-US')).toBe('Pacific Time (UTC-8/UTC-7)');
  });

  it('in a title', () => {
    expect(withZone('有效期自', SH, 'zh-CN')).toBe('有效期自（北京时间，UTC+8）');
    expect(withZone('Valid from', SH, 'en-US')).toBe('Valid from (Beijing time, UTC+8)');
  });

  it('knows a zone name from a typo', () => {
    expect(isTimeZone(SH)).toBe(true);
    expect(isTimeZone('Asia/Shangai')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('calendar', () => {
  it('months on the wall clock, the day clamped', () => {
    const w = parseWallText('2026-01-31 10:00:00')!;
    expect(wallText(addMonthsWall(w, 1))).toBe('2026-02-28 10:00:00');
    expect(wallText(addMonthsWall(w, 3))).toBe('2026-04-30 10:00:00');
    expect(wallText(addMonthsWall(parseWallText('2026-11-30')!, 3))).toBe('2027-02-28 00:00:00');
    expect(wallText(addMonthsWall(parseWallText('2024-02-29')!, 12))).toBe('2025-02-28 00:00:00');
  });
});
