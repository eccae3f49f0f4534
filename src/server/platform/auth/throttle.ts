import type { Database } from '../../db/connection';

/**
 * Failed logins, counted in the database so every server process sharing it enforces the same
 * limits (`login_throttle` for counters and blocks, `login_failure` for the log):
 * - one account from one address (the pair): a few free tries, then growing delays, so a guesser
 *   at one address slows to a crawl while the owner, elsewhere, is not blocked;
 * - one address: too many failures inside the window block it (an office behind one address has
 *   many users, hence a higher limit);
 * - one account outright: locked (app_user.locked) only after many failures from many addresses
 *   within a day; an administrator unlocks it (zj/0601/unlock, zj/0101/unlock).
 * A wrong current password in `mn/0101/user/password` counts as a failed login.
 */
export const THROTTLE = {
  /** Per address: failures inside the window block it for the block time. */
  windowMinutes: 15,
  blockMinutes: 15,
  perAddress: 20,
  /** Per account and address: failures before the first delay. */
  pairFree: 3,
  /** The first delay, doubled at each further failure up to the cap. */
  pairDelaySeconds: 15,
  pairMaxDelayMinutes: 15,
  /** A pair's count starts again this long after its first failure. */
  pairWindowMinutes: 60,
  /** Locking outright: this many failures, from at least this many addresses, within the hours. */
  lockFailures: 30,
  lockAddresses: 5,
  lockWindowHours: 24,
};

export const accountKey = (loginid: string) => loginid.trim().toLowerCase();
export const addressKey = (ip: string) => `ip:${ip}`;
export const pairKey = (loginid: string, ip: string) => `pair:${accountKey(loginid)}|${ip}`;

/** The delay (seconds) after a pair's `failures`-th failure: none for the free ones, then doubling to the cap. */
export function pairDelaySeconds(failures: number): number {
  if (failures < THROTTLE.pairFree) return 0;
  const doubled = THROTTLE.pairDelaySeconds * 2 ** Math.min(failures - THROTTLE.pairFree, 20);
  return Math.min(doubled, THROTTLE.pairMaxDelayMinutes * 60);
}

/** Seconds left on the longest block among the keys, or 0 when none is blocked. */
export async function blockedSeconds(db: Database, keys: string[]): Promise<number> {
  const rows = await db.query<{ seconds: number | string | null }>(
    `select ceil(max(extract(epoch from blocked_until - now())))::int as seconds
       from login_throttle where key = any($1::text[]) and blocked_until > now()`,
    [keys],
  );
  return Math.max(0, Number(rows[0]?.seconds ?? 0));
}

/** The keys a login of `loginid` from `ip` must find unblocked. */
export const loginKeys = (loginid: string, ip: string) => [pairKey(loginid, ip), addressKey(ip)];

/** Counts a failure in the key's window; answers the failures so far in it. */
async function countFailure(db: Database, key: string, windowMinutes: number): Promise<number> {
  const [row] = await db.query<{ failures: number }>(
    `insert into login_throttle (key, failures, window_started_at) values ($1, 1, now())
     on conflict (key) do update set
       failures = case when login_throttle.window_started_at < now() - make_interval(mins => $2::int)
                       then 1 else login_throttle.failures + 1 end,
       window_started_at = case when login_throttle.window_started_at < now() - make_interval(mins => $2::int)
                                then now() else login_throttle.window_started_at end
     returning failures`,
    [key, windowMinutes],
  );
  return Number(row?.failures ?? 0);
}

async function block(db: Database, key: string, seconds: number, restart: boolean): Promise<void> {
  await db.query(
    `update login_throttle set blocked_until = now() + make_interval(secs => $2::int)
            ${restart ? ', failures = 0, window_started_at = now()' : ''}
      where key = $1`,
    [key, seconds],
  );
}

/**
 * Records a failed login of `loginid` from `ip`. `userId` names the account when it exists: its
 * failures are logged, and it is locked once they come from enough addresses.
 */
export async function recordLoginFailure(db: Database, loginid: string, ip: string, userId?: number): Promise<void> {
  const pair = pairKey(loginid, ip);
  const delay = pairDelaySeconds(await countFailure(db, pair, THROTTLE.pairWindowMinutes));
  if (delay > 0) await block(db, pair, delay, false);

  const address = addressKey(ip);
  if ((await countFailure(db, address, THROTTLE.windowMinutes)) >= THROTTLE.perAddress) {
    await block(db, address, THROTTLE.blockMinutes * 60, true);
  }

  if (userId === undefined) return;
  const account = accountKey(loginid);
  await db.query(`delete from login_failure where failed_at < now() - make_interval(hours => $1::int)`, [THROTTLE.lockWindowHours]);
  await db.query(`insert into login_failure (account, address) values ($1, $2)`, [account, ip]);
  const [seen] = await db.query<{ failures: number; addresses: number }>(
    `select count(*)::int as failures, count(distinct address)::int as addresses
       from login_failure where account = $1 and failed_at > now() - make_interval(hours => $2::int)`,
    [account, THROTTLE.lockWindowHours],
  );
  if (Number(seen.failures) >= THROTTLE.lockFailures && Number(seen.addresses) >= THROTTLE.lockAddresses) {
    // Only when not yet locked: a change to app_user empties every process's session cache.
    await db.query(`update app_user set locked = true, updated_at = now() where id = $1 and not locked`, [userId]);
  }
}

/** A successful login clears its pair's count; the address and the account's log keep theirs. */
export async function clearPairFailures(db: Database, loginid: string, ip: string): Promise<void> {
  await db.query(`delete from login_throttle where key = $1`, [pairKey(loginid, ip)]);
}

type Query = (text: string, params?: unknown[]) => Promise<unknown>;

/** An administrator unlocked or reset these accounts: their failures so far no longer count. */
export async function forgetAccountFailures(q: Query, loginids: string[]): Promise<void> {
  const accounts = loginids.map(accountKey);
  await q(`delete from login_failure where account = any($1::text[])`, [accounts]);
  await q(`delete from login_throttle t using unnest($1::text[]) a(account) where starts_with(t.key, 'pair:' || a.account || '|')`, [accounts]);
}
