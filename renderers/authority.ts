/**
 * Authority URLs on actions, columns and form fields: the engine asks once per screen for all of
 * them (one batched call), caches the answers for the session, hides the actions and columns that
 * answer false and shows those fields read-only (`x-authority`, renderers/form/fieldAuthority.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { useRetryAfterFailure } from './retry';
import type { Action, Column, Screen } from './types';

export type AuthorityCheck = (urls: string[]) => Promise<Record<string, boolean>>;

export interface AuthorityCache {
  resolve(urls: string[]): Promise<Record<string, boolean>>;
  /** The URLs among these with no answer (their check failed and nobody is asking again yet). */
  unanswered(urls: string[]): string[];
}

/**
 * Answers are cached per URL; URLs not yet asked go to the server in one call. A failed call is
 * no answer: its URLs stay hidden this time and are asked again next time.
 */
export function createAuthorityCache(check: AuthorityCheck): AuthorityCache {
  const cache = new Map<string, Promise<boolean>>();
  return {
    async resolve(urls) {
      const missing = [...new Set(urls)].filter((u) => !cache.has(u));
      if (missing.length) {
        const answer = check(missing);
        for (const url of missing) {
          const entry: Promise<boolean> = answer.then((a) => a[url] === true, () => {
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
  };
}

/** Every action of a screen, its inline forms' buttons included (they use the screen's authorities). */
function actionsOf(screen: Screen): Action[] {
  const cards = (screen.cards ?? []).map((c) => c.action).filter((a): a is Action => !!a);
  return [...(screen.rowActions ?? []), ...(screen.toolbar?.actions ?? []), ...(screen.toolbar?.bulkActions ?? []),
    ...(screen.actions ?? []), ...cards, ...Object.values(screen.forms ?? {}).flatMap((f) => f.actions ?? [])];
}

function columnsOf(screen: Screen): Column[] {
  return [...(screen.columns ?? []), ...(screen.subTables ?? []).flatMap((s) => s.columns)];
}

/** The `x-authority` of every field under a form schema node (its own included). */
export function fieldAuthorityUrls(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const n = node as { 'x-authority'?: string; properties?: Record<string, unknown>; items?: unknown };
  return [
    ...(n['x-authority'] ? [n['x-authority']] : []),
    ...Object.values(n.properties ?? {}).flatMap(fieldAuthorityUrls),
    ...(Array.isArray(n.items) ? [] : fieldAuthorityUrls(n.items)),
  ];
}

/** Every authority URL a screen names (actions, columns, its form's and inline forms' fields), deduplicated. */
export function authorityUrls(screen: Screen): string[] {
  const urls = [...actionsOf(screen), ...columnsOf(screen)].map((x) => x.authority).filter((u): u is string => !!u);
  const fields = [screen.schema, ...Object.values(screen.forms ?? {}).map((f) => f.schema)].flatMap(fieldAuthorityUrls);
  return [...new Set([...urls, ...fields])].sort();
}

export type Allowed = (url?: string) => boolean;

/**
 * Resolves a screen's authority URLs; until answered, guarded elements stay hidden. A failed
 * check is asked again by the open screen itself (after a short pause, then on the window's
 * next focus or return to view), so a network blip does not hide its buttons until it reopens.
 */
export function useAuthorities(cache: AuthorityCache, urls: string[]): { allowed: Allowed; ready: boolean } {
  const key = urls.join('\n');
  const [answers, setAnswers] = useState<Record<string, boolean> | undefined>(urls.length ? undefined : {});
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!urls.length) return setAnswers({});
    let live = true;
    cache.resolve(urls).then((a) => {
      if (!live) return;
      setAnswers(a);
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
