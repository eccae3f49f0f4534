/** Postcode and city comparison shared by zones, remote areas and special routes. */

export const normPostcode = (p: string): string => p.toUpperCase().replace(/[\s-]/g, '');
export const normCity = (c: string): string => c.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Inclusive range on the postcode's first `from.length` characters: '90000'-'96199' holds
 * '90210'; '900'-'961' holds '90210' too; 'SW1'-'SW9' holds 'SW1A 1AA'.
 */
export function inPostcodeRange(postcode: string, from: string, to: string): boolean {
  return inNormRange(normPostcode(postcode), from, to);
}

// Range bounds repeat across thousands of lookups: normalise each text once (bounded memo).
const memo = new Map<string, string>();
function normMemo(v: string): string {
  let n = memo.get(v);
  if (n === undefined) {
    if (memo.size > 100_000) memo.clear();
    memo.set(v, (n = normPostcode(v)));
  }
  return n;
}

/** Same as inPostcodeRange for a postcode already normalised (normPostcode). */
export function inNormRange(p: string, from: string, to: string): boolean {
  const f = normMemo(from);
  const t = normMemo(to || from);
  const key = p.slice(0, Math.max(f.length, 1));
  if (key.length < f.length) return false;
  const tKey = p.slice(0, Math.max(t.length, 1));
  return key >= f && tKey <= t;
}
