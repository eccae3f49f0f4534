import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import { dictionaries } from '../registry';
import type { Screen } from '../types';

// The server answers data in the caller's language (Accept-Language): here the error message.
const rows = (from: number, n: number, lang = 'en-US') => Array.from({ length: n }, (_, i) => ({
  seq: from + i, fileName: `file-${from + i}.xlsx`, endFlag: (from + i) % 3, errorMessage: lang === 'en-US' ? 'disk full' : '磁盘已满', progress: 40,
}));

function fakeRequest(total = 45, lang?: () => string) {
  return vi.fn(async (_m: string, _u: string, opts?: { params?: Record<string, unknown> }): Promise<unknown> => {
    const { current = 1, pageSize = 20 } = (opts?.params ?? {}) as { current: number; pageSize: number };
    const from = (current - 1) * pageSize + 1;
    return { list: rows(from, Math.min(pageSize, total - from + 1), lang?.()), total };
  });
}

beforeAll(() => {
  dictionaries.register('downloadEndFlag', [
    { value: 0, label: { 'zh-CN': '下载中', 'en-US': 'Downloading' }, color: 'processing' },
    { value: 1, label: { 'zh-CN': '已完成', 'en-US': 'Done' }, color: 'success' },
    { value: 2, label: { 'zh-CN': '失败', 'en-US': 'Failed' }, color: 'error', fallback: true },
  ]);
});

