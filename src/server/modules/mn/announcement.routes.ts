/**
 * MN0401_01 announcement management, MN0401_02 edit, MN0401_04 detail. Content is rich text:
 * sanitised on save and again when read (src/domain/content/sanitizeHtml.ts), so a row written
 * any other way is still safe to render. The reader's list is `mn/0501/notice/list` (platform).
 * Title, summary and content are Chinese, each with an optional English one (migration 0041):
 * lists and the detail answer the reader's language (`noticeTexts.ts`); the edit form loads and
 * saves both.
 */
import { defineRoutes } from '../../platform/route';
import { presentSet, type PresentColumn } from '../../platform/partialUpdate';
import { AppError } from '../../platform/errors';
import { defineMessages } from '../../platform/i18n';
import { currentUser, type SessionUser } from '../../platform/auth/types';
import { hasAuthority } from '../../platform/permissions/authority';
import { publishEvent, type PushEvent } from '../../platform/sse/bus';
import type { Database } from '../../db/connection';
import { sanitizeHtml } from '../../../domain/content/sanitizeHtml';
import { formBody } from '../../platform/formBody';
import { audiencesOf, markNoticesRead } from './noticeRead';
import { assertValid } from '../../platform/formats';
import type { Lang } from '../../platform/i18n';
import { noticeText, titleMatches } from './noticeTexts';
import announcementForm from '../../../../schemas/mn/MN0401_02.json' with { type: 'json' };
import announcementList from '../../../../schemas/mn/MN0401_01.json' with { type: 'json' };

/** The list's date-range rule as MN0401_01 writes it on its search column. */
const DATE_RANGE_ARGS = announcementList.columns.find((c) => c.name === 'dateRange')?.validators?.find((v) => v.name === 'dateRange')?.args;
import { idsBody, inTransaction, ListFilter, listPage, listResponse, orderBy, pageQueryProps, paging, pickIds, type PageQuery } from '../../platform/resource';
import { normText, optText } from '../../platform/text';
import { instantSql } from '../../platform/time';

defineMessages({
  'zh-CN': {
    'announcement.notFound': '公告不存在',
    'announcement.contentTooLong': '公告内容必须少于 8000 个字符',
    'announcement.contentRequired': '公告内容为必填项',
    'announcement.contentEnTooLong': '英文内容必须少于 8000 个字符',
  },
  'en-US': {
    'announcement.notFound': 'The announcement does not exist',
    'announcement.contentTooLong': 'The content must be under 8000 characters',
    'announcement.contentRequired': 'The content is required',
    'announcement.contentEnTooLong': 'The English content must be under 8000 characters',
  },
});

const AUTH_MANAGE = 'mn/0401/01.html';
/** MN0401_02, the hidden edit page (granted with the list). */
const AUTH_EDIT = 'mn/0401/02.html';
export const CONTENT_LIMIT = 8000; // content < 8000

