/**
 * Exact scaled-integer decimals for the quote's hot path: a value is `n / 10^s` with `n` a
 * non-negative safe integer. Every operation is exact or throws `BAIL` (out of range: a
 * product above 2^53, a negative or unusual input, a text decimal.js would show in exponent
 * form); the caller then prices that route with the decimal.js reference (quote.ts), so a
 * result never differs from the reference. Results are far inside decimal.js's 40 significant
 * digits, so the reference is exact on this domain too.
 */
import type { DecimalLike } from './money';

export interface Fx {
  n: number;
  s: number;
}

/** Thrown when a value leaves the exact domain; never escapes `quote()`. */
export const BAIL: Error = Object.freeze(new Error('pricing fast path: out of range')) as Error;

const MAX = Number.MAX_SAFE_INTEGER;
const P10: number[] = Array.from({ length: 23 }, (_, i) => 10 ** i);
export const ZERO: Fx = Object.freeze({ n: 0, s: 0 }) as Fx;

function norm(n: number, s: number): Fx {
  while (s > 0 && n % 10 === 0) {
    n /= 10;
    s--;
  }
  return { n, s };
}

const DEC_RE = /^(\d+)(?:\.(\d+))?$/;

/** A decimal text, number or decimal.js value, as `dec()` reads it ('' and null: 0). */
export function parseFx(v: DecimalLike | null | undefined): Fx {
  if (v == null || v === '') return ZERO;
  const str = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : v.toFixed();
  const m = DEC_RE.exec(str);
  if (!m) throw BAIL;
  const digits = m[2] ? m[1] + m[2] : m[1];
  if (digits.length > 15) {
    const t = digits.replace(/^0+/, '');
    if (t.length > 15) throw BAIL;
  }
  return norm(Number(digits), m[2] ? m[2].length : 0);
}

const memoObj = new WeakMap<object, { fx: Fx; str: string } | null>();
const memoPrim = new Map<string | number, { fx: Fx; str: string } | null>();

/** A configuration value parsed once (memoised): its exact value and decimal.js's `toString()`. */
export function fxOf(v: DecimalLike | null | undefined): { fx: Fx; str: string } {
  if (v == null || v === '') return ZERO_ENTRY;
  let e = typeof v === 'object' ? memoObj.get(v) : memoPrim.get(v);
  if (e === undefined) {
    try {
      const fx = parseFx(v);
      e = { fx, str: fxStr(fx) };
    } catch {
      e = null;
    }
    if (typeof v === 'object') memoObj.set(v, e);
    else {
      if (memoPrim.size > 50_000) memoPrim.clear();
      memoPrim.set(v, e);
    }
  }
  if (e === null) throw BAIL;
  return e;
}
const ZERO_ENTRY = Object.freeze({ fx: ZERO, str: '0' });

function up(a: Fx, s: number): number {
  if (a.s === s) return a.n;
  const n = a.n * P10[s - a.s];
  if (n > MAX) throw BAIL;
  return n;
}

export function add(a: Fx, b: Fx): Fx {
  if (a.n === 0) return b;
  if (b.n === 0) return a;
  const s = a.s > b.s ? a.s : b.s;
  const n = up(a, s) + up(b, s);
  if (n > MAX) throw BAIL;
  return { n, s };
}

/** a - b for a ≥ b. */
export function sub(a: Fx, b: Fx): Fx {
  const s = a.s > b.s ? a.s : b.s;
  const n = up(a, s) - up(b, s);
  if (n < 0) throw BAIL;
  return norm(n, s);
}

export function mul(a: Fx, b: Fx): Fx {
  const n = a.n * b.n;
  if (n > MAX) throw BAIL;
  if (n === 0) return ZERO;
  const s = a.s + b.s;
  if (s > 22) throw BAIL;
  return norm(n, s);
}

export function mulInt(a: Fx, k: number): Fx {
  const n = a.n * k;
  if (n > MAX || !Number.isInteger(k) || k < 0) throw BAIL;
  return n === 0 ? ZERO : { n, s: a.s };
}

export function cmp(a: Fx, b: Fx): number {
  const s = a.s > b.s ? a.s : b.s;
  const x = up(a, s);
  const y = up(b, s);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** ceil(a / b) as an integer, b > 0. */
export function ceilDiv(a: Fx, b: Fx): Fx {
  const s = a.s > b.s ? a.s : b.s;
  const x = up(a, s);
  const y = up(b, s);
  const r = x % y;
  return { n: (x - r) / y + (r > 0 ? 1 : 0), s: 0 };
}

/** Half-up to `c` decimal places (the money rule). */
export function roundHalfUp(a: Fx, c: number): Fx {
  if (a.s <= c) return a;
  const k = a.s - c;
  if (k > 16) return { n: 0, s: c }; // n < 10^16: below half a unit of the last place
  const p = P10[k];
  const r = a.n % p;
  const q = (a.n - r) / p + (2 * r >= p ? 1 : 0);
  return { n: q, s: c };
}

/** decimal.js `toString()` of the value (no trailing zeros; exponent forms bail). */
export function fxStr(a: Fx): string {
  if (a.n === 0) return '0';
  let { n, s } = a;
  while (s > 0 && n % 10 === 0) {
    n /= 10;
    s--;
  }
  const d = String(n);
  if (s === 0) return d;
  const len = d.length;
  if (len > s) return `${d.slice(0, len - s)}.${d.slice(len - s)}`;
  if (len - s - 1 <= -7) throw BAIL; // decimal.js shows 1e-7 and smaller in exponent form
  return `0.${'0'.repeat(s - len)}${d}`;
}

/** decimal.js `toFixed(c, ROUND_HALF_UP)`: exactly `c` decimals. */
export function fxFixed(a: Fx, c: number): string {
  const r = roundHalfUp(a, c);
  if (c === 0) return String(r.n);
  const n = r.s === c ? r.n : up(r, c);
  const d = String(n).padStart(c + 1, '0');
  return `${d.slice(0, d.length - c)}.${d.slice(d.length - c)}`;
}

