/**
 * DD0210_01's inline forms on the real screens, texts and dictionaries: DD0205_01's row action
 * opens the apply form for that order (its number and kind fixed by the row's transfer), the
 * approver's agree and reject send the request's id, the decision and the remark (required to reject).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';

const i18n = createTestI18n('en-US');
beforeAll(() => installDomain(i18n));

const submitOf = (modal: HTMLElement) => waitFor(() => { const b = modal.querySelector<HTMLButtonElement>('button[data-action="submit"]'); expect(b).not.toBeNull(); return b!; });
const inputOf = async (modal: HTMLElement, label: string) => (await within(modal).findByText(label)).closest('.ant-formily-item')!;

describe('DD0210_01 forms', () => {
  it("DD0205_01: a transferred order's request is an intercept of that order; the customer gives the reason", async () => {
    const order = { id: 4, orderNo: 'DD261124000004', paymentFlow: 'customer_paid', transferState: 'transferred' };
    const request = vi.fn(async (_m: string, url: string) => (url === 'dd/0205/list' ? { list: [order, { ...order, id: 5, orderNo: 'DD261121000005', paymentFlow: 'cancelled' }], total: 2 } : { id: 9 }));
    render(<App>{screenElement(i18n, { request }, { code: 'DD0205_01' })}</App>);
    // Only the order that may still be cancelled offers it.
    await dom.findByText('DD261121000005');
    const buttons = await dom.findAllByRole('button', { name: 'Cancel / intercept' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]);
    const modal = await dom.findByRole('dialog');
    expect(await within(modal).findByText('Request a cancellation or intercept')).toBeInTheDocument();
    await waitFor(async () => expect((await inputOf(modal, 'Order no.')).querySelector('input')?.value).toBe('DD261124000004'));
    expect((await inputOf(modal, 'Order no.')).querySelector('input')!.readOnly).toBe(true);
    await waitFor(async () => expect((await inputOf(modal, 'Request')).querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value).toBe('intercept'));
    fireEvent.click(await submitOf(modal));
    await waitFor(() => expect(modal.querySelector('.ant-formily-item-error')).not.toBeNull());
    fireEvent.change((await inputOf(modal, 'Reason')).querySelector('textarea')!, { target: { value: 'Recipient refused' } });
    fireEvent.click(await submitOf(modal));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/0210/apply', expect.objectContaining({ data: { orderNo: 'DD261124000004', kind: 'intercept', reason: 'Recipient refused' } })));
    expect(await dom.findByText('Request sent: follow its decision under Cancellation / intercept requests')).toBeInTheDocument();
  });

  it('an approver rejects a pending request with a remark (required), and agrees to another', async () => {
    const rows = [
      { id: 1, orderNo: 'DD261126000002', kind: 'cancel', reason: 'moved', state: 'pending', transferState: 'not_transferred' },
      { id: 2, orderNo: 'DD261124000004', kind: 'intercept', reason: 'refused', state: 'reject', transferState: 'transferred' },
    ];
    const request = vi.fn(async (_m: string, url: string) => (url === 'dd/0210/list' ? { list: rows, total: 2 } : url === 'dd/0205/customer/map' ? { relatedUser: [] } : {}));
    render(<App>{screenElement(i18n, { request }, { code: 'DD0210_01' })}</App>);
    await dom.findByText('DD261124000004');
    // A decided request offers no decision.
    expect(dom.getAllByRole('button', { name: 'Reject' })).toHaveLength(1);
    fireEvent.click(dom.getByRole('button', { name: 'Reject' }));
    let modal = await dom.findByRole('dialog');
    expect(await within(modal).findByText('Reject the request')).toBeInTheDocument();
    fireEvent.click(await submitOf(modal));
    await waitFor(() => expect(modal.querySelector('.ant-formily-item-error')).not.toBeNull());
    fireEvent.change((await inputOf(modal, 'Decision remark')).querySelector('textarea')!, { target: { value: 'Already in the warehouse' } });
    fireEvent.click(await submitOf(modal));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/0210/approve', expect.objectContaining({ data: { id: 1, decision: 'reject', remark: 'Already in the warehouse' } })));
    expect(await dom.findByText('Request rejected')).toBeInTheDocument();

    fireEvent.click(dom.getByRole('button', { name: 'Agree' }));
    modal = (await dom.findByText('Agree to the request')).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(await submitOf(modal));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/0210/approve', expect.objectContaining({ data: { id: 1, decision: 'agree' } })));
  });
});
