/**
 * A server refusal that names a field lands on that field (issue 12: a duplicate code was shown in
 * a modal): the form's submit and its request actions hand the app's layer a placer; the message
 * shows under the field, nothing is logged to the console, and it goes once the user edits the value.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { createTestI18n, EngineHarness } from '../testing';
import { ScreenHost } from '../ScreenHost';
import type { RequestOptions } from '../EngineProvider';
import type { Screen, ScreenLocale } from '../types';

const form: Screen = {
  code: 'TT0032_01', kind: 'dialog', title: 'title',
  dataSource: { submit: { method: 'POST', url: 'tt/0032/save' } },
  schema: {
    type: 'object',
    properties: {
      code: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', required: true },
      name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      secret: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-visible': false },
    },
  },
  actions: [
    { key: 'submit', type: 'submit', label: 'engine.submit', style: 'primary', successMessage: 'engine.done', then: ['close'] },
    { key: 'check', type: 'request', method: 'POST', url: 'tt/0032/check', body: 'values', label: 'actions.check' },
  ],
};
const locale: ScreenLocale = {
  'zh-CN': { title: '线路', fields: { code: '编码', name: '名称', secret: '密钥' }, actions: { check: '检查' } },
  'en-US': { title: 'Route', fields: { code: 'Code', name: 'Name', secret: 'Secret' }, actions: { check: 'Check' } },
};
const loadScreen = async (code: string) => (code === form.code ? { screen: form, locale } : undefined);

/** The app's request layer as the engine sees it: a refusal naming fields goes to the form, else an alert. */
function refusing(fields: Record<string, string>) {
  const alerts: string[] = [];
  const request = vi.fn(async (_m: string, _u: string, options?: RequestOptions) => {
    const msg = Object.values(fields)[0];
    if (!options?.onFieldErrors?.(fields)) alerts.push(msg);
    throw Object.assign(new Error(msg), { shown: true });
  });
  return { request, alerts };
}

const itemOf = (label: string) => dom.getByLabelText(label).closest('.ant-formily-item') as HTMLElement;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a refusal that names a field', () => {
  it('shows under that field, not in an alert; the dialog stays open; editing the value clears it', async () => {
    const { request, alerts } = refusing({ code: '记录重复：US-EXP' });
    const consoleError = vi.spyOn(console, 'error');
    const onClose = vi.fn();
    render(<EngineHarness i18n={createTestI18n('zh-CN')} request={request} loadScreen={loadScreen}><ScreenHost code={form.code} onClose={onClose} /></EngineHarness>);
    fireEvent.change(await dom.findByLabelText('编码'), { target: { value: 'US-EXP' } });
    fireEvent.click(dom.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(itemOf('编码')).toHaveTextContent('记录重复：US-EXP'));
    expect(itemOf('名称')).not.toHaveTextContent('记录重复');
    expect(alerts).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    fireEvent.change(dom.getByLabelText('编码'), { target: { value: 'US-EXP2' } });
    await waitFor(() => expect(itemOf('编码')).not.toHaveTextContent('记录重复'));
  });

  it('a request action of the form places it too', async () => {
    const { request, alerts } = refusing({ name: 'Name is taken' });
    render(<EngineHarness i18n={createTestI18n('en-US')} request={request} loadScreen={loadScreen}><ScreenHost code={form.code} onClose={() => undefined} /></EngineHarness>);
    fireEvent.change(await dom.findByLabelText('Name'), { target: { value: 'X' } });
    fireEvent.click(dom.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(itemOf('Name')).toHaveTextContent('Name is taken'));
    expect(alerts).toEqual([]);
  });

  it('a field the form does not show (absent or hidden) leaves the usual alert', async () => {
    const { request, alerts } = refusing({ secret: 'Secret refused', other: 'Other refused' });
    render(<EngineHarness i18n={createTestI18n('en-US')} request={request} loadScreen={loadScreen}><ScreenHost code={form.code} onClose={() => undefined} /></EngineHarness>);
    fireEvent.change(await dom.findByLabelText('Code'), { target: { value: 'A' } });
    fireEvent.click(dom.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alerts).toEqual(['Secret refused']));
    expect(document.body).not.toHaveTextContent('Other refused');
  });
});
