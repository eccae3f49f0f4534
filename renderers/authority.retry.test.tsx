/**
 * A failed authority check is asked again by the screen that is open, not only by the next one:
 * its guarded buttons appear once the server answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen as dom } from '@testing-library/react';
import { RETRY_PAUSE_MS } from './retry';
import { createTestI18n, screenElement } from './testing';
import type { Screen } from './types';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const screen: Screen = {
  code: 'TT0002_01', kind: 'form', title: 'title',
  schema: { type: 'object', properties: {} },
  actions: [
    { key: 'open', type: 'close', label: 'Always there' },
    { key: 'audit', type: 'close', label: 'Audit', authority: 'tt/0002/audit' },
  ],
};

/** The authority endpoint: unreachable for the first `failures` calls, then granting everything. */
function flakyAuthority(failures: number) {
  let calls = 0;
  return vi.fn(async (urls: string[]) => {
    calls += 1;
    if (calls <= failures) throw new Error('network down');
    return Object.fromEntries(urls.map((u) => [u, true]));
  });
}

/** Opens the screen and waits until its first check has failed (the unguarded button shows, the guarded one not). */
async function open(checkAuthority: ReturnType<typeof flakyAuthority>) {
  render(screenElement(createTestI18n('en-US'), { checkAuthority, loadScreen: async () => ({ screen }) }, { code: 'TT0002_01' }));
  expect(await dom.findByText('Always there')).toBeInTheDocument();
  await vi.waitFor(() => expect(checkAuthority).toHaveBeenCalledTimes(1));
  await act(async () => { await Promise.resolve(); });
  expect(dom.queryByText('Audit')).toBeNull();
}

describe('authority after a failed check', () => {
  it('the open screen asks again after a short pause and shows the granted button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const check = flakyAuthority(1);
    await open(check);
    await act(async () => { await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS); });
    expect(await dom.findByText('Audit')).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenLastCalledWith(['tt/0002/audit']);
  });

  it('after the pause it asks again when the user comes back to the window, until answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const check = flakyAuthority(2);
    await open(check);
    await act(async () => { await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS); });
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(2));
    expect(dom.queryByText('Audit')).toBeNull();
    // no polling: nothing more while the user is away
    await act(async () => { await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS * 5); });
    expect(check).toHaveBeenCalledTimes(2);
    act(() => { window.dispatchEvent(new Event('focus')); });
    expect(await dom.findByText('Audit')).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(3);
  });
});
