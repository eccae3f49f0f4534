/** Postcode and city comparison shared by zones, remote areas and special routes. */
import type { Msg } from './types';

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

export interface PostcodeRange {
  from: string;
  to: string;
}

/** A range whose start sorts after its end holds no postcode: refused wherever ranges are saved. */
export function postcodeRangeProblem(from: string, to?: string | null): Msg | null {
  if (!to) return null;
  const f = normPostcode(from);
  const t = normPostcode(to);
  const n = Math.min(f.length, t.length);
  return f.slice(0, n) > t.slice(0, n) ? { key: 'pricing.postcode.range', params: { from, to } } : null;
}

export function postcodeRangesProblems(ranges: readonly { from: string; to?: string | null }[] | null | undefined): Msg[] {
  return (ranges ?? []).flatMap((r) => postcodeRangeProblem(r.from, r.to) ?? []);
}

const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/;
const HYPHEN_PAIR = /^(\d+)-(\d+)$/;

/**
 * Postcode ranges as written in a cell: "90000~96199;97001". The range separator is "~" (or
 * the full-width "～"); a "-" belongs to the postcode, because many postcodes have one (JP
 * 100-0001, US 12345-6789, PL 00-950). Two digit groups of the same length joined by "-"
 * (90000-96199, the old way of writing a range) are refused with the "~" form to use instead,
 * never guessed. Ranges are separated by ";" "；" "," or "，".
 */
export function parsePostcodeRanges(text: string): { ranges: PostcodeRange[]; problems: Msg[] } {
  const ranges: PostcodeRange[] = [];
  const problems: Msg[] = [];
  for (const part of text.split(/[;；,，]/).map((p) => p.trim()).filter(Boolean)) {
    const ends = part.split(/\s*[~～]\s*/);
    if (ends.length > 2 || !ends.every((e) => POSTCODE.test(e.trim()))) {
      problems.push({ key: 'pricing.postcode.format', params: { text: part } });
      continue;
    }
    const pair = ends.length === 1 ? HYPHEN_PAIR.exec(part) : null;
    if (pair && pair[1].length === pair[2].length) {
      problems.push({ key: 'pricing.postcode.hyphenRange', params: { text: part, from: pair[1], to: pair[2] } });
      continue;
    }
    const from = ends[0].trim().toUpperCase();
    const to = (ends[1] ?? ends[0]).trim().toUpperCase();
    const bad = postcodeRangeProblem(from, to);
    if (bad) problems.push(bad);
    else ranges.push({ from, to });
  }
  return { ranges, problems };
}

/**
 * One postcode typed in a field of its own (a remote area's "from" and "to"): the same reading
 * as a range's end in parsePostcodeRanges, so "90000-96199" is refused with the two postcodes
 * to type into from and to, and "90000~96199" as no single postcode.
 */
export function postcodeProblem(text: string): Msg | null {
  const p = text.trim();
  const pair = HYPHEN_PAIR.exec(p);
  if (pair && pair[1].length === pair[2].length) return { key: 'pricing.postcode.oneHyphenRange', params: { text: p, from: pair[1], to: pair[2] } };
  return POSTCODE.test(p) ? null : { key: 'pricing.postcode.one', params: { text: p } };
}
