/**
 * Per-process cache of sessions and of the URLs each one was granted or refused, so a request's
 * guard asks the database one tiny question (the auth_state generation) instead of two joins.
 *
 * Why every process sharing the database still agrees: migration 0004's triggers bump
 * `auth_state.generation` inside every transaction that changes a table a SessionUser or a grant
 * is made of (app_user, role, user_role, menu, role_menu, role_authority; session on revocation
 * or deletion), whoever writes it. A request reads the generation first and only then the rows it
 * caches, so what it stores is at least as new as that generation; it stores only while the cache
 * still belongs to that generation. A later request reading the same generation therefore knows
 * no such change has committed since, and a different one empties the cache. What the triggers
 * cannot see is time: a cached session carries its expiry and is refused once past it.
 *
 * Idle timeout: a session's last activity lives in session_activity, which no trigger watches, and
 * is written at most once a minute per session (ACTIVITY_WRITE_MS), so use keeps a session alive
 * without moving the generation. A cached session idle by this process's reckoning is looked up
 * again (another process may have seen it used) before it is refused.
 */
import type { Database } from '../../db/connection';
import { grantedUrls } from '../permissions/authority';
import { findSession, recordActivity } from './sessionUser';
import type { SessionUser } from './types';

/** Sessions one process remembers; beyond this the least recently used is dropped. */
export const SESSION_CACHE_SIZE = 10_000;
/** URLs remembered per session: route authorities are a few hundred, `mn/0000/authority` asks anything. */
const URLS_PER_SESSION = 1_000;
/** A session's activity is written at most this often (its idle timeout counts in minutes). */
export const ACTIVITY_WRITE_MS = 60_000;

interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  /** Idle timeout (ms) or null. */
  idleMs: number | null;
  /** Last activity as this process knows it (epoch ms): read with the session, or written since. */
  seenAt: number;
  /** URL → granted (true) or refused (false), as answered so far. */
  urls: Map<string, boolean>;
}

interface Cache {
  generation: number;
  /** Least recently used first (a hit moves an entry to the end). */
  sessions: Map<string, CachedSession>;
}

const caches = new WeakMap<Database, Cache>();

/** One request's look at the cache, taken at one reading of the generation. */
export class AuthCache {
  constructor(
    private readonly db: Database,
    private readonly cache: Cache,
    private readonly generation: number,
  ) {}

  /** Rows read after our generation may be stored only while the cache is still at it. */
  private get current(): boolean {
    return this.cache.generation === this.generation;
  }

  /**
   * The live session behind a token hash, or null (unknown, revoked, expired, idle, account
   * disabled or locked). Using it counts as activity.
   */
  async session(tokenHash: string): Promise<SessionUser | null> {
    const { sessions } = this.cache;
    const now = Date.now();
    const hit = sessions.get(tokenHash);
    if (hit) {
      sessions.delete(tokenHash);
      if (now >= hit.expiresAt) return null;
      // Idle as far as we know: ask the database, which knows every process's activity.
      if (hit.idleMs === null || now - hit.seenAt < hit.idleMs) {
        sessions.set(tokenHash, hit);
        await this.touch(tokenHash, hit, now);
        return hit.user;
      }
    }
    const found = await findSession(this.db, tokenHash);
    // Unknown tokens are not remembered: anyone could fill the cache with them.
    if (!found) return null;
    const entry: CachedSession = { user: Object.freeze(found.user), expiresAt: found.expiresAt, idleMs: found.idleMs, seenAt: found.seenAt, urls: new Map() };
    if (this.current) {
      if (sessions.size >= SESSION_CACHE_SIZE) sessions.delete(sessions.keys().next().value!);
      sessions.set(tokenHash, entry);
    }
    await this.touch(tokenHash, entry, now);
    return found.user;
  }

  /** Records the session's activity when the last one known is a minute old or more. */
  private async touch(tokenHash: string, entry: CachedSession, now: number): Promise<void> {
    if (entry.idleMs === null || now - entry.seenAt < ACTIVITY_WRITE_MS) return;
    entry.seenAt = now;
    await recordActivity(this.db, tokenHash);
  }

  /** Which of `urls` the session's user holds (menu pages of enabled roles, function points). */
  async granted(user: SessionUser, urls: readonly string[]): Promise<Set<string>> {
    const cached = this.cache.sessions.get(user.tokenHash)?.urls;
    const unknown = cached ? urls.filter((u) => !cached.has(u)) : [...urls];
    const fresh = unknown.length ? await grantedUrls(this.db, user.userId, unknown) : new Set<string>();
    if (cached && this.current) {
      for (const u of unknown) if (cached.size < URLS_PER_SESSION) cached.set(u, fresh.has(u));
    }
    return new Set(urls.filter((u) => fresh.has(u) || cached?.get(u) === true));
  }

  /** A route listing several authorities is open to a caller holding any of them. */
  async holdsAny(user: SessionUser, urls: readonly string[]): Promise<boolean> {
    return (await this.granted(user, urls)).size > 0;
  }
}

/** Reads the generation (one tiny query) and returns the cache as of it, emptied if it moved on. */
export async function authCache(db: Database): Promise<AuthCache> {
  const [row] = await db.query<{ generation: number }>(`select generation from auth_state where id = 1`);
  const generation = Number(row.generation);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { generation, sessions: new Map() }));
  // Generations only grow: a request whose reading was overtaken by a newer one uses what is
  // cached (newer still) but stores nothing, so a late answer never rolls the cache back.
  else if (generation > cache.generation) {
    cache.generation = generation;
    cache.sessions = new Map();
  }
  return new AuthCache(db, cache, generation);
}
