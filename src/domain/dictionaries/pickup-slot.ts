import { defineDictionary } from './types';

/** When in the day a pickup is wanted (DD0104_01's time slot). */
export const pickupSlot = defineDictionary('pickupSlot', [
  { value: 'morning', zh: '上午 9:00–12:00', en: 'Morning 9:00–12:00' },
  { value: 'afternoon', zh: '下午 13:00–18:00', en: 'Afternoon 13:00–18:00' },
  { value: 'evening', zh: '晚上 18:00–21:00', en: 'Evening 18:00–21:00' },
]);
