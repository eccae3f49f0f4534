/**
 * Field-level authority of a save: a form field marked `"x-authority": "<url>"` in the screen JSON
 * is changed only by callers granted that URL (a function point), on top of the route's own
 * authority. The client shows such a field read-only to the others (renderers/form/fieldAuthority.ts);
 * this is the server's half, so what the form would not let a user change no request changes
 * either. ZJ0101_02: finance holds the edit page for the credit limits, every other field needs
 * `zj/0101/edit` (SCREENS.md "CW (limits)").
 *
 *   const rules = fieldAuthority(customerForm, customerTexts);
 *   const body = await authorizedFields(req, rules, req.body, storedFormValues);   // before writing
 *
 * A read-only field comes back as the form loaded it: sent unchanged it is dropped from the body
 * (nothing is written for it); sent changed, or with a value on add, the save is refused with a
 * message naming the field as the form labels it, in the caller's language. Never written silently.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { defineMessages, type Lang } from './i18n';
import { currentUser } from './auth/types';
import { requestAuthCache } from './auth/guard';
import { normalizeText } from '../../domain/normalize/index';
import commonTexts from '../../../schemas/_meta/common.locale.json' with { type: 'json' };

defineMessages({
  'zh-CN': { 'form.fieldForbidden': '没有修改{fields}的权限' },
  'en-US': { 'form.fieldForbidden': 'No permission to change {fields}' },
});

type Json = Record<string, any>;
type Texts = Partial<Record<Lang, { fields?: Record<string, string> }>>;

export interface ScreenForm {
  code?: string;
  schema?: Json;
  forms?: Record<string, { schema?: Json }>;
}

export interface FieldAuthority {
  /** Field name -> the authority URL a change to it needs. */
  readonly fields: ReadonlyMap<string, string>;
  /** The field's label in a language, as the form shows it (screen texts, then the common ones, then the name). */
  label(lang: Lang, field: string): string;
}

/** The data fields under a node with their `x-authority` (layout nodes looked through). */
function marked(node: Json | undefined): [string, string][] {
  return Object.entries((node?.properties ?? {}) as Json).flatMap(([name, child]: [string, Json]) =>
    child.type === 'void' ? marked(child) : typeof child['x-authority'] === 'string' ? [[name, child['x-authority'] as string]] : []);
}

/** The field authorities of a form screen (or of its inline form `formName`) and its labels. */
export function fieldAuthority(screen: ScreenForm, texts: Texts, formName?: string): FieldAuthority {
  const schema = formName === undefined ? screen.schema : screen.forms?.[formName]?.schema;
  if (!schema) throw new Error(`screen ${screen.code ?? '?'} has no form schema${formName ? ` named ${formName}` : ''}`);
  const common = commonTexts as Texts;
  return {
    fields: new Map(marked(schema)),
    label: (lang, field) => texts[lang]?.fields?.[field] ?? common[lang]?.fields?.[field] ?? field,
  };
}

/** Empty on a form: absent, null or blank. */
const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const DECIMAL = /^-?\d+(\.\d+)?$/;
/** A decimal written without its trailing zeros ('1000.00' and '1000' and 1000 are one amount). */
const decimal = (v: string) => v.replace(/^(-?)0+(?=\d)/, '$1').replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/**
 * Whether a sent value is what the form loaded: blanks alike, amounts by value, texts as the body
 * normalises them (a stored full-width name comes back half-width), lists item by item.
 */
export function sameValue(sent: unknown, stored: unknown): boolean {
  if (empty(sent) || empty(stored)) return empty(sent) && empty(stored);
  if (Array.isArray(sent) || Array.isArray(stored)) {
    return Array.isArray(sent) && Array.isArray(stored) && sent.length === stored.length && sent.every((v, i) => sameValue(v, stored[i]));
  }
  const [a, b] = [normalizeText(String(sent)), normalizeText(String(stored))];
  if (DECIMAL.test(a) && DECIMAL.test(b)) return decimal(a) === decimal(b);
  return a === b;
}

/**
 * The body without the fields the caller may not change, refusing any change to them.
 * `stored` = the record as the form loads it (form field names); undefined when adding.
 */
export async function authorizedFields<T extends Json>(req: FastifyRequest, rules: FieldAuthority, body: T, stored?: Json): Promise<T> {
  const marked = [...rules.fields].filter(([field]) => field in body);
  if (!marked.length) return body;
  const auth = await requestAuthCache(req);
  const user = currentUser(req);
  const out: Json = { ...body };
  const refused: string[] = [];
  for (const [field, url] of marked) {
    if (await auth.holdsAny(user, [url])) continue;
    const unchanged = stored ? sameValue(body[field], stored[field]) : empty(body[field]);
    if (!unchanged) refused.push(field);
    delete out[field];
  }
  if (refused.length) {
    const lang = req.lang as Lang;
    const quote = (s: string) => (lang === 'en-US' ? `"${s}"` : `“${s}”`);
    throw new AppError('form.fieldForbidden', { fields: refused.map((f) => quote(rules.label(lang, f))).join(lang === 'en-US' ? ', ' : '、') })
      .onFields(...refused);
  }
  return out as T;
}
