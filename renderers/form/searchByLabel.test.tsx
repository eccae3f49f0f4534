import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import { dictionaries } from '../registry';
import type { Screen } from '../types';
import { installValidators } from '../validators/install';
import { validators } from '@domain/validators';
import { normalizeInput, normalizeText } from '@domain/normalize';

// Selects over translated labels narrow to what a user types, in the language they read.
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

  it('what is typed is compared as stored: full-width letters find the option (list and form selects over remote options)', async () => {
    installValidators({ registry: validators, normalizeInput, normalizeText });
    const countries = { list: [{ value: 'US', label: 'US 美国' }, { value: 'GB', label: 'GB 英国' }] };
    const remote: Screen = {
      code: 'TT0009_03', kind: 'list', title: 'title', rowKey: 'id', dataSource: { list: { method: 'GET', url: 'tt/0009/list' } },
      columns: [{ name: 'country', search: true, optionsSource: { url: 'tt/0009/countries', labelField: 'label', valueField: 'value', path: 'list' } }],
    };
    const request = async (_m: string, url: string) => (url === 'tt/0009/countries' ? countries : { list: [], total: 0 }) as never;
    const i18n = createTestI18n('zh-CN');
    const { unmount } = render(screenElement(i18n, { request, loadScreen: async () => ({ screen: remote }) }, { code: 'TT0009_03' }));
    await waitFor(() => expect(document.querySelector('input#country')).not.toBeNull());
    let shown = typed('country', 'ｕｓ');
    await waitFor(() => expect(shown()).toEqual(['US 美国']));
    shown = typed('country', '英国');
    await waitFor(() => expect(shown()).toEqual(['GB 英国']));
    unmount();

    const remoteForm: Screen = {
      code: 'TT0009_04', kind: 'form', title: 'title', dataSource: { submit: { method: 'POST', url: 'tt/0009/save' } },
      schema: { type: 'object', properties: {
        country: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Select', 'x-component-props': { showSearch: true, popupClassName: 'country' },
          'x-options-source': { url: 'tt/0009/countries', labelField: 'label', valueField: 'value', path: 'list' } },
      } },
    };
    render(screenElement(i18n, { request, loadScreen: async () => ({ screen: remoteForm }) }, { code: 'TT0009_04' }));
    await dom.findByText('country', { selector: 'label, label *' });
    shown = typed('country', 'ｇｂ');
    await waitFor(() => expect(shown()).toEqual(['GB 英国']));
  });
});

