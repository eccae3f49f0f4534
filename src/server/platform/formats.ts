/**
 * The domain validators (src/domain/validators) on the server: ajv keywords added to every
 * server ajv instance through `onAjv`, so a request body is checked by the very rules its
 * screen's form ran.
 *
 * - `"x-validator"`: a validator reference as the screen schema writes it: `"mobile"`,
 *   `{"validator": "decimal", "args": {"scale": 2}}` (or `{"name": ...}`), or an array of
 *   these. Formily-only entries (`{"required": true}`, format names the registry does not
 *   know) are ignored; an unknown validator name or bad args fail when the schema compiles.
 *   Cross-field args (`{"field": "newPassword"}`) read the object that holds the value. A
 *   failure is an ajv error `{keyword: 'x-validator', message: <message key>, params: {validator,
 *   key, params}}`; `validationMessage(error, lang)` turns it into the translated text.
 * - `"x-normalize": true` on a string property: the value is replaced by its normalised form
 *   (full-width to half-width, trimmed) before the other keywords look at it.
 * - `"x-time": true` on a string property: a time as the product reads one (src/domain/time): an
 *   ISO instant with its zone, or zone-less text (a date picker's `2026-11-22 10:00:00`) read on
 *   the business zone's clock; the value is replaced by the ISO instant, so a handler only ever
 *   sees instants. Anything else is refused (`ajv.x-time`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import Ajv, { type ErrorObject, type AnySchemaObject } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import { onAjv } from './validation';
import { defineMessages, t, type Lang } from './i18n';
import { parseValidatorRefs, runValidator, validationMessages, validators, type ValidationIssue, type ValidatorContext } from '../../domain/validators/index';

import { AppError } from './errors';
import { normalizeText } from '../../domain/normalize/index';
import { DEFAULT_BUSINESS_TIME_ZONE, isoInstant } from '../../domain/time/index';

defineMessages(validationMessages);

export const X_VALIDATOR = 'x-validator';
export const X_NORMALIZE = 'x-normalize';
export const X_TIME = 'x-time';

/** Who asks, as the validators that depend on it see them (the date-range banker exemption). */
export interface CallerValidation {
  /** The caller's banker id. */
  userId?: string;
  /** The configured exempt banker ids (config `dateRangeExemptBankerIds`). */
  exemptBankerIds?: readonly string[];
  /** The business time zone (config `businessTimeZone`): zone-less times are read on its clock. */
  timeZone?: string;
}

/**
 * The caller, for validators that depend on who asks. ajv has no request: the auth guard runs
 * the rest of each request (validation, handler) inside `validationContext.run(...)`. Outside a
 * request (or for an anonymous caller) such validators apply their strict rule.
 */
export const validationContext = new AsyncLocalStorage<CallerValidation>();

/** The current request's caller context, for a handler that runs a validator itself. */
export function callerValidation(): CallerValidation {
  return validationContext.getStore() ?? {};
}

