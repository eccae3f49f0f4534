/** Any screen in a modal or a drawer; closing it settles the opener's action. */
import { lazy, Suspense, useState } from 'react';
import { Drawer, Modal } from 'antd';
import type { OpenDialog } from '../useDialogs';
import { ScreenTitle } from '../ScreenTitle';

// Lazy to break the ScreenHost <-> ScreenDialog import cycle.
const Host = lazy(() => import('../ScreenHost').then((m) => ({ default: m.ScreenHost })));

export function ScreenDialog({ dialog }: { dialog: OpenDialog }) {
  const [open, setOpen] = useState(true);
  const finish = (done: boolean) => { setOpen(false); dialog.settle(done); };
  const body = (
    <Suspense fallback={null}>
      <Host code={dialog.target} params={dialog.params} mode={dialog.mode} onClose={finish} />
    </Suspense>
  );
  const common = { open, title: <ScreenTitle code={dialog.target} />, destroyOnHidden: true, width: dialog.width ?? 720 };
  return dialog.mode === 'drawer'
    ? <Drawer {...common} onClose={() => finish(false)} afterOpenChange={(o) => !o && dialog.remove()}>{body}</Drawer>
    : <Modal {...common} footer={null} onCancel={() => finish(false)} afterClose={dialog.remove}>{body}</Modal>;
}
