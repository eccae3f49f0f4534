import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { inLanes } from './lanes';

describe('inLanes', () => {
  it('runs every task, never more than the lanes at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inLanes(7, 2, async (i) => {
      most = Math.max(most, ++running);
      await sleep(5);
      running--;
      done.push(i);
    });
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });

  it('after a failure starts no other task, and throws it only once the task still running has ended', async () => {
    const started: number[] = [];
    let slowEnded = false;
    const run = inLanes(6, 2, async (i) => {
      started.push(i);
      if (i === 0) { await sleep(30); slowEnded = true; return; }
      if (i === 1) throw new Error('batch 1 refused');
      await sleep(1);
    });
    await expect(run).rejects.toThrow('batch 1 refused');
    expect(slowEnded).toBe(true);
    expect(started).toEqual([0, 1]);
  });
});
