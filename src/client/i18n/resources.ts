import type { Locale } from './locale';

/**
 * Every namespace of every language, gathered from locales/<lang>/<ns>.json. Adding a file
 * adds a namespace; the completeness test fails when a key exists in one language only.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export type Namespaces = Record<string, Record<string, unknown>>;

export const resources: Record<Locale, Namespaces> = { 'zh-CN': {}, 'en-US': {} };
for (const [path, mod] of Object.entries(files)) {
  const m = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!m) continue;
  const lang = m[1] as Locale;
  (resources[lang] ??= {})[m[2]] = mod.default;
}

export const namespaces = Object.keys(resources['zh-CN']);
