import type { Locale } from './locale';

/**
 * A tiny translator over the same JSON resources i18next uses ("a.b" keys, {{name}}
 * interpolation), for the login page and the request layer, which must not load i18next.
 */
export type Resources = Record<string, unknown>;

function lookup(res: Resources, key: string): unknown {
  let cur: unknown = res;
  for (const part of key.split('.')) {
    if (cur && typeof cur === 'object' && part in (cur as Record<string, unknown>)) {
      cur = (cur as Record<string, unknown>)[part];
    } else {
      return undefined;
    }
  }
  return cur;
}

export function interpolate(text: string, vars?: Record<string, unknown>): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export type LiteT = (key: string, vars?: Record<string, unknown>) => string;

export function makeT(resources: Record<Locale, Resources>, locale: Locale): LiteT {
  return (key, vars) => {
    const value = lookup(resources[locale], key) ?? lookup(resources['zh-CN'], key);
    return typeof value === 'string' ? interpolate(value, vars) : key;
  };
}
