/** x-options-source: options loaded from an API, labelled and valued by two fields. */
import type { Field, GeneralField } from '@formily/core';
import { untracked } from '@formily/reactive';
import type { Engine } from '../EngineProvider';
import type { Scope } from '../scope';
import { fetchOptions } from '../options';

export type { OptionsSource } from '../options';
import type { OptionsSource } from '../options';

/**
 * Loads the options when the field appears and again after a language switch (`language` is
 * observed: the server translates the labels); only the latest answer is kept.
 */
export function optionsReaction(source: OptionsSource, engine: Engine, outer: Scope, language: () => string): (field: GeneralField) => void {
  let loadedFor: string | undefined;
  let latest = 0;
  return (general) => {
    const lang = language();
    if (lang === loadedFor) return;
    loadedFor = lang;
    const field = general as Field;
    const ticket = ++latest;
    untracked(() => {
      field.loading = true;
      fetchOptions(source, engine, outer)
        .then((options) => { if (ticket === latest) field.dataSource = options; })
        .catch(() => undefined)
        .finally(() => { if (ticket === latest) field.loading = false; });
    });
  };
}
