/**
 * Which screen a `then` step reloads. A dialog's action may change what the screens under it show
 * (a role's members saved from the role's permissions dialog change the role list's member count),
 * so each open screen knows the screen that opened it and holds the reload its actions use.
 */
import type { ReloadTarget } from './types';

/** A screen's reload, filled by its renderer's actions (a list reloads its table, a detail its record). */
export interface ReloadSlot { current?: () => void }

/** The part of a screen's scope the chain walks: the screen that opened it in a dialog, none for a tab. */
export interface ReloadLink { reloader: ReloadSlot; opener?: ReloadLink }

export const createReloadSlot = (): ReloadSlot => ({});

/** `opener`: the screen this one was opened from; `root`: the tab at the bottom of the stack. */
const targets: Record<ReloadTarget, (from: ReloadLink) => ReloadLink | undefined> = {
  opener: (from) => from.opener,
  root: (from) => {
    let link = from;
    while (link.opener) link = link.opener;
    return link;
  },
};

export function reloadScreen(from: ReloadLink, target: ReloadTarget): void {
  targets[target](from)?.reloader.current?.();
}
