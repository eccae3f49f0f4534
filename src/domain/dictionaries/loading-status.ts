import { defineDictionary } from './types';

/** Loading (S14). */
export const loadingStatus = defineDictionary('loadingStatus', [
  { value: 'ready_for_storage', zh: '待入仓', en: 'Ready for storage', color: 'blue' },
  { value: 'ready_for_delivery', zh: '待派送', en: 'Ready for delivery', color: 'cyan' },
  { value: 'not_out_of_storage', zh: '未出仓', en: 'Not out of storage', color: 'default' },
  { value: 'out_of_storage', zh: '已出仓', en: 'Out of storage', color: 'geekblue' },
  { value: 'loaded', zh: '已装车', en: 'Loaded', color: 'green' },
  { value: 'unloaded', zh: '已卸车', en: 'Unloaded', color: 'purple' },
]);
