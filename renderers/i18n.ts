/**
 * Labels are i18n keys with a convention fallback:
 *   a key K of screen C:  screens.C.K -> K -> K itself
 *   a field N of screen C: screens.C.fields.N -> fields.N -> N
 * Screen texts come from <CODE>.locale.json ({"zh-CN": {...}, "en-US": {...}}) and are added
 * to the app's i18next instance under screens.<CODE>. Translation happens at render time
 * (useScreenText re-renders on a language switch).
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ScreenLocale, Translate } from './types';
import { engineTexts } from './locale';
import commonTexts from '../schemas/_meta/common.locale.json';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;

function namespace(i18n: I18n): string {
  const ns = i18n.options?.defaultNS;
  return (Array.isArray(ns) ? ns[0] : ns) || 'translation';
}

/** Adds a screen's texts under screens.<CODE> in every language it has. */
export function registerScreenLocale(i18n: I18n, code: string, locale: ScreenLocale | undefined): void {
  for (const [lng, texts] of Object.entries(locale ?? {})) {
    i18n.addResourceBundle(lng, namespace(i18n), { screens: { [code]: texts } }, true, true);
  }
}

/**
 * Adds the engine's own texts (engine.*) and the shared screen texts of
 * schemas/_meta/common.locale.json (fields.*, actions.*, messages.*) once per instance;
 * keys the app already has win.
 */
export function registerEngineLocale(i18n: I18n): void {
  if (i18n.exists('engine.ok', { lng: 'en-US' })) return;
  for (const [lng, texts] of Object.entries(engineTexts)) {
    i18n.addResourceBundle(lng, namespace(i18n), { engine: texts }, true, false);
  }
  for (const [lng, texts] of Object.entries(commonTexts as ScreenLocale)) {
    i18n.addResourceBundle(lng, namespace(i18n), texts, true, false);
  }
}

import { fieldText, screenText } from './texts';

export { screenText, fieldText };

/** The keys a field label may come from, in order (for lint). */
export const fieldKeys = (code: string, name: string): string[] => [`screens.${code}.fields.${name}`, `fields.${name}`];
export const textKeys = (code: string, key: string): string[] => [`screens.${code}.${key}`, key];

/** Render-time translation for one screen; changes identity when the language changes. */
export function useScreenText(code: string) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const text = useCallback((key?: string, opts?: Record<string, unknown>) => screenText(i18n, t as Translate, code, key, opts),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, t, code, lang]);
  const field = useCallback((name: string, title?: string) => fieldText(i18n, t as Translate, code, name, title),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, t, code, lang]);
  return useMemo(() => ({ text, field, t: t as Translate, i18n, lang }), [text, field, t, i18n, lang]);
}

/**
 * The i18next instance itself. react-i18next 17 hands out a new wrapper object on every
 * language change; effects keyed on it would re-run (a screen would reload and lose its state).
 */
export function useI18nInstance(): I18n {
  const { i18n } = useTranslation();
  return ((i18n as unknown as { __original?: I18n }).__original ?? i18n);
}
