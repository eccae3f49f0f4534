/**
 * Closing a dialog over unsaved changes asks first ("discard" or "keep editing"), in the engine's
 * words: the screen dialogs (ScreenDialog) and the app's own dialogs (the shell's change password)
 * ask the same question the same way.
 */
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** `(dirty, close)`: closes at once when nothing would be lost, else once the user chooses to discard. */
export function useConfirmDiscard(): (dirty: boolean, close: () => void) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (dirty, close) => {
    if (!dirty) return close();
    modal.confirm({
      title: t('engine.discardTitle'), content: t('engine.discardContent'), okText: t('engine.discard'), cancelText: t('engine.keepEditing'),
      okButtonProps: { danger: true }, onOk: close,
    });
  };
}
