import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import type { Screen } from '../types';

/** A scan screen that looks a number up, then takes a weight for it (the station's inbound weighing). */
const screen: Screen = {
  code: 'TT0101_01', kind: 'scan', title: 'title',
  scan: {
    field: 'no', lookup: { method: 'POST', url: 'tt/scan' }, submit: { method: 'POST', url: 'tt/save' },
    keep: ['quick', 'vehicle'], entry: ['weight'], show: [{ name: 'orderNo' }, { name: 'state' }], result: [{ name: 'inWeight' }],
  },
  schema: {
    type: 'object',
    properties: {
      quick: { type: 'boolean', 'x-decorator': 'FormItem', 'x-component': 'Switch' },
      vehicle: { type: 'string' },
      no: { type: 'string', required: true },
      weight: { type: 'string', required: true },
    },
  },
} as Screen;

const texts = { 'en-US': { screens: { TT0101_01: {
  fields: { vehicle: 'Vehicle', quick: 'Arrival only', no: 'Scan', weight: 'Weight', orderNo: 'Order', state: 'State', inWeight: 'In weight' },
  scan: { done: '{{orderNo}} arrived', ready: '{{orderNo}}: weigh it', saved: '{{orderNo}} in at {{inWeight}} kg' },
} } } };

type Answer = (data: Record<string, any>) => unknown;
function open(lookup: Answer, save: Answer = (d) => ({ inWeight: d.weight, order: { orderNo: 'DD9', state: 'in' } })) {
  const request = vi.fn(async (_m: string, url: string, o?: { data?: any }) => {
    const answer = (url === 'tt/scan' ? lookup : save)(o?.data ?? {});
    if (answer instanceof Error) throw answer;
    return answer;
  });
  render(screenElement(createTestI18n('en-US', texts), { request, loadScreen: async () => ({ screen }) }, { code: 'TT0101_01' }));
  return request;
}

const input = (label: string) => {
  const el = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
  return document.getElementById(el?.htmlFor ?? '') as HTMLInputElement;
};
const outcome = () => document.querySelector<HTMLElement>('.en-scan-outcome');
const lines = () => [...document.querySelectorAll<HTMLElement>('tr.en-scan-line')];

/** What a barcode scanner does: the characters as quick keystrokes, then Enter. */
function scanIn(el: HTMLInputElement, text: string) {
  for (let i = 1; i <= text.length; i++) fireEvent.change(el, { target: { value: text.slice(0, i) } });
  fireEvent.keyDown(el, { key: 'Enter' });
}

describe('kind scan', () => {
  it('keeps the cursor in the scan box, sends each scan with the kept fields, and loses none scanned back to back', async () => {
    const request = open((d) => ({ done: true, order: { orderNo: d.no.toUpperCase() } }));
    await waitFor(() => expect(document.activeElement).toBe(input('Scan')));
    // Switching the mode keeps the scanner's keystrokes going to the scan box.
    const mode = document.querySelector<HTMLButtonElement>('button[role="switch"]')!;
    act(() => { mode.focus(); fireEvent.click(mode); });
    await waitFor(() => expect(document.activeElement).toBe(input('Scan')));
    act(() => { scanIn(input('Scan'), 'dd001'); scanIn(input('Scan'), 'dd002'); scanIn(input('Scan'), 'dd003'); });
    // The box is empty again at once, every scan has its line before any answer.
    expect(input('Scan').value).toBe('');
    expect(lines()).toHaveLength(3);
    await waitFor(() => expect(outcome()?.dataset.scanState).toBe('done'));
    await waitFor(() => expect(lines().map((l) => l.className.includes('en-scan-done'))).toEqual([true, true, true]));
    expect(request.mock.calls.map((c) => c[2]?.data)).toEqual(['dd001', 'dd002', 'dd003'].map((no) => ({ no, quick: true })));
    expect(outcome()?.textContent).toBe('DD003 arrived');
    expect(document.activeElement).toBe(input('Scan'));
  });

  it('shows a refusal in red with the server message and stays ready for the next scan', async () => {
    open(() => Object.assign(new Error('The order does not exist'), { data: { fields: { no: 'The order does not exist' } } }));
    await waitFor(() => expect(document.activeElement).toBe(input('Scan')));
    act(() => scanIn(input('Scan'), 'nosuch'));
    await waitFor(() => expect(outcome()?.dataset.scanState).toBe('refused'));
    expect(outcome()?.className).toContain('ant-alert-error');
    expect(outcome()?.textContent).toBe('The order does not exist');
    expect(document.activeElement).toBe(input('Scan'));
  });

  it('opens the entry fields for a found record, submits them on Enter, and hands the cursor back to the scan box', async () => {
    const request = open((d) => ({ done: false, order: { orderNo: d.no, state: 'arrived' } }));
    await waitFor(() => expect(document.activeElement).toBe(input('Scan')));
    expect(input('Weight').readOnly).toBe(true);
    act(() => scanIn(input('Scan'), 'DD9'));
    await waitFor(() => expect(document.activeElement).toBe(input('Weight')));
    expect(outcome()?.textContent).toBe('DD9: weigh it');
    // Enter with no weight: the field's rule answers, nothing is sent.
    await act(async () => { fireEvent.keyDown(input('Weight'), { key: 'Enter' }); });
    expect(request.mock.calls.filter((c) => c[1] === 'tt/save')).toHaveLength(0);
    act(() => { fireEvent.change(input('Weight'), { target: { value: '2.5' } }); });
    await act(async () => { fireEvent.keyDown(input('Weight'), { key: 'Enter' }); });
    await waitFor(() => expect(outcome()?.textContent).toBe('DD9 in at 2.5 kg'));
    expect(request).toHaveBeenCalledWith('POST', 'tt/save', expect.objectContaining({ data: { no: 'DD9', weight: '2.5' } }));
    await waitFor(() => expect(document.activeElement).toBe(input('Scan')));
    expect(input('Weight').value).toBe('');
    expect(lines()[0].textContent).toContain('2.5');
    // The record shown is the one the submit answered (its new state), not the looked-up one.
    expect(document.querySelector('.ant-descriptions')?.textContent).toBe('OrderDD9Statein');
  });
});

