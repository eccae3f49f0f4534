import { useEffect } from 'react';
import { PageLink } from './PageLink';
import { PublicFrame, SiteBrand } from './PublicFrame';
import { NewsList } from './NewsList';
import { usePublicT } from './texts';

/** The sections of the page, in order; each is an anchor of the in-page menu. */
const SECTIONS = ['home', 'news', 'about', 'network', 'join', 'contact'] as const;
/** Service network (SCREENS.md /index): warehouses in China and overseas, as text keys. */
const NETWORK = {
  china: ['shanghai', 'shenzhen', 'guangzhou'],
  overseas: ['us', 'japan', 'uk', 'italy'],
};
const SERVICES = ['express', 'specialLine', 'warehouse', 'freight'];

/** /index: the public marketing home, plain HTML and CSS (no antd) so it stays light. */
export default function IndexPage() {
  const { t } = usePublicT();
  // Opened as /index#news (the reader's way back): the section is drawn now, so go to it.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  const section = (name: (typeof SECTIONS)[number]) => ({ id: name, 'aria-labelledby': `${name}-title` });
  return (
    <PublicFrame pageTitle={t('indexTitle')}>
      <nav className="pb-anchors" aria-label={t('index.sections')}>
        {SECTIONS.map((s) => (
          <a key={s} href={`#${s}`}>
            {t(`index.${s}.title`)}
          </a>
        ))}
      </nav>

      <section {...section('home')} className="pb-section pb-home">
        <h1 id="home-title">
          <SiteBrand large />
        </h1>
        <p className="pb-hero">{t('entryText')}</p>
        <ul className="pb-cards">
          {SERVICES.map((s) => (
            <li key={s}>
              <strong>{t(`index.home.${s}`)}</strong>
              <span>{t(`index.home.${s}Text`)}</span>
            </li>
          ))}
        </ul>
        <div className="pb-actions">
          <PageLink to="/login">{t('goLogin')}</PageLink>
          <PageLink to="/register">{t('goRegister')}</PageLink>
        </div>
      </section>

      <section {...section('news')} className="pb-section">
        <h2 id="news-title">{t('index.news.title')}</h2>
        <NewsList />
      </section>

      <section {...section('about')} className="pb-section">
        <h2 id="about-title">{t('index.about.title')}</h2>
        <p>{t('index.about.text')}</p>
      </section>

      <section {...section('network')} className="pb-section">
        <h2 id="network-title">{t('index.network.title')}</h2>
        {(Object.keys(NETWORK) as (keyof typeof NETWORK)[]).map((area) => (
          <div key={area} className="pb-network">
            <h3>{t(`index.network.${area}`)}</h3>
            <ul>
              {NETWORK[area].map((place) => (
                <li key={place}>{t(`index.network.${place}`)}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section {...section('join')} className="pb-section">
        <h2 id="join-title">{t('index.join.title')}</h2>
        <p>{t('index.join.text')}</p>
      </section>

      <section {...section('contact')} className="pb-section">
        <h2 id="contact-title">{t('index.contact.title')}</h2>
        <p>{t('index.contact.text')}</p>
        <div className="pb-actions">
          <PageLink to="/login">{t('goLogin')}</PageLink>
          <PageLink to="/register">{t('goRegister')}</PageLink>
        </div>
      </section>
    </PublicFrame>
  );
}
