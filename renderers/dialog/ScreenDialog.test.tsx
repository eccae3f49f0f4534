import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createTestI18n, screenElement } from '../testing';
import type { Screen } from '../types';

const list: Screen = {
  code: 'TT0006_01', kind: 'list', title: 'title', rowKey: 'id',
  dataSource: { list: { method: 'GET', url: 'tt/0006/list' } },
  columns: [{ name: 'id' }, { name: 'name', search: true }],
  toolbar: {
    actions: [
      { key: 'add', type: 'openScreen', target: 'TT0006_02', mode: 'modal', then: ['reload'] },
      { key: 'addAside', type: 'openScreen', target: 'TT0006_02', mode: 'drawer', then: ['reload'] },
      { key: 'export', type: 'request', method: 'POST', url: 'tt/0006/export', body: 'filters', successMessage: 'messages.exported' },
    ],
  },
};
const dialog: Screen = {
  code: 'TT0006_02', kind: 'dialog', title: 'title', dataSource: { submit: { method: 'POST', url: 'tt/0006/save' } },
  schema: { type: 'object', properties: { name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', required: true } } },
};
const locales: Record<string, object> = {
  TT0006_01: { 'en-US': { title: 'Things', actions: { addAside: 'Add aside' } } },
  TT0006_02: { 'en-US': { title: 'New thing', fields: { name: 'Thing name' } } },
};
const loadScreen = async (code: string) => {
  const screen = [list, dialog].find((s) => s.code === code);
  return screen && { screen, locale: locales[code] as never };
};

describe('screens in dialogs', () => {
  it('openScreen modal: the form opens above the list, submits, closes, and the list reloads', async () => {
    let saved = 0;
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0006/list' ? { list: [{ id: 1, name: `n${saved}` }], total: 1 } : (saved++, {})));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen }, { code: 'TT0006_01' }));
    expect(await dom.findByText('n0')).toBeInTheDocument();
    fireEvent.click(dom.getByRole('button', { name: 'Add' }));
    const modal = await dom.findByRole('dialog');
    expect(await within(modal).findByText('New thing')).toBeInTheDocument();
    const input = (await within(modal).findByText('Thing name')).closest('.ant-formily-item')!.querySelector('input')!;
    fireEvent.change(input, { target: { value: 'widget' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0006/save', expect.objectContaining({ params: {}, data: { name: 'widget' } })));
    expect(await dom.findByText('n1')).toBeInTheDocument();
  });

  it('export sends the current filters and points to the download centre', async () => {
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0006/list' ? { list: [{ id: 1, name: 'a' }], total: 1 } : {}));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen }, { code: 'TT0006_01' }));
    await dom.findByText('a', { selector: 'td' });
    const search = document.querySelector('input#name') as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'wid' } });
    fireEvent.click(dom.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith('GET', 'tt/0006/list', { params: { current: 1, pageSize: 20, name: 'wid' } }));
    fireEvent.click(dom.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith('POST', 'tt/0006/export', { params: {}, data: { name: 'wid' } }));
    expect(await dom.findByText('The export has been queued: see the download centre')).toBeInTheDocument();
  });

  it('a list opened in a dialog and closed with × counts as done: the opener reloads (then: reload)', async () => {
    const accounts: Screen = { code: 'TT0006_03', kind: 'list', title: 'title', rowKey: 'id', dataSource: { list: { method: 'GET', url: 'tt/0006/accounts' } }, columns: [{ name: 'id' }] };
    const opener: Screen = { ...list, toolbar: { actions: [{ key: 'accounts', type: 'openScreen', target: 'TT0006_03', mode: 'modal', then: ['reload'] }] } };
    const load = async (code: string) => {
      const screen = [opener, accounts].find((s) => s.code === code);
      return screen && { screen, locale: (locales[code] ?? {}) as never };
    };
    let listed = 0;
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0006/list' ? (listed++, { list: [{ id: 1, name: `n${listed}` }], total: 1 }) : { list: [{ id: 7 }], total: 1 }));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen: load }, { code: 'TT0006_01' }));
    expect(await dom.findByText('n1')).toBeInTheDocument();
    fireEvent.click(dom.getByRole('button', { name: /accounts/i }));
    const modal = await dom.findByRole('dialog');
    await within(modal).findByText('7', { selector: 'td' });
    fireEvent.click(within(document.body).getByRole('button', { name: 'Close' }));
    expect(await dom.findByText('n2')).toBeInTheDocument();
  });

  it('closing a form with changes asks first: keep editing stays, discard closes; unchanged or saved closes at once', async () => {
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0006/list' ? { list: [{ id: 1, name: 'n' }], total: 1 } : {}));
    // Without motion a closed dialog leaves the page at once (happy-dom runs no CSS transitions).
    render(<ConfigProvider theme={{ token: { motion: false } }}>{screenElement(createTestI18n('en-US'), { request, loadScreen }, { code: 'TT0006_01' })}</ConfigProvider>);
    await dom.findByText('n', { selector: 'td' });
    const open = async () => {
      fireEvent.click(await dom.findByRole('button', { name: 'Add' }));
      return within(await dom.findByRole('dialog')).findByLabelText('Thing name');
    };
    const question = () => document.querySelector('.ant-modal-confirm');
    const closeX = () => fireEvent.click(document.querySelector('.ant-modal-close')!);

    // Nothing typed: × closes at once.
    await open();
    closeX();
    await waitFor(() => expect(dom.queryByRole('dialog')).toBeNull());
    expect(question()).toBeNull();

    // Typed: ×, then the Cancel button, ask; keep editing keeps what was typed.
    fireEvent.change(await open(), { target: { value: 'half' } });
    closeX();
    await waitFor(() => expect(question()).toHaveTextContent('Discard unsaved changes?'));
    fireEvent.click(dom.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect((dom.getByLabelText('Thing name') as HTMLInputElement).value).toBe('half');
    fireEvent.click(document.querySelector('[data-action="close"]')!);
    await waitFor(() => expect(question()).toHaveTextContent('Discard unsaved changes?'));
    fireEvent.click(dom.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dom.queryAllByLabelText('Thing name')).toHaveLength(0));

    // Saved: closes without a question.
    fireEvent.change(await open(), { target: { value: 'whole' } });
    fireEvent.click(within(dom.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0006/save', expect.objectContaining({ params: {}, data: { name: 'whole' } })));
    await waitFor(() => expect(dom.queryAllByLabelText('Thing name')).toHaveLength(0));
    expect(question()).toBeNull();
  });

  it('a drawer asks the same before its × discards changes', async () => {
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0006/list' ? { list: [{ id: 1, name: 'n' }], total: 1 } : {}));
    render(<ConfigProvider theme={{ token: { motion: false } }}>{screenElement(createTestI18n('en-US'), { request, loadScreen }, { code: 'TT0006_01' })}</ConfigProvider>);
    await dom.findByText('n', { selector: 'td' });
    fireEvent.click(await dom.findByRole('button', { name: 'Add aside' }));
    const field = await within(await dom.findByRole('dialog')).findByLabelText('Thing name');
    expect(document.querySelector('.ant-drawer')).not.toBeNull();
    fireEvent.change(field, { target: { value: 'half' } });
    fireEvent.click(document.querySelector('.ant-drawer-close')!);
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toHaveTextContent('Discard unsaved changes?'));
    fireEvent.click(dom.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dom.queryAllByLabelText('Thing name')).toHaveLength(0));
    expect(request).not.toHaveBeenCalledWith('POST', 'tt/0006/save', expect.anything());
  });
});
