import { describe, expect, it } from 'vitest';
import { turnEvery } from './turns';

describe('turnEvery', () => {
  it('lets a waiting timer run once every n steps, never between them', async () => {
    const turn = turnEvery(3);
    let fired = 0;
    const seen: number[] = [];
    for (let step = 1; step <= 7; step++) {
      if (step === 1) setImmediate(() => { fired++; });
      await turn();
      seen.push(fired);
    }
    expect(seen).toEqual([0, 0, 1, 1, 1, 1, 1]);
  });
});
