import { useEffect, useRef } from 'react';
import { useLatest } from './useLatest';

/**
 * Runs `onSwitch` when the language changes after the first render (not on mount). Lists ask their
 * page again with it: the server words data in the caller's language (route, surcharge and price
 * names, dictionary labels, messages), which re-rendering the texts alone would leave as it was.
 */
export function useLanguageSwitch(lang: string, onSwitch: () => void): void {
  const shown = useRef(lang);
  const latest = useLatest(onSwitch);
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    latest.current();
  }, [lang, latest]);
}
