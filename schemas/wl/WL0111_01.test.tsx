/**
 * WL0111_01 on the real screen files, against the recorded server answer (PO-2026-002 packed in
 * two cartons): the scanned order's lines and cartons shown, the next carton's box no. offered,
 * a carton saved with the form's own values, the lag note on a carton of more than 30 items.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import { fixtureReply } from '@renderers/fixtureReply';
import fixture from '../../tests/fixtures/screens/WL0111_01.json';

const i18n = createTestI18n('en-US');
beforeAll(() => installDomain(i18n));

type Options = { params?: object; data?: unknown };
const packed = fixture.requests['POST wl/0111/scan'];
const recorded = (saved: unknown = packed) => vi.fn(async (method: string, url: string, options?: Options) =>
  (url === 'wl/0111/box/save' ? saved : fixtureReply(fixture.requests, method, url, options?.params as Record<string, unknown>).reply) as never);
const open = (request: ReturnType<typeof recorded>) => render(<App>{screenElement(i18n, { request, user: fixture.user }, { code: 'WL0111_01' })}</App>);

async function find(request: ReturnType<typeof recorded>) {
  const no = await dom.findByLabelText('Scan number', {}, { timeout: 30_000 });
  fireEvent.change(no, { target: { value: packed.orderNo } });
  fireEvent.keyDown(no, { key: 'Enter' });
  await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'wl/0111/scan', expect.objectContaining({ data: { no: packed.orderNo } })));
  return dom.findByTestId('packing');
}

describe('WL0111_01 packing', () => {
  it('shows the scanned order\'s lines and cartons and offers the next box no.', async () => {
    const request = recorded();
    open(request);
    expect((await dom.findByRole('alert', {}, { timeout: 30_000 }))).toHaveTextContent('Scan an order first');
    const view = await find(request);
    expect(within(view).getAllByText('Packing')).toHaveLength(2); // the label and the state
    expect(within(view).getByText('1.95 kg')).toBeInTheDocument();
    expect(within(view).getByText('#1 × 2, #2 × 2')).toBeInTheDocument();
    expect(dom.queryByTestId('crowded-note')).toBeNull();
    await waitFor(() => expect(dom.getByLabelText('Box no.')).toHaveValue(packed.nextBoxNo));
  });

  it('saves a carton with the form\'s values and shows the lag note for a carton of more than 30 items', async () => {
    const crowded = { ...packed, crowdedBoxes: ['3'], cartons: [...packed.cartons, { ...packed.cartons[0], boxNo: '3', itemCount: 31, crowded: true }] };
    const request = recorded(crowded);
    open(request);
    await find(request);
    fireEvent.change(await dom.findByLabelText('Carton weight'), { target: { value: '2.5' } });
    fireEvent.mouseDown(document.querySelector('[data-testid="packing-line"] .ant-select-selector')!);
    fireEvent.click(await waitFor(() => { const o = document.querySelector('.ant-select-item-option[title="#2 帆布包 (0 left)"]'); expect(o).not.toBeNull(); return o!; }));
    const quantity = document.querySelector<HTMLInputElement>('[data-testid="packing-line"]')!.closest('tr')!.querySelectorAll('input')[1];
    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.click(dom.getByRole('button', { name: 'Save carton' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'wl/0111/box/save', expect.anything()));
    const body = (request.mock.calls.find((c) => c[1] === 'wl/0111/box/save')![2] as Options).data as Record<string, unknown>;
    expect(body).toMatchObject({ no: packed.orderNo, boxNo: '3', weight: '2.5', items: [{ quantity: 1 }] });
    expect(await dom.findByTestId('crowded-note')).toHaveTextContent('Cartons 3 hold more than 30 items');
  });
});
