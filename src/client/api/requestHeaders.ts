/**
 * What every API call carries (spec section 7): the token and the language. Shared by the request
 * layer and the entry's early menu call (app/earlyMenu), which must not load the layer.
 */
import { acceptLanguage } from '../i18n/locale';
import { session } from '../store/session';

/** Where the API answers: the page's own origin. */
export const API_ROOT = '/';

export function baseHeaders(): Record<string, string> {
  const h: Record<string, string> = { 'Accept-Language': acceptLanguage() };
  const token = session.token();
  if (token) h.authToken = token;
  return h;
}
