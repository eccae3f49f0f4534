/**
 * Deep links survive the login: a screen route opened without a session (or when the login
 * expired) is remembered, and the login goes there instead of the home page when the user
 * may open it. Only a screen route of this app is kept (`/CODE` plus its query), so a
 * remembered value can never send the user to another site.
 */
import { HOME_CODE, pathToCode } from '../app/routes';

const KEY = 'returnTo';

/** The route as stored, or null when it is not a screen route worth returning to. */
export function screenRoute(pathname: string, search = ''): string | null {
  const code = pathToCode(pathname);
  if (!code || code === HOME_CODE) return null;
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `/${code}${query}`;
}

export function rememberReturnTo(pathname: string, search = ''): void {
  const route = screenRoute(pathname, search);
  if (!route) return;
  try {
    sessionStorage.setItem(KEY, route);
  } catch {
    /* no storage: the login lands on the home page */
  }
}

/** The remembered route (checked again), forgotten once read. */
export function takeReturnTo(): string | null {
  let value: string | null = null;
  try {
    value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!value) return null;
  const q = value.indexOf('?');
  return screenRoute(q >= 0 ? value.slice(0, q) : value, q >= 0 ? value.slice(q) : '');
}
