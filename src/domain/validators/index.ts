/**
 * The validator registry: every rule of spec section 5 by name, so a screen schema names a
 * validator as data (`{"validator": "decimal", "args": {"scale": 2}}`) and the Formily, antd
 * and ajv adapters all run the same function.
 */
import { decimal, decimalArgsSchema, decimalKeys } from './decimal';
import { percent, percentArgsSchema, percentKeys } from './percent';
import { discount, integer, integerArgsSchema, parcelCount, pieceCount, scaleArgsSchema, volumeBase, weight } from './quantities';
import { dateRange, dateRangeArgsSchema, dateRangeKeys } from './dateRange';
import { contactName, email, emailArgsSchema, length, lengthArgsSchema, LENGTH_PRESETS, required } from './text';
import { accountCode, channelCode, creditCode, creditCodeArgsSchema, customsCode, fbaReferenceId, fbaShipmentId, httpUrl, loopbackUrl, iconName, loginid, mawbNo, menuUrl, mobile, phone, pricingCode, roleCode } from './codes';
import { confirm, confirmArgsSchema, password, passwordArgsSchema } from './password';
import { upload, uploadArgsSchema, uploadKeys } from './upload';
import { differs, differsArgsSchema, notAbove, notAboveArgsSchema, orderedRange, orderedRangeArgsSchema } from './compare';
import { countKeys, maxItems, maxItemsArgsSchema } from './counts';
import { postcode, postcodeKeys, postcodeRanges } from './postcode';
import type { ValidationIssue, Validator, ValidatorContext } from './types';

export type { ValidationIssue, Validator, ValidatorContext } from './types';
export { validationMessages, formatIssue, fillParams, type ValidationLang, type ValidationMessageKey } from './messages';
export { UPLOAD_PRESETS, formatBytes, type UploadPreset, type FileLike } from './upload';
export { LENGTH_PRESETS } from './text';
export { DEFAULT_SCALE } from './decimal';
export { creditCodeCheckChar, MENU_URL } from './codes';

export interface ValidatorEntry {
  validate: Validator<any>;
  /** JSON Schema of `args` (the screen meta-schema lint can check a schema's args with it); absent = no args. */
  argsSchema?: object;
  /** Every message key the validator can return. */
  keys: readonly string[];
}

export type ValidatorRegistry = ReadonlyMap<string, ValidatorEntry>;

const noArgs = { type: 'object', additionalProperties: false, properties: {} } as const;

