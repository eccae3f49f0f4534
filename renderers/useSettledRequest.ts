/**
 * A request that follows a form as it is filled (live quotes): asked once the body has rested for
 * `settleMs` (typing is not asked key by key), its answer kept with the body it answers, an older
 * answer dropped when a newer body is asked. A null body asks nothing. Failures are silent: the
 * view shows what it has.
 */
import { useEffect, useState } from 'react';
import { useEngine } from './EngineProvider';
import type { Api } from './types';

export function useSettledRequest<T>(api: Pick<Api, 'method' | 'url'>, body: object | null, settleMs = 400): { reply: T | null; loading: boolean; key: string | null } {
  const engine = useEngine();
  const key = body && JSON.stringify(body);
  const [state, setState] = useState<{ key: string; reply: T } | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      (engine.request(api.method, api.url, { data: JSON.parse(key), silent: true }) as Promise<T>)
        .then((reply) => live && setState({ key, reply }))
        .catch(() => live && setState(null))
        .finally(() => live && setLoading(false));
    }, settleMs);
    return () => { live = false; clearTimeout(timer); };
  }, [key, engine, api.method, api.url, settleMs]);
  return { reply: state?.reply ?? null, loading, key: state?.key ?? null };
}
