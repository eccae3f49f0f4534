/**
 * ZJ0101_04 "open a currency account" and ZJ0101_01 "another login ID" are the engine's inline
 * forms: the real screens, hooks and texts, the domain installed (dictionaries, validators).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import { addLoginBody } from './ZJ0101_01.hooks';

const i18n = createTestI18n('en-US');
beforeAll(() => installDomain(i18n));

describe('customer dialogs as inline forms', () => {
  it('ZJ0101_04: the currency account form sends the customer and the currency, then the list reloads', async () => {
    const request = vi.fn(async (_m: string, url: string) => (url === 'zj/0101/account/list' ? { list: [], total: 0 } : {}));
    render(<App>{screenElement(i18n, { request }, { code: 'ZJ0101_04', params: { customerId: '7' } })}</App>);
    fireEvent.click(await dom.findByRole('button', { name: 'Open an account' }));
    const modal = await dom.findByRole('dialog');
    expect(await within(modal).findByText('Open a currency account')).toBeInTheDocument();
    const submit = await waitFor(() => { const b = modal.querySelector('button[data-action="submit"]'); expect(b).not.toBeNull(); return b!; });
    fireEvent.click(submit);
    await waitFor(() => expect(modal.querySelector('.ant-formily-item-error')).not.toBeNull());
    expect(request).not.toHaveBeenCalledWith('POST', 'zj/0101/account/add', expect.anything());
    fireEvent.mouseDown(modal.querySelector('.ant-select-selector')!);
    fireEvent.click(await waitFor(() => { const o = document.querySelector('.ant-select-item-option[title="USD"]'); expect(o).not.toBeNull(); return o!; }));
    fireEvent.click(modal.querySelector('button[data-action="submit"]')!);
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'zj/0101/account/add', expect.objectContaining({ params: {}, data: { customerId: 7, currency: 'USD' } })));
    expect(await dom.findByText('The account was opened')).toBeInTheDocument();
  });

  it('ZJ0101_01: another login ID leaves blanks out', () => {
    expect(addLoginBody({ customerId: 3, loginid: ' c3b ', userName: '', email: undefined, mobile: '13800000000' }))
      .toEqual({ customerId: 3, loginid: 'c3b', mobile: '13800000000' });
  });
});
