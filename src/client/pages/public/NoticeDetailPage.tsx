import { sanitizeHtml } from '@domain/content/sanitizeHtml';
import { publicApi } from '../../api/public';
import { PageLink } from './PageLink';
import { PublicFrame } from './PublicFrame';
import { usePublicData } from './usePublicData';
import { usePublicT } from './texts';

/** /MN0401_03?id=: one public announcement; a missing or unknown id says so (E11o). */
export default function NoticeDetailPage() {
  const { t } = usePublicT();
  const id = new URLSearchParams(window.location.search).get('id') ?? '';
  const notice = usePublicData(() => (id ? publicApi.notice(id) : Promise.reject(new Error('no id'))), [id]);
  const back = (
    <p className="pb-back">
      <PageLink to="/index#news">{t('backToNews')}</PageLink>
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
            {t('publishedAt')}: <time dateTime={notice.publishedAt}>{notice.publishedAt}</time>
          </p>
        )}
        {/* The server sanitised it already; the same function again, so no stored HTML is trusted. */}
        <div className="pb-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content ?? '') }} />
      </article>
      {back}
    </PublicFrame>
  );
}