describe('kind scan: kept fields and refused submits', () => {
  it('keeps the cursor in a kept text field while it is typed, and Enter there goes back to the scan box', async () => {
    const request = open((d) => ({ done: true, order: { orderNo: d.no } }));
    await waitFor(() => expect(document.activeElement).toBe(input('Scan')));
    const vehicle = input('Vehicle');
    act(() => { vehicle.focus(); fireEvent.change(vehicle, { target: { value: '粤' } }); });
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(vehicle);
    act(() => { fireEvent.change(vehicle, { target: { value: '粤B1' } }); fireEvent.keyDown(vehicle, { key: 'Enter' }); });
    expect(document.activeElement).toBe(input('Scan'));
    act(() => scanIn(input('Scan'), 'DD7'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/scan', expect.objectContaining({ data: { no: 'DD7', vehicle: '粤B1' } })));
  });

  it('shows a refused submit in red and keeps the record for a corrected one', async () => {
    let tries = 0;
    open((d) => ({ done: false, order: { orderNo: d.no } }), (d) => (++tries === 1 ? Object.assign(new Error('Too heavy'), { data: { fields: { weight: 'Too heavy' } } }) : { inWeight: d.weight }));
    await waitFor(() => expect(document.activeElement).toBe(input('Scan')));
    act(() => scanIn(input('Scan'), 'DD8'));
    await waitFor(() => expect(document.activeElement).toBe(input('Weight')));
    act(() => { fireEvent.change(input('Weight'), { target: { value: '9' } }); });
    await act(async () => { fireEvent.keyDown(input('Weight'), { key: 'Enter' }); });
    await waitFor(() => expect(outcome()?.dataset.scanState).toBe('refused'));
    expect(outcome()?.textContent).toBe('Too heavy');
    expect(input('Weight').readOnly).toBe(false);
    act(() => { fireEvent.change(input('Weight'), { target: { value: '2' } }); });
    await act(async () => { fireEvent.keyDown(input('Weight'), { key: 'Enter' }); });
    await waitFor(() => expect(outcome()?.textContent).toBe('DD8 in at 2 kg'));
  });
});

describe('kind scan: fields an answer fills, and the screen’s own buttons', () => {
  /** A palletising scan: the first scan opens a pallet, the next ones go onto it; a button closes it. */
  const pallet: Screen = {
    code: 'TT0102_01', kind: 'scan', title: 'title',
    scan: { field: 'no', lookup: { method: 'POST', url: 'tt/pallet/scan' }, keep: ['pallet'], fill: ['pallet'], result: [{ name: 'pieces' }] },
    actions: [{ key: 'close', type: 'request', method: 'POST', url: 'tt/pallet/close', body: { pallet: 'values.pallet' }, disabled: { empty: 'values.pallet' }, then: [{ clearFields: ['pallet'] }] }],
    schema: { type: 'object', properties: { pallet: { type: 'string' }, no: { type: 'string', required: true } } },
  } as Screen;
  const palletTexts = { 'en-US': { screens: { TT0102_01: {
    fields: { pallet: 'Pallet', no: 'Scan', pieces: 'Pieces' }, actions: { close: 'Close pallet' }, scan: { done: '{{orderNo}} on {{pallet}}' },
  } } } };

  it('sends the scans queued behind the first with the pallet its answer opened, shows it, and the button sends it and empties it for the next pallet', async () => {
    let opened = 0;
    const request = vi.fn(async (_m: string, url: string, o?: { data?: any }) => {
      if (url === 'tt/pallet/close') return { pallet: o?.data?.pallet };
      const p = o?.data?.pallet ?? `P${++opened}`;
      return { done: true, pallet: p, pieces: request.mock.calls.length, order: { orderNo: o?.data?.no } };
    });
    render(screenElement(createTestI18n('en-US', palletTexts), { request, loadScreen: async () => ({ screen: pallet }) }, { code: 'TT0102_01' }));
    await waitFor(() => expect(document.activeElement).toBe(input('Scan')));
    const close = () => document.querySelector<HTMLButtonElement>('button[data-action="close"]')!;
    expect(close().disabled).toBe(true);
    act(() => { scanIn(input('Scan'), 'DD1'); scanIn(input('Scan'), 'DD2'); });
    await waitFor(() => expect(lines().map((l) => l.className.includes('en-scan-done'))).toEqual([true, true]));
    expect(request.mock.calls.map((c) => c[2]?.data)).toEqual([{ no: 'DD1' }, { no: 'DD2', pallet: 'P1' }]);
    expect(input('Pallet').value).toBe('P1');
    expect(outcome()?.textContent).toBe('DD2 on P1');
    expect(lines()[0].textContent).toContain('2');
    await waitFor(() => expect(close().disabled).toBe(false));
    await act(async () => { fireEvent.click(close()); });
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/pallet/close', expect.objectContaining({ data: { pallet: 'P1' } })));
    // Closed: the pallet number is gone, the next scan opens a new pallet and the button waits for it.
    await waitFor(() => expect(input('Pallet').value).toBe(''));
    expect(close().disabled).toBe(true);
    act(() => scanIn(input('Scan'), 'DD3'));
    await waitFor(() => expect(input('Pallet').value).toBe('P2'));
    expect(request.mock.calls.at(-1)?.[2]?.data).toEqual({ no: 'DD3' });
  });
});

describe('kind scan: undoing a done scan', () => {
  /** The inbound weighing with its undo (cancel the inbound), offered only on lines whose parcel is in. */
  const undoable: Screen = {
    ...screen, code: 'TT0103_01',
    scan: { ...screen.scan!, undo: { key: 'undo', type: 'request', method: 'POST', url: 'tt/cancel', body: { id: 'record.id' }, authority: 'tt/cancel.html',
      visible: { eq: ['record.state', 'in'] }, confirm: 'messages.undoConfirm' } },
  } as Screen;
  const undoTexts = { 'en-US': { screens: { TT0103_01: {
    ...texts['en-US'].screens.TT0101_01, actions: { undo: 'Undo inbound' }, messages: { undoConfirm: 'Undo {{orderNo}}?' },
    scan: { ...texts['en-US'].screens.TT0101_01.scan, undone: 'Inbound of {{orderNo}} undone' },
  } } } };

  function openUndoable(granted: boolean) {
    const request = vi.fn(async (_m: string, url: string, o?: { data?: any }) => {
      if (url === 'tt/scan') return o?.data?.quick ? { done: true, order: { id: 8, orderNo: o.data.no, state: 'arrived' } } : { order: { id: 9, orderNo: o?.data?.no, state: 'arrived' } };
      if (url === 'tt/save') return { inWeight: o?.data?.weight, order: { id: 9, orderNo: o?.data?.no, state: 'in' } };
      return { orderNo: 'DD9' };
    });
    const checkAuthority = async (urls: string[]) => Object.fromEntries(urls.map((u) => [u, granted]));
    render(screenElement(createTestI18n('en-US', undoTexts), { request, checkAuthority, loadScreen: async () => ({ screen: undoable }) }, { code: 'TT0103_01' }));
    return request;
  }
  const undoLinks = () => document.querySelectorAll<HTMLButtonElement>('tr.en-scan-line button[data-action="undo"]');
  /** DD9 scanned and weighed in: its line is done. */
  async function weighDD9() {
    await waitFor(() => expect(document.activeElement).toBe(input('Scan')));
    act(() => scanIn(input('Scan'), 'DD9'));
    await waitFor(() => expect(document.activeElement).toBe(input('Weight')));
    act(() => { fireEvent.change(input('Weight'), { target: { value: '2.5' } }); });
    await act(async () => { fireEvent.keyDown(input('Weight'), { key: 'Enter' }); });
    await waitFor(() => expect(lines()[0].className).toContain('en-scan-done'));
  }

  it('offers undo on the weighed line only; after its confirm the line reads undone and offers it no more', async () => {
    const request = openUndoable(true);
    await weighDD9();
    // An arrival-only line (the parcel not in) has nothing to undo.
    act(() => { fireEvent.click(document.querySelector<HTMLButtonElement>('button[role="switch"]')!); });
    act(() => scanIn(input('Scan'), 'DD8'));
    await waitFor(() => expect(lines().map((l) => l.className.includes('en-scan-done'))).toEqual([true, true]));
    await waitFor(() => expect(undoLinks()).toHaveLength(1));
    expect(lines()[1].contains(undoLinks()[0])).toBe(true);
    await act(async () => { fireEvent.click(undoLinks()[0]); });
    const dialog = await waitFor(() => { const d = document.querySelector<HTMLElement>('.ant-modal-confirm'); expect(d?.textContent).toContain('Undo DD9?'); return d!; });
    await act(async () => { fireEvent.click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'OK')!); });
    await waitFor(() => expect(lines()[1].className).toContain('en-scan-undone'));
    expect(request).toHaveBeenCalledWith('POST', 'tt/cancel', expect.objectContaining({ data: { id: 9 } }));
    expect(lines()[1].textContent).toContain('Inbound of DD9 undone');
    expect(lines()[1].textContent).toContain('Undone');
    expect(undoLinks()).toHaveLength(0);
  });

  it('offers no undo to an operator without the authority', async () => {
    openUndoable(false);
    await weighDD9();
    await new Promise((r) => setTimeout(r, 50));
    expect(undoLinks()).toHaveLength(0);
  });
});

