/**
 * What a generated file is called in the download centre when the screen names none: the export's
 * title in the reader's language and the moment it was asked for, as a person reads it
 * ("客户列表_2026-11-22_14-30.xlsx", "Customers_2026-11-22_14-30.xlsx"), never the internal kind or
 * an epoch. The time is the business's (China), like every date the back office shows.
 */
import type { Lang } from '../i18n';

/** The time zone of the business's dates (orders, announcements, file names). */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/** 'YYYY-MM-DD_HH-mm' in the business's time zone (no colon: file systems refuse it). */
export function fileStamp(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    }).formatToParts(at).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}_${parts.hour}-${parts.minute}`;
}

/** The file name of an export of `kind` titled `title` in `lang`, asked at `at`. */
export function exportFileName(kind: string, title: Record<Lang, string>, lang: Lang, at: Date): string {
  const ext = kind.includes('.') ? kind.slice(kind.lastIndexOf('.')) : '';
  return `${title[lang]}_${fileStamp(at)}${ext}`;
}
