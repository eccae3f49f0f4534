/**
 * What the validator adapters share. renderers/ imports nothing of src/, so the domain's
 * registry and normalisers are installed here at start-up (see `installValidators` in
 * ./index.ts); the shapes below are structural copies of src/domain/validators' types.
 */
import { timeService } from '../time';

/** A validation problem: a message key and its parameters. */
export interface IssueLike {
  key: string;
  params?: Record<string, string | number>;
}

/** What a validator may learn of its surroundings (other fields, the user). */
export interface ValidatorCtxLike {
  get?: (path: string) => unknown;
  userId?: string;
  exemptBankerIds?: readonly string[];
  /** The business time zone: zone-less times are read on its clock (renderers/time.ts). */
  timeZone?: string;
}

export interface ValidatorEntryLike {
  validate: (value: unknown, args?: any, ctx?: ValidatorCtxLike) => IssueLike | undefined;
  argsSchema?: object;
}

/** src/domain/validators `validators` fits this. */
export type ValidatorRegistryLike = ReadonlyMap<string, ValidatorEntryLike>;

/** i18next's t, or any `(key, params) => text`. */
export type TranslateLike = (key: string, params?: Record<string, any>) => string;

export interface Normalizers {
  /** While typing: full-width to half-width, whitespace kept. */
  normalizeInput: (text: string) => string;
  /** Stored form: half-width and trimmed. */
  normalizeText: (text: string) => string;
}

export interface AdapterOptions {
  /** Defaults to the installed registry. */
  registry?: ValidatorRegistryLike;
  /** The signed-in user (date-range banker exemption); defaults to the installed getter. */
  userId?: () => string | undefined;
  /** Users exempt from the date-range limit; defaults to the installed getter. */
  exemptBankerIds?: () => readonly string[] | undefined;
}

interface Installed extends Partial<Normalizers> {
  registry?: ValidatorRegistryLike;
  /**
   * The one text for an empty required field, by language (the domain's `validation.required`):
   * Formily's own required rule and antd forms say it too, so no field shows two wordings.
   */
  requiredText?: Readonly<Record<string, string>>;
  userId?: () => string | undefined;
  exemptBankerIds?: () => readonly string[] | undefined;
}

/** Who is asking, for the validators that depend on it (the date-range banker exemption), and the business time zone. */
export function callerContext(opts: AdapterOptions): Pick<ValidatorCtxLike, 'userId' | 'exemptBankerIds' | 'timeZone'> {
  const userId = opts.userId ?? installed.userId;
  const exempt = opts.exemptBankerIds ?? installed.exemptBankerIds;
  return { userId: userId?.(), exemptBankerIds: exempt?.(), timeZone: timeService().zone() };
}
const installed: Installed = {};

export function setInstalled(next: Installed): void {
  Object.assign(installed, next);
}
export function getInstalled(): Readonly<Installed> {
  return installed;
}

export function normalizers(given?: Partial<Normalizers>): Normalizers {
  const normalizeInput = given?.normalizeInput ?? installed.normalizeInput;
  const normalizeText = given?.normalizeText ?? installed.normalizeText;
  if (!normalizeInput || !normalizeText) throw new Error('text normalisers are not installed (installValidators)');
  return { normalizeInput, normalizeText };
}

/** The registry entry for a name; an unknown name throws (a schema typo fails loudly). */
export function entryOf(name: string, registry?: ValidatorRegistryLike): ValidatorEntryLike {
  const reg = registry ?? installed.registry;
  if (!reg) throw new Error('validators are not installed (installValidators)');
  const entry = reg.get(name);
  if (!entry) throw new Error(`unknown validator: ${name}`);
  return entry;
}

/**
 * An issue as text: `t(key, params)`, then any `{name}` placeholder left (the messages use
 * `{name}`, i18next's default is `{{name}}`) filled from the params.
 */
export function translateIssue(issue: IssueLike, t: TranslateLike): string {
  const text = t(issue.key, issue.params);
  if (!issue.params) return text;
  const params = issue.params;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (params[name] !== undefined ? String(params[name]) : m));
}

export interface ValidatorDecl {
  name: string;
  args?: Record<string, unknown>;
  triggerType?: 'onInput' | 'onBlur' | 'onFocus';
}

/**
 * The validator references in a schema's `x-validator` (or a column's `validators`): a name,
 * `{validator|name, args, triggerType?}`, or an array. Anything else (Formily's own rules) is
 * returned in `rest` untouched. A reference object naming an unknown validator throws.
 */
export function splitDecls(value: unknown, registry?: ValidatorRegistryLike): { decls: ValidatorDecl[]; rest: unknown[] } {
  const reg = registry ?? installed.registry;
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const decls: ValidatorDecl[] = [];
  const rest: unknown[] = [];
  for (const item of list) {
    if (typeof item === 'string' && reg?.has(item)) {
      decls.push({ name: item });
      continue;
    }
    const o = item && typeof item === 'object' ? (item as Record<string, unknown>) : undefined;
    const name = typeof o?.validator === 'string' ? o.validator : typeof o?.name === 'string' ? o.name : undefined;
    if (o && name !== undefined) {
      entryOf(name, reg);
      decls.push({
        name,
        args: o.args && typeof o.args === 'object' ? (o.args as Record<string, unknown>) : undefined,
        triggerType: o.triggerType as ValidatorDecl['triggerType'],
      });
      continue;
    }
    rest.push(item);
  }
  return { decls, rest };
}
