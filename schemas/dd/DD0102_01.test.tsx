/**
 * DD0102_01 on the real screen files: the chosen workbook goes to dd/0102/upload with the way to
 * import; the job is followed on dd/0102/result until done; its bad cells are listed by row and
 * column with the result file to download.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';

const i18n = createTestI18n('en-US');
beforeAll(() => installDomain(i18n));

describe('DD0102_01 bulk order', () => {
  it('uploads the workbook, follows the job and lists the bad cells with the result file', async () => {
    const errors = [
      { row: 5, column: 'Y', header: 'Box weight (kg)*', message: 'Please enter a valid number', text: 'Row 5 …' },
      { row: 6, column: 'AG', header: 'Customs code*', message: 'The customs code must be 10 digits', text: 'Row 6 …' },
    ];
    const results = [
      { state: 'running', progress: 40, errors: [], errorCount: 0, imported: 0, message: null, seq: 12 },
      { state: 'done', progress: 100, errors, errorCount: 2, imported: 1, message: '3 orders, 1 imported; 2 errors: see the list below or download the result file', seq: 12 },
    ];
    const request = vi.fn(async (_m: string, url: string) => (url === 'dd/0102/upload' ? { id: 7, seq: 12 } : url === 'dd/0102/result' ? results.shift() : { relatedUser: [] }) as never);
    const download = vi.fn();
    render(<App>{screenElement(i18n, { request, download, user: { userType: 'customer' } }, { code: 'DD0102_01' })}</App>);
    expect(await dom.findByText('Bulk order')).toBeInTheDocument();
    fireEvent.click(await dom.findByRole('radio', { name: 'Valid orders only' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'orders.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.change(input, { target: { files: [file] } });
    await dom.findByText('orders.xlsx');
    fireEvent.click(dom.getByRole('button', { name: 'Upload and import' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/0102/upload', expect.anything()), { timeout: 5000 });
    const sent = (request.mock.calls as unknown[][]).find((c) => c[1] === 'dd/0102/upload')![2] as { data: Record<string, unknown> };
    expect(sent.data).toMatchObject({ mode: 'valid', confirmLargeValues: false, fileName: 'orders.xlsx', content: 'UEsDBA==' });
    const dialog = await dom.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getAllByText('The order file has errors').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('3 orders, 1 imported; 2 errors: see the list below or download the result file')).toBeInTheDocument();
    expect(within(dialog).getByText('The customs code must be 10 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('AG')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download the result file' }));
    expect(download).toHaveBeenCalledWith('xt/0125/download', { seq: 12 });
    expect(request.mock.calls.filter((c) => c[1] === 'dd/0102/result')).toHaveLength(2);
  });
});