function getIn(obj: unknown, path: string): unknown {
  let cur = obj;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/**
 * What a validator sees beside its value: the value's neighbours and the caller. A class, not an
 * object literal with an arrow: a bulk upload checks millions of values, and a closure made for
 * each (named by the loader, `__name`) cost more than the validators themselves.
 */
class ValueContext implements ValidatorContext {
  readonly userId?: string;
  readonly exemptBankerIds?: readonly string[];
  readonly timeZone?: string;
  constructor(private readonly parent: unknown, caller: CallerValidation) {
    this.userId = caller.userId;
    this.exemptBankerIds = caller.exemptBankerIds;
    this.timeZone = caller.timeZone;
  }
  get(path: string): unknown { return getIn(this.parent, path); }
}

const argsAjv = new Ajv({ allErrors: true, strict: false });

type KeywordValidate = ((data: unknown, dataCxt?: DataValidationCxt) => boolean) & { errors?: Partial<ErrorObject>[] | null };

function compileValidatorKeyword(schema: unknown): KeywordValidate {
  const refs = parseValidatorRefs(schema);
  for (const ref of refs) {
    const argsSchema = validators.get(ref.validator)?.argsSchema;
    if (argsSchema && !argsAjv.validate(argsSchema, ref.args ?? {})) {
      throw new Error(`x-validator ${ref.validator}: bad args: ${argsAjv.errorsText(argsAjv.errors)}`);
    }
  }
  const fn: KeywordValidate = (data, dataCxt) => {
    const ctx = new ValueContext(dataCxt?.parentData, callerValidation());
    for (const ref of refs) {
      const problem: ValidationIssue | undefined = validators.get(ref.validator)!.validate(data, ref.args, ctx);
      if (problem) {
        fn.errors = [{ keyword: X_VALIDATOR, message: problem.key, params: { validator: ref.validator, key: problem.key, params: problem.params ?? {} } }];
        return false;
      }
    }
    fn.errors = null;
    return true;
  };
  return fn;
}

/**
 * Runs a named validator on a value the route assembled itself (two query parameters that the
 * screen validates as one range) with the caller's context; a problem is answered as an
 * AppError with the validator's own bilingual message.
 */
export function assertValid(name: string, value: unknown, args?: Record<string, unknown>): void {
  const problem = runValidator(name, value, args, callerValidation());
  if (problem) throw new AppError(problem.key, problem.params);
}

/** Adds the keywords to an ajv instance (idempotent). */
export function installFormats(ajv: Ajv): void {
  if (!ajv.getKeyword(X_NORMALIZE)) {
    ajv.addKeyword({
      keyword: X_NORMALIZE,
      schemaType: 'boolean',
      modifying: true,
      errors: false,
      validate: (on: boolean, data: unknown, _parent?: AnySchemaObject, cxt?: DataValidationCxt) => {
        if (on && typeof data === 'string' && cxt?.parentData && cxt.parentDataProperty !== undefined) {
          (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = normalizeText(data);
        }
        return true;
      },
    });
  }
  if (!ajv.getKeyword(X_TIME)) {
    const validate: ((on: boolean, data: unknown, parent?: AnySchemaObject, cxt?: DataValidationCxt) => boolean) & { errors?: Partial<ErrorObject>[] | null } = (on, data, _parent, cxt) => {
      if (!on || typeof data !== 'string' || data === '') return true;
      const instant = isoInstant(normalizeText(data), callerValidation().timeZone ?? DEFAULT_BUSINESS_TIME_ZONE);
      if (!instant) {
        validate.errors = [{ keyword: X_TIME, message: 'ajv.x-time', params: {} }];
        return false;
      }
      if (cxt?.parentData && cxt.parentDataProperty !== undefined) (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = instant;
      return true;
    };
    ajv.addKeyword({ keyword: X_TIME, schemaType: 'boolean', modifying: true, errors: true, validate: validate as never });
  }
  if (!ajv.getKeyword(X_VALIDATOR)) {
    ajv.addKeyword({
      keyword: X_VALIDATOR,
      schemaType: ['string', 'object', 'array'],
      errors: true,
      compile: (schema: unknown) => compileValidatorKeyword(schema) as never,
    });
  }
}

onAjv(installFormats);

/**
 * The text of one ajv error in a language: an x-validator error's message key translated with
 * its params; any other error's own message.
 */
export function validationMessage(error: Pick<ErrorObject, 'keyword' | 'message' | 'params'>, lang: Lang): string {
  if (error.keyword === X_VALIDATOR) {
    const p = error.params as { key?: string; params?: Record<string, string | number> };
    if (p?.key) return t(lang, p.key, p.params);
  }
  const known = AJV_KEYWORD_MESSAGES[error.keyword];
  if (known) return t(lang, `ajv.${error.keyword}`, known(error.params as Record<string, unknown>));
  return error.message ?? '';
}

/** ajv's own keywords in both languages; the params each message needs. */
const AJV_KEYWORD_MESSAGES: Record<string, (p: Record<string, unknown>) => Record<string, string | number>> = {
  required: () => ({}),
  type: (p) => ({ type: String(p.type) }),
  minLength: (p) => ({ limit: Number(p.limit) }),
  maxLength: (p) => ({ limit: Number(p.limit) }),
  minimum: (p) => ({ limit: Number(p.limit) }),
  maximum: (p) => ({ limit: Number(p.limit) }),
  exclusiveMinimum: (p) => ({ limit: Number(p.limit) }),
  exclusiveMaximum: (p) => ({ limit: Number(p.limit) }),
  minItems: (p) => ({ limit: Number(p.limit) }),
  maxItems: (p) => ({ limit: Number(p.limit) }),
  enum: (p) => ({ values: ((p.allowedValues as unknown[]) ?? []).join(', ') }),
  const: (p) => ({ values: String(p.allowedValue) }),
  pattern: () => ({}),
  format: (p) => ({ format: String(p.format) }),
  additionalProperties: (p) => ({ name: String(p.additionalProperty) }),
  // platform/schemaBounds.ts: text PostgreSQL cannot store.
  'x-no-nul': () => ({}),
  // A time neither an instant nor the business zone's wall time (x-time above).
  'x-time': () => ({}),
};

defineMessages({
  'zh-CN': {
    'ajv.required': '为必填项',
    'ajv.type': '类型不正确（应为 {type}）',
    'ajv.minLength': '长度不能少于 {limit} 个字符',
    'ajv.maxLength': '长度不能超过 {limit} 个字符',
    'ajv.minimum': '不能小于 {limit}',
    'ajv.maximum': '不能大于 {limit}',
    'ajv.exclusiveMinimum': '必须大于 {limit}',
    'ajv.exclusiveMaximum': '必须小于 {limit}',
    'ajv.minItems': '至少选择 {limit} 项',
    'ajv.maxItems': '最多选择 {limit} 项',
    'ajv.enum': '取值必须是以下之一：{values}',
    'ajv.const': '取值必须是 {values}',
    'ajv.pattern': '格式不正确',
    'ajv.format': '格式不正确（{format}）',
    'ajv.additionalProperties': '不允许的字段 {name}',
    'ajv.x-no-nul': '不能包含空字符（NUL）',
    'ajv.x-time': '不是有效的时间（如 2026-11-22 10:00:00）',
  },
  'en-US': {
    'ajv.required': 'is required',
    'ajv.type': 'has the wrong type (expected {type})',
    'ajv.minLength': 'must be at least {limit} characters',
    'ajv.maxLength': 'must be at most {limit} characters',
    'ajv.minimum': 'must not be less than {limit}',
    'ajv.maximum': 'must not be greater than {limit}',
    'ajv.exclusiveMinimum': 'must be greater than {limit}',
    'ajv.exclusiveMaximum': 'must be less than {limit}',
    'ajv.minItems': 'needs at least {limit} items',
    'ajv.maxItems': 'allows at most {limit} items',
    'ajv.enum': 'must be one of: {values}',
    'ajv.const': 'must be {values}',
    'ajv.pattern': 'has an invalid format',
    'ajv.format': 'has an invalid format ({format})',
    'ajv.additionalProperties': 'field {name} is not allowed',
    'ajv.x-no-nul': 'must not contain a NUL character',
    'ajv.x-time': 'is not a valid time (such as 2026-11-22 10:00:00)',
  },
});
