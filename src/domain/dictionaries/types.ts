/** A value set shown as a select, a filter or a coloured tag, with its Chinese and English labels. */
export interface DictionaryItem {
  value: string;
  zh: string;
  en: string;
  /** antd Tag colour: a preset (green, blue, ...) or a status (success, processing, error, warning, default) */
  color?: string;
}

export interface Dictionary {
  name: string;
  items: DictionaryItem[];
}

export type DictionaryLocale = 'zh-CN' | 'en-US';

/** Freezes a dictionary so shared copies cannot be changed by a caller. */
export function defineDictionary(name: string, items: DictionaryItem[]): Dictionary {
  return Object.freeze({ name, items: Object.freeze(items.map((i) => Object.freeze({ ...i }))) as DictionaryItem[] });
}
