import { applyMapping, getPath, type Scope } from '../scope';
import type { OpenScreenAction } from '../types';
import type { ActionHandler } from './types';

/**
 * page: the shell opens a tab; modal and drawer: the engine stacks a dialog and waits for it.
 * With `form`, the dialog is one of this screen's inline forms, or of the `target` screen's (never a page).
 */
export const openScreen: ActionHandler<OpenScreenAction> = async (action, ctx) => {
  const params = applyMapping(action.params, ctx.data);
  action = { ...action, target: targetOf(action, ctx.data) };
  if (action.form) {
    const target = action.target ?? ctx.screen.code;
    if (target === ctx.screen.code && !ctx.screen.screen.forms?.[action.form]) throw new Error(`screen ${ctx.screen.code} has no form "${action.form}"`);
    const mode = action.mode === 'drawer' ? 'drawer' : 'modal';
    return ctx.screen.openDialog({ target, form: action.form, title: action.title, mode, params, width: action.width });
  }
  if (!action.target) throw new Error(`openScreen "${action.key}" names neither a target nor a form`);
  const mode = action.mode ?? 'page';
  if (mode === 'page') {
    if (!ctx.engine.openScreen) throw new Error('the app provides no openScreen');
    ctx.engine.openScreen(action.target, { params, mode });
    return true;
  }
  return ctx.screen.openDialog({ target: action.target, mode, params, width: action.width });
};

/** `targetBy` picks the screen by a value of the data; `target` is the screen for any other value. */
function targetOf(action: OpenScreenAction, data: Scope): string | undefined {
  if (!action.targetBy) return action.target;
  const value = getPath(data, action.targetBy.value);
  return (value !== undefined && value !== null && action.targetBy.screens[String(value)]) || action.target;
}
