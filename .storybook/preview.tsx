/**
 * Every story runs inside an i18next instance with a zh/en toolbar switch, antd's locale,
 * the app's dictionaries and validators, and an engine fed by recorded fixtures.
 */
import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { installDomain } from '@renderers/domainSetup';
import { createTestI18n } from '@renderers/testing';
import { antdTheme } from '@client/app/antdTheme';

// What the app does at start-up: dictionaries, validators and their messages.
const i18n = createTestI18n('zh-CN');
installDomain(i18n);

const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale as string) ?? 'zh-CN';
  useEffect(() => { void i18n.changeLanguage(locale); }, [locale]);
  return (
    <ConfigProvider locale={locale === 'en-US' ? enUS : zhCN} theme={antdTheme}>
      <Story />
    </ConfigProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: [{ value: 'zh-CN', title: '中文' }, { value: 'en-US', title: 'English' }], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'zh-CN' },
  decorators: [withLocale],
  parameters: { layout: 'padded' },
};

export { i18n };
export default preview;
