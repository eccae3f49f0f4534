/** Runs an action: confirm, handler, success message, then steps. */
import { reloadScreen } from '../reloadChain';
import type { Action, SelectionNeed, ThenStep, ThenStepArgs } from '../types';
import type { ActionContext } from './types';
import { actionHandlers } from './registry';
import { logUnlessShown } from './logUnlessShown';
import { statusChangeOf, statusConfirmKey, statusDoneKey } from './statusChange';

type NamedStep = Extract<ThenStep, string>;

const thenSteps = new Map<NamedStep, (ctx: ActionContext) => void>([
  ['reload', (ctx) => ctx.reload?.()],
  ['clearSelection', (ctx) => ctx.clearSelection?.()],
  ['close', (ctx) => ctx.screen.close(true)],
]);

/** Steps with an argument, by their one key. */
const thenObjectSteps: { [K in keyof ThenStepArgs]: (arg: ThenStepArgs[K], ctx: ActionContext, result: unknown) => void } = {
  setState: (key, ctx, result) => ctx.screen.state.set(key, result),
  reload: (target, ctx) => reloadScreen(ctx.screen, target),
  hook: (name, ctx, result) => {
    const fn = ctx.screen.hooks[name];
    if (!fn) throw new Error(`screen ${ctx.screen.code} has no hook "${name}"`);
    void Promise.resolve(fn(ctx, result)).catch((error: unknown) => logUnlessShown(`then hook ${name} failed:`, error));
  },
  clearFields: (names, ctx) => {
    if (!ctx.clearFields) throw new Error(`screen ${ctx.screen.code}: clearFields needs a form or scan screen's action`);
    ctx.clearFields(names);
  },
};

function runStep(step: ThenStep, ctx: ActionContext, result: unknown): void {
  if (typeof step === 'string') return thenSteps.get(step)?.(ctx);
  for (const [name, arg] of Object.entries(step) as [keyof ThenStepArgs, never][]) thenObjectSteps[name]?.(arg, ctx, result);
}

/** The question before an action: its own, else the engine's for a change that takes something out of use. */
function question(action: Action): string | undefined {
  const change = statusChangeOf(action);
  return action.confirm ?? (change?.outOfUse ? statusConfirmKey(change.verb) : undefined);
}

/** What is said once it ran: a status change says what happened, whatever the screen says. */
function doneMessage(action: Action): string | undefined {
  const change = statusChangeOf(action);
  return change ? statusDoneKey(change.verb) : action.successMessage;
}

function confirm(action: Action, ctx: ActionContext): Promise<boolean> {
  const content = question(action);
  if (!content) return Promise.resolve(true);
  const { text } = ctx.screen;
  return new Promise((done) => {
    ctx.modal.confirm({
      title: text('engine.confirmTitle'),
      // A row's question may name the row: "Undo the inbound of {{orderNo}}?".
      content: text(content, (ctx.data.record ?? {}) as Record<string, unknown>),
      okText: text('engine.ok'),
      cancelText: text('engine.cancel'),
      onOk: () => done(true),
      onCancel: () => done(false),
    });
  });
}

/** Spec section 8: an action needing selected rows says what is missing rather than doing nothing. */
const selectionProblems: Record<SelectionNeed, (count: number) => string | undefined> = {
  many: (count) => (count ? undefined : 'engine.selectFirst'),
  one: (count) => (count === 1 ? undefined : count ? 'engine.selectOnlyOne' : 'engine.selectFirst'),
};

function selectionProblem(action: Action, ctx: ActionContext): string | undefined {
  if (!action.selection) return undefined;
  const keys = ctx.data.selectedRowKeys;
  return selectionProblems[action.selection](Array.isArray(keys) ? keys.length : 0);
}

/** Resolves true when the action ran to the end. Errors are the app's request layer's to show. */
export async function runAction(action: Action, ctx: ActionContext): Promise<boolean> {
  const handler = actionHandlers.get(action.type);
  if (!handler) throw new Error(`unknown action type "${action.type}"`);
  const problem = selectionProblem(action, ctx);
  if (problem) {
    ctx.message.warning(ctx.screen.text(problem));
    return false;
  }
  if (!(await confirm(action, ctx))) return false;
  const outcome = await handler(action, ctx);
  if (outcome === false) return false;
  const result = typeof outcome === 'object' ? outcome.result : undefined;
  const said = doneMessage(action);
  if (said) ctx.message.success(ctx.screen.text(said));
  for (const step of action.then ?? []) runStep(step, ctx, result);
  return true;
}
