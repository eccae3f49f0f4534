/**
 * XX0401_01 price query: it says what must be filled before prices show, and the destination is
 * the trial's country select (searched by what the reader types, full-width letters too), so no
 * free text reaches the server.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';

const i18n = createTestI18n('zh-CN');
beforeAll(() => installDomain(i18n));

const ANSWERS: Record<string, unknown> = {
  'xx/0401/list': { list: [], total: 0 },
  'zj/0403/country/options': { list: [{ value: 'US', label: 'US 美国' }, { value: 'GB', label: 'GB 英国' }] },
  'zj/1201/attribute/options': { list: [] },
};

describe('XX0401_01 price query', () => {
  it('tells what must be filled, in both languages, and picks the destination from the country list', async () => {
    const request = vi.fn(async (_m: string, url: string) => ANSWERS[url] ?? {});
    render(screenElement(i18n, { request }, { code: 'XX0401_01' }));
    const hint = await dom.findByTestId('screen-description');
    expect(hint.textContent).toBe('选择目的国并填写重量后显示价格；未填时只列出您可用的线路，不显示价格。');

    const input = await waitFor(() => { const i = document.querySelector('input#country'); expect(i).not.toBeNull(); return i as HTMLInputElement; });
    fireEvent.mouseDown(input.closest('.ant-select-selector')!);
    fireEvent.change(input, { target: { value: 'ｕｓ' } });
    const option = await waitFor(() => {
      const shown = [...document.querySelectorAll('.ant-select-item-option')];
      expect(shown.map((o) => o.textContent)).toEqual(['US 美国']);
      return shown[0];
    });
    fireEvent.click(option);
    fireEvent.click(dom.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', 'xx/0401/list', expect.objectContaining({ params: expect.objectContaining({ country: 'US' }) })));

    await act(() => i18n.changeLanguage('en-US'));
    expect(dom.getByTestId('screen-description').textContent).toBe(
      'Prices show once the destination and the weight are filled in; without them, the routes you may use are listed without prices.');
  });
});
