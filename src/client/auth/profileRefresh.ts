/**
 * SH12: the profile is loaded after leaving the login page and every 18 minutes. The login
 * sequence (completeLogin) has just loaded it when the shell mounts, so the shell loads it again
 * only when nothing has (a page reload): each call happens once per login.
 */

/** How recent a load must be for the shell to skip its own first one. */
export const FRESH_PROFILE_MS = 60_000;

let lastLoadAt: number | null = null;

export function markProfileLoaded(now = Date.now()): void {
  lastLoadAt = now;
}

export function profileLoadedRecently(now = Date.now()): boolean {
  return lastLoadAt !== null && now - lastLoadAt < FRESH_PROFILE_MS;
}

/** Loads now unless the profile is fresh, then every `intervalMs`; answers the stop function. */
export function startProfileRefresh(load: () => void, intervalMs: number, fresh = profileLoadedRecently()): () => void {
  if (!fresh) load();
  const id = setInterval(load, intervalMs);
  return () => clearInterval(id);
}
