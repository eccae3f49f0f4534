import { defineDictionary } from './types';

/** Storage (S13b). */
export const storageStatus = defineDictionary('storageStatus', [
  { value: 'not_stored', zh: '未入仓', en: 'Not in storage', color: 'default' },
  { value: 'stored', zh: '已入仓', en: 'Stored', color: 'green' },
]);
