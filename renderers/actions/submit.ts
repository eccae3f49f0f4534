import type { SubmitAction } from '../types';
import type { ActionHandler } from './types';

/** Submits the screen's form (validation first); invalid = cancelled. */
export const submit: ActionHandler<SubmitAction> = async (_action, ctx) => {
  if (!ctx.submit) throw new Error(`screen ${ctx.screen.code} has no form to submit`);
  return ctx.submit();
};
