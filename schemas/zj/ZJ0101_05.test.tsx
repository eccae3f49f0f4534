/**
 * ZJ0101_05 row form: a customer route has a discount or an own price table. Choosing an own
 * table hides the discount and the save sends none (the server refuses both).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';

const i18n = createTestI18n('en-US');
beforeAll(() => installDomain(i18n));

const OPTIONS: Record<string, unknown> = {
  'zj/0101/route/list': { list: [], total: 0 },
  'zj/0101/customer/options': { list: [{ value: 7, label: 'Acme (C0007)' }] },
  'zj/0103/route/options': { list: [{ value: 3, label: 'US-EXP' }] },
  'zj/0104/price/options': { list: [{ value: 11, label: 'Acme own price' }] },
};

describe('ZJ0101_05 discount or own price table', () => {
  it('choosing an own price table hides the discount and saves without it', async () => {
    const request = vi.fn(async (_m: string, url: string) => OPTIONS[url] ?? {});
    render(<App>{screenElement(i18n, { request }, { code: 'ZJ0101_05', params: { customerId: '7', routeId: '3' } })}</App>);
    fireEvent.click(await dom.findByRole('button', { name: 'Add' }));
    const modal = await dom.findByRole('dialog');
    const discount = await waitFor(() => { const i = modal.querySelector('input[name="discount"]'); expect(i).not.toBeNull(); return i as HTMLInputElement; });
    fireEvent.change(discount, { target: { value: '0.9' } });
    expect(modal.textContent).toContain('choosing one clears the discount');

    const selects = modal.querySelectorAll('.ant-select-selector');
    fireEvent.mouseDown(selects[selects.length - 1]);
    fireEvent.click(await waitFor(() => { const o = document.querySelector('.ant-select-item-option[title="Acme own price"]'); expect(o).not.toBeNull(); return o!; }));
    await waitFor(() => expect(modal.querySelector('input[name="discount"]')).toBeNull());

    fireEvent.click(modal.querySelector('button[data-action="submit"]')!);
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'zj/0101/route/save', expect.objectContaining({
      data: { customerId: 7, routeId: 3, discount: null, priceTableId: 11, customerRouteId: null },
    })));
  });
});
