import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame } from './PublicFrame';

/** /index: the marketing site (sections pending: news, about, network, jobs, contact). */
export default function IndexPage() {
  const { t } = useTranslation('public');
  return (
    <PublicFrame title={t('indexTitle')}>
      <p className="pb-hero">{t('entryText')}</p>
      <p className="pb-pending">{t('pending')}</p>
      <div className="pb-actions">
        <Link to="/login">{t('goLogin')}</Link>
        <Link to="/register">{t('goRegister')}</Link>
      </div>
    </PublicFrame>
  );
}
