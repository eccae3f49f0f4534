/**
 * The public announcement reader (/index latest news, /MN0401_03): no token, only in-use
 * announcements whose audience is 'public' and whose publish time has come. Content is
 * sanitised again on the way out, as every stored rich text is.
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { defineMessages } from '../../platform/i18n';
import { sanitizeHtml } from '../../../domain/content/sanitizeHtml';

defineMessages({
  // E11o: what the reader says for a missing, unknown or non-public id.
  'zh-CN': { 'publicNotice.notFound': '页面参数不正确' },
  'en-US': { 'publicNotice.notFound': 'Page parameters are incorrect' },
});

const PUBLISHED = `status = 'in_use' and audience = 'public' and (published_at is null or published_at <= now())`;
const FIELDS = `id, title, summary,
  to_char(published_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as "publishedAt"`;

const item = {
  id: { type: 'integer' },
  title: { type: 'string' },
  summary: { type: ['string', 'null'] },
  publishedAt: { type: ['string', 'null'], description: 'Asia/Shanghai, YYYY-MM-DD HH:MM' },
};

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0401/public/list',
    authority: 'public',
    summary: 'Public announcements (audience public, in use, published), newest first, without their content',
    querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 } } },
    response: { type: 'array', items: { type: 'object', properties: item } },
    async handler(req) {
      const { limit = 10 } = req.query as { limit?: number };
      return req.server.db.query(`select ${FIELDS} from notice where ${PUBLISHED} order by published_at desc nulls last, id desc limit $1`, [limit]);
    },
  },
  {
    method: 'GET',
    url: 'mn/0401/public/detail',
    authority: 'public',
    summary: 'One public announcement with its sanitised content; anything else (other audience, deactivated, unknown) is refused alike',
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
    response: { type: 'object', properties: { ...item, content: { type: 'string', description: 'sanitised HTML' } } },
    async handler(req) {
      const { id } = req.query as { id: number };
      const [row] = await req.server.db.query<{ content: string }>(`select ${FIELDS}, content from notice where id = $1 and ${PUBLISHED}`, [id]);
      if (!row) throw new AppError('publicNotice.notFound');
      return { ...row, content: sanitizeHtml(row.content) };
    },
  },
]);
