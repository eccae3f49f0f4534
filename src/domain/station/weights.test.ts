import { describe, expect, it } from 'vitest';
import { outWeightExceedsIn } from './weights';

describe('outbound weight rule (S14)', () => {
  it('allows equal weights written differently and refuses the smallest excess', () => {
    expect(outWeightExceedsIn('2.1', '2.100')).toBe(false);
    expect(outWeightExceedsIn('2.099', '2.1')).toBe(false);
    expect(outWeightExceedsIn('2.101', '2.1')).toBe(true);
    // 0.1 + 0.2 in floats is 0.30000000000000004: decimals compare as written.
    expect(outWeightExceedsIn('0.3', (0.1 + 0.2).toFixed(3))).toBe(false);
  });
});
