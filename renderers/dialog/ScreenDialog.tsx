/** Any screen (or one of the opener's inline forms) in a modal or a drawer; closing it settles the opener's action. */
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenText } from '../i18n';
import { Drawer, Modal, Spin } from 'antd';
import type { OpenDialog } from '../useDialogs';
import { ScreenTitle } from '../ScreenTitle';
import { ScreenContext, type ScreenScope } from '../ScreenContext';
import { ScreenErrorBoundary } from '../ErrorBoundary';
import { kinds } from '../kinds';
import { guardedImport } from '../chunks';
import { useLatest } from '../useLatest';
import { createReloadSlot } from '../reloadChain';
import type { InlineForm } from '../types';
import { inlineFormScreen, initialValuesOf } from './inlineForm';
import { createUnsavedChanges, UnsavedChangesContext } from './unsavedChanges';
import { useConfirmDiscard } from './confirmDiscard';

// Lazy to break the ScreenHost <-> ScreenDialog import cycle.
const Host = lazy(guardedImport(() => import('../ScreenHost').then((m) => ({ default: m.ScreenHost }))));

const EMPTY = {};

/**
 * Kinds with nothing to submit: the user works inside them (a list of accounts with its own
 * row dialogs) and closes them with ×, so closing one counts as done and the opener's `then`
 * (a reload) runs.
 */
const VIEW_KINDS = new Set(['list', 'detail', 'dashboard']);

/**
 * The opener's form `dialog.form` as a dialog screen: the opener's hooks, texts and authorities, its own params.
 * `openedBy`: the screen whose action opened it when that is not the form's own screen (target + form).
 */
export function InlineFormView({ opener, openedBy = opener, spec, dialog, onClose }: { opener: ScreenScope; openedBy?: ScreenScope; spec: InlineForm; dialog: Pick<OpenDialog, 'params' | 'mode'>; onClose: (done: boolean) => void }) {
  const screen = useMemo(() => inlineFormScreen(opener.screen, spec), [opener.screen, spec]);
  const params = dialog.params ?? EMPTY;
  // Stable across re-renders of the dialog: a new scope value must not recreate the form.
  const initialValues = useMemo(() => initialValuesOf(spec.schema, params), [spec, params]);
  const closing = useLatest(onClose);
  const [reloader] = useState(createReloadSlot);
  const scope = useMemo<ScreenScope>(() => ({
    ...opener, screen, params, mode: dialog.mode, close: (done = false) => closing.current(done), initialValues, reloader, opener: openedBy,
  }), [opener, openedBy, screen, params, dialog.mode, closing, initialValues, reloader]);
  const Renderer = kinds.get('dialog')!;
  return (
    <ScreenContext.Provider value={scope}>
      <Suspense fallback={<Spin />}><Renderer /></Suspense>
    </ScreenContext.Provider>
  );
}

/** Another screen's text (its texts may arrive after the first render). */
function FormTitle({ code, k }: { code: string; k: string }) {
  const { text } = useScreenText(code);
  const { i18n } = useTranslation();
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18n.store.on('added', bump);
    return () => i18n.store.off('added', bump);
  }, [i18n]);
  return <>{text(k)}</>;
}

export function ScreenDialog({ dialog }: { dialog: OpenDialog }) {
  const opener = useContext(ScreenContext);
  const [open, setOpen] = useState(true);
  const [unsaved] = useState(createUnsavedChanges);
  const finish = (done: boolean) => { setOpen(false); dialog.settle(done); };
  // Closed without saving (×, Esc, the mask, a Cancel button) while a form inside has changes: ask first.
  const confirmDiscard = useConfirmDiscard();
  const leave = (done: boolean) => confirmDiscard(unsaved.any(), () => finish(done));
  // Done = closed after a save: nothing is lost.
  const close = (done: boolean) => (done ? finish(true) : leave(false));
  const showsView = useRef(false);
  const onLoaded = useCallback((screen: { kind: string }) => { showsView.current = !dialog.form && VIEW_KINDS.has(screen.kind); }, [dialog.form]);
  const cancel = () => leave(showsView.current);
  // A form of this screen; a form of another screen (target + form) is rendered by that screen's host.
  const own = !!dialog.form && !!opener && dialog.target === opener.code;
  const inline = own ? opener!.screen.forms?.[dialog.form!] : undefined;
  const body = inline && opener
    ? <ScreenErrorBoundary code={opener.code}><InlineFormView opener={opener} spec={inline} dialog={dialog} onClose={close} /></ScreenErrorBoundary>
    : (
      <Suspense fallback={null}>
        <Host code={dialog.target} params={dialog.params} mode={dialog.mode} onClose={close} form={dialog.form} onLoaded={onLoaded} />
      </Suspense>
    );
  const title = inline && opener
    ? <span data-form-title={dialog.form}>{opener.text(dialog.title ?? inline?.title ?? opener.screen.title)}</span>
    : dialog.form && dialog.title ? <FormTitle code={dialog.target} k={dialog.title} /> : <ScreenTitle code={dialog.target} />;
  const common = { open, title, destroyOnHidden: true, width: dialog.width ?? inline?.width ?? 720 };
  const guarded = <UnsavedChangesContext.Provider value={unsaved}>{body}</UnsavedChangesContext.Provider>;
  return dialog.mode === 'drawer'
    ? <Drawer {...common} onClose={cancel} afterOpenChange={(o) => !o && dialog.remove()}>{guarded}</Drawer>
    : <Modal {...common} footer={null} maskClosable={!dialog.form} onCancel={cancel} afterClose={dialog.remove}>{guarded}</Modal>;
}
