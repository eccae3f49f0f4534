import { defineRoutes } from '../../platform/route';
import { instantSql } from '../../platform/time';
import { currentUser } from '../../platform/auth/types';

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0501/notice/list',
    authority: 'login',
    summary: "In-use announcements for the caller's audience (customers: customer and public; staff: staff and public), newest first",
    querystring: {
      type: 'object',
      properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
    },
    response: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          title: { type: 'string' },
          summary: { type: ['string', 'null'] },
          content: { type: 'string' },
          audience: { type: 'string', enum: ['customer', 'staff', 'public'] },
          publishedAt: { type: ['string', 'null'], description: 'an instant, ISO 8601 UTC' },
          publisherName: { type: ['string', 'null'] },
        },
      },
    },
    async handler(req) {
      const user = currentUser(req);
      const { limit = 20 } = req.query as { limit?: number };
      const audiences = [user.userType === 'customer' ? 'customer' : 'staff', 'public'];
      return req.server.db.query(
        `select id, title, summary, content, audience,
                ${instantSql('published_at')} as "publishedAt",
                publisher_name as "publisherName"
           from notice
          where status = 'in_use' and audience = any($1::text[])
            and (published_at is null or published_at <= now())
          order by published_at desc nulls last, id desc
          limit $2`,
        [audiences, limit],
      );
    },
  },
]);
