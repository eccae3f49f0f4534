import { describe, expect, it } from 'vitest';
import { suggestions } from './pricing.suggest';

describe('suggestInput options', () => {
  it('offers every value when nothing is typed, else those containing the text, case-insensitively', () => {
    const values = ['GB-REMOTE', 'EU-REMOTE', '操作费'];
    expect(suggestions(values, undefined).map((o) => o.value)).toEqual(values);
    expect(suggestions(values, ' gb').map((o) => o.value)).toEqual(['GB-REMOTE']);
    expect(suggestions(values, '操作')).toEqual([{ value: '操作费', label: '操作费' }]);
    expect(suggestions(values, 'XX')).toEqual([]);
  });
});
