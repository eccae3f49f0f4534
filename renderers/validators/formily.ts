/**
 * Domain validators as Formily rules, and the text normaliser as Formily effects. Only
 * mapping: the rule itself is the domain function, the text is the translated message key.
 */
import { onFieldChange, onFieldInputValueChange, onFormSubmitValidateStart, isField, type Form, type GeneralField } from '@formily/core';
import { FormPath } from '@formily/shared';
import {
  callerContext,
  entryOf,
  normalizers,
  splitDecls,
  translateIssue,
  type AdapterOptions,
  type Normalizers,
  type TranslateLike,
  type ValidatorCtxLike,
} from './core';

/** Formily's validator rule shape (IValidatorRules of @formily/validator) for a function rule. */
export interface FormilyFunctionRule {
  triggerType?: 'onInput' | 'onBlur' | 'onFocus';
  validator: (value: unknown, rule: unknown, ctx: { field?: GeneralField; form?: Form }) => string | undefined;
}

/** Another field's value, by a path relative to the validated field's parent (data path). */
function siblingValue(field: GeneralField | undefined, form: Form | undefined, path: string): unknown {
  if (!field || !form) return undefined;
  const parent = FormPath.parse(field.path).parent();
  return form.getValuesIn(parent.concat(...path.split('.')));
}

/**
 * A Formily function rule running the named validator with `args`; the message is
 * `t(key, params)`. Cross-field args (`{"field": "newPassword"}`) read the sibling value.
 */
export function toFormilyRule(
  name: string,
  args: unknown,
  t: TranslateLike,
  opts: AdapterOptions & { triggerType?: FormilyFunctionRule['triggerType'] } = {},
): FormilyFunctionRule {
  const entry = entryOf(name, opts.registry);
  const rule: FormilyFunctionRule = {
    validator: (value, _rule, ctx) => {
      const vctx: ValidatorCtxLike = { get: (path) => siblingValue(ctx?.field, ctx?.form, path), ...callerContext(opts) };
      const problem = entry.validate(value, args ?? undefined, vctx);
      return problem ? translateIssue(problem, t) : undefined;
    },
  };
  if (opts.triggerType) rule.triggerType = opts.triggerType;
  return rule;
}

/**
 * A schema's `x-validator` value made ready for Formily: validator references
 * (`"mobile"`, `{"validator": "decimal", "args": {...}}`, `{"name": ...}`) become function rules,
 * Formily's own rules (`{"required": true}`, `"url"`, ...) stay as they are. Returns an array
 * (Formily's MultiValidator), or undefined when there is nothing.
 */
export function compileFormilyValidator(xValidator: unknown, t: TranslateLike, opts: AdapterOptions = {}): unknown[] | undefined {
  if (xValidator === undefined || xValidator === null) return undefined;
  const { decls, rest } = splitDecls(xValidator, opts.registry);
  const out = [...rest, ...decls.map((d) => toFormilyRule(d.name, d.args, t, { ...opts, triggerType: d.triggerType }))];
  return out.length ? out : undefined;
}

export interface NormalizeEffectsOptions extends Partial<Normalizers> {
  /** Fields to normalise (Formily path pattern), default every field. */
  pattern?: string;
  /** Leave a field alone (e.g. a password or a rich-text editor). */
  skip?: (field: GeneralField) => boolean;
}

function setIfChanged(field: GeneralField, normalize: (text: string) => string): void {
  if (!isField(field) || typeof field.value !== 'string') return;
  const next = normalize(field.value);
  if (next !== field.value) field.setValue(next);
}

/**
 * Formily effects applying spec V02 to text fields: full-width to half-width while typing
 * (length unchanged, so the caret stays), trimmed on blur and before submit validation.
 * Use as `createForm({effects: normalizeTextEffects()})` or call inside another effects function.
 */
export function normalizeTextEffects(opts: NormalizeEffectsOptions = {}): (form: Form) => void {
  const pattern = opts.pattern ?? '*';
  const skip = opts.skip ?? (() => false);
  return () => {
    const n = normalizers(opts);
    onFieldInputValueChange(pattern, (field) => {
      if (!skip(field)) setIfChanged(field, n.normalizeInput);
    });
    onFieldChange(pattern, ['active'], (field) => {
      if (isField(field) && !field.active && !skip(field)) setIfChanged(field, n.normalizeText);
    });
    onFormSubmitValidateStart((form) => {
      form.query(pattern).forEach((field) => {
        if (!skip(field)) setIfChanged(field, n.normalizeText);
      });
    });
  };
}
