import { defineDictionary } from './types';

/** A pickup booking's state (src/domain/orders/pickupStates.ts), in its order. */
export const pickupState = defineDictionary('pickupState', [
  { value: 'booked', zh: '已预约', en: 'Booked', color: 'blue' },
  { value: 'dispatched', zh: '已派单', en: 'Dispatched', color: 'cyan' },
  { value: 'picked_up', zh: '已取件', en: 'Picked up', color: 'green' },
  { value: 'cancelled', zh: '已取消', en: 'Cancelled', color: 'default' },
]);
