/**
 * DD1401_01 on the real screen files, against the recorded server answers: DD0101_01's order form
 * with the first-leg part merged in (the overseas warehouse and the modes; cartons by box number;
 * no recipient, route or mail type) and its tariff field, which quotes the cartons as they are
 * entered and takes the tariff picked; opened on a first-leg order it edits it, its tariff chosen,
 * and saves it to dd/1401/save with its id.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import { fixtureReply } from '@renderers/fixtureReply';
import fixture from '../../tests/fixtures/screens/DD1401_01.json';

const i18n = createTestI18n('en-US');
beforeAll(() => installDomain(i18n));

type Options = { params?: object; data?: unknown };
const recorded = (saved?: unknown) => vi.fn(async (method: string, url: string, options?: Options) =>
  (url === 'dd/1401/save' ? saved : fixtureReply(fixture.requests, method, url, options?.params as Record<string, unknown>).reply) as never);

describe('DD1401_01 first-leg order', () => {
  it('is the order form with the overseas warehouse and modes, cartons and a tariff instead of a recipient and a route; the cartons are quoted as typed', async () => {
    const request = recorded();
    render(<App>{screenElement(i18n, { request, user: fixture.user }, { code: 'DD1401_01' })}</App>);
    expect(await dom.findByText('First-leg order')).toBeInTheDocument();
    const cartons = (await dom.findByText('Cartons (a box number each)', {}, { timeout: 30_000 })).closest('.ant-collapse-item')!;
    const labels = [...document.querySelectorAll('.ant-formily-item-label')].map((l) => l.textContent?.replace(/^\*|:$/g, '').trim());
    expect(labels).toEqual(expect.arrayContaining(['Overseas warehouse', 'Transport mode', 'Delivery mode']));
    expect(labels).not.toContain('Mail type');
    expect(dom.queryByText('Recipient')).toBeNull();
    expect(dom.getByText('Give the cartons\' weights: the first-leg tariffs that fit are quoted here')).toBeInTheDocument();
    // The box number first, then the carton's weight.
    const inputs = cartons.querySelectorAll<HTMLInputElement>('tbody tr input');
    fireEvent.change(inputs[0], { target: { value: 'C001' } });
    fireEvent.change(inputs[1], { target: { value: '20.2' } });
    const table = await dom.findByTestId('trunk-quotes', {}, { timeout: 10_000 });
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/1401/quote', { data: { parcels: [{ weight: '20.2', count: 1 }] }, silent: true }));
    const first = within(table).getByText('Sea · Amazon warehouse · from SZX').closest('tr')!;
    fireEvent.click(first);
    await waitFor(() => expect(first.querySelector<HTMLInputElement>('input[type="radio"]')!.checked).toBe(true));
  });

  it('opened on a first-leg order, shows its tariff chosen and saves the edit with its id', async () => {
    const detail = fixture.requests['GET dd/1401/detail'] as { id: number; customerOrderNo: string; trunkTariffId: number };
    const saved = { id: detail.id, orderNo: 'DD261126000010', paymentFlow: 'placed', estimate: '732.00', currency: 'RMB', backToReview: false };
    const request = recorded(saved);
    const openScreen = vi.fn();
    render(<App>{screenElement(i18n, { request, user: fixture.user, openScreen }, { code: 'DD1401_01', params: { id: detail.id } })}</App>);
    await waitFor(() => expect(dom.getByDisplayValue(detail.customerOrderNo)).toBeInTheDocument(), { timeout: 30_000 });
    expect(dom.queryByRole('button', { name: 'Place order' })).toBeNull();
    const table = await dom.findByTestId('trunk-quotes', {}, { timeout: 10_000 });
    const chosen = within(table).getByText('Sea · Amazon warehouse · from SZX').closest('tr')!;
    await waitFor(() => expect(chosen.querySelector<HTMLInputElement>('input[type="radio"]')!.checked).toBe(true));
    fireEvent.change(dom.getByDisplayValue(detail.customerOrderNo), { target: { value: 'FL-2026-009' } });
    fireEvent.click(await dom.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/1401/save', expect.anything()));
    const body = (request.mock.calls.find((c) => c[1] === 'dd/1401/save')![2] as Options).data as Record<string, unknown>;
    expect(body).toMatchObject({ id: detail.id, customerOrderNo: 'FL-2026-009', trunkTariffId: detail.trunkTariffId, overseasWarehouse: 'US' });
    expect(body).not.toHaveProperty('draft');
    expect(body).not.toHaveProperty('recipient');
    expect(await dom.findByText(`First-leg order ${saved.orderNo} is saved, estimated freight 732.00 RMB`)).toBeInTheDocument();
    expect(openScreen).toHaveBeenCalledWith('DD0205_02', { params: { id: detail.id }, mode: 'page' });
  });
});
