/**
 * Text a handler stores or searches by (spec section 5, V02): full-width to half-width and trimmed,
 * by the domain's `normalizeText`, the one the forms run. Bodies whose schema says `x-normalize`
 * arrive normalised already; query strings and unmarked fields come through here.
 */
import { normalizeText } from '../../domain/normalize/index';

/** Normalised text; null stays null (a field not given). */
export function normText(s: string): string;
export function normText(s: string | null | undefined): string | null;
export function normText(s: string | null | undefined): string | null {
  return s === null || s === undefined ? null : normalizeText(s);
}

/** Normalised text, or null when nothing is left. */
export function optText(s: string | null | undefined): string | null {
  const v = normText(s);
  return v ? v : null;
}
