/**
 * One wording for "required" across the product, in both languages: the domain's
 * `validation.required`. The engine's Formily forms (Formily's own required rule said
 * "该字段是必填字段", a domain rule under the same field "此项为必填项": both showed) and the
 * shell's antd forms (they said "请输入…") give an empty required field exactly one message.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import type { Screen, ScreenLocale } from '@renderers/types';
import { validationMessages } from '@domain/validators/messages';
import { ShellProviders } from '@client/layout/ShellProviders';
import { ChangePasswordForm } from '@client/layout/ChangePasswordDialog';
import { i18n as appI18n } from '@client/i18n';

const ZH = validationMessages['zh-CN']['validation.required'];
const EN = validationMessages['en-US']['validation.required'];

const screenDef: Screen = {
  code: 'TT0012_01', kind: 'form', title: 'title',
  dataSource: { submit: { method: 'POST', url: 'tt/0012/save' } },
  schema: {
    type: 'object',
    properties: {
      // A required field whose own rule also checks it (XX0201_01's contact name before the fix).
      contactName: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', required: true, 'x-validators': [{ name: 'contactName' }] },
      mobile: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', required: true, 'x-validators': [{ name: 'required' }, { name: 'mobile' }] },
    },
  },
};
const locale: ScreenLocale = {
  'zh-CN': { title: '测试', fields: { contactName: '联系人', mobile: '手机' } },
  'en-US': { title: 'Test', fields: { contactName: 'Contact', mobile: 'Mobile' } },
};

/** The messages shown under each form item, by its label. */
const messagesByField = () =>
  Object.fromEntries([...document.querySelectorAll('.ant-formily-item')]
    .map((item) => [
      item.querySelector('label')?.textContent?.trim(),
      [...item.querySelectorAll('.ant-formily-item-help, .ant-formily-item-error-help')].map((h) => h.textContent?.trim()).filter(Boolean),
    ] as const)
    .filter(([label]) => label)); // the button row has no label

describe('the required text', () => {
  it('an engine form: each empty required field shows exactly one message, the domain text, in both languages', async () => {
    const i18n = createTestI18n('zh-CN');
    installDomain(i18n);
    render(screenElement(i18n, { loadScreen: async () => ({ screen: screenDef, locale }) }, { code: 'TT0012_01' }));
    await dom.findByText('联系人');
    fireEvent.click(dom.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(messagesByField()).toEqual({ 联系人: [ZH], 手机: [ZH] }));
    expect(dom.queryByText('该字段是必填字段')).toBeNull();
    await act(() => i18n.changeLanguage('en-US'));
    await waitFor(() => expect(messagesByField()).toEqual({ Contact: [EN], Mobile: [EN] }));
  });

  it('a shell antd form (change password): one message per empty field, the same text', async () => {
    function Harness() {
      const [form] = Form.useForm();
      return (
        <ShellProviders en={false}>
          <ChangePasswordForm form={form} weak={false} />
          <Button onClick={() => form.validateFields().catch(() => undefined)}>check</Button>
        </ShellProviders>
      );
    }
    await act(() => appI18n.changeLanguage('zh-CN'));
    render(<I18nextProvider i18n={appI18n}><Harness /></I18nextProvider>);
    fireEvent.click(await dom.findByRole('button', { name: 'check' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(3));
    expect([...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent)).toEqual([ZH, ZH, ZH]);
  });
});
