/**
 * DD0205_03 order edit: DD0101_01's form and hooks (the screen extends it), loaded with the order
 * and saved with dd/0205/update. An audited order goes back to review: the message says so.
 */
import type { ActionContext } from '../../renderers/actions/types';
import { submitOrder } from './DD0101_01.hooks';

export const save = (ctx: ActionContext) => submitOrder(ctx, false, (saved) => (saved.backToReview ? 'messages.savedToReview' : 'messages.saved'));
