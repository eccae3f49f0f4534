import { lazy, memo, Suspense, useMemo } from 'react';
import { Spin } from 'antd';
import { importWithReload } from '../app/chunk';
import { HOME_CODE } from '../app/routes';
import { loadScreenHost } from './engineChunk';

export { preloadScreen } from './engineChunk';

const HomePage = lazy(importWithReload(() => import('../pages/home/HomePage')));

/** Screens come from the screen engine (renderers/), loaded lazily with the first screen tab. */
const ScreenHost = lazy(() => loadScreenHost().then((m) => ({ default: m.ScreenHost })));

/** Memo: the layout re-renders on badge counts and profile updates; a screen (a whole table) need not. */
export const ScreenSlot = memo(function ScreenSlot({ code, search }: { code: string; search: string }) {
  const params = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      {code === HOME_CODE ? <HomePage /> : <ScreenHost code={code} params={params} />}
    </Suspense>
  );
});
