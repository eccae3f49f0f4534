/**
 * The SQL twin of src/domain/language/localText.ts: a text stored in two columns (Chinese main,
 * English optional) in the reader's language, falling back to the other, so a list can filter,
 * sort and page on what its reader sees. `zh` and `en` are column expressions (`n.title`).
 */
import type { Lang } from './i18n';

export function localTextSql(zh: string, en: string, lang: Lang): string {
  const [mine, other] = lang === 'en-US' ? [en, zh] : [zh, en];
  return `coalesce(nullif(btrim(${mine}), ''), ${other})`;
}
