import type { CloseAction } from '../types';
import type { ActionHandler } from './types';

export const close: ActionHandler<CloseAction> = async (_action, ctx) => {
  ctx.screen.close(false);
  return true;
};
