import { applyMapping } from '../scope';
import type { OpenScreenAction } from '../types';
import type { ActionHandler } from './types';

/** page: the shell opens a tab; modal and drawer: the engine stacks a dialog and waits for it. */
export const openScreen: ActionHandler<OpenScreenAction> = async (action, ctx) => {
  const params = applyMapping(action.params, ctx.data);
  const mode = action.mode ?? 'page';
  if (mode === 'page') {
    if (!ctx.engine.openScreen) throw new Error('the app provides no openScreen');
    ctx.engine.openScreen(action.target, { params, mode });
    return true;
  }
  return ctx.screen.openDialog({ target: action.target, mode, params, width: action.width });
};
