/**
 * x-dictionary: a Select over a registered dictionary (string labels, searchable by what a user reads), and
 * the label node other option components (Checkbox.Group, Radio.Group ...) get as their enum labels;
 * both in the current language.
 */
import { Select } from '@formily/antd-v5';
import { useTranslation } from 'react-i18next';
import { dictionaries, dictionaryItem, dictionaryLabel, type DictionaryItem } from '../registry';
import type { Translate } from '../types';
import { SEARCH_BY_LABEL } from '../searchByLabel';

/** The items a field offers: the dictionary without its fallback item and the omitted values. */
export function offeredItems(dictionary: string | undefined, omit: readonly string[] = []): DictionaryItem[] {
  const items = (dictionary ? dictionaries.get(dictionary) : undefined) ?? [];
  return items.filter((i) => !i.fallback && !omit.includes(String(i.value)));
}

export function DictionarySelect({ dictionary, omit, ...props }: { dictionary?: string; omit?: string[] } & Record<string, unknown>) {
  const { t, i18n } = useTranslation();
  const options = offeredItems(dictionary, omit).map((i) => ({ value: i.value, label: dictionaryLabel(i, i18n.language, t as Translate) }));
  return <Select {...SEARCH_BY_LABEL} {...props} options={options} />;
}

export function DictionaryLabel({ dictionary, value }: { dictionary: string; value: unknown }) {
  const { t, i18n } = useTranslation();
  const item = dictionaryItem(dictionary, value);
  return <>{item ? dictionaryLabel(item, i18n.language, t as Translate) : String(value)}</>;
}
