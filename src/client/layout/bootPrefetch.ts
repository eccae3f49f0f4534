/**
 * A screen address opened with a session (main.tsx, alongside the App chunk): the shell's code,
 * the menu, the user info and the screen (its chunks; for a list the menu grants, its first page)
 * are asked for now, not after the shell's chunk has loaded and mounted. The shell takes the menu
 * answer once (useMenu), the profile refresher sees the profile as loaded, the list takes its page
 * (renderers/list/prefetch), the engine the screen's authority answers (bootAuthority); a list's
 * first page is drawn before the shell is there (bootPreview).
 */
import { shellApi, type MenuNode } from '../api/shell';
import { loadProfile } from '../auth/profile';
import { profileLoadedRecently } from '../auth/profileRefresh';
import { HOME_CODE, pathToCode, permittedCodes } from '../app/routes';
import { getLocale } from '../i18n/locale';
import { takeEarlyMenu } from '../app/earlyMenu';
import { session } from '../store/session';
import { engineRequest } from './engineRequest';
import { preloadScreen } from './engineChunk';
import { loadScreen } from '@renderers/loader';
import { authorityUrls } from '@renderers/authority';
import { askAuthorityEarly } from './bootAuthority';
import { showListPreview } from './bootPreview';
import { heads } from 'virtual:screen-kinds';
import { prefetchList } from '@renderers/list/prefetch';
import type { Screen } from '@renderers/types';

let menu: { lang: string; reply: Promise<MenuNode[]> } | null = null;

export function startBootPrefetch(location: { pathname: string; search: string } = window.location): void {
  const code = pathToCode(location.pathname);
  // A session that must change its password first may read nothing else (the shell shows the change dialog).
  if (!code || !session.token() || session.passwordWeak()) return;
  menu = { lang: getLocale(), reply: shellApi.menu(takeEarlyMenu()) };
  menu.reply.catch(() => undefined); // shown by the request layer; useMenu shows its retry
  if (!profileLoadedRecently()) void loadProfile({ quiet: true }).catch(() => {});
  // The screen's small files before the shell's big chunk: the browser's few connections serve them first.
  if (code !== HOME_CODE) preloadScreen(code);
  void import('./Shell').catch(() => undefined); // App's lazy Shell gets the same module; a failure is its to report
  if (code === HOME_CODE) return;
  // Its data only once the menu grants the page: a refused address must not call the API (and show its refusal).
  const params = Object.fromEntries(new URLSearchParams(location.search));
  menu.reply.then((tree) => {
    if (!Array.isArray(tree) || !permittedCodes(tree).has(code)) return;
    const context = { request: engineRequest, user: (session.get().user ?? undefined) as Record<string, unknown> | undefined, params };
    // Its authority answers and a list's first page at once, from what the build read of the screen
    // (virtual:screen-kinds heads): not after its files are in. The hooks shape the page when they come.
    const head = heads[code];
    let authority = head?.authority.length ? askAuthorityEarly(head.authority) : undefined;
    const files = loadScreen(code);
    if (head?.list) prefetchList(code, head.list as Screen, context, files.then((l) => l?.hooks ?? {}, () => ({})));
    preloadScreen(code, context);
    // A list's first page drawn as soon as it, the files and the answers are here.
    files.then((loaded) => {
      if (!loaded) return;
      const urls = head ? [] : authorityUrls(loaded.screen);
      if (urls.length) authority = askAuthorityEarly(urls);
      if (loaded.screen.kind === 'list') showListPreview(code, loaded, context, authority);
    }, () => undefined);
  }, () => undefined);
}

/** The prefetched menu in this language, once. */
export function takeBootMenu(lang: string): Promise<MenuNode[]> | undefined {
  const taken = menu;
  menu = null;
  return taken?.lang === lang ? taken.reply : undefined;
}
