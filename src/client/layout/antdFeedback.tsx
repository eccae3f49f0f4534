import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { setFeedback, resetFeedback, NOTIFY_SECONDS } from '../ui/feedback';
import { createDomFeedback } from '../ui/domFeedback';

function Lines({ text }: { text: string }) {
  return <span style={{ whiteSpace: 'pre-line' }}>{text}</span>;
}

/** The alerts on screen, by title and text. */
const openAlerts = new Set<string>();

/** Installs antd's message, notification and modal as the request layer's feedback. */
export function AntdFeedback() {
  const { message, notification, modal } = AntApp.useApp();
  const { t } = useTranslation('common');
  useEffect(() => {
    const dom = createDomFeedback(() => ({ ok: t('ok'), alertTitle: t('request.alertTitle') }));
    setFeedback({
      alert: (msg, title) => {
        // The same refusal twice (two calls failing alike) is one dialog: one OK closes it.
        const key = `${title ?? ''}\n${msg}`;
        if (openAlerts.has(key)) return;
        openAlerts.add(key);
        modal.warning({ title: title ?? t('request.alertTitle'), content: <Lines text={msg} />, okText: t('ok'), afterClose: () => openAlerts.delete(key) });
      },
      toast: (kind, msg, seconds = NOTIFY_SECONDS) => {
        if (seconds === 0) {
          // Persistent (code 550): stays until the user closes it.
          notification[kind]({
            message: t(kind === 'warning' ? 'request.warningTitle' : 'request.alertTitle'),
            description: <Lines text={msg} />,
            duration: 0,
            className: `feedback-${kind}`,
          });
        } else {
          void message.open({ type: kind, content: <Lines text={msg} />, duration: seconds });
        }
      },
      confirm: (o) => {
        modal.confirm({ title: o.title, content: o.content, okText: o.okText, cancelText: o.cancelText, onOk: o.onOk, onCancel: o.onCancel });
      },
      loading: dom.loading,
    });
    return () => {
      resetFeedback();
      openAlerts.clear(); // a dialog unmounted with the app (a logout) never calls afterClose
    };
  }, [message, notification, modal, t]);
  return null;
}
