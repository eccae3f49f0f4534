import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame, SiteBrand } from './PublicFrame';

/** `/` on the configured hosts: the site's name and logo, and the ways in. */
export default function EntryPage() {
  const { t } = useTranslation('public');
  return (
    <PublicFrame>
      <h1 className="pb-entry">
        <SiteBrand large />
      </h1>
      <p className="pb-hero">{t('entryText')}</p>
      <div className="pb-actions">
        <Link to="/login">{t('goLogin')}</Link>
        <Link to="/register">{t('goRegister')}</Link>
        <Link to="/index">{t('entryMore')}</Link>
      </div>
    </PublicFrame>
  );
}
