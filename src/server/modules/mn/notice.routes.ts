import { defineRoutes } from '../../platform/route';
import { instantSql } from '../../platform/time';
import { currentUser } from '../../platform/auth/types';
import { idsBody, ListFilter, listPage, listResponse, pageQueryProps, paging, pickIds, type PageQuery } from '../../platform/resource';
import { audiencesOf, markNoticesRead, readableWhere } from './noticeRead';
import { noticeText, titleMatches } from './noticeTexts';

const PUBLISHED_AT = instantSql('n.published_at');

const noticeItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    summary: { type: ['string', 'null'] },
    content: { type: 'string' },
    audience: { type: 'string', enum: ['customer', 'staff', 'public'] },
    publishedAt: { type: ['string', 'null'], description: 'an instant, ISO 8601 UTC' },
    publisherName: { type: ['string', 'null'] },
    read: { type: 'boolean', description: 'the caller has read it (closed it in the login dialog or opened it)' },
  },
};

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0501/notice/list',
    authority: 'login',
    summary:
      "In-use announcements for the caller's audience (customers: customer and public; staff: staff and public), newest first, " +
      "in the caller's language (each text falling back to the other), each saying whether the caller has read it (the login dialog shows the unread ones)",
    querystring: {
      type: 'object',
      properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
    },
    response: { type: 'array', items: noticeItem },
    async handler(req) {
      const user = currentUser(req);
      const { limit = 20 } = req.query as { limit?: number };
      return req.server.db.query(
        `select n.id, ${noticeText('title', req.lang)} as title, ${noticeText('summary', req.lang)} as summary,
                ${noticeText('content', req.lang)} as content, n.audience, ${PUBLISHED_AT} as "publishedAt", n.publisher_name as "publisherName",
                exists (select 1 from notice_read r where r.notice_id = n.id and r.user_id = $2) as read
           from notice n
          where ${readableWhere('$1')}
          order by n.published_at desc nulls last, n.id desc
          limit $3`,
        [audiencesOf(user), user.userId, limit],
      );
    },
  },
  {
    method: 'POST',
    url: 'mn/0501/notice/read',
    authority: 'login',
    summary: 'Marks announcements read for the caller ({id} or {ids}; those the caller may read): the login dialog, once closed, does not show them again',
    body: idsBody,
    response: { type: 'object', properties: { read: { type: 'integer', description: 'newly marked' } } },
    async handler(req) {
      return { read: await markNoticesRead(req.server.db, currentUser(req), pickIds(req.body as { id?: number; ids?: number[] })) };
    },
  },
  {
    method: 'GET',
    url: 'mn/0401/centre/list',
    authority: 'mn/0401/11.html',
    summary:
      "MN0401_11 announcement centre: the in-use announcements of the caller's audience in the caller's language, unread first, then newest " +
      '(paged; filters title in either language, read)',
    querystring: {
      type: 'object',
      properties: {
        ...pageQueryProps,
        title: { type: 'string', maxLength: 50 },
        read: { type: 'string', enum: ['read', 'unread', ''] },
      },
    },
    response: listResponse({
      type: 'object',
      properties: {
        id: { type: 'integer' }, title: { type: 'string' }, summary: { type: ['string', 'null'] }, publishedAt: { type: ['string', 'null'] },
        publisherName: { type: ['string', 'null'] }, read: { type: 'string', enum: ['read', 'unread'] },
      },
    }),
    async handler(req) {
      const db = req.server.db;
      const user = currentUser(req);
      const q = req.query as PageQuery & { title?: string; read?: string };
      const f = new ListFilter([audiencesOf(user)]).and(readableWhere('$1')).keyword(titleMatches, q.title);
      const isRead = `exists (select 1 from notice_read r where r.notice_id = n.id and r.user_id = ${f.param(user.userId)}::int)`;
      // Every query names every parameter: PostgreSQL cannot type one that is never used.
      f.and(q.read === 'read' ? isRead : q.read === 'unread' ? `not ${isRead}` : `$${f.params.length}::int is not null`);
      const { rows: list, total } = await listPage(db, {
        select: `n.id, ${noticeText('title', req.lang)} as title, ${noticeText('summary', req.lang)} as summary,
                 ${PUBLISHED_AT} as "publishedAt", n.publisher_name as "publisherName",
                 case when ${isRead} then 'read' else 'unread' end as read`,
        from: 'notice n',
        filter: f,
        order: `order by ${isRead}, n.published_at desc nulls last, n.id desc`,
        page: paging(q),
      });
      return { list, total };
    },
  },
]);
