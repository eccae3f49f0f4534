/**
 * A list screen's address opened with a session: the entry asks for its first page with the menu
 * (app/earlyMenu), before the boot code, the screen's files and its hooks are in, when that page is
 * the same for every user (virtual:early-lists). The list's own first request, through the
 * engine's request (layout/engineRequest), takes this response when it asks for exactly that URL
 * and query, once, while fresh; the request layer then reads it as its own (the same headers, the
 * same answer and error rules). A page the menu does not grant is never taken: nothing is shown.
 */
import earlyLists from 'virtual:early-lists';
import { API_ROOT, baseHeaders } from '../api/requestHeaders';
import { session } from '../store/session';

/** Older responses are not taken (prefetch's own rule: renderers/list/prefetch LIST_PREFETCH_TTL_MS). */
export const EARLY_LIST_TTL_MS = 15_000;

interface Early { url: string; query: Record<string, number>; response: Promise<Response>; at: number }
let early: Early | undefined;

export function askListEarly(code: string, lists: Record<string, { url: string; pageSize: number }> = earlyLists): void {
  const list = lists[code];
  if (!list || !session.token() || session.passwordWeak()) return;
  const query = { current: 1, pageSize: list.pageSize };
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const response = fetch(`${API_ROOT}${list.url}?${search}`, { method: 'GET', headers: baseHeaders(), credentials: 'same-origin' });
  response.catch(() => undefined); // the request that takes it reports the failure
  early = { url: list.url, query, response, at: Date.now() };
}

const sameQuery = (a: Record<string, number>, b: object | undefined) => {
  const other = Object.entries(b ?? {});
  return other.length === Object.keys(a).length && other.every(([k, v]) => String(a[k]) === String(v));
};

/** The early response for this GET (url and exactly these params), once. */
export function takeEarlyList(url: string, params: object | undefined, now = Date.now()): Promise<Response> | undefined {
  if (!early || early.url !== url || !sameQuery(early.query, params)) return undefined;
  const taken = now - early.at <= EARLY_LIST_TTL_MS ? early.response : undefined;
  early = undefined;
  return taken;
}
