/**
 * DD0205_03 on the real screen files: the order form of DD0101_01 (the screen extends it) opened
 * with the order's values from the recorded server answer, saved with the order's id to
 * dd/0205/update (no draft flag), and the list offers the edit only on an order that may take it,
 * opening the form the order was placed with.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import { fixtureReply } from '@renderers/fixtureReply';
import fixture from '../../tests/fixtures/screens/DD0205_03.json';

const i18n = createTestI18n('en-US');
beforeAll(() => installDomain(i18n));

describe('DD0205_03 order edit', () => {
  it("opens the order in the order form and saves it with its id to dd/0205/update", async () => {
    const saved = { id: 2, orderNo: 'DD261126000002', paymentFlow: 'placed', estimate: '319.60', currency: 'RMB', backToReview: false };
    const request = vi.fn(async (method: string, url: string, options?: { params?: Record<string, unknown> }) =>
      (url === 'dd/0205/update' ? saved : fixtureReply(fixture.requests, method, url, options?.params).reply) as never);
    const openScreen = vi.fn();
    render(<App>{screenElement(i18n, { request, user: fixture.user, openScreen }, { code: 'DD0205_03', params: fixture.params })}</App>);
    expect(await dom.findByText('Edit order')).toBeInTheDocument();
    await waitFor(() => expect(dom.getByDisplayValue('PO-2026-001')).toBeInTheDocument());
    expect(dom.getByDisplayValue('Los Angeles')).toBeInTheDocument();
    expect(dom.queryByRole('button', { name: 'Place order' })).toBeNull();
    // The order's parcels, sizes included, read as the form's own: its routes are quoted at once.
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/0101/route/list', expect.anything()));
    fireEvent.change(dom.getByDisplayValue('PO-2026-001'), { target: { value: 'PO-2026-001A' } });
    fireEvent.click(await dom.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/0205/update', expect.anything()));
    const body = request.mock.calls.find((c) => c[1] === 'dd/0205/update')![2] as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ id: 2, customerOrderNo: 'PO-2026-001A', routeId: 1 });
    expect(body.data).not.toHaveProperty('draft');
    expect(await dom.findByText('Order DD261126000002 edited, estimated at 319.60 RMB')).toBeInTheDocument();
    expect(openScreen).toHaveBeenCalledWith('DD0205_02', { params: { id: 2 }, mode: 'page' });
  });

  it('reached without an order (a bookmark), it says so and opens the order list instead of an empty form', async () => {
    const request = vi.fn(async () => ({}) as never);
    const openScreen = vi.fn();
    render(<App>{screenElement(i18n, { request, user: fixture.user, openScreen }, { code: 'DD0205_03', params: {} })}</App>);
    expect(await dom.findByText('This page opens from its list: choose a record there first')).toBeInTheDocument();
    expect(dom.queryByRole('button', { name: 'Save changes' })).toBeNull();
    fireEvent.click(dom.getByRole('button', { name: 'Open the list' }));
    expect(openScreen).toHaveBeenCalledWith('DD0205_01', { mode: 'page' });
    expect(request).not.toHaveBeenCalled();
  });

  it('DD0205_01 offers the edit on an order not yet in, paid or transferred, on the form the order was placed with', async () => {
    const order = { id: 1, orderNo: 'DD261126000001', kind: 'single', paymentFlow: 'placed', transferState: 'not_transferred', stationOp: 'arrived' };
    const rows = [order, { ...order, id: 2, orderNo: 'DD261126000002', stationOp: 'in' }, { ...order, id: 3, orderNo: 'DD261126000003', transferState: 'transferred' },
      { ...order, id: 4, orderNo: 'DD261126000004', paymentFlow: 'customer_paid' },
      { ...order, id: 5, orderNo: 'DD261126000005', kind: 'fba' }, { ...order, id: 6, orderNo: 'DD261126000006', kind: 'first_leg' }];
    const request = vi.fn(async (_m: string, url: string) => (url === 'dd/0205/list' ? { list: rows, total: rows.length } : { relatedUser: [] }) as never);
    const openScreen = vi.fn();
    render(<App>{screenElement(i18n, { request, openScreen }, { code: 'DD0205_01' })}</App>);
    await dom.findByText('DD261126000006');
    const edits = dom.getAllByRole('button', { name: 'Edit' });
    expect(edits).toHaveLength(3);
    for (const edit of edits) fireEvent.click(edit);
    await waitFor(() => expect(openScreen).toHaveBeenCalledTimes(3));
    expect(openScreen.mock.calls).toEqual([
      ['DD0205_03', { params: { id: 1 }, mode: 'page' }],
      ['DD0103_01', { params: { id: 5 }, mode: 'page' }],
      ['DD1401_01', { params: { id: 6 }, mode: 'page' }],
    ]);
  });
});