describe('kind scan that prints (scan.print)', () => {
  const printing: Screen = {
    code: 'TT0102_01', kind: 'scan', title: 'title',
    scan: { field: 'no', lookup: { method: 'POST', url: 'tt/label' }, print: { url: 'tt/label/file', params: { id: 'record.id' } } },
    schema: { type: 'object', properties: { no: { type: 'string', required: true } } },
  } as Screen;
  const printTexts = { 'en-US': { screens: { TT0102_01: { fields: { no: 'Scan' }, scan: { done: '{{orderNo}} label printed' } } } } };

  function openPrinting(fetchFile: (url: string, params?: Record<string, unknown>) => Promise<Blob>) {
    const request = vi.fn(async (_m: string, _url: string, o?: { data?: any }) => ({ done: true, order: { id: 7, orderNo: String(o?.data?.no).toUpperCase() } }));
    // Web printing into a window the test holds (no print agent asked).
    const opened = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    render(screenElement(createTestI18n('en-US', printTexts), {
      request, fetchFile, printPreferences: async () => ({ mode: 'web', agentUrl: 'http://127.0.0.1:1', copies: 1 }), loadScreen: async () => ({ screen: printing }),
    }, { code: 'TT0102_01' }));
    return { request, opened };
  }

  it('prints the found record\'s file once the lookup is done (web printing: a browser window)', async () => {
    const fetchFile = vi.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const { opened } = openPrinting(fetchFile);
    await waitFor(() => expect(document.activeElement).toBe(input('Scan')));
    act(() => scanIn(input('Scan'), 'dd7'));
    await waitFor(() => expect(outcome()?.dataset.scanState).toBe('done'));
    expect(outcome()?.textContent).toBe('DD7 label printed');
    expect(fetchFile).toHaveBeenCalledWith('tt/label/file', { id: 7 });
    expect(opened).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), '_blank');
    opened.mockRestore();
  });

  it('a file that cannot be had turns the line red: print exception', async () => {
    const { opened } = openPrinting(async () => { throw new Error('500'); });
    await waitFor(() => expect(document.activeElement).toBe(input('Scan')));
    act(() => scanIn(input('Scan'), 'dd8'));
    await waitFor(() => expect(outcome()?.dataset.scanState).toBe('refused'));
    expect(outcome()?.textContent).toBe('Print exception');
    expect(opened).not.toHaveBeenCalled();
    opened.mockRestore();
  });
});
