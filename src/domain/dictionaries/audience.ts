import { defineDictionary } from './types';

/** Announcement audience (MN0401_02). */
export const audience = defineDictionary('audience', [
  { value: 'customer', zh: '客户', en: 'Customers' },
  { value: 'staff', zh: '员工', en: 'Staff' },
  { value: 'public', zh: '公开', en: 'Public' },
]);
