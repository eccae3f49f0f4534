/**
 * Bounds every route's input schema gets at registration (app.ts), so a value no column can hold
 * is refused with the usual field message instead of reaching the database as an error:
 *
 * - a number or integer without its own `maximum`/`minimum` is held to int4: ids, page numbers,
 *   counts and sort orders are int4 columns or offsets computed from them, and a form's number
 *   field is one of those (its ids are `number` to Formily) or a price far below 2^31; 2147483648
 *   or 1e308 (an "integer" to JSON) is refused. A field meant to be larger says so with its own
 *   `maximum`;
 * - a string (not an enum or const) refuses NUL: PostgreSQL text cannot hold it, and no screen
 *   sends it (`"x-no-nul": true`, an ajv keyword added here).
 *
 * The bounds are written into the schema itself, so the OpenAPI document shows them and
 * tests/api/openapi.test.ts holds every number and string of it to them.
 */
import { onAjv } from './validation';
import type { JsonSchema } from './route';

export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;
export const X_NO_NUL = 'x-no-nul';

type Schema = Record<string, unknown>;

const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : []);
const has = (s: Schema, key: string) => s[key] !== undefined;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Subschemas that describe (part of) the value: bounded as well. `not` and `if` are left as written (a bound there would turn meaning round). */
const SCHEMA_KEYS = ['items', 'additionalProperties', 'then', 'else', 'contains'] as const;
const SCHEMA_LIST_KEYS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const SCHEMA_MAP_KEYS = ['properties', 'patternProperties'] as const;

/** A copy of an input schema with the platform's bounds added where the schema has none. */
export function withBounds<T extends JsonSchema | undefined>(schema: T): T {
  if (!isSchema(schema)) return schema;
  const out: Schema = { ...schema };
  const types = typesOf(out);
  const enumerated = has(out, 'enum') || has(out, 'const');
  if (!enumerated && (types.includes('integer') || types.includes('number'))) {
    if (!has(out, 'maximum') && !has(out, 'exclusiveMaximum')) out.maximum = INT4_MAX;
    if (!has(out, 'minimum') && !has(out, 'exclusiveMinimum')) out.minimum = INT4_MIN;
  }
  if (!enumerated && types.includes('string')) out[X_NO_NUL] = true;
  for (const key of SCHEMA_KEYS) if (isSchema(out[key])) out[key] = withBounds(out[key] as Schema);
  for (const key of SCHEMA_LIST_KEYS) if (Array.isArray(out[key])) out[key] = (out[key] as Schema[]).map((s) => withBounds(s));
  for (const key of SCHEMA_MAP_KEYS) {
    if (isSchema(out[key])) out[key] = Object.fromEntries(Object.entries(out[key] as Record<string, Schema>).map(([k, s]) => [k, withBounds(s)]));
  }
  return out as T;
}

onAjv((ajv) => {
  if (ajv.getKeyword(X_NO_NUL)) return;
  ajv.addKeyword({
    keyword: X_NO_NUL,
    schemaType: 'boolean',
    errors: true,
    validate: function noNul(on: boolean, data: unknown) {
      return !on || typeof data !== 'string' || !data.includes('\u0000');
    },
  });
});
