import { applyMapping } from '../scope';
import type { PrintAction } from '../types';
import type { ActionHandler } from './types';
import { withQuery } from './url';

/** Prints through the app or, without one, opens the printable URL in a new window. */
export const print: ActionHandler<PrintAction> = async (action, ctx) => {
  const params = applyMapping(action.params, ctx.data);
  if (ctx.engine.print) await ctx.engine.print(action.url, params);
  else window.open(withQuery(`/${action.url}`, params), '_blank', 'noopener');
  return true;
};
