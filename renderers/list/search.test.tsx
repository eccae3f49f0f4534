import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import { setValidatorAdapters } from '../registry';
import type { Screen } from '../types';
import { setTimeService, timeService } from '../time';

const searchable: Screen = {
  code: 'TT0007_01', kind: 'list', title: 'title', rowKey: 'id',
  dataSource: { list: { method: 'GET', url: 'tt/0007/list', params: { stationId: 'user.stationId' } } },
  columns: [
    { name: 'id' },
    { name: 'orderNo', search: { transform: 'orderNumber' }, validators: [{ name: 'digits' }] },
    { name: 'createdAt', valueType: 'dateRange', search: { transform: ['dateFrom', 'dateTo'], initialValue: ['2026-11-01', '2026-11-20'] }, hideInTable: true },
    { name: 'amount', valueType: 'money', sorter: true },
  ],
};

describe('list search form', () => {
  it('sends transformed filters, a date range as two parameters, user-mapped params, and validates by name', async () => {
    setValidatorAdapters({
      antd: (name, _args, t) => () => ({
        validator: async (_r: unknown, v: unknown) => { if (name === 'digits' && v && !/^\d+$/.test(String(v))) throw new Error(t('digitsOnly')); },
      }),
    });
    const request = vi.fn(async (..._a: unknown[]) => ({ list: [{ id: 1, orderNo: '42', amount: '3' }], total: 1 }));
    render(screenElement(createTestI18n('en-US', { 'en-US': { digitsOnly: 'Digits only' } }), { request, user: { stationId: 9 },
      loadScreen: async () => ({ screen: searchable }) }, { code: 'TT0007_01' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', 'tt/0007/list',
      { params: { stationId: 9, current: 1, pageSize: 20, dateFrom: '2026-11-01', dateTo: '2026-11-20' } }));

    const input = document.querySelector('input#orderNo') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(dom.getByRole('button', { name: 'Query' }));
    expect(await dom.findByText('Digits only')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);

    fireEvent.change(input, { target: { value: '123' } });
    fireEvent.click(dom.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith('GET', 'tt/0007/list',
      { params: { stationId: 9, current: 1, pageSize: 20, dateFrom: '2026-11-01', dateTo: '2026-11-20', orderNumber: '123' } }));

    fireEvent.click(dom.getAllByText('amount', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(request).toHaveBeenLastCalledWith('GET', 'tt/0007/list',
      { params: expect.objectContaining({ sortField: 'amount', sortOrder: 'asc' }) }));
  });

  it('optionsSource: the search field is a select over remote options, and the chosen value is sent', async () => {
    const roles: Screen = {
      code: 'TT0008_01', kind: 'list', title: 'title', rowKey: 'id',
      dataSource: { list: { method: 'GET', url: 'tt/0008/list' } },
      columns: [
        { name: 'id' },
        { name: 'roleId', hideInTable: true, search: true,
          optionsSource: { url: 'tt/0008/roles', params: { scope: 'params.scope' }, labelField: 'name', valueField: 'id', path: 'list' } },
      ],
    };
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0008/roles'
      ? { list: [{ id: 3, name: 'Sales' }, { id: 4, name: 'Finance' }] } : { list: [{ id: 1 }], total: 1 }));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen: async () => ({ screen: roles }) }, { code: 'TT0008_01', params: { scope: 'all' } }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', 'tt/0008/roles', { params: { scope: 'all' } }));
    const select = document.querySelector('input#roleId')!.closest('.ant-select')!.querySelector('.ant-select-selector')!;
    fireEvent.mouseDown(select);
    fireEvent.click(await waitFor(() => { const o = document.querySelector('.ant-select-item-option[title="Finance"]'); expect(o).not.toBeNull(); return o!; }));
    fireEvent.click(dom.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith('GET', 'tt/0008/list', { params: { current: 1, pageSize: 20, roleId: 4 } }));
  });
  it('optionsSource: the cell shows the option label, and a language switch reloads the labels', async () => {
    const roles: Screen = {
      code: 'TT0008_01', kind: 'list', title: 'title', rowKey: 'id',
      dataSource: { list: { method: 'GET', url: 'tt/0008/list' } },
      columns: [{ name: 'id' }, { name: 'roleId', search: true, optionsSource: { url: 'tt/0008/roles', labelField: 'name', valueField: 'id' } }],
    };
    const i18n = createTestI18n('en-US');
    const names: Record<string, string> = { 'en-US': 'Sales', 'zh-CN': '销售' };
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0008/roles'
      ? [{ id: 3, name: names[i18n.language] }] : { list: [{ id: 1, roleId: 3 }], total: 1 }));
    render(screenElement(i18n, { request, loadScreen: async () => ({ screen: roles }) }, { code: 'TT0008_01' }));
    expect(await dom.findByText('Sales', { selector: 'td, td *' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await dom.findByText('销售', { selector: 'td, td *' })).toBeInTheDocument();
    expect(request.mock.calls.filter((c) => c[1] === 'tt/0008/roles')).toHaveLength(2);
    // The page is asked again too (its rows may hold server-worded data: ListScreen.test.tsx).
    expect(request.mock.calls.filter((c) => c[1] === 'tt/0008/list')).toHaveLength(2);
    fireEvent.mouseDown(document.querySelector('input#roleId')!.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="销售"]')).not.toBeNull());
  });

  it("a date range is picked on the business clock: today's mark is the business zone's day, and the days go out as its wall text", async () => {
    const installed = timeService();
    // A business clock no browser is on: antd's own picker would mark the browser's today.
    setTimeService({ ...installed, now: () => '2030-06-15 01:00:00' });
    try {
      const request = vi.fn(async (..._a: unknown[]) => ({ list: [], total: 0 }));
      const ranged: Screen = { ...searchable, columns: searchable.columns!.map((c) => (c.name === 'createdAt' ? { ...c, search: { transform: ['dateFrom', 'dateTo'] as [string, string] } } : c)) };
      render(screenElement(createTestI18n('en-US'), { request, user: { stationId: 9 }, loadScreen: async () => ({ screen: ranged }) }, { code: 'TT0007_01' }));
      await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
      const from = document.querySelector('.ant-picker-range input') as HTMLInputElement;
      fireEvent.mouseDown(from);
      fireEvent.click(from);
      const today = await waitFor(() => { const cell = document.querySelector('.ant-picker-cell-today'); expect(cell).not.toBeNull(); return cell!; });
      expect(today.getAttribute('title')).toBe('2030-06-15');
      fireEvent.click(document.querySelector('.ant-picker-cell[title="2030-06-14"]')!);
      fireEvent.click(document.querySelector('.ant-picker-cell[title="2030-06-15"]')!);
      fireEvent.click(dom.getByRole('button', { name: 'Query' }));
      await waitFor(() => expect(request).toHaveBeenLastCalledWith('GET', 'tt/0007/list',
        { params: { stationId: 9, current: 1, pageSize: 20, dateFrom: '2030-06-14', dateTo: '2030-06-15' } }));
    } finally {
      setTimeService(installed);
    }
  });
});
