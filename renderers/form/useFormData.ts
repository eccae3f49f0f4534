/**
 * Create and edit modes: edit loads the record by params (dataSource.load) or starts from the row's
 * fields; a create may start from another record (a load reading other params); submit sends the values.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Form } from '@formily/core';
import { toJS } from '@formily/reactive';
import { useEngine } from '../EngineProvider';
import { useScreen } from '../ScreenContext';
import { applyMapping } from '../scope';
import { useLatest } from '../useLatest';
import { submittedValues } from './fields';
import { placeFieldErrors } from './fieldErrors';

const hasId = (id: unknown) => id !== undefined && id !== null && id !== '';

const paramsRead = (mapping: Record<string, unknown> | undefined): string[] =>
  Object.values(mapping ?? {}).filter((o): o is string => typeof o === 'string' && o.startsWith('params.')).map((o) => o.slice('params.'.length));

/**
 * A load whose mapping reads nothing from the screen's params (`"params": {}`) fetches the
 * caller's own record (XX0201_01 personal information), so the form opens in edit mode.
 */
function ownRecord(mapping: Record<string, unknown> | undefined): boolean {
  return !!mapping && !paramsRead(mapping).length;
}

/**
 * A load whose mapping reads params other than the id (`{"id": "params.copyOf"}`), all given:
 * the form starts from another record's values and still creates one (DD0101_01 copy and order).
 */
function template(mapping: Record<string, unknown> | undefined, params: Record<string, unknown>): boolean {
  const read = paramsRead(mapping);
  return read.length > 0 && !read.includes('id') && read.every((name) => hasId(params[name]));
}

export function useFormData(form: Form) {
  const engine = useEngine();
  const { screen, params, hooks } = useScreen();
  const outer = { params, user: engine.user ?? {} };
  const load = screen.dataSource?.load;
  const copies = !!load && !hasId(params.id) && template(load.params, params);
  const loads = !!load && (hasId(params.id) || ownRecord(load.params) || copies);
  // Without a load, an inline form opened on a row gets the row's fields (its key among them) as params.
  const editing = (loads && !copies) || (!load && hasId(params[screen.rowKey ?? 'id']));
  const [loading, setLoading] = useState(loads);
  const latest = useLatest({ engine, outer, hooks, screen });

  useEffect(() => {
    if (!loads || !load) return;
    let live = true;
    const { engine, outer, hooks, screen } = latest.current;
    const query = load.params ? applyMapping(load.params, outer) : { id: params.id };
    engine.request(load.method, load.url, { params: query })
      .then(async (data) => {
        const shape = screen.transform?.afterLoad ? hooks[screen.transform.afterLoad] : undefined;
        const values = shape ? await shape(data, { params }) : data;
        if (live) form.setInitialValues(values as object);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, loads, load, params.id, latest]);

  /** Validates, then submits; resolves false when invalid, else with the server's reply. */
  const submit = useCallback(async (): Promise<false | { reply: unknown }> => {
    const api = screen.dataSource?.submit;
    if (!api) throw new Error(`screen ${screen.code} has no dataSource.submit`);
    try {
      await form.validate();
    } catch {
      return false;
    }
    const shape = screen.transform?.beforeSubmit ? hooks[screen.transform.beforeSubmit] : undefined;
    const values = submittedValues(toJS(form.values), screen.schema, [screen.rowKey ?? 'id']);
    const data = shape ? await shape(values, { params, editing }) : values;
    if (data === false) return false;
    const query = applyMapping(api.params, { ...outer, values });
    const isGet = api.method === 'GET';
    const onFieldErrors = (fields: Record<string, string>) => placeFieldErrors(form, fields);
    const reply = await engine.request(api.method, api.url, isGet ? { params: { ...query, ...(data as object) }, onFieldErrors } : { params: query, data, onFieldErrors });
    return { reply };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, screen, hooks, engine, params, editing]);

  return { editing, loading, submit };
}
