import { isEmpty, textOf } from './util';
import { issue, type Validator } from './types';

export const textKeys = [
  'validation.required',
  'validation.length.min',
  'validation.length.max',
  'validation.length.range',
  'validation.length.lessThan',
  'validation.contactName.length',
  'validation.email.invalid',
  'validation.email.max',
] as const;

/** V09/V12: present and not blank after normalising (full-width spaces count as blank); an empty array is empty. */
export const required: Validator = (value) => (isEmpty(value) ? issue('validation.required') : undefined);

export interface LengthArgs {
  /** Fewest characters (inclusive). */
  min?: number;
  /** Most characters (inclusive). */
  max?: number;
  /** Strict upper limit: length must be < lessThan (announcement content < 8000). */
  lessThan?: number;
}

/** Characters of the normalised text, counted as code points (an emoji is one). */
export const textLength = (text: string): number => Array.from(text).length;

/** V06: the normalised text's length within bounds. Empty is accepted: pair with `required`. */
export const length: Validator<LengthArgs> = (value, args = {}) => {
  if (isEmpty(value)) return undefined;
  const text = textOf(value);
  if (text === undefined) return undefined;
  const n = textLength(text);
  const { min, max, lessThan } = args;
  if (min !== undefined && max !== undefined && (n < min || n > max)) return issue('validation.length.range', { min, max });
  if (min !== undefined && n < min) return issue('validation.length.min', { min });
  if (max !== undefined && n > max) return issue('validation.length.max', { max });
  if (lessThan !== undefined && n >= lessThan) return issue('validation.length.lessThan', { limit: lessThan });
  return undefined;
};

/** Chinese, Japanese and Korean characters: each is as wide as two Latin letters, and as telling. */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A name's width: a CJK character counts two, anything else one (王五 is 4 wide, Li Na 5). */
export const nameWidth = (text: string): number => Array.from(text).reduce((n, ch) => n + (WIDE.test(ch) ? 2 : 1), 0);

export const CONTACT_NAME = { min: 3, max: 30 } as const;

/**
 * V06: a contact name is 3 to 30 wide, a CJK character counting two, so a common two-character
 * Chinese name (王五) passes while one letter or one character does not, and a Chinese name holds
 * at most 15 characters. Empty is accepted: pair with `required`.
 */
export const contactName: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = textOf(value);
  if (text === undefined) return undefined;
  const n = nameWidth(text);
  return n < CONTACT_NAME.min || n > CONTACT_NAME.max ? issue('validation.contactName.length', { ...CONTACT_NAME }) : undefined;
};

/** V06 presets as length arguments. */
export const LENGTH_PRESETS = {
  platformName: { max: 20 },
  announcementContent: { lessThan: 8000 },
  announcementSummary: { lessThan: 1000 },
} as const satisfies Record<string, LengthArgs>;

export const EMAIL_MAX = 50;
const EMAIL = /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/**
 * V06: an email address of at most 50 characters, `local@domain.tld`: the local part letters,
 * digits and `._%+-` (no leading, trailing or double dot), domain labels of letters, digits and
 * inner hyphens, a top-level domain of 2+ letters.
 */
export const email: Validator<{ max?: number }> = (value, args = {}) => {
  if (isEmpty(value)) return undefined;
  const text = textOf(value) ?? '';
  const max = args.max ?? EMAIL_MAX;
  if (textLength(text) > max) return issue('validation.email.max', { max });
  if (!EMAIL.test(text)) return issue('validation.email.invalid');
  return undefined;
};

export const lengthArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { min: { type: 'integer', minimum: 0 }, max: { type: 'integer', minimum: 0 }, lessThan: { type: 'integer', minimum: 1 } },
} as const;
export const emailArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { max: { type: 'integer', minimum: 1 } },
} as const;
