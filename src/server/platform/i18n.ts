/**
 * Server-side messages in zh-CN and en-US. Every module defines its own catalogue with
 * `defineMessages`; a catalogue whose two languages do not have the same keys is refused at
 * load time, so a message can never exist in one language only.
 */
export type Lang = 'zh-CN' | 'en-US';
export const LANGS: Lang[] = ['zh-CN', 'en-US'];

type Catalog = Record<string, string>;
const catalogs: Record<Lang, Catalog> = { 'zh-CN': {}, 'en-US': {} };

export function defineMessages<K extends string>(messages: Record<Lang, Record<K, string>>): K[] {
  const zhKeys = Object.keys(messages['zh-CN']).sort();
  const enKeys = Object.keys(messages['en-US']).sort();
  const missing = zhKeys.filter((k) => !enKeys.includes(k)).concat(enKeys.filter((k) => !zhKeys.includes(k)));
  if (missing.length) throw new Error(`messages missing in one language: ${missing.join(', ')}`);
  for (const lang of LANGS) {
    for (const [k, v] of Object.entries(messages[lang]) as [string, string][]) {
      if (catalogs[lang][k] !== undefined && catalogs[lang][k] !== v) throw new Error(`message key defined twice: ${k}`);
      catalogs[lang][k] = v;
    }
  }
  return zhKeys as K[];
}

/** Picks the language from an Accept-Language header: English when it is preferred, else Chinese. */
export function pickLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'zh-CN';
  const ranked = acceptLanguage
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((x) => x.tag && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag.startsWith('en')) return 'en-US';
    if (tag.startsWith('zh')) return 'zh-CN';
  }
  return 'zh-CN';
}

/** Translates a key, filling `{name}` placeholders. An unknown key is returned as is. */
export function t(lang: Lang, key: string, params?: Record<string, string | number>): string {
  const text = catalogs[lang][key] ?? catalogs['zh-CN'][key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (params[name] !== undefined ? String(params[name]) : m));
}

/** Every message of a language defined so far (tests read the catalogues whole). */
export function messageCatalog(lang: Lang): Readonly<Record<string, string>> {
  return catalogs[lang];
}

export function hasMessage(key: string): boolean {
  return catalogs['zh-CN'][key] !== undefined;
}
