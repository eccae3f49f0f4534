/**
 * The options of a list's optionsSource columns, loaded on mount and again on a language switch
 * (the server translates the labels): the search select offers them and the cell shows the label.
 */
import { useEffect, useState } from 'react';
import type { Column } from '../types';
import type { OptionsSource } from '../options';

export type Option = { label: unknown; value: unknown };
export type ColumnOptions = Record<string, Option[]>;

export function useColumnOptions(columns: Column[] | undefined, load: (source: OptionsSource) => Promise<Option[]>, lang: string): ColumnOptions {
  const [options, setOptions] = useState<ColumnOptions>({});
  useEffect(() => {
    let current = true;
    for (const column of columns ?? []) {
      if (!column.optionsSource) continue;
      load(column.optionsSource)
        .then((list) => { if (current) setOptions((o) => ({ ...o, [column.name]: list })); })
        .catch(() => undefined);
    }
    return () => { current = false; };
    // load changes with the engine and params; the columns with the screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, lang]);
  return options;
}

/** The option label of a value (or of each value of an array); the value itself when unknown. */
export function optionLabel(options: Option[] | undefined, value: unknown): unknown {
  if (!options) return value;
  const one = (v: unknown) => options.find((o) => String(o.value) === String(v))?.label ?? v;
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}
