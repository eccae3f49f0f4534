import { publicApi } from '../../api/public';
import { PageLink } from './PageLink';
import { usePublicData } from './usePublicData';
import { usePublicT } from './texts';

/** The latest public announcements, each opening the reader /MN0401_03?id=. */
export function NewsList({ limit = 5 }: { limit?: number }) {
  const { t } = usePublicT();
  const news = usePublicData(() => publicApi.notices(limit), [limit]);
  if (news === undefined) return <p className="pb-muted">{t('loading')}</p>;
  if (news === null) return <p className="pb-muted" role="alert">{t('newsFailed')}</p>;
  if (!news.length) return <p className="pb-muted">{t('newsEmpty')}</p>;
  return (
    <ul className="pb-news" data-testid="news-list">
      {news.map((n) => (
        <li key={n.id}>
          <PageLink to={`/MN0401_03?id=${n.id}`}>{n.title}</PageLink>
          {n.publishedAt && <time dateTime={n.publishedAt}>{n.publishedAt.slice(0, 10)}</time>}
          {n.summary && <p>{n.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
