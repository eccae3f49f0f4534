import { defineDictionary } from './types';

/** Goods hold and release (S19). */
export const goodsRelease = defineDictionary('goodsRelease', [
  { value: 'deduction', zh: '扣件', en: 'Deduction', color: 'orange' },
  { value: 'detention', zh: '扣留', en: 'Detention', color: 'red' },
  { value: 'release', zh: '放行', en: 'Released', color: 'green' },
]);
