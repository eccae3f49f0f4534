/**
 * A form screen's request body as JSON Schema, for the server: the route validates the body
 * with the very schema the form was rendered from. Pure; the server imports it (it reads
 * schemas/) and compiles the result with its ajv, which knows `x-validator` (the same named
 * validators as the form's `x-validators`) and `x-normalize` (spec V02 on text).
 *
 *   import screen from '../../../schemas/mn/MN0401_02.json' with { type: 'json' };
 *   body: bodySchemaOf(screen)
 *
 * Fields whose visibility or requiredness depends on linkage (x-reactions) are left optional:
 * Formily neither validates nor sends a hidden field; the handler checks what the linkage says.
 */

type Json = Record<string, any>;

export interface BodySchemaOptions {
  /** Allow properties the form does not have (default true: edit mode sends the record's id ...). */
  additionalProperties?: boolean;
}

const TYPES: Record<string, string | undefined> = {
  object: 'object', array: 'array', string: 'string', number: 'number', boolean: 'boolean', date: 'string', datetime: 'string',
};
const COPIED = ['maxLength', 'minLength', 'maximum', 'minimum', 'maxItems', 'minItems', 'enum'] as const;

function linked(node: Json): boolean {
  return (node['x-reactions'] ?? []).some((r: Json) => [r.fulfill, r.otherwise].some((s) => s && ('visible' in s || 'required' in s || 'hidden' in s)));
}

/** The data properties under a node: void nodes (layout, columns) are looked through. */
function dataChildren(node: Json): [string, Json][] {
  return Object.entries((node.properties ?? {}) as Json).flatMap(([name, child]) =>
    child.type === 'void' ? dataChildren(child) : [[name, child] as [string, Json]]);
}

function fieldSchema(node: Json, options: BodySchemaOptions): Json {
  const type = TYPES[node.type ?? ''];
  const out: Json = type ? { type } : {};
  for (const key of COPIED) if (node[key] !== undefined) out[key] = node[key];
  if (node['x-validators']?.length) out['x-validator'] = node['x-validators'].map((v: Json) => (v.args === undefined ? { name: v.name } : { name: v.name, args: v.args }));
  if (type === 'string') out['x-normalize'] = true;
  if (type === 'object') Object.assign(out, objectSchema(node, options));
  if (type === 'array' && node.items && !Array.isArray(node.items)) out.items = fieldSchema(node.items, options);
  return out;
}

function objectSchema(node: Json, options: BodySchemaOptions): Json {
  const children = dataChildren(node);
  const properties = Object.fromEntries(children.map(([name, child]) => [name, fieldSchema(child, options)]));
  const listed: string[] = Array.isArray(node.required) ? node.required : [];
  const required = [...new Set([...listed, ...children.filter(([, c]) => c.required === true).map(([n]) => n)])]
    .filter((name) => { const child = children.find(([n]) => n === name)?.[1]; return child && !linked(child); });
  const out: Json = { type: 'object', properties };
  if (required.length) out.required = required;
  if (options.additionalProperties === false) out.additionalProperties = false;
  return out;
}

/** The body schema of a form (or dialog) screen. */
export function bodySchemaOf(screen: { code?: string; schema?: Json }, options: BodySchemaOptions = {}): Json {
  if (!screen.schema) throw new Error(`screen ${screen.code ?? '?'} has no form schema`);
  return objectSchema(screen.schema, options);
}
