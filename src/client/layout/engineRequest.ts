import type { EngineServices } from '@renderers/EngineProvider';
import { request } from '../api/request';
import { afterScreenRequest } from './profileWrites';

/** The screen engine's request: the app's layer (token, errors, overlay), then the profile writes rule. */
export const engineRequest: EngineServices['request'] = async (method, url, options) => {
  const data = await request(url, { method: method === 'PATCH' ? 'PUT' : method, params: options?.params, data: options?.data, silent: options?.silent, onFieldErrors: options?.onFieldErrors });
  afterScreenRequest(method, url);
  return data;
};
