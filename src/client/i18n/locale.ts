/**
 * The stored locale (localStorage 'locale') and its listeners. No i18next here: the login
 * page and the request layer use this without pulling the full i18n stack.
 */
export type Locale = 'zh-CN' | 'en-US';
export const LOCALES: Locale[] = ['zh-CN', 'en-US'];
export const LOCALE_KEY = 'locale';

type Listener = (locale: Locale) => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function normalizeLocale(value: string | null | undefined): Locale {
  return value && /^en/i.test(value) ? 'en-US' : 'zh-CN';
}

export function getLocale(): Locale {
  return normalizeLocale(storage()?.getItem(LOCALE_KEY));
}

export function setLocale(locale: Locale): void {
  storage()?.setItem(LOCALE_KEY, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const fn of listeners) fn(locale);
}

export function onLocaleChange(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Accept-Language sent with every request (spec section 1 and 7). */
export function acceptLanguage(locale: Locale = getLocale()): string {
  return locale === 'en-US' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9';
}
