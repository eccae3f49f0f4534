import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { resources } from '../i18n/resources';
import { feedback } from '../ui/feedback';
import { AntdFeedback } from './antdFeedback';

describe('the request layer\'s alerts', () => {
  it('the same refusal twice is one dialog; another refusal is a dialog of its own', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources, lng: 'zh-CN', ns: ['common'], defaultNS: 'common', interpolation: { escapeValue: false }, initAsync: false });
    render(
      <I18nextProvider i18n={i18n}>
        <AntApp>
          <AntdFeedback />
        </AntApp>
      </I18nextProvider>,
    );
    act(() => {
      feedback().alert('请先上传营业执照');
      feedback().alert('请先上传营业执照');
    });
    await waitFor(() => expect(screen.getAllByText('请先上传营业执照')).toHaveLength(1));
    act(() => feedback().alert('信用代码格式不正确'));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(2));
  });
});
