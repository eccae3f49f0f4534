import { loadProfile } from '../auth/profile';

/**
 * Screen APIs that change what user info says about the caller: after one succeeds the shell
 * reloads the profile, so the OS01 notice and the 'not approved' tag follow at once
 * (XX0201_01 moves orderStatus from OS01 to awaiting review).
 */
const PROFILE_WRITES = new Set(['xx/0201/save']);

export function afterScreenRequest(method: string, url: string): void {
  if (method !== 'GET' && PROFILE_WRITES.has(url)) void loadProfile({ quiet: true }).catch(() => {});
}
