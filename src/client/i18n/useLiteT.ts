import { useEffect, useMemo, useState } from 'react';
import { getLocale, onLocaleChange, setLocale, type Locale } from './locale';
import { makeT, type LiteT, type Resources } from './lite';

/** The stored locale, following its switch (no i18next). */
export function useLocale(): Locale {
  const [locale, setCurrent] = useState<Locale>(getLocale);
  useEffect(() => onLocaleChange(setCurrent), []);
  return locale;
}

/** The light pages' translator: follows the stored locale and its switch. */
export function useLiteT(resources: Record<Locale, Resources>): { t: LiteT; locale: Locale; setLocale: (l: Locale) => void } {
  const locale = useLocale();
  const t = useMemo(() => makeT(resources, locale), [resources, locale]);
  return { t, locale, setLocale };
}
