/**
 * Data given in two languages (a notice's title, a surcharge's name): the Chinese text is the main
 * one, the English one optional. The product's rule: a reader sees their language where it was
 * given, else the other one, so nobody gets an empty text while either exists. Server routes pick
 * with it (or its SQL twin, src/server/platform/localTextSql.ts); the client where one answer goes
 * to readers of both languages at once (a push).
 */
export type Lang = 'zh-CN' | 'en-US';

/** The text in `lang`, else the other one; a blank text counts as not given. */
export function localText(zh: string | null | undefined, en: string | null | undefined, lang: Lang): string {
  const mine = (lang === 'en-US' ? en : zh)?.trim();
  return mine || ((lang === 'en-US' ? zh : en)?.trim() ?? '');
}
