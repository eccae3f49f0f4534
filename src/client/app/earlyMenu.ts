/**
 * A screen address opened with a session: the entry asks for the menu itself, before the boot
 * code (layout/bootPrefetch, in a chunk of its own) has downloaded. Everything on that address
 * waits for the menu (which pages the user may open), so it leaves a round trip sooner. The
 * request layer takes the response as its own call's (api/request `started`): the same headers,
 * the same answer and error rules. /login never asks.
 */
import { API_ROOT, baseHeaders } from '../api/requestHeaders';
import { session } from '../store/session';

export const MENU_URL = 'xt/0101/menu/list';

let early: Promise<Response> | undefined;

export function askMenuEarly(): void {
  if (early || !session.token() || session.passwordWeak()) return;
  early = fetch(`${API_ROOT}${MENU_URL}`, { method: 'GET', headers: baseHeaders(), credentials: 'same-origin' });
  early.catch(() => undefined); // the request layer that takes it reports the failure
}

/** The early menu response, once. */
export function takeEarlyMenu(): Promise<Response> | undefined {
  const taken = early;
  early = undefined;
  return taken;
}
