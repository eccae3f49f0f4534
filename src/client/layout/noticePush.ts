/**
 * The toast for a 'notice' push. The server sends `{ids, titles, titlesEn}` only to users allowed
 * to see those notices, so the titles can be shown. One push reaches readers of both languages:
 * it carries the Chinese titles and the English ones (null where none was given), and the reader
 * sees theirs, falling back to the other (the product's one rule, `localText`). An older payload
 * without titles gets a generic line rather than "New announcement: " with nothing after it.
 */
import { localText } from '@domain/language/localText';
import type { Locale } from '../i18n/locale';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** More titles than this would turn a toast into a list: the rest are counted. */
const TITLES_SHOWN = 3;

const texts = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const text = (x: unknown) => (typeof x === 'string' ? x : null);

export function noticeTitles(payload: Record<string, unknown>, locale: Locale): string[] {
  const zh = Array.isArray(payload.titles) ? payload.titles : [payload.title];
  const en = texts(payload.titlesEn);
  return zh.map((x, i) => localText(text(x), text(en[i]), locale)).filter(Boolean);
}

export function noticePushText(payload: Record<string, unknown>, t: Translate, locale: Locale): string {
  const titles = noticeTitles(payload, locale);
  if (!titles.length) return t('announcement.newNoticeUntitled');
  const title = titles.slice(0, TITLES_SHOWN).join(t('announcement.titleSeparator'));
  const more = titles.length - TITLES_SHOWN;
  return more > 0 ? t('announcement.newNoticeMore', { title, more }) : t('announcement.newNotice', { title });
}
