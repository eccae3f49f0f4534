import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame } from './PublicFrame';

/** `/` on the configured hosts: the marketing entry. */
export default function EntryPage() {
  const { t } = useTranslation('public');
  return (
    <PublicFrame title={t('entryTitle')}>
      <p className="pb-hero">{t('entryText')}</p>
      <div className="pb-actions">
        <Link to="/login">{t('goLogin')}</Link>
        <Link to="/register">{t('goRegister')}</Link>
      </div>
    </PublicFrame>
  );
}
