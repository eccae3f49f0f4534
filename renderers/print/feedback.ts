/**
 * A print's outcome in the user's words (the engine's texts): E11g "printer plugin not started"
 * (and the browser prints instead), E11h "print exception" with the agent's reason, E11q "popup
 * blocked" as a dialog whose button opens the document (a click the blocker lets through).
 */
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { PrintFeedback } from './deliver';

export function printFeedback(text: (key: string, opts?: Record<string, unknown>) => string, message: MessageInstance, modal: HookAPI): PrintFeedback {
  return {
    notStarted: () => void message.warning(text('engine.printPluginNotStarted')),
    failed: (reason) => void message.error(text('engine.printFailedWith', { reason })),
    webNeedsPdf: () => void message.error(text('engine.printWebNeedsPdf')),
    sent: (printer) => void message.success(text('engine.printSent', { printer })),
    blocked: (open) => void modal.confirm({
      title: text('engine.popupBlockedTitle'),
      content: text('engine.popupBlocked'),
      okText: text('engine.openPdf'),
      cancelText: text('engine.cancel'),
      onOk: open,
    }),
  };
}
