/**
 * Authority URLs on actions, columns and form fields: the engine asks once per screen for all of
 * them (one batched call), caches the answers for the session, hides the actions and columns that
 * answer false and shows those fields read-only (`x-authority`, renderers/form/fieldAuthority.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { useRetryAfterFailure } from './retry';

export type AuthorityCheck = (urls: string[]) => Promise<Record<string, boolean>>;

export interface AuthorityCache {
  resolve(urls: string[]): Promise<Record<string, boolean>>;
  /** The URLs among these with no answer (their check failed and nobody is asking again yet). */
  unanswered(urls: string[]): string[];
  /** The answers when every one of these URLs has its answer in already, else undefined: a screen shows its guarded parts in its first render. */
  known(urls: string[]): Record<string, boolean> | undefined;
}

/**
 * Answers are cached per URL; URLs not yet asked go to the server in one call. A failed call is
 * no answer: its URLs stay hidden this time and are asked again next time.
 */
export function createAuthorityCache(check: AuthorityCheck): AuthorityCache {
  const cache = new Map<string, Promise<boolean>>();
  const settled = new Map<string, boolean>();
  return {
    async resolve(urls) {
      const missing = [...new Set(urls)].filter((u) => !cache.has(u));
      if (missing.length) {
        const answer = check(missing);
        for (const url of missing) {
          const entry: Promise<boolean> = answer.then((a) => {
            settled.set(url, a[url] === true);
            return a[url] === true;
          }, () => {
            if (cache.get(url) === entry) cache.delete(url);
            return false;
          });
          cache.set(url, entry);
        }
      }
      const values = await Promise.all(urls.map((u) => cache.get(u)!));
      return Object.fromEntries(urls.map((u, i) => [u, values[i]]));
    },
    unanswered: (urls) => urls.filter((u) => !cache.has(u)),
    known: (urls) => (urls.every((u) => settled.has(u)) ? Object.fromEntries(urls.map((u) => [u, settled.get(u)!])) : undefined),
  };
}

export { authorityUrls, fieldAuthorityUrls } from './authorityUrls';

export type Allowed = (url?: string) => boolean;

/**
 * Resolves a screen's authority URLs; until answered, guarded elements stay hidden. A failed
 * check is asked again by the open screen itself (after a short pause, then on the window's
 * next focus or return to view), so a network blip does not hide its buttons until it reopens.
 */
export function useAuthorities(cache: AuthorityCache, urls: string[]): { allowed: Allowed; ready: boolean } {
  const key = urls.join('\n');
  const [answers, setAnswers] = useState<Record<string, boolean> | undefined>(() => (urls.length ? cache.known(urls) : {}));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!urls.length) return setAnswers({});
    let live = true;
    cache.resolve(urls).then((a) => {
      if (!live) return;
      // The same answers as the first render's: no new `allowed` (the whole screen would render again).
      setAnswers((had) => (had && urls.every((u) => had[u] === a[u]) ? had : a));
      setFailed(cache.unanswered(urls).length > 0);
    });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key, attempt]);
  useRetryAfterFailure(failed, () => setAttempt((n) => n + 1));
  return useMemo(() => ({
    allowed: (url?: string) => !url || answers?.[url] === true,
    ready: answers !== undefined,
  }), [answers]);
}
