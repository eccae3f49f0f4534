import { defineDictionary } from './types';

/** Packing (S18): ended; packing is the open state. */
export const packingStatus = defineDictionary('packingStatus', [
  { value: 'packing', zh: '装箱中', en: 'Packing', color: 'processing' },
  { value: 'ended', zh: '已结束', en: 'Ended', color: 'success' },
]);
