/**
 * The body schema of a save route: the form's own schema (schemas/_meta/bodySchema.ts), closed
 * to properties the form does not have. A route that takes what a screen's form sends uses
 * this, so the server checks the very rules the client ran and the two cannot drift
 * (tests/api/form-bodies.test.ts holds every such route to it).
 */
import { bodySchemaOf } from '../../../schemas/_meta/bodySchema';
import type { JsonSchema } from './route';

type Screen = Parameters<typeof bodySchemaOf>[0];

export interface FormBodyOptions {
  /**
   * The record's id travels with the values when the form edits a row (a list's inline form, a
   * form loaded by `params.id`): absent or null adds, a positive integer edits. 'required': the
   * form only edits (a screen that changes part of an existing record).
   */
  id?: boolean | 'required';
  /**
   * Fields the screen's `beforeSubmit` hook sends in another shape than the form edits them (a
   * postcode text sent as ranges, a price form's rows sent as zones): the schema of what is sent
   * replaces the form field of that name (null leaves the field out; a new name adds one). Only
   * for what a hook reshapes: every other field keeps the form's own rules.
   */
  sent?: Record<string, JsonSchema | null>;
  /** Sent fields the body must have (what a required form field becomes once reshaped). */
  sentRequired?: string[];
  /** Only these fields of the form (a scan screen's lookup sends its scan box and the fields it keeps). */
  only?: string[];
}

const ID = { type: ['integer', 'null'], minimum: 1 };
const EDITED_ID = { type: 'integer', minimum: 1 };

export function formBody(screen: Screen, formName?: string, options: FormBodyOptions = {}): JsonSchema {
  const body = options.only ? onlyFields(bodySchemaOf(screen, formName, { additionalProperties: false }), options.only) : bodySchemaOf(screen, formName, { additionalProperties: false });
  if (!options.id && !options.sent && !options.sentRequired) return body;
  const properties: Record<string, JsonSchema> = { ...(options.id ? { id: options.id === 'required' ? EDITED_ID : ID } : {}), ...(body.properties as Record<string, JsonSchema>) };
  for (const [name, schema] of Object.entries(options.sent ?? {})) {
    if (schema) properties[name] = schema;
    else delete properties[name];
  }
  const { required: formRequired, ...rest } = body;
  const required = [...(options.id === 'required' ? ['id'] : []), ...((formRequired ?? []) as string[]).filter((name) => name in properties), ...(options.sentRequired ?? [])];
  if (options.id === true && required.length) {
    // An edit sends what it changes (the handler merges the stored row); what it sends is checked
    // by the form's rules all the same, and a required field sent blank is refused.
    return { ...rest, properties, if: { required: ['id'], properties: { id: { type: 'integer' } } }, else: { required } };
  }
  return { ...rest, properties, ...(required.length ? { required } : {}) };
}

function onlyFields(body: JsonSchema, names: string[]): JsonSchema {
  const properties = body.properties as Record<string, JsonSchema>;
  for (const n of names) if (!(n in properties)) throw new Error(`formBody only: the form has no field ${n}`);
  const required = ((body.required ?? []) as string[]).filter((n) => names.includes(n));
  return { ...body, properties: Object.fromEntries(names.map((n) => [n, properties[n]])), required };
}
