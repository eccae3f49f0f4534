import { defineDictionary } from './types';

/** Special route (S16): disabled, deleted; enabled is the normal state. */
export const specialRouteStatus = defineDictionary('specialRouteStatus', [
  { value: 'enabled', zh: '启用', en: 'Enabled', color: 'green' },
  { value: 'disabled', zh: '已禁用', en: 'Disabled', color: 'default' },
  { value: 'deleted', zh: '已删除', en: 'Deleted', color: 'red' },
]);
