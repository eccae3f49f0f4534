import { defineDictionary } from './types';

/** Customer user type (SPEC §3). */
export const userType = defineDictionary('userType', [
  { value: 'individual', zh: '个人', en: 'Individual' },
  { value: 'enterprise', zh: '企业', en: 'Enterprise' },
]);
