/**
 * A notice's title, summary and content are Chinese (`title`), each with an optional English one
 * (`title_en`, migration 0041). Every reader's query picks through here, so the management list,
 * the reader's list and detail and the public news all follow the one rule (localTextSql).
 */
import type { Lang } from '../../platform/i18n';
import { localTextSql } from '../../platform/localTextSql';

export type NoticeText = 'title' | 'summary' | 'content';

/** SQL for a text of notice `alias` in the reader's language, else the other one. */
export const noticeText = (text: NoticeText, lang: Lang, alias = 'n') => localTextSql(`${alias}.${text}`, `${alias}.${text}_en`, lang);

/** SQL condition: either title matches the pattern `param` (a search finds a notice in whichever language it is typed). */
export const titleMatches = (param: string, alias = 'n') => `(${alias}.title ilike ${param} or ${alias}.title_en ilike ${param})`;