describe('list screen (XT0125_01 from schemas/)', () => {
  it('renders columns and rows from the request, pages on the server, follows the language', async () => {
    const i18n = createTestI18n('zh-CN');
    const request = fakeRequest(45, () => i18n.language);
    render(screenElement(i18n, { request }, { code: 'XT0125_01' }));
    expect(await dom.findByText('file-1.xlsx')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', 'xt/0125/select/download', { params: { current: 1, pageSize: 20 } });
    expect(dom.getAllByText('文件名').length).toBeGreaterThan(0);
    expect(dom.getAllByText('已完成').length).toBeGreaterThan(0);
    expect(dom.getAllByText('磁盘已满').length).toBeGreaterThan(0); // failed rows show the error message
    // Row actions: view/download only when endFlag = 1, delete always.
    const done = dom.getByText('file-1.xlsx').closest('tr')!;
    const downloading = dom.getByText('file-3.xlsx').closest('tr')!;
    expect(within(done).getByText('下载')).toBeInTheDocument();
    expect(within(downloading).queryByText('下载')).toBeNull();
    expect(within(downloading).getByText('删除')).toBeInTheDocument();

    fireEvent.click(dom.getByTitle('2'));
    expect(await dom.findByText('file-21.xlsx')).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith('GET', 'xt/0125/select/download', { params: { current: 2, pageSize: 20 } });

    // The switch asks the same page again once, so data the server words (names, messages) follows.
    const calls = request.mock.calls.length;
    await act(() => i18n.changeLanguage('en-US'));
    expect((await dom.findAllByText('File name')).length).toBeGreaterThan(0);
    expect((await dom.findAllByText('disk full')).length).toBeGreaterThan(0);
    expect(dom.queryByText('磁盘已满')).toBeNull();
    expect(dom.getByText('file-21.xlsx')).toBeInTheDocument(); // same page
    expect(request.mock.calls.length).toBe(calls + 1);
    expect(request).toHaveBeenLastCalledWith('GET', 'xt/0125/select/download', { params: { current: 2, pageSize: 20 } });
    expect(dom.getAllByText('Done').length).toBeGreaterThan(0);
    expect(dom.queryByText('文件名')).toBeNull();
    expect(dom.getByRole('button', { name: /Query/ })).toBeInTheDocument(); // ProTable's own texts (ProConfigProvider intl)
  });

  it('deletes after the confirm, then shows the message and reloads', async () => {
    const i18n = createTestI18n('en-US');
    const request = fakeRequest();
    render(screenElement(i18n, { request }, { code: 'XT0125_01' }));
    const row = (await dom.findByText('file-2.xlsx')).closest('tr')!;
    fireEvent.click(within(row).getByText('Delete'));
    expect(await dom.findByText('This will permanently delete the data, continue?')).toBeInTheDocument();
    fireEvent.click(dom.getByRole('button', { name: 'OK' }));
    expect(await dom.findByText('Deleted successfully')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', 'xt/0125/delete/download', { params: { seq: 2 }, data: undefined });
    await waitFor(() => expect(request.mock.calls.filter((c) => c[1] === 'xt/0125/select/download').length).toBe(2));
  });
});

describe('list screen authority', () => {
  const guarded: Screen = {
    code: 'TT0001_01', kind: 'list', title: 'title', rowKey: 'seq', dataSource: { list: { method: 'GET', url: 'tt/0001/list' } },
    columns: [{ name: 'seq' }, { name: 'secret', authority: 'tt/0001/secret' }],
    rowActions: [
      { key: 'edit', type: 'hook', name: 'edit', authority: 'tt/0001/edit' },
      { key: 'remove', type: 'hook', name: 'remove', authority: 'tt/0001/remove' },
    ],
    toolbar: { actions: [{ key: 'export', type: 'request', method: 'POST', url: 'tt/0001/export', body: 'filters', authority: 'tt/0001/edit' }] },
  };
  it('asks once for every authority URL of the screen and hides what answers false', async () => {
    const checkAuthority = vi.fn(async (urls: string[]) => Object.fromEntries(urls.map((u) => [u, u.endsWith('edit')])));
    const request = vi.fn(async (..._a: unknown[]) => ({ list: [{ seq: 1, secret: 's3cret' }], total: 1 }));
    render(screenElement(createTestI18n('en-US'), { request, checkAuthority, loadScreen: async () => ({ screen: guarded }) },
      { code: 'TT0001_01' }));
    expect(await dom.findByText('1', { selector: 'td' })).toBeInTheDocument();
    await dom.findAllByText('Edit');
    expect(dom.queryByText('Remove')).toBeNull();
    expect(dom.queryByText('s3cret')).toBeNull();
    expect(dom.queryByText('secret')).toBeNull();
    expect(checkAuthority).toHaveBeenCalledTimes(1);
    expect(checkAuthority).toHaveBeenCalledWith(['tt/0001/edit', 'tt/0001/remove', 'tt/0001/secret']);
  });
});

describe('list screen errors', () => {
  it('a failed list request leaves an empty table, no unhandled rejection', async () => {
    const request = vi.fn(async (..._a: unknown[]) => { throw new Error('500: shown by the app'); });
    render(screenElement(createTestI18n('en-US'), { request }, { code: 'XT0125_01' }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    await waitFor(() => expect(document.querySelector('.ant-table-placeholder')).not.toBeNull());
    expect(document.querySelectorAll('tr.ant-table-row').length).toBe(0);
  });
});

describe('list screen selection (spec section 8)', () => {
  const selecting: Screen = {
    code: 'TT0001_01', kind: 'list', title: 'title', rowKey: 'seq', dataSource: { list: { method: 'GET', url: 'tt/0001/list' } },
    columns: [{ name: 'seq' }],
    toolbar: {
      actions: [{ key: 'edit', type: 'request', method: 'GET', url: 'tt/0001/one', params: { seq: 'selection.0.seq' }, selection: 'one' }],
      bulkActions: [{ key: 'remove', type: 'request', method: 'POST', url: 'tt/0001/remove', body: 'selectedRowKeys' }],
    },
  };
  it('a bulk action without a selected row says so; a one-row action says when more are selected', async () => {
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0001/list' ? { list: [{ seq: 1 }, { seq: 2 }], total: 2 } : {}));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen: async () => ({ screen: selecting }) }, { code: 'TT0001_01' }));
    const button = (key: string) => document.querySelector(`[data-action="${key}"]`) as HTMLButtonElement;
    const row = (seq: string) => dom.getByText(seq, { selector: 'td' }).closest('tr')!;
    await dom.findByText('1', { selector: 'td' });
    const remove = button('remove');
    expect(remove).not.toBeDisabled();
    fireEvent.click(remove);
    expect(await dom.findByText('Please select a record')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('POST', 'tt/0001/remove', expect.anything());

    fireEvent.click(within(row('1')).getByRole('checkbox'));
    fireEvent.click(within(row('2')).getByRole('checkbox'));
    fireEvent.click(button('edit'));
    expect(await dom.findByText('Only one record may be selected')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('GET', 'tt/0001/one', expect.anything());
    fireEvent.click(remove);
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0001/remove', { params: {}, data: [1, 2] }));

    fireEvent.click(within(row('2')).getByRole('checkbox'));
    fireEvent.click(button('edit'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', 'tt/0001/one', expect.objectContaining({ params: { seq: 1 } })));
  });
});
