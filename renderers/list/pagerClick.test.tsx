import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import type { Screen } from '../types';

const list: Screen = {
  code: 'TT0004_01', kind: 'list', title: 'title',
  dataSource: { list: { method: 'GET', url: 'tt/0004/list' } },
  columns: [{ name: 'name', search: true }, { name: 'status', sorter: true }],
};
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `row-${from + i}`, status: 'ok' }));

describe('a pager click', () => {
  it('asks for the new page in the click itself, before the table re-renders, and only once', async () => {
    const request = vi.fn(async (_m: string, _u: string, opts?: { params?: Record<string, unknown> }) => {
      const { current = 1, pageSize = 20 } = (opts?.params ?? {}) as { current: number; pageSize: number };
      return { list: rows((current - 1) * pageSize + 1, pageSize), total: 95 };
    });
    render(screenElement(createTestI18n('en-US'), { request, loadScreen: async () => ({ screen: list }) }, { code: 'TT0004_01' }));
    await dom.findByText('row-1');
    expect(request).toHaveBeenCalledTimes(1);

    // ProTable asks only after re-rendering the current rows and a 30 ms debounce (seconds for a
    // big page on a slow machine): the request must already have left when the click returns.
    fireEvent.click(dom.getByTitle('2'));
    expect(request).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenLastCalledWith('GET', 'tt/0004/list', { params: { current: 2, pageSize: 20 } });
    expect(await dom.findByText('row-21')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(request).toHaveBeenCalledTimes(2);
    expect(dom.queryByText('row-1')).toBeNull();

    // A search sends the table back to page 1 by itself: one request, with the new filter (no early
    // page with the old filters).
    fireEvent.change(document.querySelector('input#name') as HTMLInputElement, { target: { value: 'row' } });
    fireEvent.click(dom.getByRole('button', { name: 'Query' }));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(3));
    expect(request).toHaveBeenLastCalledWith('GET', 'tt/0004/list', { params: { current: 1, pageSize: 20, name: 'row' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(request).toHaveBeenCalledTimes(3);
  });
});
