import type { Database } from '../../db/connection';

/**
 * Failed logins are counted per account and per address in `login_throttle`, so every server
 * process sharing the database enforces the same limits. Too many failures inside the window
 * block further attempts for the block time, right or wrong.
 */
export const THROTTLE = {
  windowMinutes: 15,
  blockMinutes: 15,
  perAccount: 5,
  // An office behind one address has many users: allow more before blocking the address.
  perAddress: 20,
};

export const accountKey = (loginid: string) => `acct:${loginid.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** Minutes left on the longest block among the keys, or 0 when none is blocked. */
export async function blockedMinutes(db: Database, keys: string[]): Promise<number> {
  const rows = await db.query<{ seconds: number | string | null }>(
    `select ceil(max(extract(epoch from blocked_until - now())))::int as seconds
       from login_throttle where key = any($1::text[]) and blocked_until > now()`,
    [keys],
  );
  const seconds = Number(rows[0]?.seconds ?? 0);
  return seconds > 0 ? Math.ceil(seconds / 60) : 0;
}

async function countFailure(db: Database, key: string, limit: number): Promise<void> {
  const [row] = await db.query<{ failures: number }>(
    `insert into login_throttle (key, failures, window_started_at) values ($1, 1, now())
     on conflict (key) do update set
       failures = case when login_throttle.window_started_at < now() - make_interval(mins => $2::int)
                       then 1 else login_throttle.failures + 1 end,
       window_started_at = case when login_throttle.window_started_at < now() - make_interval(mins => $2::int)
                                then now() else login_throttle.window_started_at end
     returning failures`,
    [key, THROTTLE.windowMinutes],
  );
  if (row && row.failures >= limit) {
    await db.query(
      `update login_throttle set blocked_until = now() + make_interval(mins => $2::int), failures = 0, window_started_at = now()
        where key = $1`,
      [key, THROTTLE.blockMinutes],
    );
  }
}

export async function recordLoginFailure(db: Database, loginid: string, ip: string): Promise<void> {
  await countFailure(db, accountKey(loginid), THROTTLE.perAccount);
  await countFailure(db, addressKey(ip), THROTTLE.perAddress);
}

/** A successful login clears the account's count; the address keeps its own. */
export async function clearAccountFailures(db: Database, loginid: string): Promise<void> {
  await db.query(`delete from login_throttle where key = $1`, [accountKey(loginid)]);
}
