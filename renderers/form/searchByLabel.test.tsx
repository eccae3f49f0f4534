import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import { dictionaries } from '../registry';
import type { Screen } from '../types';

// Selects over translated labels narrow to what a user types, in the language they read.
afterEach(cleanup);
beforeAll(() => {
  dictionaries.register('testPort', [
    { value: 'SZX', zh: '深圳', en: 'Shenzhen' }, { value: 'SHA', zh: '上海', en: 'Shanghai' }, { value: 'LAX', zh: '洛杉矶', en: 'Los Angeles' },
  ]);
});

const texts = {
  'en-US': { enums: { mode: { air: 'Air freight', sea: 'Sea freight', rail: 'Rail freight' } } },
  'zh-CN': { enums: { mode: { air: '空运', sea: '海运', rail: '铁路运输' } } },
};
const form: Screen = {
  code: 'TT0009_01', kind: 'form', title: 'title', dataSource: { submit: { method: 'POST', url: 'tt/0009/save' } },
  schema: { type: 'object', properties: {
    // popupClassName: each field's dropdown told apart (closed dropdowns stay in the DOM)
    port: { type: 'string', 'x-decorator': 'FormItem', 'x-dictionary': 'testPort', 'x-component-props': { popupClassName: 'port' } },
    mode: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Select', 'x-component-props': { showSearch: true, popupClassName: 'mode' },
      enum: ['air', 'sea', 'rail'] },
  } },
};
const list: Screen = {
  code: 'TT0009_02', kind: 'list', title: 'title', rowKey: 'id', dataSource: { list: { method: 'GET', url: 'tt/0009/list' } },
  columns: [{ name: 'port', dictionary: 'testPort', search: true }],
};

/** Types into a select (by field name) and answers the options its dropdown then shows. */
function typed(field: string, words: string): () => (string | null)[] {
  const input = (document.querySelector(`input#${field}`)
    ?? dom.getByText(field, { selector: 'label, label *' }).closest('.ant-formily-item')!.querySelector('input')) as HTMLInputElement;
  fireEvent.mouseDown(input.closest('.ant-select-selector')!);
  fireEvent.change(input, { target: { value: words } });
  const dropdown = document.querySelector(`.ant-select-dropdown.${field}`) ? `.ant-select-dropdown.${field}` : '.ant-select-dropdown';
  return () => [...document.querySelectorAll(`${dropdown} .ant-select-item-option`)].map((o) => o.textContent);
}

describe('selects search their translated labels', () => {
  it('form: a dictionary select and an enum select narrow by the label in English, then in Chinese', async () => {
    const i18n = createTestI18n('en-US');
    let shown: () => (string | null)[];
    render(screenElement(i18n, { loadScreen: async () => ({ screen: form, locale: texts }) }, { code: 'TT0009_01' }));
    await dom.findByText('mode', { selector: 'label, label *' });
    shown = typed('port', 'shang');
    await waitFor(() => expect(shown()).toEqual(['Shanghai']));
    shown = typed('mode', 'sea');
    await waitFor(() => expect(shown()).toEqual(['Sea freight']));
    await act(() => i18n.changeLanguage('zh-CN'));
    shown = typed('port', '深');
    await waitFor(() => expect(shown()).toEqual(['深圳']));
    shown = typed('mode', '铁路');
    await waitFor(() => expect(shown()).toEqual(['铁路运输']));
  });

  it("list: a dictionary column's search select narrows by the label in the current language", async () => {
    const i18n = createTestI18n('zh-CN');
    let shown: () => (string | null)[];
    render(screenElement(i18n, { request: async () => ({ list: [], total: 0 }) as never, loadScreen: async () => ({ screen: list }) }, { code: 'TT0009_02' }));
    await waitFor(() => expect(document.querySelector('input#port')).not.toBeNull());
    shown = typed('port', '洛杉');
    await waitFor(() => expect(shown()).toEqual(['洛杉矶']));
    await act(() => i18n.changeLanguage('en-US'));
    shown = typed('port', 'angel');
    await waitFor(() => expect(shown()).toEqual(['Los Angeles']));
  });
});
