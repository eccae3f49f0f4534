/**
 * Names that are data in two languages: a surcharge's or a price table's name as entered (the
 * Chinese one, `name`) and the English one the business gave (`nameEn`, optional). A reader sees
 * the name in their language, falling back to the other one; quotes and trace lines carry both.
 */
import type { PricingLang } from './messages';
import { localText } from '../language/localText';

export interface TwoNames {
  name: string;
  nameEn?: string | null;
}

/** `{nameEn}` when there is an English name, else nothing: spread into a quote's item or trace line. */
export function englishName(x: TwoNames): { nameEn?: string } {
  const en = x.nameEn?.trim();
  return en ? { nameEn: en } : {};
}

/**
 * A name in a reader's language. `name` is the Chinese name, or (in an answer already localized)
 * the name in the answer's language with `nameZh` beside it; English readers get `nameEn`.
 */
export function localName(x: { name?: string | null; nameZh?: string | null; nameEn?: string | null }, lang: PricingLang): string {
  return localText(x.nameZh ?? x.name, x.nameEn, lang);
}
