/**
 * "A list-plus-form screen takes one JSON file, its texts and its API": what new-screen writes
 * for a list renders, adds a row through its inline form and edits one, with nothing else.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { createTestI18n, screenElement } from '@renderers/testing';
import type { Screen } from '@renderers/types';
import { newScreen } from '../../scripts/new-screen.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'new-screen-ui-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('a new list screen', () => {
  it('lists, adds and edits rows through its own inline form', async () => {
    await newScreen('XT0104_01', 'list', tmp);
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(tmp, 'schemas/xt', file), 'utf8'));
    const loaded = { screen: read('XT0104_01.json') as Screen, locale: read('XT0104_01.locale.json') };
    const request = vi.fn(async (_m: unknown, url: unknown) => {
      if (url === 'xt/0104/list') return { list: [{ id: 7, name: 'timeout', remark: '' }], total: 1 };
      if (url === 'xt/0104/detail') return { id: 7, name: 'timeout', remark: 'seconds' };
      return {};
    });
    render(screenElement(createTestI18n('en-US'), { request, loadScreen: async () => loaded }, { code: 'XT0104_01' }));
    expect(await dom.findByText('timeout')).toBeInTheDocument();

    fireEvent.click(dom.getByRole('button', { name: 'Add' }));
    const modal = await dom.findByRole('dialog');
    const name = (await within(modal).findByText('Name')).closest('.ant-formily-item')!.querySelector('input')!;
    fireEvent.change(name, { target: { value: 'retries' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'xt/0104/save', expect.objectContaining({ data: { name: 'retries' } })));
    expect(await dom.findByText('Saved successfully')).toBeInTheDocument();

    fireEvent.click(within(dom.getByText('timeout').closest('tr')!).getByText('Edit'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', 'xt/0104/detail', { params: { id: 7 } }));
    expect(await dom.findByDisplayValue('seconds')).toBeInTheDocument();
  });
});
