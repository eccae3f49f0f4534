import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import type { Screen } from '../types';

/** A dashboard with one entry of its own and one whose route wants another page (the home's station counts). */
const dashboard: Screen = {
  code: 'TT0011_01', kind: 'dashboard', title: 'title',
  dataSource: {
    load: { method: 'GET', url: 'tt/0011/mine' },
    counts: { method: 'GET', url: 'tt/0011/counts', params: { unit: { const: 'day' } }, authority: 'tt/0012/01.html' },
  },
  cards: [{ name: 'balance' }, { name: 'B04', api: 'counts' }],
  charts: [{ name: 'byType', type: 'column', fields: ['B04'], apis: ['counts'], x: 'type', y: 'n', series: 'period' }],
};

function open(granted: boolean) {
  const request = vi.fn(async (_m: string, url: string) => (url === 'tt/0011/mine' ? { balance: 7 } : { B04: 3 }));
  const checkAuthority = vi.fn(async (urls: string[]) => Object.fromEntries(urls.map((u) => [u, granted])));
  const i18n = createTestI18n('en-US', { 'en-US': { screens: { TT0011_01: { fields: { balance: 'Balance', B04: 'Incoming' } } } } });
  render(screenElement(i18n, { request, checkAuthority, loadScreen: async () => ({ screen: dashboard }) }, { code: 'TT0011_01' }));
  return { request, checkAuthority };
}

const card = (name: string) => document.querySelector<HTMLElement>(`[data-card="${name}"]`);

describe('dashboard entries with their own authority', () => {
  it('not granted: the entry is never asked for, its card and chart are left out, the rest shows', async () => {
    const { request, checkAuthority } = open(false);
    await waitFor(() => expect(card('balance')?.textContent).toContain('7'));
    await new Promise((r) => setTimeout(r, 50));
    expect(checkAuthority).toHaveBeenCalledWith(['tt/0012/01.html']);
    expect(request.mock.calls.map((c) => c[1])).toEqual(['tt/0011/mine']);
    expect(card('B04')).toBeNull();
    expect(document.querySelector('[data-chart]')).toBeNull();
  });

  it('granted: loaded with its params, its card shows the value and its chart one row per field', async () => {
    const { request } = open(true);
    await waitFor(() => expect(card('B04')?.textContent).toBe('Incoming3'));
    expect(request).toHaveBeenCalledWith('GET', 'tt/0011/counts', { params: { unit: 'day' } });
    expect(request.mock.calls.filter((c) => c[1] === 'tt/0011/counts')).toHaveLength(1);
    await waitFor(() => expect(document.querySelector<HTMLElement>('[data-chart="byType"]')?.dataset.rows).toBe('1'));
  });
});
