import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import { dictionaries, setValidatorAdapters } from '../registry';
import type { Screen, ScreenLocale } from '../types';

const screenDef: Screen = {
  code: 'TT0002_01', kind: 'form', title: 'title',
  dataSource: { load: { method: 'GET', url: 'tt/0002/load' }, submit: { method: 'POST', url: 'tt/0002/save' } },
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', required: true },
      phone: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-validators': [{ name: 'mobile' }] },
      kind: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      extra: {
        type: 'string', title: 'fields.extraTitle', 'x-decorator': 'FormItem', 'x-component': 'Input',
        'x-reactions': [{ dependencies: ['kind'], when: { eq: ['$deps.0', 'x'] }, fulfill: { visible: true }, otherwise: { visible: false } }],
      },
      fancy: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'FancyWidget' },
    },
  },
};
const locale: ScreenLocale = {
  'zh-CN': { title: '测试', fields: { name: '名称', phone: '手机', kind: '类型', extraTitle: '附加', fancy: '花式' }, v: { mobile: '手机号不正确' } },
  'en-US': { title: 'Test', fields: { name: 'Name', phone: 'Mobile', kind: 'Kind', extraTitle: 'Extra', fancy: 'Fancy' }, v: { mobile: 'Invalid mobile number' } },
};
const loadScreen = async (code: string) => (code === 'TT0002_01' ? { screen: screenDef, locale } : undefined);

beforeAll(() => {
  setValidatorAdapters({
    formily: (name, _args, t) => ({
      validator: (v: unknown) => (name === 'mobile' && v && !/^1\d{10}$/.test(String(v)) ? t('screens.TT0002_01.v.mobile') : undefined),
    }),
  });
});

const input = (label: string) =>
  dom.getByText(label, { selector: 'label, label *' }).closest('.ant-formily-item')!.querySelector('input') as HTMLInputElement;