/** A fresh registry; add project-specific rules to the copy with `new Map(createValidatorRegistry())`. */
export function createValidatorRegistry(): Map<string, ValidatorEntry> {
  const decimalAll = [...decimalKeys];
  const entries: [string, ValidatorEntry][] = [
    ['required', { validate: required, argsSchema: noArgs, keys: ['validation.required'] }],
    ['decimal', { validate: decimal, argsSchema: decimalArgsSchema, keys: decimalAll }],
    ['percent', { validate: percent, argsSchema: percentArgsSchema, keys: [...percentKeys, ...decimalAll] }],
    ['discount', { validate: discount, argsSchema: scaleArgsSchema, keys: ['validation.discount.range', ...decimalAll] }],
    ['volumeBase', { validate: volumeBase, argsSchema: noArgs, keys: ['validation.volumeBase'] }],
    ['weight', { validate: weight, argsSchema: scaleArgsSchema, keys: ['validation.weight.zero', ...decimalAll] }],
    ['integer', { validate: integer, argsSchema: integerArgsSchema, keys: ['validation.integer.invalid', 'validation.integer.min', 'validation.integer.max'] }],
    ['parcelCount', { validate: parcelCount, argsSchema: noArgs, keys: ['validation.integer.invalid', 'validation.parcelCount.min'] }],
    [
      'pieceCount',
      {
        validate: pieceCount,
        argsSchema: { type: 'object', additionalProperties: false, properties: { max: { type: 'integer', minimum: 1 } } },
        keys: ['validation.integer.invalid', 'validation.integer.min', 'validation.pieceCount.max'],
      },
    ],
    ['maxItems', { validate: maxItems, argsSchema: maxItemsArgsSchema, keys: countKeys }],
    ['dateRange', { validate: dateRange, argsSchema: dateRangeArgsSchema, keys: dateRangeKeys }],
    ['length', { validate: length, argsSchema: lengthArgsSchema, keys: ['validation.length.min', 'validation.length.max', 'validation.length.range', 'validation.length.lessThan'] }],
    ['contactName', { validate: contactName, argsSchema: noArgs, keys: ['validation.contactName.length'] }],
    ['platformName', { validate: (v) => length(v, LENGTH_PRESETS.platformName), argsSchema: noArgs, keys: ['validation.length.max'] }],
    ['announcementContent', { validate: (v) => length(v, LENGTH_PRESETS.announcementContent), argsSchema: noArgs, keys: ['validation.length.lessThan'] }],
    ['announcementSummary', { validate: (v) => length(v, LENGTH_PRESETS.announcementSummary), argsSchema: noArgs, keys: ['validation.length.lessThan'] }],
    ['email', { validate: email, argsSchema: emailArgsSchema, keys: ['validation.email.invalid', 'validation.email.max'] }],
    ['customsCode', { validate: customsCode, argsSchema: noArgs, keys: ['validation.customsCode'] }],
    ['fbaReferenceId', { validate: fbaReferenceId, argsSchema: noArgs, keys: ['validation.fbaReferenceId'] }],
    ['fbaShipmentId', { validate: fbaShipmentId, argsSchema: noArgs, keys: ['validation.fbaShipmentId'] }],
    ['creditCode', { validate: creditCode, argsSchema: creditCodeArgsSchema, keys: ['validation.creditCode.format', 'validation.creditCode.checksum'] }],
    ['mobile', { validate: mobile, argsSchema: noArgs, keys: ['validation.mobile'] }],
    ['channelCode', { validate: channelCode, argsSchema: noArgs, keys: ['validation.channelCode'] }],
    ['loginid', { validate: loginid, argsSchema: noArgs, keys: ['validation.loginid'] }],
    ['accountCode', { validate: accountCode, argsSchema: noArgs, keys: ['validation.accountCode'] }],
    ['phone', { validate: phone, argsSchema: noArgs, keys: ['validation.phone'] }],
    ['roleCode', { validate: roleCode, argsSchema: noArgs, keys: ['validation.roleCode'] }],
    ['pricingCode', { validate: pricingCode, argsSchema: noArgs, keys: ['validation.pricingCode'] }],
    ['iconName', { validate: iconName, argsSchema: noArgs, keys: ['validation.iconName'] }],
    ['menuUrl', { validate: menuUrl, argsSchema: noArgs, keys: ['validation.menuUrl'] }],
    ['httpUrl', { validate: httpUrl, argsSchema: noArgs, keys: ['validation.httpUrl'] }],
    ['loopbackUrl', { validate: loopbackUrl, argsSchema: noArgs, keys: ['validation.loopbackUrl'] }],
    ['password', { validate: password, argsSchema: passwordArgsSchema, keys: ['validation.password.min', 'validation.password.max', 'validation.password.letterDigit'] }],
    ['confirm', { validate: confirm, argsSchema: confirmArgsSchema, keys: ['validation.confirm.mismatch', 'validation.confirm.differ'] }],
    ['upload', { validate: upload, argsSchema: uploadArgsSchema, keys: uploadKeys }],
    ['notAbove', { validate: notAbove, argsSchema: notAboveArgsSchema, keys: ['validation.notAbove.time', 'validation.notAbove.number'] }],
    ['orderedRange', { validate: orderedRange, argsSchema: orderedRangeArgsSchema, keys: ['validation.notAbove.time', 'validation.notAbove.number'] }],
    ['differs', { validate: differs, argsSchema: differsArgsSchema, keys: ['validation.differs'] }],
    ['postcodeRanges', { validate: postcodeRanges, argsSchema: noArgs, keys: postcodeKeys }],
    ['mawbNo', { validate: mawbNo, argsSchema: noArgs, keys: ['validation.mawbNo.format', 'validation.mawbNo.checkDigit'] }],
    ['postcode', { validate: postcode, argsSchema: noArgs, keys: postcodeKeys }],
  ];
  return new Map(entries);
}

/** The shared registry. */
export const validators: ValidatorRegistry = createValidatorRegistry();

/** A validator reference as a schema writes it. */
export interface ValidatorRef {
  validator: string;
  args?: Record<string, unknown>;
}

/**
 * Reads the validator references out of a schema's `x-validator` value: a name (`"mobile"`),
 * `{"validator": name, "args": {...}}` (also `{"name": ...}`), or an array of these. Entries that
 * are not references (Formily's own rules such as `{"required": true}`, format names the
 * registry does not know) are skipped; a reference object naming an unknown validator throws.
 */
export function parseValidatorRefs(xValidator: unknown, registry: ValidatorRegistry = validators): ValidatorRef[] {
  const list = Array.isArray(xValidator) ? xValidator : xValidator === undefined || xValidator === null ? [] : [xValidator];
  const out: ValidatorRef[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      if (registry.has(item)) out.push({ validator: item });
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const o = item as { validator?: unknown; name?: unknown; args?: unknown };
    const name = typeof o.validator === 'string' ? o.validator : typeof o.name === 'string' ? o.name : undefined;
    if (name === undefined) continue;
    if (!registry.has(name)) throw new Error(`unknown validator: ${name}`);
    out.push(o.args && typeof o.args === 'object' ? { validator: name, args: o.args as Record<string, unknown> } : { validator: name });
  }
  return out;
}

/** Runs a named validator; throws on an unknown name (a schema typo must fail loudly). */
export function runValidator(
  name: string,
  value: unknown,
  args?: Record<string, unknown>,
  ctx?: ValidatorContext,
  registry: ValidatorRegistry = validators,
): ValidationIssue | undefined {
  const entry = registry.get(name);
  if (!entry) throw new Error(`unknown validator: ${name}`);
  return entry.validate(value, args, ctx);
}
