import { applyMapping } from '../scope';
import type { NavigateAction } from '../types';
import type { ActionHandler } from './types';

export const navigate: ActionHandler<NavigateAction> = async (action, ctx) => {
  if (!ctx.engine.navigate) throw new Error('the app provides no navigate');
  ctx.engine.navigate(action.to, applyMapping(action.params, ctx.data));
  return true;
};