const button = (name: string) => dom.getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('form screen', () => {
  it('create: required and a named validator, linkage, unknown component placeholder, submit', async () => {
    const request = vi.fn(async (..._a: unknown[]) => ({}));
    const onClose = vi.fn();
    render(screenElement(createTestI18n('zh-CN'), { request, loadScreen }, { code: 'TT0002_01', onClose }));
    await dom.findByText('名称');
    expect(dom.getByTestId('engine-placeholder')).toHaveTextContent('未知组件：FancyWidget');
    expect(dom.queryByText('附加')).toBeNull();
    type('类型', 'x');
    expect(await dom.findByText('附加')).toBeInTheDocument();

    type('手机', '123');
    fireEvent.click(button('提交'));
    expect(await dom.findByText('该字段是必填字段')).toBeInTheDocument();
    expect(await dom.findByText('手机号不正确')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    type('名称', 'Alice');
    type('手机', '13800138000');
    fireEvent.click(button('提交'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0002/save',
      expect.objectContaining({ params: {}, data: { name: 'Alice', phone: '13800138000', kind: 'x' } })));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it("the footer's buttons follow the values their conditions read, in one row: submit shows once a field is filled", async () => {
    const decide: Screen = {
      ...screenDef, code: 'TT0002_01',
      actions: [
        { key: 'submit', type: 'submit', style: 'primary', visible: { not: { empty: 'values.kind' } } },
        { key: 'close', type: 'close' },
      ],
    };
    render(screenElement(createTestI18n('zh-CN'), { request: vi.fn(async () => ({})), loadScreen: async () => ({ screen: decide, locale }) }, { code: 'TT0002_01' }));
    await dom.findByText('类型');
    await waitFor(() => expect(document.querySelector('[data-action="close"]')).not.toBeNull());
    expect(document.querySelector('[data-action="submit"]')).toBeNull();
    type('类型', 'x');
    await waitFor(() => expect(document.querySelector('[data-action="submit"]')).not.toBeNull());
    // Both in the footer's one row (a button placed in the schema would stand in a row of its own).
    expect(document.querySelector('[data-action="submit"]')!.closest('.ant-space')).toBe(document.querySelector('[data-action="close"]')!.closest('.ant-space'));
  });

  it('edit: loads by params.id, submits the loaded record', async () => {
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0002/load' ? { id: 7, name: 'Bob', phone: '13900139000', publisher: 'not sent back' } : {}));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen }, { code: 'TT0002_01', params: { id: 7 }, onClose: () => undefined }));
    await waitFor(() => expect(input('Name').value).toBe('Bob'));
    expect(request).toHaveBeenCalledWith('GET', 'tt/0002/load', { params: { id: 7 } });
    fireEvent.click(button('Submit'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0002/save',
      expect.objectContaining({ params: {}, data: { id: 7, name: 'Bob', phone: '13900139000' } })));
  });

  it("own record: a load whose params read nothing from the screen's params loads without an id (XX0201_01)", async () => {
    const own: Screen = { ...screenDef, dataSource: { ...screenDef.dataSource, load: { method: 'GET', url: 'tt/0002/load', params: {} } } };
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0002/load' ? { name: 'Me', phone: '13900139000' } : {}));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen: async () => ({ screen: own, locale }) }, { code: 'TT0002_01', onClose: () => undefined }));
    await waitFor(() => expect(input('Name').value).toBe('Me'));
    expect(request).toHaveBeenCalledWith('GET', 'tt/0002/load', { params: {} });
  });

  it('copy: a load mapped from another param starts a new record from the values it loads (DD0101_01 copy and order)', async () => {
    const copy: Screen = { ...screenDef, dataSource: { ...screenDef.dataSource, load: { method: 'GET', url: 'tt/0002/load', params: { id: 'params.copyOf' } } } };
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0002/load' ? { name: 'Bob', phone: '13900139000' } : {}));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen: async () => ({ screen: copy, locale }) }, { code: 'TT0002_01', params: { copyOf: 7 }, onClose: () => undefined }));
    await waitFor(() => expect(input('Name').value).toBe('Bob'));
    expect(request).toHaveBeenCalledWith('GET', 'tt/0002/load', { params: { id: 7 } });
    fireEvent.click(button('Submit'));
    // Created, not edited: no id goes with the values.
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0002/save',
      expect.objectContaining({ params: {}, data: { name: 'Bob', phone: '13900139000' } })));
  });

  it('create: a load mapped from params.id does not run without an id', async () => {
    const request = vi.fn(async (..._a: unknown[]) => ({}));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen }, { code: 'TT0002_01', onClose: () => undefined }));
    await dom.findByText('Name');
    expect(request).not.toHaveBeenCalledWith('GET', 'tt/0002/load', expect.anything());
  });

  it('labels and messages follow a language switch', async () => {
    const i18n = createTestI18n('zh-CN');
    render(screenElement(i18n, { loadScreen }, { code: 'TT0002_01' }));
    await dom.findByText('名称');
    fireEvent.click(button('提交'));
    expect(await dom.findByText('该字段是必填字段')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-US'));
    expect(await dom.findByText('Name')).toBeInTheDocument();
    expect(dom.queryByText('名称')).toBeNull();
    expect(await dom.findByText('The field value is required')).toBeInTheDocument();
  });

  it('a {{ }} expression fails loudly inside the error boundary', async () => {
    const bad: Screen = { ...screenDef, schema: { type: 'object', properties: {
      x: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-component-props': { placeholder: '{{ 1 + 1 }}' } } } } };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(screenElement(createTestI18n('en-US'), { loadScreen: async () => ({ screen: bad }) }, { code: 'TT0002_01' }));
    expect(await dom.findByTestId('screen-error')).toHaveTextContent(/expressions are switched off/);
    spy.mockRestore();
  });

  it('ArrayTable rows: translated column titles, add a row, required cells validate', async () => {
    const table: Screen = { ...screenDef, schema: { type: 'object', properties: {
      items: {
        type: 'array', 'x-decorator': 'FormItem', 'x-component': 'ArrayTable',
        items: { type: 'object', properties: {
          c1: { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: 'fields.sku' },
            properties: { sku: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', required: true } } },
        } },
        properties: { add: { type: 'void', 'x-component': 'ArrayTable.Addition', title: 'actions.addRow' } },
      } } } };
    const texts = { 'en-US': { fields: { sku: 'SKU', items: 'Items' }, actions: { addRow: 'Add a row' } } };
    const request = vi.fn(async (..._a: unknown[]) => ({}));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen: async () => ({ screen: table, locale: texts }) }, { code: 'TT0002_01' }));
    fireEvent.click(await dom.findByText('Add a row'));
    expect((await dom.findAllByText('SKU')).length).toBeGreaterThan(0);
    fireEvent.click(button('Submit'));
    expect(await dom.findByText('The field value is required')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('remote options and dictionary selects, labels in the current language', async () => {
    dictionaries.register('testColour', [{ value: 'r', label: { 'zh-CN': '红', 'en-US': 'Red' } }, { value: 'g', zh: '绿', en: 'Green' }]);
    const selects: Screen = { ...screenDef, schema: { type: 'object', properties: {
      customer: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Select',
        'x-options-source': { url: 'tt/0002/customers', params: { scope: { const: 'mine' } }, labelField: 'name', valueField: 'id' } },
      colour: { type: 'string', 'x-decorator': 'FormItem', 'x-dictionary': 'testColour' },
    } } };
    const i18n = createTestI18n('en-US');
    // The server translates option labels (Accept-Language): a language switch loads them again.
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0002/customers'
      ? { list: [{ id: 1, name: i18n.language === 'zh-CN' ? 'ACME 有限公司' : 'ACME Ltd' }] } : {}));
    render(screenElement(i18n, { request, loadScreen: async () => ({ screen: selects }) }, { code: 'TT0002_01' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', 'tt/0002/customers', { params: { scope: 'mine' } }));
    const open = (name: string) => fireEvent.mouseDown(
      dom.getByText(name, { selector: 'label, label *' }).closest('.ant-formily-item')!.querySelector('.ant-select-selector')!);
    await dom.findByText('customer', { selector: 'label, label *' });
    open('customer');
    expect(await dom.findByText('ACME Ltd')).toBeInTheDocument();
    open('colour');
    expect(await dom.findByText('Green')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await dom.findByText('绿')).toBeInTheDocument();
    await waitFor(() => expect(request.mock.calls.filter((c) => c[1] === 'tt/0002/customers')).toHaveLength(2));
    open('customer');
    expect(await dom.findByText('ACME 有限公司')).toBeInTheDocument();
  });

  it('x-dictionary feeds checkbox and radio groups too (omit leaves values out), labels follow the language', async () => {
    dictionaries.register('testCargo', [{ value: 'general', zh: '普货', en: 'General' }, { value: 'battery', zh: '带电', en: 'Battery' },
      { value: 'liquid', zh: '液体', en: 'Liquid' }]);
    const groups: Screen = { ...screenDef, schema: { type: 'object', properties: {
      attributes: { type: 'array', 'x-decorator': 'FormItem', 'x-component': 'Checkbox.Group', 'x-dictionary': { name: 'testCargo', omit: ['general'] } },
      kind: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Radio.Group', 'x-dictionary': 'testCargo' },
    } } };
    const i18n = createTestI18n('en-US');
    render(screenElement(i18n, { loadScreen: async () => ({ screen: groups }) }, { code: 'TT0002_01' }));
    const group = async (name: string) => (await dom.findByText(name, { selector: 'label, label *' })).closest('.ant-formily-item') as HTMLElement;
    const attributes = within(await group('attributes'));
    expect(attributes.getAllByRole('checkbox')).toHaveLength(2);
    expect(attributes.getByText('Battery')).toBeInTheDocument();
    expect(attributes.queryByText('General')).toBeNull();
    expect(within(await group('kind')).getAllByRole('radio')).toHaveLength(3);
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await attributes.findByText('带电')).toBeInTheDocument();
    expect(within(await group('kind')).getByText('普货')).toBeInTheDocument();
  });

  it('enum labels, tab titles and the Upload button text are text keys translated at render time (options without labels: enums.<field>.<value>)', async () => {
    const tabs: Screen = { ...screenDef, schema: { type: 'object', properties: {
      tabs: { type: 'void', 'x-component': 'FormTab', properties: {
        one: { type: 'void', 'x-component': 'FormTab.TabPane', 'x-component-props': { tab: 'tabs.one' }, properties: {
          kind: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Radio.Group',
            enum: [{ label: 'enums.kind.fixed', value: 'fixed' }, { label: 'Literal', value: 'lit' }] },
          mode: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Radio.Group', enum: ['air', 'sea'] },
          file: { type: 'array', 'x-decorator': 'FormItem', 'x-component': 'Upload', 'x-component-props': { textContent: 'chooseFile' } },
        } },
      } },
    } } };
    const texts = {
      'en-US': { tabs: { one: 'First tab' }, enums: { kind: { fixed: 'Fixed' }, mode: { air: 'Air' } }, chooseFile: 'Choose a file' },
      'zh-CN': { tabs: { one: '第一页' }, enums: { kind: { fixed: '固定' }, mode: { air: '空运' } }, chooseFile: '选择文件' },
    };
    const i18n = createTestI18n('en-US');
    render(screenElement(i18n, { loadScreen: async () => ({ screen: tabs, locale: texts }) }, { code: 'TT0002_01' }));
    expect(await dom.findByText('First tab')).toBeInTheDocument();
    expect(dom.getByText('Fixed')).toBeInTheDocument();
    expect(dom.getByText('Literal')).toBeInTheDocument();
    expect(dom.getByText('Air')).toBeInTheDocument();
    expect(dom.getByText('sea')).toBeInTheDocument();
    expect(dom.getByText('Choose a file')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await dom.findByText('第一页')).toBeInTheDocument();
    expect(dom.getByText('选择文件')).toBeInTheDocument();
    expect(dom.getByText('固定')).toBeInTheDocument();
    expect(dom.getByText('空运')).toBeInTheDocument();
  });

  it("a screen's own components: listed in `components`, exported by its hooks file, rendered in place", async () => {
    const own: Screen = { ...screenDef, components: ['Results'], schema: { type: 'object', properties: {
      results: { type: 'void', 'x-component': 'Results', 'x-component-props': { heading: 'in the page' } },
    } } };
    const Results = ({ heading }: { heading: string }) => <section data-testid="own">{heading}</section>;
    render(screenElement(createTestI18n('en-US'), { loadScreen: async () => ({ screen: own, hooks: { Results } as never }) }, { code: 'TT0002_01' }));
    expect(await dom.findByTestId('own')).toHaveTextContent('in the page');
    expect(dom.queryByTestId('engine-placeholder')).toBeNull();
  });
});
