import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen as dom } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import { loadScreen } from '../loader';
import { preloadScreen } from '../preload';

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ seq: from + i, fileName: `file-${from + i}.xlsx`, endFlag: 1 }));

describe('a list opened with its first page prefetched (the shell preloads the address it opened on)', () => {
  it('shows the rows and the total with the table, asks the server for page 1 once, pages on the server after', async () => {
    const request = vi.fn(async (_m: string, _u: string, opts?: { params?: Record<string, unknown> }): Promise<unknown> => {
      const { current = 1, pageSize = 20 } = (opts?.params ?? {}) as { current: number; pageSize: number };
      return { list: rows((current - 1) * pageSize + 1, 20), total: 45 };
    });
    preloadScreen('XT0125_01', { request });
    await loadScreen('XT0125_01');
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    await act(async () => undefined); // the prefetched answer has arrived

    // What the table holds the moment it first appears: the rows, not an empty table waiting for them.
    let rowsWithTable: number | undefined;
    const watch = new MutationObserver(() => {
      if (rowsWithTable === undefined && document.querySelector('.ant-table')) rowsWithTable = document.querySelectorAll('.ant-table-row').length;
    });
    watch.observe(document.body, { subtree: true, childList: true });
    render(screenElement(createTestI18n('zh-CN'), { request }, { code: 'XT0125_01' }));
    const first = await dom.findByText('file-1.xlsx');
    watch.disconnect();
    expect(rowsWithTable).toBe(20);
    // The total is there with the first rows: the pagination does not jump when the table's own first request settles.
    expect(dom.getByText(/45/, { selector: '.ant-pagination-total-text' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(request).toHaveBeenCalledTimes(1);
    expect(first.isConnected).toBe(true);
    expect(dom.getByText(/45/, { selector: '.ant-pagination-total-text' })).toBeInTheDocument();

    fireEvent.click(dom.getByTitle('2'));
    expect(await dom.findByText('file-21.xlsx')).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith('GET', 'xt/0125/select/download', { params: { current: 2, pageSize: 20 } });
  });
});
