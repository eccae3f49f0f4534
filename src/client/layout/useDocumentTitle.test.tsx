import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { resources } from '../i18n/resources';
import { useDocumentTitle } from './useDocumentTitle';

function Probe({ name }: { name: string | null }) {
  useDocumentTitle(name);
  return null;
}

describe('the document title', () => {
  it('follows the open screen, in the user language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources, lng: 'zh-CN', ns: ['common'], defaultNS: 'common', interpolation: { escapeValue: false }, initAsync: false });
    const ui = (name: string | null) => (
      <I18nextProvider i18n={i18n}>
        <Probe name={name} />
      </I18nextProvider>
    );
    const { rerender } = render(ui(null));
    expect(document.title).toBe('跨境物流管理平台');
    rerender(ui('客户管理'));
    expect(document.title).toBe('客户管理 · 跨境物流管理平台');
    await act(() => i18n.changeLanguage('en-US'));
    rerender(ui('Customers'));
    expect(document.title).toBe('Customers · Cross-border Logistics Platform');
  });
});
