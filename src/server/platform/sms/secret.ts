import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection';

const cache = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/**
 * A named server secret (an HMAC key): 32 random bytes made on first use and kept in the
 * `server_secret` table, so every server process sharing the database signs and checks alike.
 */
export function serverSecret(db: Database, name: string): Promise<Buffer> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let p = byName.get(name);
  if (!p) {
    p = (async () => {
      await db.query(`insert into server_secret (name, value) values ($1, $2) on conflict (name) do nothing`, [
        name,
        randomBytes(32).toString('base64'),
      ]);
      const [row] = await db.query<{ value: string }>(`select value from server_secret where name = $1`, [name]);
      return Buffer.from(row.value, 'base64');
    })();
    byName.set(name, p);
    p.catch(() => byName.delete(name));
  }
  return p;
}