interface NoticeRow {
  id: number;
  title: string;
  summary: string | null;
  content: string;
  audience: 'customer' | 'staff' | 'public';
  status: 'draft' | 'in_use' | 'deactivated';
  publisher_id: number | null;
  publisher_name: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Notices as a reader of `lang` sees them: title, summary and content in their language, else the other. */
const selectIn = (lang: Lang) => `select n.id, ${noticeText('title', lang)} as title, ${noticeText('summary', lang)} as summary,
       ${noticeText('content', lang)} as content,
       n.audience, n.status, n.publisher_id, n.publisher_name,
       ${instantSql('n.published_at')} as published_at, ${instantSql('n.created_at')} as created_at, ${instantSql('n.updated_at')} as updated_at
  from notice n`;

const itemProps = {
  id: { type: 'integer' },
  title: { type: 'string' },
  summary: { type: ['string', 'null'] },
  audience: { type: 'string' },
  status: { type: 'string' },
  publisherId: { type: ['integer', 'null'] },
  publisherName: { type: ['string', 'null'] },
  publishedAt: { type: ['string', 'null'] },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
} as const;

const toItem = (r: NoticeRow) => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  audience: r.audience,
  status: r.status,
  publisherId: r.publisher_id,
  publisherName: r.publisher_name,
  publishedAt: r.published_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** Characters as PostgreSQL's char_length and ajv's maxLength count them (code points). */
const chars = (s: string) => [...s].length;

async function canManage(db: Database, user: SessionUser) {
  return hasAuthority(db, user.userId, AUTH_MANAGE);
}

/** Who hears of a notice: its audience's kind of account, or everybody for a public one (as `mn/0501/notice/list` shows them). */
const LISTENERS: Record<NoticeRow['audience'], PushEvent['userType']> = { customer: 'customer', staff: 'staff', public: undefined };

/**
 * Tells the readers of each audience, and only them, of the notices now in use: `{ids, titles,
 * titlesEn}`. One event reaches readers of both languages, so it carries both titles (an English
 * one null when not given) and each client shows its reader's (src/client/layout/noticePush.ts).
 */
async function announce(db: Database, ids: number[]) {
  const rows = await db.query<Pick<NoticeRow, 'id' | 'title' | 'audience'> & { title_en: string | null }>(
    `select id, title, title_en, audience from notice where id = any($1::int[]) and status = 'in_use' order by id`,
    [ids],
  );
  for (const audience of new Set(rows.map((r) => r.audience))) {
    const mine = rows.filter((r) => r.audience === audience);
    const data = { ids: mine.map((r) => r.id), titles: mine.map((r) => r.title), titlesEn: mine.map((r) => r.title_en || null) };
    try {
      await publishEvent(db, { type: 'notice', userType: LISTENERS[audience], data });
    } catch {
      /* the push is a courtesy; the notice list is the truth */
    }
  }
}

interface ListQuery extends PageQuery {
  title?: string;
  status?: string;
  audience?: string;
  dateFrom?: string;
  dateTo?: string;
}

interface SaveBody {
  id?: number;
  title: string;
  summary?: string | null;
  content: string;
  titleEn?: string | null;
  summaryEn?: string | null;
  contentEn?: string | null;
  audience: 'customer' | 'staff' | 'public';
  status?: 'draft' | 'in_use' | 'deactivated';
}

/** What MN0401_02 edits, as stored: both languages, each text as written (content sanitised). */
const EDITED = `select id, title, summary, content, title_en as "titleEn", summary_en as "summaryEn", content_en as "contentEn", audience, status
  from notice where id = $1`;

const editedProps = {
  id: { type: 'integer' },
  title: { type: 'string' },
  summary: { type: ['string', 'null'] },
  content: { type: 'string' },
  titleEn: { type: ['string', 'null'] },
  summaryEn: { type: ['string', 'null'] },
  contentEn: { type: ['string', 'null'] },
  audience: { type: 'string' },
  status: { type: 'string' },
} as const;

/** Rich text with something to read (text or an image) once sanitised. */
const hasContent = (html: string) => !!html.replace(/<[^>]*>|&nbsp;|\s/g, '') || /<img\s/i.test(html);

/** An optional text as sent: left out stays out (the stored one is kept), blank is null. */
function optional<T>(sent: string | null | undefined, store: (s: string) => T | null): T | null | undefined {
  if (sent === undefined) return undefined;
  return sent === null ? null : store(sent);
}

/** Sanitised English content, null when nothing is left to read: readers then see the Chinese content. */
function englishContent(html: string): string | null {
  const clean = sanitizeHtml(html);
  if (!hasContent(clean)) return null;
  // Escaping can make the stored text longer than what was typed: the limit holds for both
  // languages' content (storedTexts checks the Chinese one the same way).
  if (chars(clean) >= CONTENT_LIMIT) throw new AppError('announcement.contentEnTooLong').onFields('contentEn');
  return clean;
}

/** The texts of a save as stored; `undefined` = not sent, so an edit keeps the stored value. */
function storedTexts(b: SaveBody) {
  const content = sanitizeHtml(b.content);
  if (!hasContent(content)) throw new AppError('announcement.contentRequired').onFields('content');
  if (chars(content) >= CONTENT_LIMIT) throw new AppError('announcement.contentTooLong').onFields('content');
  return {
    title: normText(b.title),
    summary: optional(b.summary, optText),
    content,
    titleEn: optional(b.titleEn, optText),
    summaryEn: optional(b.summaryEn, optText),
    contentEn: optional(b.contentEn, englishContent),
  };
}

/** The columns a save writes from `storedTexts` and the body (partialUpdate: what is sent is written). */
const SAVED_COLUMNS: Record<string, PresentColumn> = {
  title: { col: 'title' },
  summary: { col: 'summary' },
  content: { col: 'content' },
  titleEn: { col: 'title_en' },
  summaryEn: { col: 'summary_en' },
  contentEn: { col: 'content_en' },
  audience: { col: 'audience' },
};

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0401/list',
    authority: AUTH_MANAGE,
    summary:
      "Announcements in the caller's language (paged; filters title in either language, status, audience, dateFrom/dateTo on the publish or creation date)",
    querystring: {
      type: 'object',
      properties: {
        ...pageQueryProps,
        title: { type: 'string', maxLength: 50 },
        status: { type: 'string', enum: ['draft', 'in_use', 'deactivated', ''] },
        audience: { type: 'string', enum: ['customer', 'staff', 'public', ''] },
        dateFrom: { type: 'string', format: 'date' },
        dateTo: { type: 'string', format: 'date' },
      },
    },
    response: listResponse({ type: 'object', properties: itemProps }),
    async handler(req) {
      const db = req.server.db;
      const q = req.query as ListQuery;
      // Spec section 5: within 3 months, the exempt banker ids excepted: MN0401_01's own rule.
      assertValid('dateRange', [q.dateFrom, q.dateTo], DATE_RANGE_ARGS);
      const f = new ListFilter().keyword(titleMatches, q.title).eq('n.status', q.status).eq('n.audience', q.audience);
      // Dates are business dates: [dateFrom 00:00, dateTo + 1 day 00:00) on the business zone's clock (BUSINESS_TIME_ZONE).
      const zoneParam = q.dateFrom || q.dateTo ? `${f.param(req.server.config.businessTimeZone)}::text` : '';
      const day = `(coalesce(n.published_at, n.created_at) at time zone ${zoneParam})::date`;
      f.when(q.dateFrom, (p) => `${day} >= ${p}::date`).when(q.dateTo, (p) => `${day} <= ${p}::date`);
      const { rows, total } = await listPage(db, {
        from: 'notice n',
        id: 'n.id',
        filter: f,
        order: orderBy(
          q,
          {
            title: noticeText('title', req.lang), status: 'n.status', audience: 'n.audience',
            publishedAt: 'n.published_at', createdAt: 'n.created_at', updatedAt: 'n.updated_at',
          },
          'coalesce(n.published_at, n.created_at) desc',
          'n.id desc',
        ),
        page: paging(q),
        decorate: (ids) => db.query<NoticeRow>(`${selectIn(req.lang)} where n.id = any($1::int[])`, [ids]),
      });
      return { list: rows.map(toItem), total };
    },
  },
  {
    method: 'GET',
    url: 'mn/0401/detail',
    authority: 'login',
    summary:
      "One announcement in the caller's language (each text falling back to the other), content sanitised. Managers see any; " +
      'other users in-use ones of their audience only (MN0401_04). Marks it read for the caller',
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    response: { type: 'object', properties: { ...itemProps, content: { type: 'string' } } },
    async handler(req) {
      const db = req.server.db;
      const user = currentUser(req);
      const [row] = await db.query<NoticeRow>(`${selectIn(req.lang)} where n.id = $1`, [(req.query as { id: number }).id]);
      if (!row) throw new AppError('announcement.notFound');
      if (!(await canManage(db, user))) {
        if (row.status !== 'in_use' || !audiencesOf(user).includes(row.audience)) throw new AppError('announcement.notFound');
      }
      // Opened is read (MN0401_11 lists it as read, the login dialog no longer shows it).
      await markNoticesRead(db, user, [row.id]);
      return { ...toItem(row), content: sanitizeHtml(row.content) };
    },
  },
  {
    method: 'GET',
    url: 'mn/0401/edit/detail',
    authority: AUTH_EDIT,
    summary: 'One announcement as MN0401_02 edits it: Chinese and English texts as stored (content sanitised), audience and status',
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    response: { type: 'object', properties: editedProps },
    async handler(req) {
      const [row] = await req.server.db.query<{ content: string; contentEn: string | null }>(EDITED, [(req.query as { id: number }).id]);
      if (!row) throw new AppError('announcement.notFound');
      return { ...row, content: sanitizeHtml(row.content), contentEn: row.contentEn === null ? null : sanitizeHtml(row.contentEn) };
    },
  },
  {
    method: 'POST',
    url: 'mn/0401/save',
    authority: AUTH_EDIT,
    summary:
      'Add (no id) or edit an announcement, its texts in Chinese and optionally English (an English text blank or null is none); ' +
      'status draft (default for new) or in_use (publish)',
    body: formBody(announcementForm),
    // Rich text may carry pasted images as data: URLs (sanitizeHtml keeps them).
    options: { bodyLimit: 4 * 1024 * 1024 },
    response: { type: 'object', properties: { id: { type: 'integer' }, status: { type: 'string' }, content: { type: 'string' } } },
    async handler(req) {
      const db = req.server.db;
      const me = currentUser(req);
      const b = req.body as SaveBody;
      // Lengths are MN0401_02's rules (the body schema); storedTexts is about the stored text:
      // sanitising may empty the content or make it longer than typed.
      const texts = { ...storedTexts(b), audience: b.audience };
      let id = b.id;
      let status: string;
      if (id) {
        const [old] = await db.query<{ status: string }>(`select status from notice where id = $1`, [id]);
        if (!old) throw new AppError('announcement.notFound');
        status = b.status ?? old.status;
        const params: unknown[] = [id, status, me.userId, me.userName];
        // A text left out of the body keeps the stored one (an edit writes what it sends).
        const set = presentSet(texts, SAVED_COLUMNS, params);
        await inTransaction(db, (q) =>
          q(
            `update notice set ${set.join(', ')}, status = $2, updated_at = now(),
                    published_at = case when $2 = 'in_use' and published_at is null then now() else published_at end,
                    publisher_id = case when $2 = 'in_use' and published_at is null then $3 else publisher_id end,
                    publisher_name = case when $2 = 'in_use' and published_at is null then $4 else publisher_name end
              where id = $1`,
            params,
          ),
        );
      } else {
        status = b.status ?? 'draft';
        const [row] = await db.query<{ id: number }>(
          `insert into notice (title, summary, content, title_en, summary_en, content_en, audience, status, published_at, publisher_id, publisher_name)
           values ($1, $2, $3, $4, $5, $6, $7, $8, case when $8 = 'in_use' then now() end, $9, $10) returning id`,
          [texts.title, texts.summary ?? null, texts.content, texts.titleEn ?? null, texts.summaryEn ?? null, texts.contentEn ?? null,
            b.audience, status, me.userId, me.userName],
        );
        id = row.id;
      }
      if (status === 'in_use') await announce(db, [id]);
      return { id, status, content: texts.content };
    },
  },
  {
    method: 'POST',
    url: 'mn/0401/status',
    authority: AUTH_MANAGE,
    summary: 'Publish / enable (in_use) or deactivate announcements: {id | ids, status}',
    body: {
      ...idsBody,
      required: ['status'],
      properties: { ...idsBody.properties, status: { type: 'string', enum: ['in_use', 'deactivated'] } },
    },
    response: { type: 'object', properties: { updated: { type: 'integer' } } },
    async handler(req) {
      const db = req.server.db;
      const me = currentUser(req);
      const b = req.body as { id?: number; ids?: number[]; status: 'in_use' | 'deactivated' };
      const ids = pickIds(b);
      const rows = await inTransaction(db, async (q) => {
        const done = await q<{ id: number }>(
          `update notice set status = $2, updated_at = now(),
                  published_at = case when $2 = 'in_use' and published_at is null then now() else published_at end,
                  publisher_id = case when $2 = 'in_use' and published_at is null then $3 else publisher_id end,
                  publisher_name = case when $2 = 'in_use' and published_at is null then $4 else publisher_name end
            where id = any($1::int[]) returning id`,
          [ids, b.status, me.userId, me.userName],
        );
        if (done.length !== ids.length) throw new AppError('announcement.notFound');
        return done;
      });
      if (b.status === 'in_use') await announce(db, ids);
      return { updated: rows.length };
    },
  },
  {
    method: 'POST',
    url: 'mn/0401/delete',
    authority: AUTH_MANAGE,
    summary: 'Delete announcements: {id} or {ids}',
    body: idsBody,
    response: { type: 'object', properties: { deleted: { type: 'integer' } } },
    async handler(req) {
      const ids = pickIds(req.body as { id?: number; ids?: number[] });
      const rows = await inTransaction(req.server.db, async (q) => {
        const done = await q<{ id: number }>(`delete from notice where id = any($1::int[]) returning id`, [ids]);
        if (done.length !== ids.length) throw new AppError('announcement.notFound');
        return done;
      });
      return { deleted: rows.length };
    },
  },
]);
