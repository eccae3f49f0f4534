import { isEmpty, textOf } from './util';
import { issue, type Validator } from './types';
import { parseMawbNo } from '../station/mawb';

export const codeKeys = [
  'validation.customsCode',
  'validation.fbaReferenceId',
  'validation.fbaShipmentId',
  'validation.creditCode.format',
  'validation.creditCode.checksum',
  'validation.mobile',
  'validation.channelCode',
  'validation.loginid',
  'validation.accountCode',
  'validation.phone',
  'validation.roleCode',
  'validation.pricingCode',
  'validation.iconName',
  'validation.menuUrl',
  'validation.httpUrl',
  'validation.loopbackUrl',
  'validation.mawbNo.format',
  'validation.mawbNo.checkDigit',
] as const;

/** A string check that ignores empty values and looks at the normalised text. */
const pattern =
  (re: RegExp, key: string): Validator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const text = textOf(value);
    return text !== undefined && re.test(text) ? undefined : issue(key);
  };

/** A web address a server calls (a supplier's API domain): http(s)://host[:port][/path], no spaces, no credentials. */
export const httpUrl = pattern(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s]*)?$/, 'validation.httpUrl');

/**
 * An address on the user's own machine (the print agent, DD0204_11): http(s) to localhost,
 * 127.0.0.1 or [::1] with an optional port. The page may reach only these (the server's CSP).
 */
export const loopbackUrl = pattern(/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?\/?$/, 'validation.loopbackUrl');

/** Spec section 9: a customs (HS) code is exactly 10 digits. */
export const customsCode = pattern(/^\d{10}$/, 'validation.customsCode');

/** V12c: the Amazon reference ID of an FBA shipment is 8 letters or digits (Seller Central prints it on the box labels). */
export const fbaReferenceId = pattern(/^[A-Za-z0-9]{8}$/, 'validation.fbaReferenceId');

/** V12c: an FBA shipment ID is FBA and 6 to 12 letters or digits (FBA15K7QX2ZL). */
export const fbaShipmentId = pattern(/^FBA[A-Za-z0-9]{6,12}$/i, 'validation.fbaShipmentId');

/**
 * A mainland China mobile number: 11 digits, starting 1 then 3-9 (`1[3-9]\d{9}`), no country
 * code, spaces or dashes (full-width digits are normalised first).
 */
export const mobile = pattern(/^1[3-9]\d{9}$/, 'validation.mobile');

/** A login ID: 3 to 30 letters, digits or `_ . @ -` (so an email address can be one). */
export const loginid = pattern(/^[A-Za-z0-9_.@-]{3,30}$/, 'validation.loginid');

/** A code people type and other systems read back (customer code): letters, digits, `_` and `-` only. */
export const accountCode = pattern(/^[A-Za-z0-9_-]+$/, 'validation.accountCode');

/** A phone that may be a landline: a digit (after an optional +) then 5 to 19 digits, spaces or dashes. */
export const phone = pattern(/^\+?[0-9][0-9 -]{5,19}$/, 'validation.phone');

/** A role code: a lower-case letter, then 1 to 29 lower-case letters, digits or `_` (it names the role in code). */
export const roleCode = pattern(/^[a-z][a-z0-9_]{1,29}$/, 'validation.roleCode');

/**
 * A code pricing rules and quotes refer to (cargo attribute, transport mode, delivery mode): a
 * lower-case letter, then up to 29 lower-case letters, digits or `_`.
 */
export const pricingCode = pattern(/^[a-z][a-z0-9_]{0,29}$/, 'validation.pricingCode');

/** An icon's name (antd icons: `UserOutlined`): letters and digits. */
export const iconName = pattern(/^[A-Za-z0-9]+$/, 'validation.iconName');

/** A menu page's address, the spec's style: module, screen number and page (`zj/0601/01.html`). */
export const MENU_URL = /^([a-z]{2})\/(\d{4})\/(\d{2})\.html$/;
export const menuUrl = pattern(MENU_URL, 'validation.menuUrl');

/** Spec section 9: a channel code is `INT` followed by 4 digits (INT0001). */
export const channelCode = pattern(/^INT\d{4}$/, 'validation.channelCode');

/** GB 32100-2015 alphabet: digits and capitals without I, O, S, V, Z; a character's value is its index. */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character (18th) for the first 17 characters of a unified social credit code. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(first17[i]) * CREDIT_CODE_WEIGHTS[i];
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/**
 * Unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from the
 * standard's alphabet (digits and capitals except I, O, S, V, Z), the last one the check
 * character: 31 - (sum of value x weight (3^i mod 31) over the first 17) mod 31. Pass
 * `{checksum: false}` to check only the alphabet and length (legacy data).
 */
export const creditCode: Validator<{ checksum?: boolean }> = (value, args = {}) => {
  if (isEmpty(value)) return undefined;
  const text = textOf(value);
  if (text === undefined || !CREDIT_CODE.test(text)) return issue('validation.creditCode.format');
  if (args.checksum !== false && creditCodeCheckChar(text) !== text[17]) return issue('validation.creditCode.checksum');
  return undefined;
};

export const creditCodeArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { checksum: { type: 'boolean' } },
} as const;

/** An air master waybill number (src/domain/station/mawb.ts): 3-digit airline prefix, 8-digit serial, IATA check digit. */
export const mawbNo: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const parsed = parseMawbNo(textOf(value) ?? '');
  if (parsed.ok) return undefined;
  return parsed.problem === 'format' ? issue('validation.mawbNo.format') : issue('validation.mawbNo.checkDigit', { digit: parsed.expected ?? '' });
};
