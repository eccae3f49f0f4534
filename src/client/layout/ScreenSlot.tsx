import { lazy, Suspense, useMemo } from 'react';
import { Spin } from 'antd';
import { importWithReload } from '../app/chunk';
import { HOME_CODE } from '../app/routes';

const HomePage = lazy(importWithReload(() => import('../pages/home/HomePage')));

/** Screens come from the screen engine (renderers/), loaded lazily with the first screen tab. */
const loadHost = importWithReload(() => import('@renderers/ScreenHost'));
const ScreenHost = lazy(() => loadHost().then((m) => ({ default: m.ScreenHost })));

/**
 * Starts the engine and a screen's chunks (JSON, hooks, texts, its kind's renderer) now: the
 * shell calls it with the address it opened on, while the menu and the user info still load.
 */
export function preloadScreen(code: string): void {
  loadHost().then((m) => m.preloadScreen(code), () => undefined);
}

export function ScreenSlot({ code, search }: { code: string; search: string }) {
  const params = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      {code === HOME_CODE ? <HomePage /> : <ScreenHost code={code} params={params} />}
    </Suspense>
  );
}
