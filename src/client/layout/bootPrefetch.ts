/**
 * A screen address opened with a session (main.tsx, alongside the App chunk): the shell's code,
 * the menu, the user info and the screen (its chunks; for a list the menu grants, its first page)
 * are asked for now, not after the shell's chunk has loaded and mounted. The shell takes the menu
 * answer once (useMenu), the profile refresher sees the profile as loaded, the list takes its page
 * (renderers/list/prefetch).
 */
import { shellApi, type MenuNode } from '../api/shell';
import { loadProfile } from '../auth/profile';
import { profileLoadedRecently } from '../auth/profileRefresh';
import { HOME_CODE, pathToCode, permittedCodes } from '../app/routes';
import { getLocale } from '../i18n/locale';
import { session } from '../store/session';
import { engineRequest } from './engineRequest';
import { preloadScreen } from './engineChunk';

let menu: { lang: string; reply: Promise<MenuNode[]> } | null = null;

export function startBootPrefetch(location: { pathname: string; search: string } = window.location): void {
  const code = pathToCode(location.pathname);
  // A session that must change its password first may read nothing else (the shell shows the change dialog).
  if (!code || !session.token() || session.passwordWeak()) return;
  void import('./Shell').catch(() => undefined); // App's lazy Shell gets the same module; a failure is its to report
  menu = { lang: getLocale(), reply: shellApi.menu() };
  menu.reply.catch(() => undefined); // shown by the request layer; useMenu shows its retry
  if (!profileLoadedRecently()) void loadProfile({ quiet: true }).catch(() => {});
  if (code === HOME_CODE) return;
  preloadScreen(code);
  // Its data only once the menu grants the page: a refused address must not call the API (and show its refusal).
  const params = Object.fromEntries(new URLSearchParams(location.search));
  menu.reply.then((tree) => {
    if (Array.isArray(tree) && permittedCodes(tree).has(code)) preloadScreen(code, { request: engineRequest, user: (session.get().user ?? undefined) as Record<string, unknown> | undefined, params });
  }, () => undefined);
}

/** The prefetched menu in this language, once. */
export function takeBootMenu(lang: string): Promise<MenuNode[]> | undefined {
  const taken = menu;
  menu = null;
  return taken?.lang === lang ? taken.reply : undefined;
}
