import type { AppConfig } from '../config';

/**
 * Whether `/` shows the entry page for a request's host name (spec section 2: the product's
 * sites and localhost; elsewhere `/` goes to /login). ENTRY_HOSTS is the one setting: the server
 * answers `/` by it, and the client loads `/` from the server to learn it (app/publicPages.ts).
 */
export function isEntryHost(config: Pick<AppConfig, 'entryHosts'>, hostname: string): boolean {
  return config.entryHosts.includes(hostname.toLowerCase());
}
