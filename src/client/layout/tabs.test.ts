import { describe, expect, it } from 'vitest';
import { aliveKeys, initialTabs, restoreTabs, saveTabs, tabsReducer, type TabsAction, type TabsState } from './tabs';

const HOME = 'MN0501_01';
const reduce = tabsReducer(HOME);
const run = (...actions: TabsAction[]) => actions.reduce(reduce, initialTabs(HOME));
const keys = (s: TabsState) => s.tabs.map((t) => t.key);

describe('tabs reducer', () => {
  it('opens tabs once and activates them', () => {
    const s = run({ type: 'open', key: 'A' }, { type: 'open', key: 'B' }, { type: 'open', key: 'A', search: '?x=1' });
    expect(keys(s)).toEqual([HOME, 'A', 'B']);
    expect(s.active).toBe('A');
    expect(s.tabs[1].search).toBe('?x=1');
  });

  it('closing the active tab goes to the previously viewed tab', () => {
    const s = run({ type: 'open', key: 'A' }, { type: 'open', key: 'B' }, { type: 'open', key: 'C' }, { type: 'open', key: 'A' }, { type: 'close', key: 'A' });
    expect(s.active).toBe('C');
    expect(keys(s)).toEqual([HOME, 'B', 'C']);
  });

  it('skips closed tabs in the history and falls back to the previous in the list, then home', () => {
    let s = run({ type: 'open', key: 'A' }, { type: 'open', key: 'B' });
    s = reduce(s, { type: 'close', key: 'A' });
    expect(s.active).toBe('B');
    s = reduce(s, { type: 'close', key: 'B' });
    expect(s.active).toBe(HOME);
    // history lost (e.g. only one tab ever viewed besides home): previous in the list
    const manual: TabsState = { tabs: [{ key: HOME, search: '' }, { key: 'X', search: '' }, { key: 'Y', search: '' }], active: 'Y', history: ['Y'] };
    expect(reduce(manual, { type: 'close', key: 'Y' }).active).toBe('X');
  });

  it('closing an inactive tab keeps the active one', () => {
    const s = run({ type: 'open', key: 'A' }, { type: 'open', key: 'B' }, { type: 'close', key: 'A' });
    expect(s.active).toBe('B');
    expect(keys(s)).toEqual([HOME, 'B']);
  });

  it('never closes home', () => {
    const s = run({ type: 'close', key: HOME });
    expect(keys(s)).toEqual([HOME]);
  });

  it('reorders by drag, keeping home first', () => {
    let s = run({ type: 'open', key: 'A' }, { type: 'open', key: 'B' }, { type: 'open', key: 'C' });
    s = reduce(s, { type: 'reorder', from: 'C', to: 'A' });
    expect(keys(s)).toEqual([HOME, 'C', 'A', 'B']);
    expect(reduce(s, { type: 'reorder', from: 'B', to: HOME })).toBe(s);
    expect(reduce(s, { type: 'reorder', from: HOME, to: 'B' })).toBe(s);
  });

  it('close others keeps home and the given tab', () => {
    const s = run({ type: 'open', key: 'A' }, { type: 'open', key: 'B' }, { type: 'closeOthers', key: 'A' });
    expect(keys(s)).toEqual([HOME, 'A']);
    expect(s.active).toBe('A');
  });

  it('keeps at most N screens alive, least recently viewed evicted first', () => {
    let s = initialTabs(HOME);
    for (let i = 0; i < 15; i++) s = reduce(s, { type: 'open', key: `T${i}` });
    const alive = aliveKeys(s, 12);
    expect(alive.size).toBe(12);
    expect(alive.has('T14')).toBe(true);
    expect(alive.has(HOME)).toBe(false);
    expect(alive.has('T2')).toBe(false);
    expect(alive.has('T3')).toBe(true);
    s = reduce(s, { type: 'open', key: HOME });
    expect(aliveKeys(s, 12).has(HOME)).toBe(true);
  });
});

describe('close all, retain, and the bar across a reload', () => {
  it('close all keeps home alone', () => {
    const s = run({ type: 'open', key: 'A' }, { type: 'open', key: 'B' }, { type: 'closeAll' });
    expect(keys(s)).toEqual([HOME]);
    expect(s.active).toBe(HOME);
  });

  it('close others keeps home and the chosen tab', () => {
    const s = run({ type: 'open', key: 'A' }, { type: 'open', key: 'B' }, { type: 'open', key: 'C' }, { type: 'closeOthers', key: 'B' });
    expect(keys(s)).toEqual([HOME, 'B']);
    expect(s.active).toBe('B');
  });

  it('restores every open tab with its query and order, not only the current one', () => {
    const before = run({ type: 'open', key: 'A', search: '?x=1' }, { type: 'open', key: 'B' }, { type: 'open', key: 'C' }, { type: 'reorder', from: 'C', to: 'A' });
    const after = restoreTabs(HOME, saveTabs(before), () => true);
    expect(after.tabs).toEqual(before.tabs);
    expect(after.history).toEqual(before.history);
  });

  it('drops what cannot open: screens not built, duplicates, junk; a broken value gives a fresh bar', () => {
    const saved = JSON.stringify({ tabs: [{ key: HOME, search: '' }, { key: 'A', search: 'javascript:x' }, { key: 'GONE', search: '' }, { key: 'A', search: '' }, 7, null], history: ['GONE', 'A', 3] });
    const s = restoreTabs(HOME, saved, (k) => k !== 'GONE');
    expect(s.tabs).toEqual([{ key: HOME, search: '' }, { key: 'A', search: '' }]);
    expect(s.history).toEqual(['A']);
    expect(restoreTabs(HOME, '{not json', () => true)).toEqual(initialTabs(HOME));
    expect(restoreTabs(HOME, null, () => true)).toEqual(initialTabs(HOME));
  });

  it('retain drops the tabs the user may not open and moves off an active one', () => {
    const s = reduce(run({ type: 'open', key: 'A' }, { type: 'open', key: 'B' }), { type: 'retain', keys: new Set(['A']) });
    expect(keys(s)).toEqual([HOME, 'A']);
    expect(s.active).toBe('A');
  });
});
