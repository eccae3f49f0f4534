/**
 * Domain validators as antd Form rules (ProTable search forms), and the text normaliser for
 * antd Form.Item. Only mapping: the rule is the domain function, the text the translated key.
 */
import type { FormInstance } from 'antd';
import {
  callerContext,
  entryOf,
  normalizers,
  splitDecls,
  translateIssue,
  type AdapterOptions,
  type Normalizers,
  type TranslateLike,
} from './core';

/** antd's RuleRender: `(form) => RuleObject`, the object carrying an async validator. */
export type AntdRule = (form: Pick<FormInstance, 'getFieldValue'>) => {
  validator: (rule: unknown, value: unknown) => Promise<void>;
};

/**
 * An antd rule running the named validator with `args`; it rejects with `t(key, params)`.
 * Cross-field args (`{"field": "endTime"}`) read that form field.
 */
export function toAntdRule(name: string, args: unknown, t: TranslateLike, opts: AdapterOptions = {}): AntdRule {
  const entry = entryOf(name, opts.registry);
  return (form) => ({
    validator: async (_rule, value) => {
      const problem = entry.validate(value, args ?? undefined, {
        get: (path) => form.getFieldValue(path.split('.')),
        ...callerContext(opts),
      });
      if (problem) throw new Error(translateIssue(problem, t));
    },
  });
}

/** antd rules for a list of references (a column's `validators`, or an `x-validator` value); other entries are dropped. */
export function toAntdRules(refs: unknown, t: TranslateLike, opts: AdapterOptions = {}): AntdRule[] {
  return splitDecls(refs, opts.registry).decls.map((d) => toAntdRule(d.name, d.args, t, opts));
}

/**
 * `Form.Item normalize`: full-width to half-width while typing (trim comes at submit, see
 * normalizeSearchValues, so a space between words can be typed).
 */
export function antdNormalize(given?: Partial<Normalizers>): (value: unknown) => unknown {
  return (value) => (typeof value === 'string' ? normalizers(given).normalizeInput(value) : value);
}

/** Search-form values with every string normalised and trimmed (ProTable `beforeSearchSubmit`). */
export function normalizeSearchValues<T>(values: T, given?: Partial<Normalizers>): T {
  const { normalizeText } = normalizers(given);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return normalizeText(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(values) as T;
}
