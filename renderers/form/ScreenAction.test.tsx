/**
 * `ScreenAction` places a screen's actions inside its form (a button above the results it
 * produces, each tab its own button): they behave like the footer's, which leaves them out.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { useScreenState } from '../screenState';
import { createTestI18n, screenElement } from '../testing';
import type { EngineServices } from '../EngineProvider';
import type { Screen, ScreenLocale } from '../types';

function Quote({ stateKey }: { stateKey: string }) {
  const value = useScreenState<{ total: string }>(stateKey);
  return <p data-testid="quote">{value ? `= ${value.total}` : '-'}</p>;
}

const slot = (props: Record<string, unknown>) => ({ type: 'void', 'x-component': 'ScreenAction', 'x-component-props': props });

const screen: Screen = {
  code: 'TT0005_01', kind: 'form', title: 'title', components: ['Quote'],
  dataSource: { submit: { method: 'POST', url: 'tt/0005/save' } },
  schema: { type: 'object', properties: { tabs: { type: 'void', 'x-component': 'FormTab', properties: {
    one: { type: 'void', 'x-component': 'FormTab.TabPane', 'x-component-props': { tab: 'tabs.one' }, properties: {
      weight: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', required: true, 'x-component-props': { name: 'weight' } },
      buttons: slot({ actions: ['quote', 'save', 'secret'] }),
      result: { type: 'void', 'x-component': 'Quote', 'x-component-props': { stateKey: 'quote' } },
    } },
    two: { type: 'void', 'x-component': 'FormTab.TabPane', 'x-component-props': { tab: 'tabs.two' }, properties: {
      note: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      wipeButton: slot({ action: 'wipe' }),
    } },
  } } } },
  actions: [
    { key: 'quote', type: 'request', method: 'POST', url: 'tt/0005/quote', body: 'values', style: 'primary', then: [{ setState: 'quote' }] },
    { key: 'save', type: 'submit', successMessage: 'saved' },
    { key: 'secret', type: 'request', method: 'POST', url: 'tt/0005/secret', authority: 'tt/0005/secret' },
    { key: 'wipe', type: 'request', method: 'POST', url: 'tt/0005/wipe', confirm: 'sure' },
    { key: 'close', type: 'close' },
  ],
};
const locale: ScreenLocale = {
  'zh-CN': { title: '测试', saved: '已保存', sure: '确定清除？', tabs: { one: '试算', two: '其他' }, fields: { weight: '重量', note: '备注' },
    actions: { quote: '试算', save: '保存', secret: '机密', wipe: '清除', close: '关闭' } },
  'en-US': { title: 'Test', saved: 'Saved', sure: 'Wipe it?', tabs: { one: 'Trial', two: 'Other' }, fields: { weight: 'Weight', note: 'Note' },
    actions: { quote: 'Quote', save: 'Save', secret: 'Secret', wipe: 'Wipe', close: 'Close' } },
};

function open(request: EngineServices['request'], lng = 'en-US') {
  const checkAuthority: EngineServices['checkAuthority'] = async (urls) => Object.fromEntries(urls.map((u) => [u, u !== 'tt/0005/secret']));
  const i18n = createTestI18n(lng);
  render(screenElement(i18n, { request, checkAuthority, loadScreen: async () => ({ screen, locale, hooks: { Quote } as never }) }, { code: 'TT0005_01' }));
  return i18n;
}
const button = (name: string) => dom.getByRole('button', { name: new RegExp(`^${name.split('').join('\\s*')}$`) });
const activePane = () => document.querySelector('.ant-tabs-tabpane-active') as HTMLElement;

describe('ScreenAction: actions placed in the form', () => {
  it('sit under their fields, above the result, on their tab only; the footer keeps the rest', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const request = vi.fn((_m: string, url: string) => (url === 'tt/0005/quote' ? new Promise((done) => { answer = done; }) : Promise.resolve({}))) as never;
    open(request);
    await dom.findByText('Weight');
    const pane = within(activePane());
    const quote = pane.getByRole('button', { name: 'Quote' });
    // the button comes before the result it produces
    expect(quote.compareDocumentPosition(pane.getByTestId('quote')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pane.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(dom.queryByRole('button', { name: 'Secret' })).toBeNull(); // authority refused: hidden, as in the footer
    expect(dom.queryByRole('button', { name: 'Wipe' })).toBeNull(); // the other tab's button
    // the footer: only what no slot places
    expect(dom.getAllByRole('button').filter((b) => b.hasAttribute('data-action')).map((b) => b.dataset.action)).toEqual(['quote', 'save', 'close']);
    expect(activePane().querySelector('[data-action="close"]')).toBeNull();

    fireEvent.change(document.querySelector('input[name="weight"]')!, { target: { value: '2.5' } });
    fireEvent.click(quote);
    await waitFor(() => expect(quote.closest('button')).toHaveClass('ant-btn-loading'));
    await act(async () => answer({ total: '12.00' }));
    expect(await pane.findByTestId('quote')).toHaveTextContent('= 12.00');
    expect(request).toHaveBeenCalledWith('POST', 'tt/0005/quote', expect.objectContaining({ data: { weight: '2.5' } }));
    await waitFor(() => expect(quote.closest('button')).not.toHaveClass('ant-btn-loading'));
  });

  it('a placed submit validates the form first; a placed action asks its confirm; both languages', async () => {
    const request = vi.fn(async () => ({}));
    const i18n = open(request, 'zh-CN');
    await dom.findByText('重量');
    fireEvent.click(within(activePane()).getByRole('button', { name: /保\s*存/ }));
    expect(await dom.findByText('该字段是必填字段')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(document.querySelector('input[name="weight"]')!, { target: { value: '3' } });
    fireEvent.click(within(activePane()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0005/save', expect.objectContaining({ data: { weight: '3' } })));
    expect(await dom.findByText('已保存')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en-US'));
    fireEvent.click(dom.getByRole('tab', { name: 'Other' }));
    const wipe = await within(activePane()).findByRole('button', { name: 'Wipe' });
    expect(within(activePane()).queryByRole('button', { name: 'Quote' })).toBeNull();
    fireEvent.click(wipe);
    expect(await dom.findByText('Wipe it?')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('POST', 'tt/0005/wipe', expect.anything());
    fireEvent.click(button('OK'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0005/wipe', expect.anything()));
  });
});
