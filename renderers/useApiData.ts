/** Loads named dataSource entries (detail and dashboard): params mapped from the screen's params. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngine } from './EngineProvider';
import { useScreen } from './ScreenContext';
import { applyMapping } from './scope';
import { useLatest } from './useLatest';
import { useLanguageSwitch } from './useLanguageSwitch';

export function useApiData(names: string[]) {
  const engine = useEngine();
  const { screen, params, hooks } = useScreen();
  const [data, setData] = useState<Record<string, any>>({});
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const key = names.join(',');
  const latest = useLatest({ engine, hooks });
  useEffect(() => {
    let live = true;
    const { engine, hooks } = latest.current;
    const outer = { params, user: engine.user ?? {} };
    const calls = names.map(async (name) => {
      const api = screen.dataSource?.[name];
      if (!api) throw new Error(`screen ${screen.code} has no dataSource.${name}`);
      const query = api.params ? applyMapping(api.params, outer) : name === 'load' && params.id !== undefined ? { id: params.id } : {};
      const reply = await engine.request(api.method, api.url, { params: query });
      const shape = name === 'load' && screen.transform?.afterLoad ? hooks[screen.transform.afterLoad] : undefined;
      return [name, shape ? await shape(reply, { params }) : reply] as const;
    });
    setLoading(true);
    Promise.all(calls).then((pairs) => live && setData(Object.fromEntries(pairs)))
      .catch(() => undefined).finally(() => live && setLoading(false));
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, screen, params, version, latest]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Loaded again on a language switch: the answer may hold data the server words in the caller's language.
  useLanguageSwitch(useTranslation().i18n.language, reload);
  return { data, loading, reload };
}
