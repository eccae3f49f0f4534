/** Remote options (a form's x-options-source, a list column's optionsSource): no Formily here, lists use it too. */
import type { Engine } from './EngineProvider';
import { applyMapping, getPath, type Scope } from './scope';
import type { HttpMethod, Mapping } from './types';

export interface OptionsSource {
  method?: HttpMethod;
  url: string;
  params?: Mapping;
  labelField: string;
  valueField: string;
  /** Where the array is in the reply (default: the reply, or reply.list). */
  path?: string;
}

/** Loads the options once: [{label, value}]. */
export async function fetchOptions(source: OptionsSource, engine: Engine, outer: Scope): Promise<{ label: unknown; value: unknown }[]> {
  const reply = await engine.request(source.method ?? 'GET', source.url, { params: applyMapping(source.params, outer) });
  const raw = source.path ? getPath({ reply }, `reply.${source.path}`) : reply;
  const list = (Array.isArray(raw) ? raw : (raw as { list?: unknown[] })?.list ?? []) as Record<string, unknown>[];
  return list.map((row) => ({ label: row[source.labelField], value: row[source.valueField] }));
}

