/**
 * Text normalisation (spec section 5, V02): every text input converts full-width characters
 * to half-width and trims surrounding whitespace.
 *
 * Full-width means the Halfwidth and Fullwidth Forms block's ASCII variants U+FF01..U+FF5E
 * ('！'..'～', including full-width digits, letters and the full-width comma '，') plus the
 * ideographic space U+3000. Each maps to exactly one ASCII character, so the conversion never
 * changes a string's length. Other CJK punctuation (。、「」) is left alone.
 */

const FULLWIDTH_FIRST = 0xff01;
const FULLWIDTH_LAST = 0xff5e;
const FULLWIDTH_OFFSET = 0xfee0;
const IDEOGRAPHIC_SPACE = 0x3000;
const HAS_FULLWIDTH = /[\uFF01-\uFF5E\u3000]/;

/** Full-width ASCII variants and the ideographic space to their half-width forms. Nothing else changes. */
export function toHalfWidth(text: string): string {
  if (!HAS_FULLWIDTH.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= FULLWIDTH_FIRST && c <= FULLWIDTH_LAST) out += String.fromCharCode(c - FULLWIDTH_OFFSET);
    else if (c === IDEOGRAPHIC_SPACE) out += ' ';
    else out += text[i];
  }
  return out;
}

/**
 * What a text input holds while the user types: full-width converted, whitespace kept (so a
 * space typed between two words survives). Apply on change.
 */
export function normalizeInput(text: string): string {
  return toHalfWidth(text);
}

/** The stored form of a text input: half-width and trimmed. Apply on blur and before submit. */
export function normalizeText(text: string): string {
  return toHalfWidth(text).trim();
}

/**
 * Normalises every string inside a value (objects and arrays walked, other values kept), e.g.
 * a request body or search parameters. Returns a new value; the input is not modified.
 */
export function normalizeDeep<T>(value: T): T {
  if (typeof value === 'string') return normalizeText(value) as T;
  if (Array.isArray(value)) return value.map((v) => normalizeDeep(v)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = normalizeDeep(v);
    return out as T;
  }
  return value;
}
