import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab names the open screen, then the product ("客户管理 · 跨境物流管理平台"), in the
 * user's language; the product alone while nothing is open yet. `screenName` comes from the menu
 * (which the server answers in the user's language).
 */
export function documentTitle(screenName: string | null | undefined, appName: string): string {
  return screenName ? `${screenName} · ${appName}` : appName;
}

export function useDocumentTitle(screenName: string | null | undefined): void {
  const { t, i18n } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = documentTitle(screenName, appName);
  }, [screenName, appName, i18n.language]);
}
