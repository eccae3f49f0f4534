/** x-options-source: options loaded from an API, labelled and valued by two fields. */
import type { Field, GeneralField } from '@formily/core';
import { untracked } from '@formily/reactive';
import type { Engine } from '../EngineProvider';
import { applyMapping, getPath, type Scope } from '../scope';
import type { HttpMethod, Mapping } from '../types';

export interface OptionsSource {
  method?: HttpMethod;
  url: string;
  params?: Mapping;
  labelField: string;
  valueField: string;
  /** Where the array is in the reply (default: the reply, or reply.list). */
  path?: string;
}

export function optionsReaction(source: OptionsSource, engine: Engine, outer: Scope): (field: GeneralField) => void {
  let started = false;
  return (general) => {
    if (started) return;
    started = true;
    const field = general as Field;
    untracked(() => {
      field.loading = true;
      engine.request(source.method ?? 'GET', source.url, { params: applyMapping(source.params, outer) })
        .then((reply: unknown) => {
          const raw = source.path ? getPath({ reply }, `reply.${source.path}`) : reply;
          const list = (Array.isArray(raw) ? raw : (raw as { list?: unknown[] })?.list ?? []) as Record<string, unknown>[];
          field.dataSource = list.map((row) => ({ label: row[source.labelField], value: row[source.valueField] }));
        })
        .catch(() => undefined)
        .finally(() => { field.loading = false; });
    });
  };
}
