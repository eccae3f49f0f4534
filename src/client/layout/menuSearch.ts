/**
 * The side menu's search (loaded on the first use of the search box, with pinyin-pro: the shell
 * never carries its dictionary otherwise). An entry is found by its name, by the pinyin of its
 * Chinese name (initials "khgl" or whole syllables "kehuguanli"), by its English name's words and
 * by its screen code, in either language: the names come from the menu and from the screen
 * catalogue (both languages), so an English word finds an entry in a Chinese menu too.
 */
import { pinyin } from 'pinyin-pro';
import { screenByUrl } from '@domain/screens/catalog';

const HAN = /\p{Script=Han}/u;

/** Full-width letters to ASCII, lower case. */
const normalise = (s: string): string => s.normalize('NFKC').toLowerCase().trim();

/** Everything a query may match for one entry (a menu name and its url), lower case. */
export function searchTexts(name: string, url: string | null): string[] {
  const entry = url ? screenByUrl(url.replace(/^\//, '').replace(/[?#].*$/, '')) : undefined;
  const out = new Set<string>();
  for (const n of [name, entry?.nameZh, entry?.nameEn]) {
    if (!n) continue;
    out.add(normalise(n));
    if (HAN.test(n)) {
      const syllables = pinyin(n, { toneType: 'none', type: 'array', nonZh: 'removed' });
      out.add(syllables.map((p) => p[0] ?? '').join(''));
      out.add(syllables.join(''));
    }
  }
  if (entry) out.add(entry.code.toLowerCase());
  return [...out];
}

/** Every word of the query is found in one of the entry's texts (spaces in a name or a query do not matter). */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const joined = texts.flatMap((t) => [t, t.replace(/\s+/g, '')]);
  return words.every((w) => joined.some((t) => t.includes(w)));
}
