/** `enum` options of a form field: text-key labels, translated at render time. */
import type { Field, GeneralField } from '@formily/core';
import { enumText } from './enumText';

export interface EnumOption { value: unknown; label?: unknown }

/** `"enum": ["air", {"value": "sea", "label": "enums.mode.sea"}]` as options. */
export function enumOptions(list: unknown[]): EnumOption[] {
  return list.map((item) => (item && typeof item === 'object' && 'value' in item ? (item as EnumOption) : { value: item }));
}

/**
 * A select's options with plain-text labels, set again on a language switch (`language` is observed): a
 * select searches its labels as text, which a React node is not.
 */
export function enumLabelsReaction(options: EnumOption[], name: string, text: (key: string) => string, language: () => string): (field: GeneralField) => void {
  return (general) => {
    language();
    (general as Field).dataSource = options.map((o) => (typeof o.label === 'string' || o.label === undefined
      ? { ...o, label: enumText(text, name, o.value, o.label as string | undefined) } : o)) as Field['dataSource'];
  };
}
