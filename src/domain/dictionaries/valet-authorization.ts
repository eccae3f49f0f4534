import { defineDictionary } from './types';

/** Authorization for sales valet orders (S11, L100). */
export const valetAuthorization = defineDictionary('valetAuthorization', [
  { value: 'none', zh: '未授权', en: 'None', color: 'default' },
  { value: 'day', zh: '按天', en: 'Per day', color: 'blue' },
  { value: 'month', zh: '按月', en: 'Per month', color: 'cyan' },
  { value: 'permanent', zh: '永久', en: 'Permanent', color: 'green' },
]);
