import { defineDictionary } from './types';

/** Station operation (S13a), in operation order. */
export const stationOpStatus = defineDictionary('stationOpStatus', [
  { value: 'not_arrived', zh: '未到件', en: 'Not arrived', color: 'default' },
  { value: 'arrived', zh: '已到件', en: 'Arrived', color: 'blue' },
  { value: 'in', zh: '已入库', en: 'In', color: 'cyan' },
  { value: 'in_stock', zh: '在库', en: 'In stock', color: 'geekblue' },
  { value: 'out_of_stock', zh: '已出库', en: 'Out of stock', color: 'purple' },
  { value: 'out', zh: '已出港', en: 'Out', color: 'green' },
]);
