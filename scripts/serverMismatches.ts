/**
 * Calls the screens make as SCREENS.md means them, where the server guards the route with another
 * page's authority (the list page for a hidden edit/detail page, another screen's list used as
 * options). Recorded, not loosened: a user granted the screen without that page gets a refusal.
 * The route's owner fixes the server (an options route, or the page the screen carries); the lint
 * then reports the entry as stale and it goes.
 */
import type { KnownMismatch } from './lintScreenReads.ts';

const WHY = {
  otherList: "options picked from another screen's list: the list route wants its own page; an options route open to 'login' (like zj/0403/country/options) or to every screen that picks from it is missing",
};

export const SERVER_MISMATCHES: KnownMismatch[] = [
];
