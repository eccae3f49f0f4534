import type { SubmitAction } from '../types';
import type { ActionHandler } from './types';

/** Submits the screen's form (validation first); invalid = cancelled; the server's reply is the result (`then`). */
export const submit: ActionHandler<SubmitAction> = async (_action, ctx) => {
  if (!ctx.submit) throw new Error(`screen ${ctx.screen.code} has no form to submit`);
  const outcome = await ctx.submit();
  return outcome === false ? false : { result: outcome.reply };
};
