import type { Mapping, Operand } from './types';

/** The values a condition or a mapping can reach: record, $deps, user, params, form ... */
export type Scope = Record<string, unknown>;

/** Reads `a.b.0.c` from a scope; undefined when any step is missing. */
export function getPath(scope: Scope, path: string): unknown {
  let value: unknown = scope;
  for (const step of path.split('.')) {
    if (value === null || value === undefined) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

export function isConst(operand: Operand): operand is { const: unknown } {
  return typeof operand === 'object' && operand !== null && 'const' in operand;
}

/** A path string reads the scope; {"const": x} is x. */
export function resolve(operand: Operand, scope: Scope): unknown {
  return isConst(operand) ? operand.const : getPath(scope, operand);
}

/** Builds an object whose keys take the mapped values; undefined values are left out. */
export function applyMapping(mapping: Mapping | undefined, scope: Scope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, operand] of Object.entries(mapping ?? {})) {
    const value = resolve(operand, scope);
    if (value !== undefined) out[key] = value;
  }
  return out;
}
