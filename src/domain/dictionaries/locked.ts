import { defineDictionary } from './types';

/** Locked / unlocked (S07b): customers and staff. */
export const locked = defineDictionary('locked', [
  { value: 'locked', zh: '已锁定', en: 'Locked', color: 'red' },
  { value: 'unlocked', zh: '未锁定', en: 'Unlocked', color: 'default' },
]);
