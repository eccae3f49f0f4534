import { defineDictionary } from './types';

/** Delivery dispatch (WL0301_01; `delivery` in src/domain/station/stationStates.ts), in its order. */
export const deliveryState = defineDictionary('deliveryState', [
  { value: 'not_dispatched', zh: '待派送', en: 'Not dispatched', color: 'blue' },
  { value: 'dispatched', zh: '派送中', en: 'Out for delivery', color: 'processing' },
  { value: 'delivered', zh: '已送达', en: 'Delivered', color: 'green' },
]);
