import type { ReactNode } from 'react';
import type { LiteT } from '../../i18n/lite';
import type { Locale } from '../../i18n/locale';
import { usePageMeta } from '../public/usePageMeta';
import { LangSwitch } from './LangSwitch';
import './login.css';

/** The frame of the light public pages (login, phone login): no antd. */
export function LoginLayout({ t, locale, setLocale, title, children }: { t: LiteT; locale: Locale; setLocale: (l: Locale) => void; title: string; children: ReactNode }) {
  usePageMeta(title, t('appName'), t('metaDescription'));
  return (
    <div className="lg-page">
      <header className="lg-top">
        <span className="lg-brand">{t('appName')}</span>
        <LangSwitch locale={locale} onChange={setLocale} label={t('switchLanguage')} />
      </header>
      <main className="lg-main">
        <section className="lg-hero" aria-hidden="true">
          <h2>{t('appName')}</h2>
          <p>{t('subtitle')}</p>
        </section>
        <section className="lg-card" aria-labelledby="lg-title">
          <h1 id="lg-title">{title}</h1>
          {children}
        </section>
      </main>
    </div>
  );
}
