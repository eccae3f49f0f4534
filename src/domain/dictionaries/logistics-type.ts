import { defineDictionary } from './types';

/** What a route carries (ZJ0103 routes, "logistics type"). */
export const logisticsType = defineDictionary('logisticsType', [
  { value: 'parcel', zh: '包裹', en: 'Parcel' },
  { value: 'document', zh: '文件', en: 'Document' },
  { value: 'cargo', zh: '大货', en: 'Cargo' },
]);
