import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/useLiteT';

/**
 * Loads public data and loads it again when the language changes (the server answers texts
 * such as the site name in the request's language). `undefined` while loading, `null` on failure.
 */
export function usePublicData<T>(load: () => Promise<T>, deps: unknown[] = []): T | null | undefined {
  const locale = useLocale();
  const [data, setData] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    load()
      .then((d) => live && setData(d))
      .catch(() => live && setData(null));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, ...deps]);
  return data;
}
