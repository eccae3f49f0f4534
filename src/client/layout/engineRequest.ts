import type { EngineServices } from '@renderers/EngineProvider';
import { request } from '../api/request';
import { afterScreenRequest } from './profileWrites';
import { afterStationRequest } from './stationWrites';
import { takeEarlyList } from '../app/earlyList';

/**
 * The screen engine's request: the app's layer (token, errors, overlay), then the profile writes
 * and station writes rules. A list's first page the entry already asked for (app/earlyList) is taken, not asked again.
 */
export const engineRequest: EngineServices['request'] = async (method, url, options) => {
  const started = method === 'GET' ? takeEarlyList(url, options?.params) : undefined;
  const data = await request(url, { method: method === 'PATCH' ? 'PUT' : method, params: options?.params, data: options?.data, silent: options?.silent, loading: options?.loading, onFieldErrors: options?.onFieldErrors, started });
  afterScreenRequest(method, url);
  afterStationRequest(method, url);
  return data;
};
