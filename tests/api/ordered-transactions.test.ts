/**
 * platform/orderedTransactions: transactions that work side by side on a database server commit in
 * their order, so what is committed is always a prefix (a job restarted after a crash goes on after
 * it); a failure leaves the ones before it committed and none after; two that want one row see it
 * as one after the other would. On the embedded database (one connection) they run one by one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inOrderedTransactions } from '../../src/server/platform/orderedTransactions';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(`create table ordered_probe (id int primary key, seen int[] not null default '{}')`);
  await t.db.query(`create table ordered_step (i int primary key)`);
});
afterAll(() => t?.close());
beforeEach(async () => {
  for (const sql of ['delete from ordered_probe', 'delete from ordered_step', 'insert into ordered_probe (id) values (1), (2)']) await t.db.query(sql);
});

const progress = async () => (await t.db.query<{ seen: number[] }>(`select seen from ordered_probe where id = 1`))[0].seen;
const steps = async () => (await t.db.query<{ i: number }>(`select i from ordered_step order by i`)).map((r) => r.i);

describe('inOrderedTransactions', () => {
  it('commits in order, each one after the one before, while their work runs side by side on a server', async () => {
    const events: string[] = [];
    await inOrderedTransactions(t.db, 6, 2, {
      lock: async () => undefined,
      write: async (q, i) => {
        events.push(`write ${i}`);
        await q(`insert into ordered_step (i) values ($1)`, [i]);
        // The first one's work is slow: the second's runs meanwhile.
        if (i === 0) await q(`select pg_sleep(0.2)`);
        return i;
      },
      finish: async (q, i) => { await q(`update ordered_probe set seen = seen || $1::int where id = 1`, [i]); },
      committed: (i) => { events.push(`committed ${i}`); },
    });
    expect(await progress()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(events.filter((e) => e.startsWith('committed'))).toEqual([0, 1, 2, 3, 4, 5].map((i) => `committed ${i}`));
    if (t.db.kind === 'pg') expect(events.indexOf('write 1')).toBeLessThan(events.indexOf('committed 0'));
  });

  it('a failure leaves the ones before it committed and nothing of it or of those after, and is what the call throws', async () => {
    const committed: number[] = [];
    const run = inOrderedTransactions(t.db, 6, 2, {
      lock: async () => undefined,
      write: async (q, i) => {
        await q(`insert into ordered_step (i) values ($1)`, [i]);
        if (i === 3) throw new Error('row 3 is wrong');
      },
      finish: async (q, i) => { await q(`update ordered_probe set seen = seen || $1::int where id = 1`, [i]); },
      committed: (i) => { committed.push(i); },
    });
    await expect(run).rejects.toThrow('row 3 is wrong');
    expect(committed).toEqual([0, 1, 2]);
    expect(await steps()).toEqual([0, 1, 2]);
    expect(await progress()).toEqual([0, 1, 2]);
  });

  it('two that lock one row: the later one waits for the earlier commit and sees its change', async () => {
    const read: number[] = [];
    await inOrderedTransactions(t.db, 4, 2, {
      lock: async (q) => (await q<{ seen: number[] }>(`select seen from ordered_probe where id = 2 for update`))[0].seen,
      write: async (q, i, seen) => {
        read.push(seen.length);
        await q(`update ordered_probe set seen = seen || $1::int where id = 2`, [i]);
      },
      finish: async (q, i) => { await q(`update ordered_probe set seen = seen || $1::int where id = 1`, [i]); },
    });
    expect(read).toEqual([0, 1, 2, 3]);
    expect(await progress()).toEqual([0, 1, 2, 3]);
  });
});
