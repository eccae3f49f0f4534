/**
 * A screen address opened cold: its screen's authority URLs are asked alongside its first page
 * (bootPrefetch), not after the screen has mounted; the engine's first check that needs no other
 * URL takes the answer (useEngineServices), once: the shell hands them to the engine's cache as it
 * mounts (EarlyAuthority), so the screen shows its row actions in its first render instead of one
 * round trip later.
 */
import { readAuthority, shellApi } from '../api/shell';

let early: { urls: Set<string>; answer: Promise<Record<string, boolean>> } | null = null;

export function askAuthorityEarly(urls: string[]): Promise<Record<string, boolean>> {
  const answer = shellApi.authority(urls).then((data) => readAuthority(urls, data));
  answer.catch(() => undefined); // the engine's check that takes it sees the failure and asks again later
  early = { urls: new Set(urls), answer };
  return answer;
}

/** The early answer for these URLs when it covers them all, once; else undefined (ask the server). */
export function takeEarlyAuthority(urls: string[]): Promise<Record<string, boolean>> | undefined {
  const taken = early;
  if (!taken || !urls.every((u) => taken.urls.has(u))) return undefined;
  early = null;
  return taken.answer.then((a) => Object.fromEntries(urls.map((u) => [u, a[u] === true])));
}

/** The URLs asked for early and not taken yet. */
export const earlyAuthorityUrls = (): string[] | undefined => (early ? [...early.urls] : undefined);
