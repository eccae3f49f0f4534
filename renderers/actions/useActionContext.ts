import { useCallback, useEffect } from 'react';
import { App } from 'antd';
import { useEngine } from '../EngineProvider';
import { useScreen } from '../ScreenContext';
import type { Scope } from '../scope';
import type { Action } from '../types';
import type { ActionContext } from './types';
import { runAction } from './run';
import { logUnlessShown } from './logUnlessShown';

export type ActionExtras = Pick<ActionContext, 'reload' | 'clearSelection' | 'submit' | 'onFieldErrors' | 'clearFields'> & {
  /** Told when an action ran to the end (a form marks its values saved). */
  onDone?: (action: Action) => void;
};

/** Returns run(action, data): builds the context and runs the action, reporting engine errors. */
export function useRunAction(extras: ActionExtras) {
  const engine = useEngine();
  const screen = useScreen();
  const { message, modal } = App.useApp();
  // The reload a screen's actions use is the one the screens it opens reach with `{"reload": "opener"}`.
  useEffect(() => { if (extras.reload) screen.reloader.current = extras.reload; }, [screen, extras.reload]);
  return useCallback(async (action: Action, data: Scope) => {
    const { onDone, ...own } = extras;
    const ctx: ActionContext = { engine, screen, data, message, modal, ...own };
    try {
      const done = await runAction(action, ctx);
      if (done) onDone?.(action);
      return done;
    } catch (error) {
      logUnlessShown(`action ${action.key} failed:`, error);
      return false;
    }
  }, [engine, screen, message, modal, extras]);
}
