/**
 * What a screen reader and a keyboard user meet in the engine's forms: every field named by the
 * label the user sees (two forms open at once never share an id), each page screen headed by an h1
 * of its title, a list's row checkboxes named, and Enter in a field running the form's main action.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { createTestI18n, EngineHarness } from '../testing';
import { ScreenHost } from '../ScreenHost';
import type { Screen, ScreenLocale } from '../types';

const form: Screen = {
  code: 'TT0031_01', kind: 'form', title: 'title',
  dataSource: { submit: { method: 'POST', url: 'tt/0031/save' } },
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', required: true },
      kind: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Select', enum: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] },
      weight: { type: 'number', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' },
      day: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
      remark: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input.TextArea' },
      enabled: { type: 'boolean', 'x-decorator': 'FormItem', 'x-component': 'Switch' },
      rows: {
        type: 'array', 'x-decorator': 'FormItem', 'x-component': 'ArrayItems',
        items: { type: 'object', properties: { code: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' } } },
      },
    },
  },
};
const list: Screen = {
  code: 'TT0031_02', kind: 'list', title: 'title', rowKey: 'id',
  dataSource: { list: { method: 'GET', url: 'tt/0031/list' } },
  columns: [{ name: 'name' }],
  toolbar: { bulkActions: [{ key: 'remove', type: 'request', method: 'POST', url: 'tt/0031/delete', body: 'selectedRowKeys' }] },
};
const locale: ScreenLocale = {
  'zh-CN': { title: '测试表单', fields: { name: '名称', kind: '类型', weight: '重量', day: '日期', remark: '备注', enabled: '启用', rows: '明细', code: '编码' }, actions: { remove: '删除' } },
  'en-US': { title: 'Test form', fields: { name: 'Name', kind: 'Kind', weight: 'Weight', day: 'Day', remark: 'Remark', enabled: 'Enabled', rows: 'Rows', code: 'Code' }, actions: { remove: 'Remove' } },
};
const loadScreen = async (code: string) => (code === form.code ? { screen: form, locale } : code === list.code ? { screen: { ...list }, locale } : undefined);

function renderForms(request = vi.fn(async (..._a: unknown[]) => ({}))) {
  render(
    <EngineHarness i18n={createTestI18n('zh-CN')} request={request} loadScreen={loadScreen}>
      <div data-testid="one"><ScreenHost code={form.code} params={{ rows: [{ code: 'A' }] }} onClose={() => undefined} /></div>
      <div data-testid="two"><ScreenHost code={form.code} onClose={() => undefined} /></div>
    </EngineHarness>,
  );
  return request;
}

describe('engine forms for screen readers and keyboards', () => {
  it('every field is named by its visible label; ids are unique across two open forms', async () => {
    renderForms();
    await dom.findAllByText('名称');
    for (const label of ['名称', '类型', '重量', '日期', '备注']) {
      const named = dom.getAllByLabelText(label);
      expect(named, label).toHaveLength(2);
      for (const el of named) expect(['INPUT', 'TEXTAREA']).toContain(el.tagName);
      expect(named[0].id).not.toBe(named[1].id);
    }
    // A switch is a button: named through aria-labelledby.
    const switches = dom.getAllByRole('switch', { name: '启用' });
    expect(switches).toHaveLength(2);
    const all = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it('a page screen has one h1, its title; a list names its row checkboxes', async () => {
    const request = vi.fn(async () => ({ list: [{ id: 1, name: 'x' }, { id: 2, name: 'y' }], total: 2 }));
    render(<EngineHarness i18n={createTestI18n('en-US')} request={request} loadScreen={loadScreen}><ScreenHost code={list.code} /></EngineHarness>);
    expect(await dom.findByRole('heading', { level: 1, name: 'Test form' })).toBeInTheDocument();
    await dom.findByText('y');
    expect(dom.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(dom.getAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(2);
  });

  it('Enter in a field submits the form; Enter in a text area or while composing does not', async () => {
    const request = vi.fn(async (..._a: unknown[]) => ({}));
    render(<EngineHarness i18n={createTestI18n('zh-CN')} request={request} loadScreen={loadScreen}><ScreenHost code={form.code} onClose={() => undefined} /></EngineHarness>);
    const name = await dom.findByLabelText('名称');
    fireEvent.change(name, { target: { value: 'Alice' } });
    fireEvent.keyDown(dom.getByLabelText('备注'), { key: 'Enter' });
    fireEvent.keyDown(name, { key: 'Enter', isComposing: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(request).not.toHaveBeenCalled();
    fireEvent.keyDown(name, { key: 'Enter' });
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0031/save', expect.objectContaining({ data: expect.objectContaining({ name: 'Alice' }) })));
  });
});
