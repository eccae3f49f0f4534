import { defineDictionary } from './types';

/** The eight role codes of the catalogue (SCREENS.md §0). */
export const roles = defineDictionary('roles', [
  { value: 'customer', zh: '客户', en: 'Customer' },
  { value: 'sales', zh: '销售', en: 'Sales' },
  { value: 'kf', zh: '客服', en: 'Customer service' },
  { value: 'finance', zh: '财务', en: 'Finance' },
  { value: 'ops', zh: '操作', en: 'Operations' },
  { value: 'manager', zh: '经理', en: 'Manager' },
  { value: 'admin', zh: '管理员', en: 'Administrator' },
  { value: 'dealer', zh: '分销商/渠道商', en: 'Dealer / channel provider' },
]);
