import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import type { Screen } from '../types';

const dashboard: Screen = {
  code: 'TT0010_01', kind: 'dashboard', title: 'title',
  dataSource: { perDay: { method: 'GET', url: 'tt/0010/per-day' } },
  charts: [{ name: 'scans', type: 'line', api: 'perDay', x: 'day', y: 'n', series: 'type' }],
};

describe('dashboard charts', () => {
  it("a dashboard with charts only loads the chart's dataSource and draws its rows under a translated title", async () => {
    const request = vi.fn(async () => [{ day: '2026-11-01', n: 3, type: 'B04' }, { day: '2026-11-02', n: 5, type: 'B04' }]);
    const i18n = createTestI18n('en-US', { 'en-US': { screens: { TT0010_01: { charts: { scans: 'Scans per day' } } } } });
    render(screenElement(i18n, { request, loadScreen: async () => ({ screen: dashboard }) }, { code: 'TT0010_01' }));
    const card = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-chart="scans"]');
      expect(el?.dataset.rows).toBe('2');
      return el!;
    });
    expect(request).toHaveBeenCalledWith('GET', 'tt/0010/per-day', { params: {} });
    expect(card.textContent).toContain('Scans per day');
    await waitFor(() => expect(card.querySelector('[data-chart-source-type] canvas')).not.toBeNull());
  });
});
