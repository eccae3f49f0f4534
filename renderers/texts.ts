/**
 * A screen's labels through the fallback chain of renderers/i18n.ts, over anything that can say
 * whether a key exists and translate it: i18next in the app, a plain lookup in the shell's
 * cold-start preview (layout/bootPreview), which must not load i18next.
 */
import type { ScreenLocale, Translate } from './types';
import { engineTexts } from './locale';
import commonTexts from '../schemas/_meta/common.locale.json';

export interface TextSource { exists(key: string): boolean }

/** Resolves a screen key through the fallback chain. */
export function screenText(i18n: TextSource, t: Translate, code: string, key: string | undefined, opts?: Record<string, unknown>): string {
  if (!key) return '';
  const own = `screens.${code}.${key}`;
  if (i18n.exists(own)) return t(own, opts);
  if (i18n.exists(key)) return t(key, opts);
  return key;
}

/** A field label: an explicit title key, else screens.C.fields.N -> fields.N -> N. */
export function fieldText(i18n: TextSource, t: Translate, code: string, name: string, title?: string): string {
  if (title) return screenText(i18n, t, code, title);
  for (const key of [`screens.${code}.fields.${name}`, `fields.${name}`]) {
    if (i18n.exists(key)) return t(key);
  }
  return name;
}

/** A screen's labels in one language straight from its JSON, the engine's and the shared texts (what i18next holds for it). */
export interface PlainScreenTexts {
  lang: string;
  t: Translate;
  /** A screen key (screenText). */
  text: (key?: string) => string;
  /** A field label (fieldText). */
  field: (name: string, title?: string) => string;
}

export function plainScreenTexts(code: string, locale: ScreenLocale | undefined, lang: string): PlainScreenTexts {
  const res: Record<string, unknown> = { ...(commonTexts as ScreenLocale)[lang], engine: engineTexts[lang], screens: { [code]: locale?.[lang] ?? {} } };
  const lookup = (key: string) => key.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), res);
  const source = { exists: (key: string) => typeof lookup(key) === 'string' };
  const t: Translate = (key, opts) => {
    const v = lookup(key);
    return typeof v === 'string' ? v.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (opts && name in opts ? String(opts[name]) : m)) : key;
  };
  return { lang, t, text: (key) => screenText(source, t, code, key), field: (name, title) => fieldText(source, t, code, name, title) };
}
