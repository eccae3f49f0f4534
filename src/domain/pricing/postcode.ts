/** Postcode and city comparison shared by zones, remote areas and special routes. */

export const normPostcode = (p: string): string => p.toUpperCase().replace(/[\s-]/g, '');
export const normCity = (c: string): string => c.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Inclusive range on the postcode's first `from.length` characters: '90000'-'96199' holds
 * '90210'; '900'-'961' holds '90210' too; 'SW1'-'SW9' holds 'SW1A 1AA'.
 */
export function inPostcodeRange(postcode: string, from: string, to: string): boolean {
  const p = normPostcode(postcode);
  const f = normPostcode(from);
  const t = normPostcode(to || from);
  const key = p.slice(0, Math.max(f.length, 1));
  if (key.length < f.length) return false;
  const tKey = p.slice(0, Math.max(t.length, 1));
  return key >= f && tKey <= t;
}
