/**
 * Warms a screen's chunks before its tab renders: the screen JSON, hooks and texts, then its
 * kind's renderer. The shell calls it with the address it opened on, so these downloads run
 * while the menu and the user info load instead of after them. A failure is left to the real
 * load, which reports it.
 */
import { loadScreen } from './loader';
import { preloadKind } from './kinds';

export function preloadScreen(code: string): void {
  loadScreen(code).then((loaded) => loaded && preloadKind(loaded.screen.kind), () => undefined);
}
