/**
 * Hostile values for every field a route takes, and a valid value for the fields around it, so a
 * probe reaches the handler unless the probed field itself is refused (tests/api/route-bounds.test.ts).
 */
import { validatorCompiler } from '../../src/server/platform/validation';
import '../../src/server/platform/formats';
import '../../src/server/platform/schemaBounds';
import type { JsonSchema } from '../../src/server/platform/route';

type Schema = JsonSchema & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minItems?: number;
};

/** The values an attacker tries: past int4, past every column, below every id, and NUL in text. */
export const NUMBER_PROBES = [2147483648, 1e308, -1] as const;
export const TEXT_PROBES = ['\u0000', 'a\u0000b'] as const;

const validates = (schema: Schema, value: unknown, part: 'body' | 'querystring'): boolean => {
  try {
    const fn = validatorCompiler({ schema, httpPart: part, method: 'POST', url: '/' } as never) as unknown as (v: unknown) => boolean;
    return fn(structuredClone(value)) === true;
  } catch {
    return false;
  }
};

const branches = (s: Schema): Schema[] => [...(s.anyOf ?? []), ...(s.oneOf ?? [])];

/** Every JSON type a schema (or one of its anyOf/oneOf branches) accepts. */
export function typesOf(s: Schema): Set<string> {
  const out = new Set<string>();
  for (const t of Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) out.add(t);
  if (s.enum) for (const v of s.enum) out.add(typeof v === 'number' ? 'number' : typeof v);
  for (const b of branches(s)) for (const t of typesOf(b)) out.add(t);
  if (!out.size && s.properties) out.add('object');
  return out;
}

const TEXT_SAMPLES = ['US', 'a', '1', '2026-11-01', '2026-11-01 00:00:00', '13800138000', 'someone@example.com', 'Abc@12345678', 'http://example.com', '0.5', 'A1'];

function candidates(s: Schema): unknown[] {
  const out: unknown[] = [];
  if (s.const !== undefined) out.push(s.const);
  if (s.default !== undefined) out.push(s.default);
  for (const v of s.enum ?? []) if (v !== '') out.push(v);
  const types = typesOf(s);
  // Ids far from any seeded row: a probe that gets through must not change a real record.
  if (types.has('integer') || types.has('number')) out.push(999999, 1000, 100, 1, 0);
  if (types.has('number')) out.push(0.5);
  if (types.has('string')) out.push(...TEXT_SAMPLES);
  if (types.has('boolean')) out.push(false);
  if (types.has('array')) out.push([sample(s.items ?? {}, 'body')]);
  if (types.has('object')) out.push(sampleObject(s));
  for (const b of branches(s)) out.push(...candidates(b));
  if (types.has('null')) out.push(null);
  return out;
}

/** A value the schema accepts when one of the tries fits (else the first try). */
export function sample(s: Schema, part: 'body' | 'querystring' = 'body'): unknown {
  const all = candidates(s);
  return all.find((v) => validates(s, v, part)) ?? all[0];
}

/** The required properties of an object schema, each with an accepted value. */
export function sampleObject(s: Schema, part: 'body' | 'querystring' = 'body'): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of s.required ?? []) if (s.properties?.[name]) out[name] = sample(s.properties[name], part);
  return out;
}

export interface Probe {
  /** The field as a refusal names it: `id`, `ids/0`, `zones/0/country`. */
  field: string;
  value: unknown;
  /** A value the schema must refuse by its own bounds (past int4 for an integer, 1e308 for any number, NUL in text). */
  outOfBounds: boolean;
  /** The request's input with the probe placed in it. */
  input: Record<string, unknown>;
}

function valueProbes(s: Schema): { value: unknown; outOfBounds: boolean }[] {
  const types = typesOf(s);
  const out: { value: unknown; outOfBounds: boolean }[] = [];
  if (types.has('integer') || types.has('number')) {
    for (const v of NUMBER_PROBES) out.push({ value: v, outOfBounds: v !== -1 });
  }
  if (types.has('string')) for (const v of TEXT_PROBES) out.push({ value: v, outOfBounds: true });
  return out;
}

/** Probes of every property of an object schema, one level into arrays and their objects. */
export function probesOf(s: Schema, part: 'body' | 'querystring'): { baseline: Record<string, unknown>; valid: boolean; probes: Probe[] } {
  const baseline = sampleObject(s, part);
  const probes: Probe[] = [];
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    for (const p of valueProbes(prop)) probes.push({ field: name, ...p, input: { ...baseline, [name]: p.value } });
    const items = prop.items;
    if (items && typesOf(prop).has('array')) {
      for (const p of valueProbes(items)) probes.push({ field: `${name}/0`, ...p, input: { ...baseline, [name]: [p.value] } });
      for (const [sub, subSchema] of Object.entries(items.properties ?? {})) {
        const item = sampleObject(items, part);
        for (const p of valueProbes(subSchema)) probes.push({ field: `${name}/0/${sub}`, ...p, input: { ...baseline, [name]: [{ ...item, [sub]: p.value }] } });
      }
    }
  }
  return { baseline, valid: validates(s, baseline, part), probes };
}

/** A query value as a URL would carry it ('1e308', not '1e+308'). */
export const queryText = (v: unknown): string => (v === 1e308 ? '1e308' : String(v));
