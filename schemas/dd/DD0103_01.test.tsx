/**
 * DD0103_01 on the real screen files, against the recorded server answers: DD0101_01's order form
 * with the FBA part merged in where it belongs (the shipment's ids first, the Amazon warehouse
 * as the recipient, cartons by box number); the warehouse fills the recipient's address; a SKU
 * line's carton is chosen among the box numbers entered; opened on an FBA order it edits it and
 * saves it, with each line's carton, to dd/0103/save with its id.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import { fixtureReply } from '@renderers/fixtureReply';
import fixture from '../../tests/fixtures/screens/DD0103_01.json';

const i18n = createTestI18n('en-US');
beforeAll(() => installDomain(i18n));

type Options = { params?: object; data?: unknown };
const recorded = (saved?: unknown) => vi.fn(async (method: string, url: string, options?: Options) =>
  (url === 'dd/0103/save' ? saved : fixtureReply(fixture.requests, method, url, options?.params as Record<string, unknown>).reply) as never);
const open = (request: ReturnType<typeof recorded>, params: Record<string, unknown> = {}, openScreen = vi.fn()) =>
  render(<App>{screenElement(i18n, { request, user: fixture.user, openScreen }, { code: 'DD0103_01', params })}</App>);
const option = (title: string) => waitFor(() => { const o = document.querySelector(`.ant-select-item-option[title="${title}"]`); expect(o).not.toBeNull(); return o!; });
const labels = () => [...document.querySelectorAll('.ant-formily-item-label')].map((l) => l.textContent?.replace(/^\*|:$/g, '').trim());

describe('DD0103_01 FBA order', () => {
  it('is the order form with the shipment ids first, the Amazon warehouse as recipient and cartons by box number', async () => {
    open(recorded());
    expect(await dom.findByText('FBA order')).toBeInTheDocument();
    expect(await dom.findByText('Amazon warehouse (recipient)', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(dom.getByText('Cartons (a box number each)')).toBeInTheDocument();
    await waitFor(() => expect(labels()).toContain('FBA shipment ID'));
    const order = labels();
    // Placed by x-index before the order form's own fields.
    expect(order.indexOf('FBA shipment ID')).toBeLessThan(order.indexOf('Customer order no.'));
    expect(order.indexOf('FBA reference ID')).toBeLessThan(order.indexOf('Customer order no.'));
    expect(dom.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
    expect(dom.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('fills the recipient from the warehouse picked, and offers the box numbers entered as a line\'s carton', async () => {
    open(recorded());
    const picker = await dom.findByTestId('fba-warehouse', {}, { timeout: 30_000 });
    fireEvent.mouseDown(picker.querySelector('.ant-select-selector')!);
    // Typed as a user does: the list is longer than the dropdown shows.
    fireEvent.change(picker.querySelector('input')!, { target: { value: 'ONT8' } });
    fireEvent.click(await option('ONT8 · US Moreno Valley 92551'));
    await waitFor(() => expect(dom.getByDisplayValue('Moreno Valley')).toBeInTheDocument());
    expect(dom.getByDisplayValue('24300 Nandina Ave')).toBeInTheDocument();
    expect(dom.getByDisplayValue('Amazon ONT8')).toBeInTheDocument();
    // Box numbers typed in the cartons are offered (as a scanner reads them) in the SKU line's carton.
    const cartons = dom.getByText('Cartons (a box number each)').closest('.ant-collapse-item')!;
    expect([...cartons.querySelectorAll('thead th')].map((th) => th.textContent)[0]).toBe('Box no.');
    // The box number is the cartons' first column (x-index 0).
    fireEvent.change(cartons.querySelector<HTMLInputElement>('tbody tr input')!, { target: { value: 'u001' } });
    const cartonPick = document.querySelector('[data-testid="carton-pick"] .ant-select-selector')!;
    fireEvent.mouseDown(cartonPick);
    expect(await option('U001')).toBeInTheDocument();
  });

  it('opened on an FBA order, edits it and saves it with its id and each line\'s carton', async () => {
    const detail = fixture.requests['GET dd/0103/detail'] as { id: number; customerOrderNo: string; items: { boxNo: string }[] };
    const saved = { id: detail.id, orderNo: 'DD261125000008', paymentFlow: 'placed', estimate: '834.40', currency: 'RMB', backToReview: false };
    const request = recorded(saved);
    const openScreen = vi.fn();
    open(request, { id: detail.id }, openScreen);
    await waitFor(() => expect(dom.getByDisplayValue(detail.customerOrderNo)).toBeInTheDocument());
    expect(dom.getByDisplayValue('FBA15K7QX2ZL')).toBeInTheDocument();
    expect(dom.queryByRole('button', { name: 'Place order' })).toBeNull();
    fireEvent.change(dom.getByDisplayValue('FBA15K7QX2ZL'), { target: { value: 'FBA15K7QX2ZM' } });
    fireEvent.click(await dom.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/0103/save', expect.anything()));
    const body = (request.mock.calls.find((c) => c[1] === 'dd/0103/save')![2] as Options).data as Record<string, unknown>;
    expect(body).toMatchObject({ id: detail.id, fbaShipmentId: 'FBA15K7QX2ZM', fbaOrderNo: '4W8T3JQP', fbaWarehouse: 'ONT8' });
    expect(body).not.toHaveProperty('draft');
    expect((body.items as { boxNo: string }[]).map((i) => i.boxNo)).toEqual(detail.items.map((i) => i.boxNo));
    expect(await dom.findByText(`FBA order ${saved.orderNo} is saved, estimated freight 834.40 RMB`)).toBeInTheDocument();
    expect(openScreen).toHaveBeenCalledWith('DD0205_02', { params: { id: detail.id }, mode: 'page' });
  });
});
