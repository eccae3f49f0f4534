/**
 * Client configuration in one place.
 *
 * ENTRY_HOSTS: hosts on which `/` shows the entry page; any other host redirects to /login
 * (spec section 2). The product's two sites plus localhost; override at build time with
 * VITE_ENTRY_HOSTS="a.example.com,b.example.com".
 */
const envHosts = (import.meta.env?.VITE_ENTRY_HOSTS as string | undefined)
  ?.split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean);

export const ENTRY_HOSTS: string[] = envHosts?.length
  ? envHosts
  : ['localhost', '127.0.0.1', 'www.kjwl-logistics.com', 'www.kjwl-express.com'];

export function isEntryHost(hostname: string): boolean {
  return ENTRY_HOSTS.includes(hostname.toLowerCase());
}

/** Version label in the footer. */
export const APP_VERSION: string = (import.meta.env?.VITE_APP_VERSION as string | undefined) ?? '0.1.0';

/** Spec section 9. */
export const BADGE_REFRESH_MS = 300_000;
export const PROFILE_REFRESH_MS = 18 * 60 * 1000;
/** Tabs whose screens stay mounted (kept alive); older ones are unmounted, least recently used first. */
export const MAX_ALIVE_TABS = 12;
