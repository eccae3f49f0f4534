import type { ReactNode } from 'react';
import { publicApi } from '../../api/public';
import { LangSwitch } from '../login/LangSwitch';
import { PageLink } from './PageLink';
import { usePublicT } from './texts';
import { usePageMeta } from './usePageMeta';
import { usePublicData } from './usePublicData';
import '../login/login.css';
import './public.css';

/**
 * The site's name and logo from mn/0000/site/info; the app name until it answers. The logo's box
 * is there from the start (nothing moves when it arrives) and any uploaded logo fits it whole.
 */
export function SiteBrand({ large = false }: { large?: boolean }) {
  const { t } = usePublicT();
  const site = usePublicData(publicApi.siteInfo);
  return (
    <span className={large ? 'pb-site pb-site-large' : 'pb-site'} data-testid="site-brand">
      {site?.logo ? <img src={`data:image/png;base64,${site.logo}`} alt="" className="pb-logo" /> : <span className="pb-logo" aria-hidden="true" />}
      <span className="pb-site-name">{site?.siteName || t('appName')}</span>
    </span>
  );
}

/**
 * The frame of the public pages: brand, zh/en switch, home, login and register links. `title` is
 * the page's heading; `pageTitle` (default: the title) names the page in the tab and in search results.
 */
export function PublicFrame({ title, pageTitle, children }: { title?: string; pageTitle?: string; children?: ReactNode }) {
  const { t, locale, setLocale } = usePublicT();
  usePageMeta(pageTitle ?? title ?? '', t('appName'), t('metaDescription'));
  return (
    <div className="pb-page">
      <header className="pb-top">
        <PageLink to="/" className="pb-brand">
          <SiteBrand />
        </PageLink>
        <nav className="pb-nav" aria-label={t('siteNav')}>
          <PageLink to="/index">{t('indexTitle')}</PageLink>
          <PageLink to="/login">{t('goLogin')}</PageLink>
          <PageLink to="/register">{t('goRegister')}</PageLink>
        </nav>
        <LangSwitch locale={locale} onChange={setLocale} label={t('switchLanguage')} />
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
  const { t } = usePublicT();
  return (
    <PublicFrame title={t(titleKey)}>
      <p className="pb-pending">{t('pending')}</p>
    </PublicFrame>
  );
}
