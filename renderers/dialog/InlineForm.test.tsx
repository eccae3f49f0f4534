import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import type { Screen } from '../types';
import { initialValuesOf } from './inlineForm';

const rowForm = {
  type: 'object',
  properties: {
    routeId: { type: 'number', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' },
    name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', required: true },
  },
};
const list: Screen = {
  code: 'TT0007_01', kind: 'list', title: 'title', rowKey: 'id', hooks: ['shape'],
  dataSource: { list: { method: 'GET', url: 'tt/0007/list', params: { routeId: 'params.routeId' } } },
  columns: [{ name: 'id' }, { name: 'name' }],
  forms: {
    row: {
      schema: rowForm,
      dataSource: { load: { method: 'GET', url: 'tt/0007/detail', params: { id: 'params.id' } }, submit: { method: 'POST', url: 'tt/0007/save' } },
      transform: { beforeSubmit: 'shape' },
    },
    // no load: the row's fields are its params
    rename: { schema: rowForm, dataSource: { submit: { method: 'POST', url: 'tt/0007/save' } }, transform: { beforeSubmit: 'shape' } },
  },
  toolbar: { actions: [{ key: 'add', type: 'openScreen', form: 'row', title: 'addTitle', params: { routeId: 'params.routeId' }, successMessage: 'messages.saved', then: ['reload'] }] },
  rowActions: [{ key: 'edit', type: 'openScreen', form: 'row', title: 'editTitle', mode: 'drawer', params: { id: 'record.id' }, then: ['reload'] },
    { key: 'rename', type: 'openScreen', form: 'rename', params: { id: 'record.id', name: 'record.name' } }],
};
const locale = { 'en-US': { title: 'Rows', addTitle: 'New row', editTitle: 'Edit row', fields: { name: 'Row name', routeId: 'Route' }, messages: { saved: 'Row saved' } } };
const hooks = { shape: vi.fn((values: Record<string, unknown>, ctx: { editing: boolean }) => ({ ...values, editing: ctx.editing })) };
const loadScreen = async (code: string) => (code === list.code ? { screen: list, locale: locale as never, hooks } : undefined);

describe('inline forms (openScreen with form)', () => {
  it('initial values: params named like a data field; digit strings become numbers for number fields', () => {
    expect(initialValuesOf(rowForm, { routeId: '12', name: '007', other: 1, id: '' })).toEqual({ routeId: 12, name: '007' });
  });

  it('initial values by path: a nested field and a row of a table, layout looked through', () => {
    const order = { type: 'object', properties: {
      panel: { type: 'void', properties: { routeId: { type: 'number' } } },
      recipient: { type: 'object', properties: { country: { type: 'string' } } },
      parcels: { type: 'array', items: { type: 'object', properties: { weight: { type: 'string' }, count: { type: 'number' } } } },
    } };
    expect(initialValuesOf(order as never, { routeId: '3', 'recipient.country': 'US', country: 'GB', 'parcels.0.weight': '2.5', 'parcels.0.count': '2', 'recipient.city': 'x' }))
      .toEqual({ routeId: 3, recipient: { country: 'US' }, parcels: [{ weight: '2.5', count: 2 }] });
  });

  it('add: the row form opens with the list params, a refused save keeps it open, a saved one closes, says so and reloads', async () => {
    let saves = 0;
    const request = vi.fn(async (_m: unknown, url: unknown) => {
      if (url === 'tt/0007/list') return { list: [{ id: 1, name: `n${saves}` }], total: 1 };
      if (url === 'tt/0007/save' && saves++ === 0) throw new Error('refused');
      return {};
    });
    render(screenElement(createTestI18n('en-US'), { request, loadScreen }, { code: 'TT0007_01', params: { routeId: '12' } }));
    expect(await dom.findByText('n0')).toBeInTheDocument();
    fireEvent.click(dom.getByRole('button', { name: 'Add' }));
    const modal = await dom.findByRole('dialog');
    expect(await within(modal).findByText('New row')).toBeInTheDocument();
    const input = (await within(modal).findByText('Row name')).closest('.ant-formily-item')!.querySelector('input')!;
    fireEvent.change(input, { target: { value: 'widget' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0007/save', expect.objectContaining({ params: {}, data: { routeId: 12, name: 'widget', editing: false } })));
    expect(dom.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(modal.querySelector('button[data-action="submit"]')).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(modal.querySelector('button[data-action="submit"]')!);
    expect(await dom.findByText('Row saved')).toBeInTheDocument();
    expect(await dom.findByText('n2')).toBeInTheDocument();
  });

  it('edit: a drawer loads the row by params.id and saves it with its id', async () => {
    const request = vi.fn(async (_m: unknown, url: unknown) => {
      if (url === 'tt/0007/list') return { list: [{ id: 5, name: 'five' }], total: 1 };
      if (url === 'tt/0007/detail') return { id: 5, routeId: 3, name: 'five', extra: 'x' };
      return {};
    });
    render(screenElement(createTestI18n('en-US'), { request, loadScreen }, { code: 'TT0007_01' }));
    await dom.findByText('five');
    fireEvent.click(dom.getByRole('button', { name: 'Edit' }));
    const drawer = await dom.findByRole('dialog');
    expect(await within(drawer).findByText('Edit row')).toBeInTheDocument();
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', 'tt/0007/detail', { params: { id: 5 } }));
    await waitFor(() => expect((within(drawer).getByText('Row name').closest('.ant-formily-item')!.querySelector('input') as HTMLInputElement).value).toBe('five'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0007/save', expect.objectContaining({ params: {}, data: { id: 5, routeId: 3, name: 'five', editing: true } })));
  });

  it('edit without a load: the row\'s fields fill the form and beforeSubmit is told it edits', async () => {
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0007/list' ? { list: [{ id: 6, name: 'six' }], total: 1 } : {}));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen }, { code: 'TT0007_01' }));
    await dom.findByText('six');
    fireEvent.click(document.querySelector('button[data-action="rename"]')!);
    const modal = await dom.findByRole('dialog');
    const input = (await within(modal).findByText('Row name')).closest('.ant-formily-item')!.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('six');
    fireEvent.change(input, { target: { value: 'seven' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0007/save', expect.objectContaining({ params: {}, data: { name: 'seven', editing: true } })));
  });

  it("another screen's form: openScreen with target + form opens it with that screen's hooks and texts", async () => {
    const other: Screen = {
      code: 'TT0007_02', kind: 'form', title: 'title', dataSource: { submit: { method: 'POST', url: 'tt/0007/other' } },
      schema: { type: 'object', properties: {} },
      actions: [{ key: 'rows', type: 'openScreen', target: 'TT0007_01', form: 'row', title: 'addTitle', params: { routeId: { const: 4 } }, successMessage: 'messages.saved' }],
    };
    const load = async (code: string) => (code === other.code ? { screen: other, locale: { 'en-US': { actions: { rows: 'Rows' } } } as never } : loadScreen(code));
    const request = vi.fn(async () => ({}));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen: load }, { code: 'TT0007_02' }));
    fireEvent.click(await dom.findByRole('button', { name: 'Rows' }));
    const modal = await dom.findByRole('dialog');
    expect(await within(modal).findByText('New row')).toBeInTheDocument();
    const input = (await within(modal).findByText('Row name')).closest('.ant-formily-item')!.querySelector('input')!;
    fireEvent.change(input, { target: { value: 'w' } });
    fireEvent.click(modal.querySelector('button[data-action="submit"]')!);
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0007/save', expect.objectContaining({ params: {}, data: { routeId: 4, name: 'w', editing: false } })));
    // closed after the save: the opener's success message
    expect(await dom.findByText('Saved successfully')).toBeInTheDocument();
  });
});
