import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import type { Screen } from '../types';

const operations: Screen = {
  code: 'TT0009_01', kind: 'list', title: 'title', rowKey: 'id',
  dataSource: { list: { method: 'GET', url: 'tt/0009/list' } },
  columns: [
    { name: 'id' },
    { name: 'operationType', search: { initialFrom: 'params.operationType', initialValue: 'B04' } },
    { name: 'packageNo', search: true },
  ],
};

describe('search.initialFrom', () => {
  it("starts the search form from the screen's params, and starts afresh when they change", async () => {
    const request = vi.fn(async (..._a: unknown[]) => ({ list: [{ id: 1 }], total: 1 }));
    const i18n = createTestI18n('en-US');
    const engine = { request, loadScreen: async () => ({ screen: operations }) };
    const view = render(screenElement(i18n, engine, { code: 'TT0009_01', params: { operationType: 'B05' } }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', 'tt/0009/list',
      { params: { current: 1, pageSize: 20, operationType: 'B05' } }));
    expect((document.querySelector('input#operationType') as HTMLInputElement).value).toBe('B05');

    view.rerender(screenElement(i18n, engine, { code: 'TT0009_01', params: { operationType: 'B07' } }));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith('GET', 'tt/0009/list',
      { params: { current: 1, pageSize: 20, operationType: 'B07' } }));
    expect((document.querySelector('input#operationType') as HTMLInputElement).value).toBe('B07');
  });

  it('falls back to initialValue when the param is absent', async () => {
    const request = vi.fn(async (..._a: unknown[]) => ({ list: [], total: 0 }));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen: async () => ({ screen: operations }) }, { code: 'TT0009_01' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', 'tt/0009/list',
      { params: { current: 1, pageSize: 20, operationType: 'B04' } }));
  });
});
