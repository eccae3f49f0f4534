import { applyMapping, resolve } from '../scope';
import type { PrintAction } from '../types';
import type { ActionHandler } from './types';
import { printInFrame } from './printFrame';
import { withQuery } from './url';
import { deliverPrint } from '../print/deliver';
import { printFeedback } from '../print/feedback';

/** The request's own refusal was shown by the app's layer: no second message for it. */
const shown = (err: unknown) => (err as { shown?: boolean } | null)?.shown === true;

/** The file's name as the server gave it (the app answers a File), else the url's last parts: the job's name in the printer's queue. */
const nameOf = (blob: Blob, url: string) => (typeof File !== 'undefined' && blob instanceof File && blob.name ? blob.name : url.split('/').filter(Boolean).slice(-2).join('-'));

/**
 * Prints the file an API answers: through the app's own `print`, else fetched through the app's
 * `fetchFile` (with the token; GET with params, or POST with the body) and delivered as the user's
 * print preferences say (the print agent or a browser window: renderers/print/deliver.ts), or,
 * without preferences, printed from a hidden frame. 'print exception' when it cannot be printed.
 * Without fetchFile (Storybook) it opens the URL.
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
  const body = typeof action.body === 'string' || (action.body && 'const' in action.body)
    ? resolve(action.body as string, ctx.data)
    : action.body ? applyMapping(action.body, ctx.data) : undefined;
  try {
    const blob = action.method === 'POST' ? await engine.fetchFile(action.url, params, { method: 'POST', body }) : await engine.fetchFile(action.url, params);
    const prefs = engine.printPreferences ? await engine.printPreferences() : undefined;
    if (!prefs) {
      await printInFrame(blob);
      return true;
    }
    return await deliverPrint({ blob, name: nameOf(blob, action.url) }, prefs, printFeedback(ctx.screen.text, ctx.message, ctx.modal));
  } catch (err) {
    if (!shown(err)) ctx.message.error(ctx.screen.text('engine.printFailed'));
    return false;
  }
};
