import { applyMapping } from '../scope';
import type { DownloadAction } from '../types';
import type { ActionHandler } from './types';
import { withQuery } from './url';

/** Downloads through the app (token, errors) or, without one, opens the URL. */
export const download: ActionHandler<DownloadAction> = async (action, ctx) => {
  const params = applyMapping(action.params, ctx.data);
  if (ctx.engine.download) await ctx.engine.download(action.url, params);
  else window.open(withQuery(`/${action.url}`, params), '_blank', 'noopener');
  return true;
};
