/**
 * The language as a Formily observable, one per i18next instance: a field reaction that reads it
 * runs again on a language switch (remote options reload their server-translated labels).
 */
import { observable } from '@formily/reactive';
import type { i18n as I18n } from 'i18next';

type Box = { get(): string; set(value: string): void };
const boxes = new WeakMap<I18n, Box>();

export function observedLanguage(i18n: I18n): () => string {
  let box = boxes.get(i18n);
  if (!box) {
    const created = observable.box(i18n.language);
    i18n.on('languageChanged', (lang: string) => created.set(lang));
    boxes.set(i18n, created);
    box = created;
  }
  const current = box;
  return () => current.get();
}
