/** Runs an action: confirm, handler, success message, then steps. */
import type { Action, ThenStep } from '../types';
import type { ActionContext } from './types';
import { actionHandlers } from './registry';

const thenSteps = new Map<ThenStep, (ctx: ActionContext) => void>([
  ['reload', (ctx) => ctx.reload?.()],
  ['clearSelection', (ctx) => ctx.clearSelection?.()],
  ['close', (ctx) => ctx.screen.close(true)],
]);

function confirm(action: Action, ctx: ActionContext): Promise<boolean> {
  if (!action.confirm) return Promise.resolve(true);
  const { text } = ctx.screen;
  return new Promise((done) => {
    ctx.modal.confirm({
      title: text('engine.confirmTitle'),
      content: text(action.confirm),
      okText: text('engine.ok'),
      cancelText: text('engine.cancel'),
      onOk: () => done(true),
      onCancel: () => done(false),
    });
  });
}

/** Resolves true when the action ran to the end. Errors are the app's request layer's to show. */
export async function runAction(action: Action, ctx: ActionContext): Promise<boolean> {
  const handler = actionHandlers.get(action.type);
  if (!handler) throw new Error(`unknown action type "${action.type}"`);
  if (!(await confirm(action, ctx))) return false;
  const result = await handler(action, ctx);
  if (result === false) return false;
  if (action.successMessage) ctx.message.success(ctx.screen.text(action.successMessage));
  for (const step of action.then ?? []) thenSteps.get(step)?.(ctx);
  return true;
}
