import { dictionaries, dictionaryLabel } from '../registry';

/** A ProTable valueEnum (search selects) from a dictionary, labels in the current language. */
export function valueEnumOf(name: string | undefined, lang: string, t: (key: string) => string) {
  const dict = name ? dictionaries.get(name) : undefined;
  if (!dict) return undefined;
  const entries = dict.filter((i) => !i.fallback).map((i) => [String(i.value), { text: dictionaryLabel(i, lang, t) }]);
  return Object.fromEntries(entries) as Record<string, { text: string }>;
}
