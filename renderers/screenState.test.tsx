/**
 * An action hands its result to a component of the same screen: a hook's return value and a
 * request's reply go into the screen's state (`then: [{setState}]`), a component the hooks file
 * exports reads it (`useScreenState`), in the form, re-rendered on a language switch.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen as dom } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useScreenState } from './screenState';
import { createTestI18n, screenElement } from './testing';
import type { ActionContext } from './actions/types';
import type { Screen, ScreenLocale } from './types';

function Answer({ stateKey }: { stateKey: string }) {
  const value = useScreenState<{ total: number }>(stateKey);
  const { t } = useTranslation();
  if (!value) return <p data-testid={`empty-${stateKey}`}>{t('screens.TT0004_01.nothingYet')}</p>;
  return <p data-testid={`answer-${stateKey}`}>{t('screens.TT0004_01.total', { total: value.total })}</p>;
}

const hooks = {
  Answer,
  add: vi.fn(async (ctx: ActionContext) => ({ total: Number((ctx.data.values as { a?: string }).a ?? 0) + 1 })),
};

const screen: Screen = {
  code: 'TT0004_01', kind: 'form', title: 'title',
  hooks: ['add'], components: ['Answer'],
  schema: {
    type: 'object',
    properties: {
      a: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-component-props': { name: 'a' } },
      byHook: { type: 'void', 'x-component': 'Answer', 'x-component-props': { stateKey: 'byHook' } },
      byRequest: { type: 'void', 'x-component': 'Answer', 'x-component-props': { stateKey: 'byRequest' } },
    },
  },
  actions: [
    { key: 'add', type: 'hook', name: 'add', then: [{ setState: 'byHook' }] },
    { key: 'ask', type: 'request', method: 'POST', url: 'tt/0004/sum', body: 'values', then: [{ setState: 'byRequest' }] },
  ],
};
const locale: ScreenLocale = {
  'zh-CN': { title: '测试', nothingYet: '尚无结果', total: '合计 {{total}}', actions: { add: '加一', ask: '询问' }, fields: { a: '甲' } },
  'en-US': { title: 'Test', nothingYet: 'No result yet', total: 'Total {{total}}', actions: { add: 'Add one', ask: 'Ask' }, fields: { a: 'A' } },
};

describe('screen state: actions hand results to components', () => {
  it('a hook result and a request reply show in the form, and follow a language switch', async () => {
    const i18n = createTestI18n('en-US');
    const request = vi.fn(async () => ({ total: 42 }));
    render(screenElement(i18n, { request, loadScreen: async () => ({ screen, locale, hooks }) }, { code: 'TT0004_01' }));
    expect(await dom.findByTestId('empty-byHook')).toHaveTextContent('No result yet');

    fireEvent.change(document.querySelector('input[name="a"]')!, { target: { value: '4' } });
    fireEvent.click(dom.getByRole('button', { name: 'Add one' }));
    expect(await dom.findByTestId('answer-byHook')).toHaveTextContent('Total 5');
    expect(dom.getByTestId('empty-byRequest')).toBeInTheDocument();

    fireEvent.click(dom.getByRole('button', { name: 'Ask' }));
    expect(await dom.findByTestId('answer-byRequest')).toHaveTextContent('Total 42');
    expect(request).toHaveBeenCalledWith('POST', 'tt/0004/sum', expect.objectContaining({ data: { a: '4' } }));

    await act(async () => { await i18n.changeLanguage('zh-CN'); });
    expect(await dom.findByText('合计 5')).toBeInTheDocument();
    expect(dom.getByTestId('answer-byRequest')).toHaveTextContent('合计 42');
  });

  it('each open screen has its own state', async () => {
    const i18n = createTestI18n('en-US');
    render(<>
      {screenElement(i18n, { loadScreen: async () => ({ screen, locale, hooks }) }, { code: 'TT0004_01' })}
      {screenElement(i18n, { loadScreen: async () => ({ screen, locale, hooks }) }, { code: 'TT0004_01' })}
    </>);
    await dom.findAllByTestId('empty-byHook');
    fireEvent.click(dom.getAllByRole('button', { name: 'Add one' })[0]);
    expect(await dom.findByTestId('answer-byHook')).toHaveTextContent('Total 1');
    expect(dom.getAllByTestId('empty-byHook')).toHaveLength(1);
  });
});
