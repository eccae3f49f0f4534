/** A Select over a registered dictionary, labels in the current language (x-dictionary). */
import { Select } from '@formily/antd-v5';
import { useTranslation } from 'react-i18next';
import { dictionaries, dictionaryLabel } from '../registry';
import type { Translate } from '../types';

export function DictionarySelect({ dictionary, ...props }: { dictionary?: string } & Record<string, unknown>) {
  const { t, i18n } = useTranslation();
  const items = (dictionary ? dictionaries.get(dictionary) : undefined) ?? [];
  const options = items.filter((i) => !i.fallback).map((i) => ({ value: i.value, label: dictionaryLabel(i, i18n.language, t as Translate) }));
  return <Select {...props} options={options} />;
}
