/**
 * V17: a number as scanned or pasted, made the number we store. Full-width to half-width, spaces
 * and dashes out, upper case; then the barcode lengths the spec names (30, 34, 39, 28), which
 * carry more than the tracking number:
 * - 30 or 34 characters starting `420`: a USPS IMpb barcode, `420` + the ZIP (5 or 9 digits)
 *   before the 22-digit tracking number;
 * - 34 digits otherwise: a FedEx Ground barcode, whose last 12 digits are the tracking number;
 * - 39 characters starting `420`: `420` + a ZIP+4 before a 27-character number (IMpb with a
 *   routing code);
 * - 28 digits starting `96`: a FedEx SmartPost barcode, whose last 22 digits are the number.
 * Anything else is kept as typed. Pure: the scan screens and the batch searches share it.
 */
import { toHalfWidth } from './text';

export function normalizeTrackingNo(text: string): string {
  const s = toHalfWidth(text).replace(/[\s-]+/g, '').toUpperCase();
  if ((s.length === 30 || s.length === 34) && s.startsWith('420')) return s.slice(s.length === 30 ? 8 : 12);
  if (s.length === 34 && /^\d+$/.test(s)) return s.slice(-12);
  if (s.length === 39 && s.startsWith('420')) return s.slice(12);
  if (s.length === 28 && /^96\d+$/.test(s)) return s.slice(-22);
  return s;
}

/** A batch search box's numbers as typed: split on whitespace, commas and semicolons (half-width), once each. */
export function numbersOf(text: string | null | undefined): string[] {
  return [...new Set(toHalfWidth(text ?? '').split(/[\s,;，；]+/).filter(Boolean))];
}

/** A batch search box's numbers, normalised (V17), once each. */
export function trackingNumbersOf(text: string | null | undefined): string[] {
  return [...new Set(numbersOf(text).map(normalizeTrackingNo).filter(Boolean))];
}

/**
 * What a batch search matches: each number as typed and as normalised. A customer's own order
 * number keeps its dashes and case (PO-2026-001); a scanned barcode needs V17 to become a number.
 */
export function searchNumbersOf(text: string | null | undefined): { count: number; variants: string[] } {
  const typed = numbersOf(text);
  return { count: typed.length, variants: [...new Set(typed.flatMap((n) => [n, normalizeTrackingNo(n)]))] };
}
