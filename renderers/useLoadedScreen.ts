import { useEffect, useState } from 'react';
import { useEngine } from './EngineProvider';
import { registerScreenLocale, useI18nInstance } from './i18n';
import { loadScreen, loadedScreen, type LoadedScreen } from './loader';

export type LoadState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; error: Error }
  | { status: 'ready'; loaded: LoadedScreen };

/** Loads a screen with its hooks and texts; the texts are in i18next before the first render. */
export function useLoadedScreen(code: string): LoadState {
  const engine = useEngine();
  const i18n = useI18nInstance();
  // Already loaded by the shell's preload: ready in the first render (no spinner commit first).
  const [state, setState] = useState<LoadState>(() => {
    const ready = engine.loadScreen ? undefined : loadedScreen(code);
    if (ready) registerScreenLocale(i18n, code, ready.locale);
    return ready ? { status: 'ready', loaded: ready } : { status: 'loading' };
  });
  useEffect(() => {
    let live = true;
    const ready = engine.loadScreen ? undefined : loadedScreen(code);
    if (ready) {
      registerScreenLocale(i18n, code, ready.locale);
      setState((s) => (s.status === 'ready' && s.loaded === ready ? s : { status: 'ready', loaded: ready }));
      return;
    }
    setState({ status: 'loading' });
    (engine.loadScreen ?? loadScreen)(code).then(
      (loaded) => {
        if (!live) return;
        if (loaded) registerScreenLocale(i18n, code, loaded.locale);
        setState(loaded ? { status: 'ready', loaded } : { status: 'missing' });
      },
      (error: Error) => live && setState({ status: 'failed', error }),
    );
    return () => { live = false; };
  }, [code, engine.loadScreen, i18n]);
  return state;
}
