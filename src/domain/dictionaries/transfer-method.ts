import { defineDictionary } from './types';

/** Order transfer method of a route (ZJ0103_02, DD0202_01). */
export const transferMethod = defineDictionary('transferMethod', [
  { value: 'auto', zh: '自动', en: 'Automatic' },
  { value: 'manual', zh: '手动', en: 'Manual' },
]);
