import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { registerEngineLocale } from '@renderers/i18n';
import { resources } from '../i18n/resources';
import { ChangePasswordDialog } from './ChangePasswordDialog';

async function open(onClose: () => void) {
  const i18n = i18next.createInstance();
  await i18n.init({ resources, lng: 'en-US', ns: ['common', 'shell', 'validation'], defaultNS: 'common', interpolation: { escapeValue: false }, initAsync: false });
  registerEngineLocale(i18n); // as the shell's EngineProvider does
  render(
    <I18nextProvider i18n={i18n}>
      {/* Without motion a closed dialog leaves the page at once (happy-dom runs no CSS transitions). */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp>
          <ChangePasswordDialog open weak={false} onClose={onClose} />
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>,
  );
  return screen.findByTestId('change-password');
}

const cancel = () => fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));

describe('the change-password dialog', () => {
  it('closes at once when nothing was typed', async () => {
    const onClose = vi.fn();
    await open(onClose);
    cancel();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before discarding what was typed: keep editing stays, discard closes', async () => {
    const onClose = vi.fn();
    const dialog = await open(onClose);
    fireEvent.change(dialog.querySelector('input#change-password_password')!, { target: { value: 'Old2026x' } });
    cancel();
    const question = () => document.querySelector('.ant-modal-confirm');
    await waitFor(() => expect(question()).toHaveTextContent('Discard unsaved changes?'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    cancel();
    await waitFor(() => expect(question()).toHaveTextContent('Discard unsaved changes?'));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
