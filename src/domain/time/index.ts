/**
 * Time, the product's one rule (issue 12): times are stored and answered as instants and shown
 * on the business zone's clock (`DEFAULT_BUSINESS_TIME_ZONE`, configurable); zone-less text
 * (date pickers, date filters) is that zone's wall time; the zone is named where a reader could
 * doubt it. Used by the engine's cells and pickers, the shell, the validators and the server.
 */
export { DEFAULT_BUSINESS_TIME_ZONE } from './zone';
export { isTimeZone, wallTimeOf, instantOfWall, offsetAt, parseWallText, wallAsUtc, type WallTime } from './wall';
export { toInstant, isoInstant, parseIsoInstant } from './instant';
export { formatTime, wallOf, wallText, nowWall, todayIn, startOfDay, type TimeStyle } from './format';
export { zoneLabel, zoneName, utcOffsetText, withZone } from './label';
export { addDaysWall, addMonthsWall } from './calendar';
