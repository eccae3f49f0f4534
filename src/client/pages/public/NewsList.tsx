import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicApi } from '../../api/public';
import { usePublicData } from './usePublicData';

/** The latest public announcements, each opening the reader /MN0401_03?id=. */
export function NewsList({ limit = 5 }: { limit?: number }) {
  const { t } = useTranslation('public');
  const news = usePublicData(() => publicApi.notices(limit), [limit]);
  if (news === undefined) return <p className="pb-muted">{t('loading')}</p>;
  if (!news?.length) return <p className="pb-muted">{t('newsEmpty')}</p>;
  return (
    <ul className="pb-news" data-testid="news-list">
      {news.map((n) => (
        <li key={n.id}>
          <Link to={`/MN0401_03?id=${n.id}`}>{n.title}</Link>
          {n.publishedAt && <time>{n.publishedAt.slice(0, 10)}</time>}
          {n.summary && <p>{n.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
