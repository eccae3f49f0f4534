/**
 * The parts of a screen the lint walks: its actions, form schemas (its own and its inline
 * forms'), columns and every string in it.
 */
import type { Column, Screen } from '../renderers/types.ts';
import { withFieldDefaults } from '../renderers/form/fieldDefaults.ts';
import { resolveRefs } from '../schemas/_meta/refs.ts';

type Json = Record<string, any>;

/** Every action of a screen, wherever it sits: the engine's own list, which asks their authorities. */
export { actionsOf } from '../renderers/authorityUrls.ts';

/** The screen's form schema and its inline forms' schemas. */
export function formSchemasOf(s: Screen): Json[] {
  return [s.schema, ...Object.values(s.forms ?? {}).map((f) => f.schema)].filter((x): x is Json => !!x);
}

export function columnsOf(s: Screen): Column[] {
  return [...(s.columns ?? []), ...(s.subTables ?? []).flatMap((t) => t.columns)];
}

/** Every node of a Formily schema with its property name, as the form renders it (an ordinary field's defaults filled in). */
export function schemaNodes(given: Json | undefined, name?: string): { node: Json; name?: string }[] {
  if (!given) return [];
  const node = name ? withFieldDefaults(given) : resolveRefs(given);
  const own = [{ node, name }];
  const props = Object.entries((node.properties ?? {}) as Json).flatMap(([k, child]) => schemaNodes(child, k));
  const items = node.items && !Array.isArray(node.items) ? schemaNodes(node.items) : [];
  return [...own, ...props, ...items];
}

export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}
