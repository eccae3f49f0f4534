/**
 * A reaction whose condition reads only the screen's params (create or edit) needs no dependency:
 * no dummy field to name.
 */
import { describe, expect, it } from 'vitest';
import { render, screen as dom } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import type { Screen, ScreenLocale } from '../types';

const screenDef: Screen = {
  code: 'TT0003_01', kind: 'form', title: 'title',
  dataSource: { load: { method: 'GET', url: 'tt/0003/load', params: { id: 'params.id' } }, submit: { method: 'POST', url: 'tt/0003/save' } },
  schema: {
    type: 'object',
    properties: {
      code: {
        type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input',
        'x-reactions': [{ when: { empty: 'params.id' }, fulfill: { readOnly: false }, otherwise: { readOnly: true } }],
      },
      note: {
        type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input',
        'x-reactions': [{ when: { empty: 'params.id' }, fulfill: { visible: true }, otherwise: { visible: false } }],
      },
    },
  },
};
const locale: ScreenLocale = {
  'zh-CN': { title: '测试', fields: { code: '代码', note: '备注' } },
  'en-US': { title: 'Test', fields: { code: 'Code', note: 'Note' } },
};

const open = (params: Record<string, unknown>) => render(screenElement(createTestI18n('en-US'), {
  request: async () => ({ code: 'C-7', note: 'kept' }),
  loadScreen: async () => ({ screen: screenDef, locale }),
}, { code: 'TT0003_01', params }));

describe('reactions without dependencies', () => {
  it('create: the params-only conditions make the code editable and show the note', async () => {
    open({});
    expect(await dom.findByText('Note')).toBeInTheDocument();
    const code = (await dom.findByText('Code')).closest('.ant-formily-item')!.querySelector('input')!;
    expect(code.readOnly).toBe(false);
    expect(dom.queryByTestId('screen-error')).toBeNull();
  });

  it('edit: the same conditions show the code read-only and hide the note', async () => {
    open({ id: 7 });
    expect(((await dom.findByDisplayValue('C-7')) as HTMLInputElement).readOnly).toBe(true);
    expect(dom.queryByText('Note')).toBeNull();
    expect(dom.queryByTestId('screen-error')).toBeNull();
  });
});
