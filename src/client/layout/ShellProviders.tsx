import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { ProConfigProvider, enUSIntl, zhCNIntl } from '@ant-design/pro-components';
// The ES modules: the CommonJS entry ('antd/locale/zh_CN') reaches the build as {default: ...}, and antd
// then fell back to its English built-in texts (pagination '/ page') in Chinese.
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { validationMessages } from '@domain/validators/messages';
import { antdTheme } from '../app/antdTheme';

/**
 * antd and ProComponents in the reader's language and the product's theme (contrast, focus ring). antd forms (the shell's dialogs, list search
 * forms) say the product's one required text (the domain's validation.required), as the engine's
 * Formily forms and the server do.
 */
export function ShellProviders({ en, children }: { en: boolean; children: ReactNode }) {
  return (
    <ConfigProvider locale={en ? enUS : zhCN} theme={antdTheme} form={{ validateMessages: { required: validationMessages[en ? 'en-US' : 'zh-CN']['validation.required'] } }}>
      <ProConfigProvider intl={en ? enUSIntl : zhCNIntl}>
        <AntApp>{children}</AntApp>
      </ProConfigProvider>
    </ConfigProvider>
  );
}
