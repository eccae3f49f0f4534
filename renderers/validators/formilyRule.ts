/**
 * Domain validators as Formily rules. Only mapping: the rule itself is the domain function, the
 * text is the translated message key. Imports Formily's types only, so installing the adapters
 * at start-up (install.ts, in the shell's chunk) does not load Formily on a list route.
 */
import type { Form, GeneralField } from '@formily/core';
import { callerContext, entryOf, splitDecls, translateIssue, type AdapterOptions, type TranslateLike, type ValidatorCtxLike } from './core';

/** Formily's validator rule shape (IValidatorRules of @formily/validator) for a function rule. */
export interface FormilyFunctionRule {
  triggerType?: 'onInput' | 'onBlur' | 'onFocus';
  validator: (value: unknown, rule: unknown, ctx: { field?: GeneralField; form?: Form }) => string | undefined;
}

/** Another field's value, by a path relative to the validated field's parent (data path). */
function siblingValue(field: GeneralField | undefined, form: Form | undefined, path: string): unknown {
  if (!field || !form) return undefined;
  // field.path is already a FormPath: no @formily/shared import, so this file stays out of the shell.
  const parent = field.path.parent();
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
