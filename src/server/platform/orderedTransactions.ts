/**
 * `count` transactions in a row, up to `lanes` at once, that commit in their order: the work of a
 * long job spread over a database server's connections while what it commits stays a prefix of
 * its steps (a job started again after a crash goes on after the last committed one).
 *
 * Each transaction runs three steps:
 * - `lock`: takes the rows it will change. Transaction i+1 starts only once i has passed this step,
 *   so when both want one row, i+1 waits in the database for i's commit, never the other way round,
 *   and reads the row as i left it: the same outcome as one after the other.
 * - `write`: the work itself, running beside the neighbours' work.
 * - `finish`: once i-1 has committed, the rows every transaction touches (a job's progress row),
 *   then the commit. Kept out of `write` because i+1 waiting there on i's lock while i waits for
 *   i+1 in here would be a deadlock the database cannot see.
 *
 * A failure rolls back its transaction and every later one not yet committed (they stop at
 * `finish`); the call throws it once all have settled. `committed(i)` is called in order.
 */
import type { Database } from '../db/connection';
import { inTransaction, type TxQuery } from './resource';

export interface OrderedSteps<L, W> {
  lock(q: TxQuery, index: number): Promise<L>;
  write(q: TxQuery, index: number, locked: L): Promise<W>;
  finish(q: TxQuery, index: number, written: W): Promise<void>;
  committed?(index: number, written: W): Promise<void> | void;
}

/** A later transaction rolled back because one before it failed. */
class EarlierFailed extends Error {}

export async function inOrderedTransactions<L, W>(db: Database, count: number, lanes: number, steps: OrderedSteps<L, W>): Promise<void> {
  let failure: { error: unknown } | undefined;
  let before: Promise<boolean> = Promise.resolve(true); // the previous one committed (false: it did not)
  const running = new Set<Promise<void>>();
  for (let i = 0; i < count && !failure; i++) {
    while (running.size >= Math.max(1, lanes)) await Promise.race(running);
    if (failure) break;
    const previous = before;
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => { locked = resolve; });
    const outcome = inTransaction(db, async (q) => {
      let held: L;
      try {
        held = await steps.lock(q, i);
      } finally {
        locked();
      }
      const written = await steps.write(q, i, held);
      if (!(await previous)) throw new EarlierFailed();
      await steps.finish(q, i, written);
      return written;
    });
    const fail = (error: unknown) => {
      if (!(error instanceof EarlierFailed)) failure ??= { error };
      return false;
    };
    before = outcome.then(async (written) => {
      await steps.committed?.(i, written);
      return true;
    }).catch(fail);
    const task: Promise<void> = before.then(() => { running.delete(task); });
    running.add(task);
    void outcome.catch(() => undefined).finally(locked); // a transaction that could not begin has no lock step
    await lockTaken;
  }
  await Promise.all(running);
  if (failure) throw failure.error;
}
