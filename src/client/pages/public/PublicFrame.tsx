import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { setLocale, type Locale } from '../../i18n/locale';
import { publicApi } from '../../api/public';
import { usePublicData } from './usePublicData';
import './public.css';

/** The site's name and logo from mn/0000/site/info; the app name until it answers. */
export function SiteBrand({ large = false }: { large?: boolean }) {
  const { t } = useTranslation('common');
  const site = usePublicData(publicApi.siteInfo);
  return (
    <span className={large ? 'pb-site pb-site-large' : 'pb-site'} data-testid="site-brand">
      {site?.logo && <img src={`data:image/png;base64,${site.logo}`} alt="" className="pb-logo" />}
      <span className="pb-site-name">{site?.siteName || t('appName')}</span>
    </span>
  );
}

/** The frame of the public pages: brand, zh/en switch, home, login and register links. */
export function PublicFrame({ title, children }: { title?: string; children?: ReactNode }) {
  const { t, i18n } = useTranslation(['public', 'common']);
  const locale = i18n.language as Locale;
  return (
    <div className="pb-page">
      <header className="pb-top">
        <Link to="/" className="pb-brand">
          <SiteBrand />
        </Link>
        <nav className="pb-nav">
          <Link to="/index">{t('indexTitle')}</Link>
          <Link to="/login">{t('goLogin')}</Link>
          <Link to="/register">{t('goRegister')}</Link>
          <button type="button" className={locale === 'zh-CN' ? 'on' : ''} onClick={() => setLocale('zh-CN')} lang="zh-CN">
            中文
          </button>
          <button type="button" className={locale === 'en-US' ? 'on' : ''} onClick={() => setLocale('en-US')} lang="en">
            English
          </button>
        </nav>
      </header>
      <main className="pb-main">
        {title && <h1>{title}</h1>}
        {children}
      </main>
    </div>
  );
}

/** An honest placeholder for a public page not built yet. */
export function PendingPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('public');
  return (
    <PublicFrame title={t(titleKey)}>
      <p className="pb-pending">{t('pending')}</p>
    </PublicFrame>
  );
}
