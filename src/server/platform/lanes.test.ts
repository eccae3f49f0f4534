import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { laneQueue } from './lanes';

describe('laneQueue', () => {
  it('runs every task handed over, never more than the lanes at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const lanes = laneQueue(2);
    for (let i = 0; i < 7; i++) {
      await lanes.add(async () => {
        most = Math.max(most, ++running);
        await sleep(5);
        running--;
        done.push(i);
      });
    }
    await lanes.settle();
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });

  it('after a failure starts no other task, and throws it only once the task still running has ended', async () => {
    const started: number[] = [];
    let slowEnded = false;
    const lanes = laneQueue(2);
    const handOver = async () => {
      for (let i = 0; i < 6; i++) {
        await lanes.add(async () => {
          started.push(i);
          if (i === 0) { await sleep(30); slowEnded = true; return; }
          if (i === 1) throw new Error('batch 1 refused');
          await sleep(1);
        });
      }
    };
    await expect(handOver()).rejects.toThrow('batch 1 refused');
    expect(started).toEqual([0, 1]);
    await expect(lanes.settle()).rejects.toThrow('batch 1 refused');
    expect(slowEnded).toBe(true);
  });
});
