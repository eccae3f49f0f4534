/**
 * DD0209_01's batch form on the real screen files: the chosen workbook goes to dd/0209/upload as
 * base64; a refusal's bad cells are listed by row and column; a good file says how many changed
 * (its form then closes by the action's `then`, which jsdom's modal motion does not show).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';

const i18n = createTestI18n('en-US');
beforeAll(() => installDomain(i18n));

async function pickAndUpload(name = 'changes.xlsx') {
  fireEvent.click(await dom.findByRole('button', { name: 'Batch change' }));
  const modal = await dom.findByRole('dialog');
  await within(modal).findByText('Change numbers in a batch');
  const input = modal.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x50, 0x4b, 3, 4])], name)] } });
  await within(modal).findByText(name);
  fireEvent.click(within(modal).getByRole('button', { name: 'Upload and change' }));
  return modal;
}

describe('DD0209_01 batch number changes', () => {
  it('lists the bad cells of a refused file by row and column', async () => {
    const errors = [{ row: 3, column: 'A', header: 'Order no.*', message: 'No order DD000000000000', text: '…' }];
    const request = vi.fn(async (_m: string, url: string) => {
      if (url === 'dd/0209/upload') throw Object.assign(new Error('The file has 1 errors: no number was changed'), { data: { errors } });
      return {};
    });
    render(<App>{screenElement(i18n, { request: request as never }, { code: 'DD0209_01' })}</App>);
    await pickAndUpload();
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/0209/upload', expect.objectContaining({ data: { fileName: 'changes.xlsx', content: 'UEsDBA==' } })));
    const shown = (await dom.findAllByRole('dialog')).find((d) => within(d).queryByText('No order DD000000000000'))!;
    expect(within(shown).getAllByText('The file has errors: no number was changed').length).toBeGreaterThan(0);
    expect(within(shown).getByText('Order no.*')).toBeInTheDocument();
  });

  it('a good file says how many numbers changed', async () => {
    const request = vi.fn(async (_m: string, url: string) => (url === 'dd/0209/upload' ? { changed: 2, message: '2 numbers changed' } : {}));
    render(<App>{screenElement(i18n, { request: request as never }, { code: 'DD0209_01' })}</App>);
    await pickAndUpload();
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/0209/upload', expect.anything()));
    expect(await dom.findByText('2 numbers changed', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
