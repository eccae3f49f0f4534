import { defineDictionary } from './types';

/** How a surcharge is calculated (ZJ0103_03, ZJ1101, ZJ1113). */
export const surchargeKind = defineDictionary('surchargeKind', [
  { value: 'fixed', zh: '固定', en: 'Fixed' },
  { value: 'per_kg', zh: '按公斤', en: 'Per kg' },
  { value: 'per_piece', zh: '按件', en: 'Per piece' },
  { value: 'percentage', zh: '比例', en: 'Percentage' },
]);
