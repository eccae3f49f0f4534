import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { sanitizeHtml } from '@domain/content/sanitizeHtml';
import { publicApi } from '../../api/public';
import { PublicFrame } from './PublicFrame';
import { usePublicData } from './usePublicData';

/** /MN0401_03?id=: one public announcement; a missing or unknown id says so (E11o). */
export default function NoticeDetailPage() {
  const { t } = useTranslation('public');
  const id = useSearchParams()[0].get('id') ?? '';
  const notice = usePublicData(() => (id ? publicApi.notice(id) : Promise.reject(new Error('no id'))), [id]);
  const back = (
    <p className="pb-back">
      <Link to="/index#news">{t('backToNews')}</Link>
    </p>
  );
  if (notice === undefined) return <PublicFrame title={t('noticeDetail')}><p className="pb-muted">{t('loading')}</p></PublicFrame>;
  if (notice === null) {
    return (
      <PublicFrame title={t('noticeDetail')}>
        <p className="pb-error" role="alert">{t('noticeMissing')}</p>
        {back}
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={notice.title}>
      <article className="pb-article" data-testid="notice">
        {notice.publishedAt && (
          <p className="pb-muted">
            {t('publishedAt')}: <time>{notice.publishedAt}</time>
          </p>
        )}
        {/* The server sanitised it already; the same function again, so no stored HTML is trusted. */}
        <div className="pb-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content ?? '') }} />
      </article>
      {back}
    </PublicFrame>
  );
}
