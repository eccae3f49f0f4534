import { defineDictionary } from './types';

/** The channel's service level (ZJ0103 routes, "channel service type"). */
export const channelServiceType = defineDictionary('channelServiceType', [
  { value: 'standard', zh: '标准', en: 'Standard' },
  { value: 'express', zh: '特快', en: 'Express' },
  { value: 'economy', zh: '经济', en: 'Economy' },
]);
