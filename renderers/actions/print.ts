import { applyMapping } from '../scope';
import type { PrintAction } from '../types';
import type { ActionHandler } from './types';
import { printInFrame } from './printFrame';
import { withQuery } from './url';

/**
 * Prints through the app's own `print`, else fetches the file through the app's `fetchFile` (with
 * the token) and prints it from a hidden frame; 'print exception' when that fails. Without either
 * (Storybook) it opens the URL.
 */
export const print: ActionHandler<PrintAction> = async (action, ctx) => {
  const params = applyMapping(action.params, ctx.data);
  const { engine } = ctx;
  if (engine.print) {
    await engine.print(action.url, params);
    return true;
  }
  if (!engine.fetchFile) {
    window.open(withQuery(`/${action.url}`, params), '_blank', 'noopener');
    return true;
  }
  try {
    await printInFrame(await engine.fetchFile(action.url, params));
    return true;
  } catch {
    ctx.message.error(ctx.screen.text('engine.printFailed'));
    return false;
  }
};
