import { defineDictionary } from './types';

/** Yes / no flags stored as 1 / 0 (for example the insured flag, L69). */
export const yesNo = defineDictionary('yesNo', [
  { value: '1', zh: '是', en: 'Yes' },
  { value: '0', zh: '否', en: 'No' },
]);
