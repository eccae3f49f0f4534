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

/** The zone's offset at an instant as "UTC+8", "UTC-7", "UTC+5:30". */
export function utcOffsetText(zone: string, at: Date | number = Date.now()): string {
  const minutes = Math.round(offsetAt(at, zone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** The zone's name in a language: the spoken one when listed, else Intl's long name at that instant. */
export function zoneName(zone: string, lang: string, at: Date | number = Date.now()): string {
  const spoken = SPOKEN_NAMES.get(zone);
  if (spoken) return isZh(lang) ? spoken.zh : spoken.en;
  const part = new Intl.DateTimeFormat(isZh(lang) ? 'zh-CN' : 'en-US', { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "北京时间 (UTC+8)" / "Beijing time (UTC+8)": the zone as a reader is told it. */
export function zoneLabel(zone: string, lang: string, at: Date | number = Date.now()): string {
  return `${zoneName(zone, lang, at)} (${utcOffsetText(zone, at)})`;
}
