import { lazy, Suspense, type ComponentType } from 'react';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { importWithReload } from '../app/chunk';
import { HOME_CODE } from '../app/routes';

const HomePage = lazy(importWithReload(() => import('../pages/home/HomePage')));

/**
 * The screen engine lands in renderers/ScreenHost.tsx (another engineer). Until the file
 * exists, this glob is empty and an honest placeholder renders; once it exists, every tab
 * renders <ScreenHost code params /> lazily, with no change here.
 */
const hostModules = import.meta.glob('../../../renderers/ScreenHost.tsx');
const hostLoader = Object.values(hostModules)[0] as (() => Promise<Record<string, unknown>>) | undefined;

type HostProps = { code: string; params: Record<string, string> };
const ScreenHost = hostLoader
  ? lazy(
      importWithReload(async () => {
        const m = await hostLoader();
        return { default: (m.ScreenHost ?? m.default) as ComponentType<HostProps> };
      }),
    )
  : null;

export const screenEngineAvailable = !!ScreenHost;

function Placeholder({ code }: { code: string }) {
  const { t } = useTranslation('common');
  return <Result status="info" title={t('placeholder.title')} subTitle={t('placeholder.subTitle', { code })} data-testid="screen-placeholder" />;
}

export function ScreenSlot({ code, search }: { code: string; search: string }) {
  const params = Object.fromEntries(new URLSearchParams(search));
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      {code === HOME_CODE ? <HomePage /> : ScreenHost ? <ScreenHost code={code} params={params} /> : <Placeholder code={code} />}
    </Suspense>
  );
}
