import { describe, expect, it } from 'vitest';
import { tabContents } from './detailTabs';

describe("a detail's tabs", () => {
  it('places fields by their tab (else the first) and sub-tables by theirs, their own name, else the first', () => {
    const tabs = [{ key: 'basic', title: 't.basic' }, { key: 'weights', title: 't.w' }, { key: 'packages', title: 't.p' }, { key: 'quote', title: 't.q', component: 'QuoteTrace' }];
    const out = tabContents(tabs, [{ name: 'orderNo' }, { name: 'inWeight', tab: 'weights' }, { name: 'x', tab: 'nowhere' }],
      [{ name: 'packages', columns: [] }, { name: 'log', columns: [] }, { name: 'items', tab: 'quote', columns: [] }]);
    expect(out.map((c) => [c.tab.key, c.fields.map((f) => f.name), c.tables.map((s) => s.name)])).toEqual([
      ['basic', ['orderNo', 'x'], ['log']],
      ['weights', ['inWeight'], []],
      ['packages', [], ['packages']],
      ['quote', [], ['items']],
    ]);
  });
});
