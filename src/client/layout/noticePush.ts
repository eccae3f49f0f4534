/**
 * The toast for a 'notice' push. The server sends `{ids, titles}` only to users allowed to
 * see those notices, so the titles can be shown; an older payload without titles gets a
 * generic line rather than "New announcement: " with nothing after it.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** More titles than this would turn a toast into a list: the rest are counted. */
const TITLES_SHOWN = 3;

export function noticeTitles(payload: Record<string, unknown>): string[] {
  const raw = Array.isArray(payload.titles) ? payload.titles : [payload.title];
  return raw.map((x) => (typeof x === 'string' ? x.trim() : '')).filter(Boolean);
}

export function noticePushText(payload: Record<string, unknown>, t: Translate): string {
  const titles = noticeTitles(payload);
  if (!titles.length) return t('announcement.newNoticeUntitled');
  const title = titles.slice(0, TITLES_SHOWN).join(t('announcement.titleSeparator'));
  const more = titles.length - TITLES_SHOWN;
  return more > 0 ? t('announcement.newNoticeMore', { title, more }) : t('announcement.newNotice', { title });
}
