import { defineDictionary } from './types';

/** Special route (S16) state, as the server stores it (special_route.state, migration 0100): active, disabled, deleted. */
export const specialRouteStatus = defineDictionary('specialRouteStatus', [
  { value: 'active', zh: '启用', en: 'Active', color: 'green' },
  { value: 'disabled', zh: '已禁用', en: 'Disabled', color: 'default' },
  { value: 'deleted', zh: '已删除', en: 'Deleted', color: 'red' },
]);
