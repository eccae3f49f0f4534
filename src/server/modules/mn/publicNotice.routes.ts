/**
 * The public announcement reader (/index latest news, /MN0401_03): no token, only in-use
 * announcements whose audience is 'public' and whose publish time has come, in the reader's
 * language (each text falling back to the other). Content is sanitised again on the way out, as
 * every stored rich text is.
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { defineMessages, type Lang } from '../../platform/i18n';
import { sanitizeHtml } from '../../../domain/content/sanitizeHtml';
import { formatTime } from '../../../domain/time/index';
import { noticeText } from './noticeTexts';

defineMessages({
  // E11o: what the reader says for a missing, unknown or non-public id.
  'zh-CN': { 'publicNotice.notFound': '页面参数不正确' },
  'en-US': { 'publicNotice.notFound': 'Page parameters are incorrect' },
});

const PUBLISHED = `n.status = 'in_use' and n.audience = 'public' and (n.published_at is null or n.published_at <= now())`;
const fields = (lang: Lang) => `n.id, ${noticeText('title', lang)} as title, ${noticeText('summary', lang)} as summary, n.published_at as "publishedAt"`;

const item = {
  id: { type: 'integer' },
  title: { type: 'string' },
  summary: { type: ['string', 'null'] },
  publishedAt: { type: ['string', 'null'], description: "YYYY-MM-DD HH:MM on the business zone's clock (BUSINESS_TIME_ZONE)" },
};

/**
 * The public pages are plain and load no time code (issue 11): this reader answers the publish
 * time as the text they show, formatted by the product's one time rule on the business zone's clock.
 */
function shown<T extends { publishedAt: Date | string | null }>(row: T, zone: string): T {
  return { ...row, publishedAt: row.publishedAt === null ? null : formatTime(row.publishedAt, zone, 'minute') };
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0401/public/list',
    authority: 'public',
    summary: "Public announcements (audience public, in use, published) in the reader's language, newest first, without their content",
    querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 } } },
    response: { type: 'array', items: { type: 'object', properties: item } },
    async handler(req) {
      const { limit = 10 } = req.query as { limit?: number };
      const rows = await req.server.db.query<{ publishedAt: Date | string | null }>(
        `select ${fields(req.lang)} from notice n where ${PUBLISHED} order by n.published_at desc nulls last, n.id desc limit $1`,
        [limit],
      );
      return rows.map((r) => shown(r, req.server.config.businessTimeZone));
    },
  },
  {
    method: 'GET',
    url: 'mn/0401/public/detail',
    authority: 'public',
    summary:
      "One public announcement in the reader's language with its sanitised content; anything else (other audience, deactivated, unknown) is refused alike",
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
    response: { type: 'object', properties: { ...item, content: { type: 'string', description: 'sanitised HTML' } } },
    async handler(req) {
      const { id } = req.query as { id: number };
      const [row] = await req.server.db.query<{ content: string; publishedAt: Date | string | null }>(
        `select ${fields(req.lang)}, ${noticeText('content', req.lang)} as content from notice n where n.id = $1 and ${PUBLISHED}`,
        [id],
      );
      if (!row) throw new AppError('publicNotice.notFound');
      return { ...shown(row, req.server.config.businessTimeZone), content: sanitizeHtml(row.content) };
    },
  },
]);
