/**
 * The domain's time rule (src/domain/time) as the engine's time service: part of installDomain,
 * and what the shell's cold-start preview of a list installs (layout/bootPreview), so its times
 * read as the list's will.
 */
import { DEFAULT_BUSINESS_TIME_ZONE, formatTime, isTimeZone, nowWall, wallText, withZone, zoneLabel } from '@domain/time';
import type { TimeService } from './time';

/** The domain's time rule on the zone the app names, read at each use (a later login may name another). */
export function domainTime(zoneOf: () => string | null | undefined = () => undefined): TimeService {
  const zone = () => {
    const named = zoneOf();
    return isTimeZone(named) ? named : DEFAULT_BUSINESS_TIME_ZONE;
  };
  return {
    zone,
    format: (value, style = 'dateTime') => formatTime(value, zone(), style),
    now: () => wallText(nowWall(zone())),
    zoneLabel: (lang) => zoneLabel(zone(), lang),
    withZone: (title, lang) => withZone(title, zone(), lang),
  };
}
