/** `x-dictionary`: a dictionary name, or `{name, omit}` when a field offers only part of it. Pure (the lint uses it). */
export type DictionaryRefJson = string | { name: string; omit?: string[] };

export interface DictionaryRef {
  name: string;
  omit: string[];
}

export function dictionaryRef(value: unknown): DictionaryRef | undefined {
  if (typeof value === 'string' && value) return { name: value, omit: [] };
  if (value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string') {
    const { name, omit } = value as { name: string; omit?: string[] };
    return { name, omit: omit ?? [] };
  }
  return undefined;
}

/** Components that take the whole list as `options` and so can show plain-string labels (searchable). */
export const SELECT_COMPONENTS = new Set(['Select', 'DictionarySelect']);
