import { defineDictionary } from './types';

/** How a route charges weight (ZJ0103): per shipment or per piece. */
export const weightRule = defineDictionary('weightRule', [
  { value: 'per_shipment', zh: '按票', en: 'Per shipment' },
  { value: 'per_piece', zh: '按件', en: 'Per piece' },
]);
