import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkStylesheetFirst } from './stylesheet';

/** A <head> whose stylesheets load only when the test says so (a real one would fetch them). */
interface FakeLink { rel: string; href: string; onload?: () => void; onerror?: () => void; remove(): void }
let head: FakeLink[];
beforeEach(() => {
  head = [];
  vi.stubGlobal('document', {
    createElement: () => {
      const link: FakeLink = { rel: '', href: '', remove: () => { head = head.filter((l) => l !== link); } };
      return link;
    },
    head: { prepend: (link: FakeLink) => { head.unshift(link); } },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('linkStylesheetFirst', () => {
  it('links the sheet first in <head>, and a sheet that never answers does not hold the app back', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = linkStylesheetFirst('/assets/antd-x.css', 3000).then(() => { done = true; });
    expect(head[0]).toMatchObject({ rel: 'stylesheet', href: '/assets/antd-x.css' });
    await vi.advanceTimersByTimeAsync(2900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await waiting;
    expect(done).toBe(true);
  });

  it('answers as soon as the sheet loads; a failed sheet is removed', async () => {
    const loading = linkStylesheetFirst('/a.css', 60_000);
    head[0].onload!();
    await loading;
    const failing = linkStylesheetFirst('/b.css', 60_000);
    head[0].onerror!();
    await failing;
    expect(head.map((l) => l.href)).toEqual(['/a.css']);
  });
});
