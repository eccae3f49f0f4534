/**
 * XX0403_01 shows the transit-days chart above its table, drawn from the rows the list shows:
 * rendered from the recorded fixture, titled in the user's language, one point per row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import fixture from '../../tests/fixtures/screens/XX0403_01.json';

const i18n = createTestI18n('en-US');
beforeAll(() => installDomain(i18n));

describe('XX0403_01 timeliness chart', () => {
  it('draws the fixture rows as a column chart above the table, titled in both languages', async () => {
    const request = async (method: string, url: string) => (fixture.requests as Record<string, unknown>)[`${method} ${url}`] as never;
    render(<App>{screenElement(i18n, { request, user: fixture.user }, { code: 'XX0403_01' })}</App>);
    const rows = fixture.requests['GET xx/0403/chart'].list;
    const card = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-chart="transitDays"]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(card.textContent).toContain('Average transit days per route and destination');
    await waitFor(() => expect(Number(card.dataset.rows)).toBe(rows.length));
    // G2 mounted on the card's container and drew on its canvas.
    await waitFor(() => expect(card.querySelector('[data-chart-source-type="Ant Design Charts"] canvas')).not.toBeNull());
    // Above the table that lists the same rows.
    const table = document.querySelector('.ant-pro-table')!;
    expect(card.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(table.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(fixture.requests['GET xx/0403/chart'].list.length));

    await act(() => i18n.changeLanguage('zh-CN'));
    await waitFor(() => expect(card.textContent).toContain('各线路到各国的平均时效（天）'));
  });
});
