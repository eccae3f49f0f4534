import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import type { Screen } from '../types';

// A list opens a dialog screen, which opens one of its inline forms: saving the form must refresh the list behind both.
const noteForm = {
  schema: { type: 'object', properties: { note: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' } } },
  dataSource: { submit: { method: 'POST' as const, url: 'tt/0008/note' } },
};
const list: Screen = {
  code: 'TT0008_01', kind: 'list', title: 'title', rowKey: 'id',
  dataSource: { list: { method: 'GET', url: 'tt/0008/list' } },
  columns: [{ name: 'name' }],
  rowActions: [{ key: 'open', type: 'openScreen', target: 'TT0008_02', mode: 'modal', params: { id: 'record.id' } }],
};
const dialog: Screen = {
  code: 'TT0008_02', kind: 'dialog', title: 'title',
  schema: { type: 'object', properties: {} },
  dataSource: { submit: { method: 'POST', url: 'tt/0008/save' } },
  forms: {
    note: noteForm,
    // its own submit reaches the tab under the stack
    memo: { ...noteForm, actions: [{ key: 'submit', type: 'submit', label: 'engine.submit', then: ['close', { reload: 'root' }] }] },
  },
  actions: [
    // the dialog's action reaches the list that opened the dialog once the form closed after a save
    { key: 'note', type: 'openScreen', form: 'note', params: { id: 'params.id' }, then: [{ reload: 'opener' }] },
    { key: 'memo', type: 'openScreen', form: 'memo', params: { id: 'params.id' } },
  ],
};
const locale = { 'en-US': { title: 'Things', fields: { note: 'Note' }, actions: { open: 'Open', note: 'Add note', memo: 'Add memo' } } };
const loadScreen = async (code: string) => [list, dialog].find((s) => s.code === code) && { screen: [list, dialog].find((s) => s.code === code)!, locale: locale as never };

async function saveFrom(action: string, button: string) {
  let listed = 0;
  const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0008/list' ? { list: [{ id: 1, name: `listed ${listed++}` }], total: 1 } : {}));
  render(screenElement(createTestI18n('en-US'), { request, loadScreen }, { code: 'TT0008_01' }));
  await dom.findByText('listed 0');
  fireEvent.click(dom.getByRole('button', { name: 'Open' }));
  fireEvent.click(await dom.findByRole('button', { name: button }));
  await waitFor(() => expect(dom.getAllByRole('dialog')).toHaveLength(2));
  const form = dom.getAllByRole('dialog')[1];
  fireEvent.change((await within(form).findByText('Note')).closest('.ant-formily-item')!.querySelector('input')!, { target: { value: 'hello' } });
  fireEvent.click(form.querySelector('button[data-action="submit"]')!);
  await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0008/note', expect.objectContaining({ params: {}, data: { note: 'hello' } })));
  // the list behind the still open dialog shows its new rows
  expect(await dom.findByText('listed 1')).toBeInTheDocument();
  expect(document.querySelector(`button[data-action="${action}"]`)).toBeInTheDocument();
}

describe('then: {reload: opener | root}', () => {
  it("opener: the dialog's action reloads the list that opened the dialog after its inline form saved", () => saveFrom('note', 'Add note'));
  it("root: an inline form's own submit reloads the tab under the dialog that opened it", () => saveFrom('memo', 'Add memo'));
});
