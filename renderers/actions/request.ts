import { applyMapping, resolve } from '../scope';
import type { RequestAction } from '../types';
import type { ActionHandler } from './types';

/** Calls an API; the body is a mapping or one path sent whole ("filters", "selectedRowKeys"). */
export const request: ActionHandler<RequestAction> = async (action, ctx) => {
  const params = applyMapping(action.params, ctx.data);
  const data = typeof action.body === 'string' || (action.body && 'const' in action.body)
    ? resolve(action.body as string, ctx.data)
    : action.body ? applyMapping(action.body, ctx.data) : undefined;
  const isGet = action.method === 'GET';
  const reply = await ctx.engine.request(action.method, action.url, {
    params: isGet && data && typeof data === 'object' ? { ...(data as object), ...params } : params,
    data: isGet ? undefined : data,
    onFieldErrors: ctx.onFieldErrors,
  });
  return { result: reply };
};
