/** x-options-source: options loaded from an API, labelled and valued by two fields. */
import type { Field, GeneralField } from '@formily/core';
import { untracked } from '@formily/reactive';
import type { Engine } from '../EngineProvider';
import type { Scope } from '../scope';
import { fetchOptions } from '../options';

export type { OptionsSource } from '../options';
import type { OptionsSource } from '../options';

export function optionsReaction(source: OptionsSource, engine: Engine, outer: Scope): (field: GeneralField) => void {
  let started = false;
  return (general) => {
    if (started) return;
    started = true;
    const field = general as Field;
    untracked(() => {
      field.loading = true;
      fetchOptions(source, engine, outer)
        .then((options) => { field.dataSource = options; })
        .catch(() => undefined)
        .finally(() => { field.loading = false; });
    });
  };
}
