import { describe, expect, it, vi } from 'vitest';
import { useEffect, useState } from 'react';
import { act, render, screen as dom } from '@testing-library/react';
import { createTestI18n, EngineHarness } from './testing';
import { ScreenHost } from './ScreenHost';
import { useEngine } from './EngineProvider';
import { authorityUrls } from './authority';
import { loadScreen } from './loader';
import { preloadScreen } from './preload';

/** Asks the engine's cache for these answers first (the shell does so with the cold start's, layout/EarlyAuthority), then shows the screen. */
function Primed({ urls }: { urls: string[] }) {
  const engine = useEngine();
  const [primed, setPrimed] = useState(false);
  useEffect(() => void engine.authority.resolve(urls).then(() => setPrimed(true)), [engine, urls]);
  return primed ? <ScreenHost code="ZJ0101_01" /> : null;
}

describe('authority answers already in the engine\'s cache', () => {
  it('a list opened with its first page draws its permitted row actions with its first rows, not one render later', async () => {
    const urls = authorityUrls((await loadScreen('ZJ0101_01'))!.screen);
    const checkAuthority = vi.fn(async (asked: string[]) => Object.fromEntries(asked.map((u) => [u, u === 'zj/0101/02.html'])));
    const request = vi.fn(async () => ({ list: [{ id: 1, code: 'C0001', name: 'row-1', orderStatus: 'OS02' }], total: 1 }));
    preloadScreen('ZJ0101_01', { request }); // the boot's prefetched first page: the table draws it in its first render
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    await import('./list/ListScreen'); // the renderer's chunk is in too (the boot started it): no loading round
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    let firstRow: string | undefined;
    const watch = new MutationObserver(() => {
      const row = document.querySelector('.ant-table-row');
      if (row && firstRow === undefined) firstRow = [...row.querySelectorAll('[data-action]')].map((b) => b.getAttribute('data-action')).join(',');
    });
    watch.observe(document.body, { subtree: true, childList: true });
    render(<EngineHarness i18n={createTestI18n('en-US')} request={request} checkAuthority={checkAuthority}><Primed urls={urls} /></EngineHarness>);
    await dom.findByText('row-1');
    watch.disconnect();
    expect(firstRow).toBe('edit');
    expect(checkAuthority).toHaveBeenCalledTimes(1);
  });
});
