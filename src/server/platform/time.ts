/**
 * Time on the server, by the product's one rule (src/domain/time): stored as timestamptz, answered
 * as instants, shown (in files the server writes) on the business zone's clock, and zone-less
 * text read on it (the `x-time` ajv keyword, platform/formats.ts). The zone is the configuration's
 * `businessTimeZone` (BUSINESS_TIME_ZONE).
 */
import { wallAsUtc, wallOf, withZone } from '../../domain/time/index';
import type { Lang } from './i18n';

/**
 * A timestamptz expression as the API answers a time: the instant in ISO 8601 UTC
 * (`2026-11-22T02:00:00.000Z`, what JSON makes of a Date), whatever the database session's zone.
 * Clients show it on the business zone's clock; the API never answers a zone-less reading a
 * client could take for its own zone's.
 */
export const instantSql = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** How a sheet cell shows a time from `sheetTime`. */
export const SHEET_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * A time for a spreadsheet cell. A workbook has no zones (exceljs writes a Date's UTC reading), so
 * the cell holds the business clock's reading, and its column header names the zone (`sheetTimeHeader`).
 */
export function sheetTime(value: unknown, zone: string): Date | null {
  const wall = wallOf(value, zone);
  return wall ? new Date(wallAsUtc(wall)) : null;
}

/** A time column's header naming the zone its readings follow: "创建时间（北京时间，UTC+8）". */
export function sheetTimeHeader(title: string, zone: string, lang: Lang): string {
  return withZone(title, zone, lang);
}
