import { defineDictionary } from './types';

/** Station badge operation types B04-B09 (SH2, wl/0109/select/count). */
export const stationOperation = defineDictionary('stationOperation', [
  { value: 'B04', zh: '待入库', en: 'Incoming', color: 'blue' },
  { value: 'B05', zh: '在库', en: 'In stock', color: 'cyan' },
  { value: 'B06', zh: '已出库', en: 'Out of stock', color: 'geekblue' },
  { value: 'B07', zh: '待出港', en: 'Outgoing', color: 'purple' },
  { value: 'B08', zh: '已到达', en: 'Arrived', color: 'green' },
  { value: 'B09', zh: '已离站', en: 'Left', color: 'default' },
]);
