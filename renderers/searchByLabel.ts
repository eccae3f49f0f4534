/**
 * Props that make a select searchable by the words a user reads: its options' labels, plain strings in the
 * current language (antd filters on `value` by default, and cannot search a React node). What is typed is
 * compared as the form would store it (spec section 5: full-width to half-width, so "ｕｓ" finds "US") and
 * without regard to case.
 */
import { getInstalled } from './validators/core';

/** The typed words as compared: the installed text normaliser (full-width to half-width, trimmed), lower case. */
function comparable(text: string): string {
  const normalize = getInstalled().normalizeText ?? ((s: string) => s.trim());
  return normalize(text).toLowerCase();
}

/** antd's `filterOption`: the option's label holds what was typed. */
export function labelMatches(input: string, option?: { label?: unknown }): boolean {
  const label = option?.label;
  if (typeof label !== 'string' && typeof label !== 'number') return false;
  return comparable(String(label)).includes(comparable(input));
}

export const SEARCH_BY_LABEL = { showSearch: true, optionFilterProp: 'label', filterOption: labelMatches } as const;
