/**
 * Naming the business zone where a reader could doubt which clock a time follows (validity,
 * cut-off times, files that leave the product): "北京时间 (UTC+8)" / "Beijing time (UTC+8)".
 */
import { offsetAt } from './wall';

/** Names people use for a zone, where Intl's ("China Standard Time") is not what they say. */
const SPOKEN_NAMES = new Map<string, { zh: string; en: string }>([
  ['Asia/Shanghai', { zh: '北京时间', en: 'Beijing time' }],
  ['Asia/Chongqing', { zh: '北京时间', en: 'Beijing time' }],
  ['PRC', { zh: '北京时间', en: 'Beijing time' }],
  ['Asia/Hong_Kong', { zh: '香港时间', en: 'Hong Kong time' }],
]);

const isZh = (lang: string) => lang.toLowerCase().startsWith('zh');

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** The zone's offset at an instant as "UTC+8", "UTC-7", "UTC+5:30". */
export function utcOffsetText(zone: string, at: Date | number = Date.now()): string {
  return offsetText(Math.round(offsetAt(at, zone) / 60_000));
}

/** The offsets a zone's clock takes over the year of `at` (one, or winter and summer). */
function seasonalOffsets(zone: string, at: Date | number): number[] {
  const year = new Date(at).getUTCFullYear();
  const minutes = [0, 6].map((month) => Math.round(offsetAt(Date.UTC(year, month, 15), zone) / 60_000));
  return [...new Set(minutes)].sort((a, b) => a - b);
}

function intlName(zone: string, lang: string, at: Date | number, style: 'long' | 'longGeneric'): string {
  const part = new Intl.DateTimeFormat(isZh(lang) ? 'zh-CN' : 'en-US', { timeZone: zone, timeZoneName: style })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * The zone's name in a language: the spoken one when listed; else Intl's name at that instant
 * ("Pacific Daylight Time"), or its all-year name ("Pacific Time") when no instant is given.
 */
export function zoneName(zone: string, lang: string, at?: Date | number): string {
  const spoken = SPOKEN_NAMES.get(zone);
  if (spoken) return isZh(lang) ? spoken.zh : spoken.en;
  if (at !== undefined) return intlName(zone, lang, at, 'long');
  return seasonalOffsets(zone, Date.now()).length > 1 ? intlName(zone, lang, Date.now(), 'longGeneric') : intlName(zone, lang, Date.now(), 'long');
}

/** The offset at `at`, or, without an instant, every offset of the year ("UTC-8/UTC-7"). */
function offsetsText(zone: string, at?: Date | number): string {
  return at !== undefined ? utcOffsetText(zone, at) : seasonalOffsets(zone, Date.now()).map(offsetText).join('/');
}

/** "北京时间 (UTC+8)" / "Beijing time (UTC+8)": the zone as a reader is told it (at an instant, or all year). */
export function zoneLabel(zone: string, lang: string, at?: Date | number): string {
  return `${zoneName(zone, lang, at)} (${offsetsText(zone, at)})`;
}

/** A title naming the zone: "有效期自（北京时间，UTC+8）" / "Valid from (Beijing time, UTC+8)". */
export function withZone(title: string, zone: string, lang: string): string {
  const name = zoneName(zone, lang);
  const offsets = offsetsText(zone);
  return isZh(lang) ? `${title}（${name}，${offsets}）` : `${title} (${name}, ${offsets})`;
}
