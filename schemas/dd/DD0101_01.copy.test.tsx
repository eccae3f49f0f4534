/**
 * DD0101_01 copy and order, on the real screen files against the recorded server answers:
 * DD0205_01 offers "Copy and order" on a single or bulk order; DD0101_01 opened with `copyOf`
 * starts from that order's values (no customer order number) and places a new order, sending the
 * order it copies (E11k) and no id.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import { fixtureReply } from '@renderers/fixtureReply';
import fixture from '../../tests/fixtures/screens/DD0101_01.json';

const i18n = createTestI18n('en-US');
beforeAll(() => installDomain(i18n));

describe('DD0101_01 copy and order', () => {
  it("opens with the copied order's values and places a new order that names the one it copies", async () => {
    const copied = fixture.requests['GET dd/0101/copy'] as { copyOf: number; recipient: { city: string } };
    const placed = { id: 99, orderNo: 'DD261127000099', paymentFlow: 'placed', estimate: '402.00', currency: 'RMB' };
    const request = vi.fn(async (method: string, url: string, options?: { params?: object }) =>
      (url === 'dd/0101/save' ? placed : fixtureReply(fixture.requests, method, url, options?.params as Record<string, unknown>).reply) as never);
    const openScreen = vi.fn();
    render(<App>{screenElement(i18n, { request, user: fixture.user, openScreen }, { code: 'DD0101_01', params: { copyOf: copied.copyOf } })}</App>);
    await waitFor(() => expect(dom.getByDisplayValue(copied.recipient.city)).toBeInTheDocument(), { timeout: 30_000 });
    expect(request).toHaveBeenCalledWith('GET', 'dd/0101/copy', { params: { id: copied.copyOf } });
    fireEvent.click(await dom.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/0101/save', expect.anything()), { timeout: 30_000 });
    const body = (request.mock.calls.find((c) => c[1] === 'dd/0101/save')![2] as { data: Record<string, unknown> }).data;
    expect(body).toMatchObject({ copyOf: copied.copyOf, draft: false, routeId: 1 });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('customerOrderNo');
    expect(openScreen).toHaveBeenCalledWith('DD0205_02', { params: { id: 99 }, mode: 'page' });
  });

  it('DD0205_01 offers the copy on single and bulk orders, not on an FBA shipment', async () => {
    const order = { id: 1, orderNo: 'DD261126000001', kind: 'single', paymentFlow: 'placed', transferState: 'not_transferred', stationOp: 'arrived' };
    const rows = [order, { ...order, id: 2, orderNo: 'DD261126000002', kind: 'bulk' }, { ...order, id: 3, orderNo: 'DD261126000003', kind: 'fba' }];
    const request = vi.fn(async (_m: string, url: string) => (url === 'dd/0205/list' ? { list: rows, total: 3 } : { relatedUser: [] }) as never);
    render(<App>{screenElement(i18n, { request }, { code: 'DD0205_01' })}</App>);
    await dom.findByText('DD261126000003');
    expect(dom.getAllByRole('button', { name: 'Copy and order' })).toHaveLength(2);
    // The FBA shipment is edited on its own form: one Edit a row all the same.
    expect(dom.getAllByRole('button', { name: 'Edit' })).toHaveLength(3);
  });
});
