import { PageLink } from './PageLink';
import { PublicFrame, SiteBrand } from './PublicFrame';
import { usePublicT } from './texts';

/** `/` on the configured hosts: the site's name and logo, and the ways in. */
export default function EntryPage() {
  const { t } = usePublicT();
  return (
    <PublicFrame pageTitle={t('entryTitle')}>
      <h1 className="pb-entry">
        <SiteBrand large />
      </h1>
      <p className="pb-hero">{t('entryText')}</p>
      <div className="pb-actions">
        <PageLink to="/login">{t('goLogin')}</PageLink>
        <PageLink to="/register">{t('goRegister')}</PageLink>
        <PageLink to="/index">{t('entryMore')}</PageLink>
      </div>
    </PublicFrame>
  );
}
