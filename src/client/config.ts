/**
 * Client configuration in one place. (Which hosts show the entry page at `/` is the server's
 * ENTRY_HOSTS: see app/App.tsx `Entry`.)
 */

/** Version label in the footer. */
export const APP_VERSION: string = (import.meta.env?.VITE_APP_VERSION as string | undefined) ?? '0.1.0';

/** Spec section 9. */
export const BADGE_REFRESH_MS = 300_000;
export const PROFILE_REFRESH_MS = 18 * 60 * 1000;
/** Tabs whose screens stay mounted (kept alive); older ones are unmounted, least recently used first. */
export const MAX_ALIVE_TABS = 12;
