/**
 * How the engine shows and reads times. The engine knows no zone: the app installs the product's
 * rule at start-up (renderers/domainSetup.ts: src/domain/time on the business zone the server
 * names), and every cell, picker and validator of every screen goes through it. Until then (a
 * story, a bare test) times follow the runtime's own zone.
 */
import dayjs from 'dayjs';

/** date 2026-11-22; dateTime 2026-11-22 10:00:00; minute 2026-11-22 10:00; time 10:00:00. */
export type TimeStyle = 'date' | 'dateTime' | 'minute' | 'time';

export interface TimeService {
  /** The zone times are shown and read in (IANA name). */
  zone(): string;
  /**
   * A value (an instant from a reply, a picker's zone-less wall text) as the text a user reads,
   * on the zone's clock; '' when empty.
   */
  format(value: unknown, style?: TimeStyle): string;
  /** The zone's clock now, as `YYYY-MM-DD HH:mm:ss` (a picker's "now" and "today"). */
  now(): string;
  /** The zone as a reader is told it: "北京时间 (UTC+8)". */
  zoneLabel(lang: string): string;
  /** A title that names the zone: "有效期自（北京时间，UTC+8）". */
  withZone(title: string, lang: string): string;
}

const PATTERNS: Record<TimeStyle, string> = { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DD HH:mm:ss', minute: 'YYYY-MM-DD HH:mm', time: 'HH:mm:ss' };

/** The runtime's own zone, through dayjs: what the engine did before the rule was installed. */
const runtimeTime: TimeService = {
  zone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  format: (value, style = 'dateTime') => {
    if (value === undefined || value === null || value === '') return '';
    const d = dayjs(value as string);
    return d.isValid() ? d.format(PATTERNS[style]) : String(value);
  },
  now: () => dayjs().format(PATTERNS.dateTime),
  zoneLabel: () => runtimeTime.zone(),
  withZone: (title) => `${title} (${runtimeTime.zone()})`,
};

let installed: TimeService = runtimeTime;

export function setTimeService(service: TimeService): void {
  installed = service;
}

/** The installed time rule (read it at use: the app installs it once, after the engine's modules load). */
export function timeService(): TimeService {
  return installed;
}

/** The `format` pattern of a style (pickers edit in these). */
export function timePattern(style: TimeStyle): string {
  return PATTERNS[style];
}
