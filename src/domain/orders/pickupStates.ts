/**
 * A pickup booking (DD0104_01, N24): booked by a customer or customer service, dispatched to a
 * driver by operations (WL0201_01/02, the warehouse issue), picked up; a booking not yet dispatched
 * may be cancelled.
 */
import { defineMachine } from '../states/machine';

export const PICKUP_STATES = ['booked', 'dispatched', 'picked_up', 'cancelled'] as const;
export type PickupState = (typeof PICKUP_STATES)[number];

export const pickupFlow = defineMachine('pickupState', PICKUP_STATES, {
  dispatch: { from: ['booked'], to: 'dispatched' },
  pickUp: { from: ['dispatched'], to: 'picked_up' },
  cancel: { from: ['booked'], to: 'cancelled' },
});
