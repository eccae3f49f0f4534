import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';

/** A screen's title by code; follows the language and the screen's texts arriving later. */
export function ScreenTitle({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18n.store.on('added', bump);
    return () => i18n.store.off('added', bump);
  }, [i18n]);
  const key = `screens.${code}.title`;
  return <>{i18n.exists(key) ? t(key) : code}</>;
}
