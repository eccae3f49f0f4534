/**
 * DD1401_01 on the real screen files, against the recorded server answers: DD0101_01's order form
 * with the first-leg part merged in (the overseas warehouse and the modes; cartons by box number;
 * no recipient, route or mail type) and its tariff field, which quotes the cartons as they are
 * entered and takes the tariff picked.
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

describe('DD1401_01 first-leg order', () => {
  it('is the order form with the overseas warehouse and modes, cartons and a tariff instead of a recipient and a route; the cartons are quoted as typed', async () => {
    const request = vi.fn(async (method: string, url: string, options?: { params?: object }) =>
      fixtureReply(fixture.requests, method, url, options?.params as Record<string, unknown>).reply as never);
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
});
