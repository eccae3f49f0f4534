/**
 * Test and Storybook helpers: an i18next instance with both languages and an engine around
 * a screen. Fakes belong in unit tests and stories only, never in browser tests.
 */
import type { ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { EngineProvider, type EngineServices } from './EngineProvider';
import { ScreenHost, type ScreenHostProps } from './ScreenHost';

export function createTestI18n(lng = 'zh-CN', resources: Record<string, object> = {}): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'zh-CN',
    supportedLngs: ['zh-CN', 'en-US'],
    resources: { 'zh-CN': { translation: resources['zh-CN'] ?? {} }, 'en-US': { translation: resources['en-US'] ?? {} } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export const allowAll: EngineServices['checkAuthority'] = async (urls) => Object.fromEntries(urls.map((u) => [u, true]));

export function EngineHarness({ i18n, children, ...services }: Partial<EngineServices> & { i18n: I18n; children: ReactNode }) {
  const request = services.request ?? (async () => undefined as never);
  return (
    <I18nextProvider i18n={i18n}>
      <EngineProvider {...services} request={request} checkAuthority={services.checkAuthority ?? allowAll}>
        {children}
      </EngineProvider>
    </I18nextProvider>
  );
}

export function screenElement(i18n: I18n, services: Partial<EngineServices>, host: ScreenHostProps) {
  return <EngineHarness i18n={i18n} {...services}><ScreenHost {...host} /></EngineHarness>;
}
