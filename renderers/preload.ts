/**
 * Warms a screen's chunks before its tab renders: the screen JSON, hooks and texts, then its
 * kind's renderer. The shell calls it with the address it opened on, so these downloads run
 * while the menu and the user info load instead of after them; given the app's request, a list
 * also asks for its first page then (list/prefetch.ts). A failure is left to the real load,
 * which reports it.
 */
import { loadScreen } from './loader';
import { preloadKind } from './kinds';
import { prefetchList, type ListPrefetchContext } from './list/prefetch';

export function preloadScreen(code: string, data?: ListPrefetchContext): void {
  loadScreen(code).then((loaded) => {
    if (!loaded) return;
    if (data) prefetchList(code, loaded.screen, data, loaded.hooks);
    preloadKind(loaded.screen.kind);
  }, () => undefined);
}
