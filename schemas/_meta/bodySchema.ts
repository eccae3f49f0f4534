/**
 * A form's request body as JSON Schema, for the server: the route validates the body with the
 * very schema the form was rendered from. Pure; the server imports it (it reads schemas/) and
 * compiles the result with its ajv, which knows `x-validator` (the same named validators as the
 * form's `x-validators`) and `x-normalize` (spec V02 on text).
 *
 *   import screen from '../../../schemas/mn/MN0401_02.json' with { type: 'json' };
 *   body: bodySchemaOf(screen)                  // a form screen
 *   body: bodySchemaOf(list, 'rowEdit')         // one of a screen's inline forms (`forms`)
 *
 * - Fields whose visibility or requiredness depends on linkage (x-reactions) are left optional:
 *   Formily neither validates nor sends a hidden field; the handler checks what the linkage says.
 * - A field the form does not require may be sent as null (a cleared field on edit).
 * - Display-only fields (`x-pattern: readPretty`) are not part of a body.
 * - A required text must not be blank (the `required` validator, as the form's required rule).
 * - `x-dictionary` fields take only the dictionary's values (the options the form offers, `omit` left out).
 * - A `DatePicker` field is a time (`x-time`): an instant, or the business zone's wall time the
 *   picker sends; the handler gets the instant. With `format: date` it is a calendar day
 *   ('YYYY-MM-DD'), taken as picked.
 * - Fields a form sends without showing them (the record's id, the parent's id) are declared in
 *   the form as hidden fields (`x-display: hidden`), so they are part of the body like any other.
 */
import { getDictionary } from '../../src/domain/dictionaries/index';
import { resolveRefs } from './refs';

type Json = Record<string, any>;

export interface BodySchemaOptions {
  /** Allow properties the form does not have (default true). Routes pass false: a body is the form. */
  additionalProperties?: boolean;
}

const TYPES: Record<string, string | undefined> = {
  object: 'object', array: 'array', string: 'string', number: 'number', boolean: 'boolean', date: 'string', datetime: 'string',
};
const COPIED = ['maxLength', 'minLength', 'maximum', 'minimum', 'maxItems', 'minItems', 'enum', 'format'] as const;

function linked(node: Json): boolean {
  return (node['x-reactions'] ?? []).some((r: Json) => [r.fulfill, r.otherwise].some((s) => s && ('visible' in s || 'required' in s || 'hidden' in s)));
}

/** The data properties under a node: void nodes (layout, columns) are looked through, display-only fields left out. */
function dataChildren(node: Json): [string, Json][] {
  return Object.entries((node.properties ?? {}) as Json).flatMap(([name, child]) =>
    child.type === 'void' ? dataChildren(child) : child['x-pattern'] === 'readPretty' ? [] : [[name, child] as [string, Json]]);
}

/** The values an `x-dictionary` offers: a dictionary's name, or `{name, omit}` (part of it). */
function dictionaryValues(ref: string | { name: string; omit?: string[] }): string[] {
  const { name, omit = [] } = typeof ref === 'string' ? { name: ref } : ref;
  const dictionary = getDictionary(name);
  if (!dictionary) throw new Error(`x-dictionary ${name}: no such dictionary`);
  return dictionary.items.map((i) => i.value).filter((v) => !omit.includes(v));
}

function validatorsOf(node: Json, required: boolean): Json[] {
  const named = ((node['x-validators'] ?? []) as Json[]).map((v) => (v.args === undefined ? { name: v.name } : { name: v.name, args: v.args }));
  return required && TYPES[node.type ?? ''] === 'string' && !named.some((v) => v.name === 'required') ? [{ name: 'required' }, ...named] : named;
}

function fieldSchema(node: Json, required: boolean, options: BodySchemaOptions): Json {
  const type = TYPES[node.type ?? ''];
  const out: Json = type ? { type: required ? type : [type, 'null'] } : {};
  for (const key of COPIED) if (node[key] !== undefined) out[key] = node[key];
  if (node['x-dictionary']) out.enum = dictionaryValues(node['x-dictionary']);
  // A form's options written with their labels ({"value": "sea", "label": "enums.sea"}) send their values.
  else if (Array.isArray(out.enum)) out.enum = out.enum.map((o: unknown) => (o && typeof o === 'object' && 'value' in o ? (o as Json).value : o));
  if (out.enum && !required) out.enum = [...out.enum, null];
  const named = validatorsOf(node, required);
  if (named.length) out['x-validator'] = named;
  if (type === 'string') out['x-normalize'] = true;
  // A picker's zone-less wall text is read on the business zone's clock and reaches the handler as
  // an instant (the server's ajv keyword x-time, src/domain/time).
  // A calendar day (`format: date`, 'YYYY-MM-DD') is no instant: it reaches the handler as picked.
  if (type === 'string' && node['x-component'] === 'DatePicker' && node.format !== 'date') out['x-time'] = true;
  if (type === 'object') Object.assign(out, objectSchema(node, options), { type: out.type });
  if (type === 'array' && node.items && !Array.isArray(node.items)) out.items = fieldSchema(node.items, true, options);
  return out;
}

function requiredNames(node: Json, children: [string, Json][]): string[] {
  const listed: string[] = Array.isArray(node.required) ? node.required : [];
  return [...new Set([...listed, ...children.filter(([, c]) => c.required === true).map(([n]) => n)])]
    .filter((name) => { const child = children.find(([n]) => n === name)?.[1]; return child && !linked(child); });
}

function objectSchema(node: Json, options: BodySchemaOptions): Json {
  const children = dataChildren(node);
  const required = requiredNames(node, children);
  const properties = Object.fromEntries(children.map(([name, child]) => [name, fieldSchema(child, required.includes(name), options)]));
  const out: Json = { type: 'object', properties };
  if (required.length) out.required = required;
  if (options.additionalProperties === false) out.additionalProperties = false;
  return out;
}

interface ScreenLike {
  code?: string;
  schema?: Json;
  forms?: Record<string, { schema?: Json }>;
}

/** The body schema of a form (or dialog) screen, or of its inline form `formName`. */
export function bodySchemaOf(screen: ScreenLike, formName?: string, options?: BodySchemaOptions): Json;
export function bodySchemaOf(screen: ScreenLike, options?: BodySchemaOptions): Json;
export function bodySchemaOf(screen: ScreenLike, formOrOptions?: string | BodySchemaOptions, maybeOptions: BodySchemaOptions = {}): Json {
  const formName = typeof formOrOptions === 'string' ? formOrOptions : undefined;
  const options = typeof formOrOptions === 'object' ? formOrOptions : maybeOptions;
  const schema = resolveRefs(formName === undefined ? screen.schema : screen.forms?.[formName]?.schema);
  if (!schema) throw new Error(`screen ${screen.code ?? '?'} has no form schema${formName ? ` named ${formName}` : ''}`);
  return objectSchema(schema, options);
}
