/**
 * MN0501_01's station statistics, rendered from the recorded fixture (ops at SZX): one card per
 * operation type with today's count in the user's language, a card's link opens WL0109_01 filtered
 * by its type (the badges' address), and the chart compares today, this week and this month.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import { fixtureReply } from '@renderers/fixtureReply';
import fixture from '../../tests/fixtures/screens/MN0501_01.json';

const i18n = createTestI18n('zh-CN');
beforeAll(() => installDomain(i18n));

const today = fixture.requests['GET wl/0109/select/count?dateUtil=day'];
const card = (type: string) => document.querySelector<HTMLElement>(`[data-card="${type}"]`);

function open() {
  const request = vi.fn(async (method: string, url: string, o?: { params?: Record<string, unknown> }) => fixtureReply(fixture.requests, method, url, o?.params).reply as never);
  const openScreen = vi.fn();
  render(<App>{screenElement(i18n, { request, openScreen, user: fixture.user }, { code: 'MN0501_01' })}</App>);
  return { request, openScreen };
}

describe('MN0501_01 station statistics', () => {
  it("shows today's count per operation type in Chinese and English", async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    const { request } = open();
    await waitFor(() => expect(card('B09')?.querySelector('.ant-statistic-content')?.textContent).toBe(String(today.B09)));
    const labels = { B04: ['待入库', 'Incoming'], B05: ['在库', 'In stock'], B06: ['已出库', 'Out of stock'], B07: ['待出港', 'Outgoing'], B08: ['已到达', 'Arrived'], B09: ['已离站', 'Left'] };
    for (const [type, [zh]] of Object.entries(labels)) {
      expect(card(type)?.querySelector('.ant-statistic-title')?.textContent).toBe(zh);
      expect(card(type)?.querySelector('.ant-statistic-content')?.textContent).toBe(String(today[type as keyof typeof today]));
    }
    expect(within(card('B05')!).getByRole('button').textContent?.replace(/\s/g, '')).toBe('查看明细');
    // Each period asked for once, with its unit.
    expect(request.mock.calls.map((c) => c[2]?.params?.dateUtil).sort()).toEqual(['day', 'month', 'week']);

    await act(() => i18n.changeLanguage('en-US'));
    for (const [type, [, en]] of Object.entries(labels)) await waitFor(() => expect(card(type)?.querySelector('.ant-statistic-title')?.textContent).toBe(en));
    expect(within(card('B05')!).getByRole('button').textContent).toBe('Details');
    const chart = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-chart="byPeriod"]');
      expect(el?.dataset.rows).toBe('18');
      return el!;
    });
    expect(chart.textContent).toContain('Operations by type: today, this week, this month');
  });

  it('a card opens WL0109_01 filtered by its operation type', async () => {
    const { openScreen } = open();
    const b07 = await waitFor(() => within(card('B07')!).getByRole('button'));
    fireEvent.click(b07);
    await waitFor(() => expect(openScreen).toHaveBeenCalledWith('WL0109_01', expect.objectContaining({ params: { operationType: 'B07' }, mode: 'page' })));
  });
});
