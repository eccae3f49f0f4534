import { defineDictionary } from './types';

/** Order mail type (SPEC §3). */
export const mailType = defineDictionary('mailType', [
  { value: 'P', zh: '包裹', en: 'Parcel' },
  { value: 'D', zh: '文件', en: 'Document' },
  { value: 'B', zh: 'PAK袋', en: 'PAK' },
]);
