import type { HookAction } from '../types';
import type { ActionHandler } from './types';

/**
 * Calls a named function of the screen's hooks file with the action context. false cancels; any
 * other value but true and undefined is the action's result (`then: [{setState: key}]`).
 */
export const hook: ActionHandler<HookAction> = async (action, ctx) => {
  const fn = ctx.screen.hooks[action.name];
  if (!fn) throw new Error(`screen ${ctx.screen.code} has no hook "${action.name}"`);
  const result = await fn(ctx);
  if (result === false) return false;
  return result === true || result === undefined ? true : { result };
};
