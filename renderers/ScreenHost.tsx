/**
 * Mounts one screen by code: loads it lazily, registers its texts, resolves its authority
 * URLs in one call, picks the renderer by kind, and keeps it inside an error boundary.
 */
import { Suspense, useContext, useEffect, useMemo, useState } from 'react';
import { Spin } from 'antd';
import { useEngine, type OpenMode } from './EngineProvider';
import { ScreenErrorBoundary } from './ErrorBoundary';
import { OpenedFrom, Placeholder } from './Placeholder';
import { ScreenContext, type ScreenScope } from './ScreenContext';
import { initialValuesOf } from './dialog/inlineForm';
import { resolveRefs } from '../schemas/_meta/refs';
import { authorityUrls, useAuthorities } from './authority';
import { useScreenText } from './i18n';
import { createScreenState } from './screenState';
import { createReloadSlot } from './reloadChain';
import { kinds } from './kinds';
import type { LoadedScreen } from './loader';
import { useDialogs } from './useDialogs';
import { useLoadedScreen } from './useLoadedScreen';
import { InlineFormView, ScreenDialog } from './dialog/ScreenDialog';
// The one h1 of a page screen: its title, what a screen reader's heading list and the tab name.
import { SCREEN_HEADING_CLASS, SCREEN_HEADING_STYLE } from './screenHeading';

// With the host's chunk, so the shell warms a screen with the one import it already makes.
export { preloadScreen } from './preload';

export interface ScreenHostProps {
  code: string;
  params?: Record<string, unknown>;
  mode?: OpenMode;
  /** Called when the screen asks to close (done = after success). Default: the shell's closeScreen. */
  onClose?: (done: boolean) => void;
  /** Render this screen's inline form of that name instead of the screen (openScreen with target + form): the form's opener is the screen whose action opened it. */
  form?: string;
  /** Told which screen was loaded (a dialog learns whether it shows a form or a view). */
  onLoaded?: (screen: LoadedScreen['screen']) => void;
  /** A page screen opens with its title as the page's h1; false where the host page has its own (the home tab). */
  heading?: boolean;
}

const EMPTY = {};

export function ScreenHost(props: ScreenHostProps) {
  const state = useLoadedScreen(props.code);
  return (
    <ScreenErrorBoundary code={props.code}>
      {state.status === 'loading' && <Spin data-testid="screen-loading" />}
      {state.status === 'missing' && <Placeholder textKey="engine.screenNotFound" values={{ code: props.code }} />}
      {state.status === 'failed' && <Placeholder textKey="engine.screenFailed" values={{}} />}
      {state.status === 'ready' && <LoadedScreenView {...props} loaded={state.loaded} />}
    </ScreenErrorBoundary>
  );
}

function LoadedScreenView({ code, params = EMPTY, mode = 'page', onClose, form, onLoaded, heading = true, loaded }: ScreenHostProps & { loaded: LoadedScreen }) {
  const engine = useEngine();
  const { screen } = loaded;
  useEffect(() => onLoaded?.(screen), [screen, onLoaded]);
  const urls = useMemo(() => authorityUrls(screen), [screen]);
  const { allowed } = useAuthorities(engine.authority, urls);
  const { text, field, lang } = useScreenText(code);
  const { dialogs, openDialog } = useDialogs();
  const [state] = useState(createScreenState);
  const [reloader] = useState(createReloadSlot);
  // A dialog's host renders inside its opener's scope; a tab's has none.
  const opener = useContext(ScreenContext) ?? undefined;
  // A form opened with params starts from those naming its fields (XX0402_01's route and address
  // prefill DD0101_01). Kept as one object: the form is made anew when it changes.
  const initialValues = useMemo(() => (screen.schema && !form ? initialValuesOf(resolveRefs(screen.schema), params) : undefined), [screen.schema, params, form]);
  const scope = useMemo<ScreenScope>(() => ({
    screen, code, hooks: loaded.hooks ?? {}, params, mode, allowed, text, field, lang, openDialog, state, reloader, opener,
    close: (done = false) => (onClose ? onClose(done) : engine.closeScreen?.(code)),
    initialValues,
  }), [screen, code, loaded.hooks, params, mode, allowed, text, field, lang, openDialog, state, reloader, opener, onClose, engine, initialValues]);
  const Renderer = kinds.get(screen.kind);
  const spec = form ? screen.forms?.[form] : undefined;
  const unopened = !spec && !!screen.openedFrom && screen.openedFrom.params.some((name) => params[name] === undefined || params[name] === null || params[name] === '');
  if (form && !spec) throw new Error(`screen ${code} has no form "${form}"`);
  return (
    <ScreenContext.Provider value={scope}>
      {mode === 'page' && !spec && heading && <h1 className={SCREEN_HEADING_CLASS} style={SCREEN_HEADING_STYLE}>{text(screen.title)}</h1>}
      <Suspense fallback={<Spin />}>
        {unopened ? <OpenedFrom list={screen.openedFrom!.screen} />
          : spec ? <InlineFormView opener={scope} openedBy={scope.opener} spec={spec} dialog={{ params, mode: mode === 'drawer' ? 'drawer' : 'modal' }} onClose={scope.close} />
          : Renderer ? <Renderer /> : <Placeholder textKey="engine.unknownKind" values={{ kind: screen.kind }} />}
      </Suspense>
      {dialogs.map((d) => <ScreenDialog key={d.id} dialog={d} />)}
    </ScreenContext.Provider>
  );
}
