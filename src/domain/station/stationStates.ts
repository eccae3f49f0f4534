/**
 * The station's machines (spec section 4, SCREENS.md S13a-c, S14): what a scan may do to a parcel
 * in each state. Every scan endpoint of the WL module goes through them (modules/wl/stationWork.ts),
 * so a screen's refusal and the server's are the same. The machine names are the dictionaries that
 * name their states in messages.
 *
 * The flow at one station: arrival scan (WL0101_01) → inbound weighing, stored at once (WL0101_01;
 * cancel inbound on WL0102_01 takes it back to arrived) → marked ready for delivery or kept for
 * storage (WL0105_01) → outbound weighing (WL0106_01) → loaded on a manifest (WL0107_01) → the
 * manifest departs (WL0107_02) → unloaded at the next station (WL0107_11), where it has arrived.
 */
import { defineMachine } from '../states/machine';

/** S13a, the parcel's place in the station's work, in operation order. */
export const STATION_OP_STATES = ['not_arrived', 'arrived', 'in', 'in_stock', 'out_of_stock', 'out'] as const;
export type StationOpState = (typeof STATION_OP_STATES)[number];

export const stationOp = defineMachine('stationOpStatus', STATION_OP_STATES, {
  arrive: { from: ['not_arrived'], to: 'arrived' },
  checkIn: { from: ['arrived'], to: 'in' },
  cancelIn: { from: ['in', 'in_stock'], to: 'arrived' },
  store: { from: ['in'], to: 'in_stock' },
  checkOut: { from: ['in_stock'], to: 'out_of_stock' },
  depart: { from: ['out_of_stock'], to: 'out' },
  // Unloaded at the next station: the parcel has arrived there.
  unload: { from: ['out'], to: 'arrived' },
});
export type StationOpAction = keyof typeof stationOp.transitions;

/** S13b. */
export const STORAGE_STATES = ['not_stored', 'stored'] as const;
export type StorageState = (typeof STORAGE_STATES)[number];
export const storage = defineMachine('storageStatus', STORAGE_STATES, {
  store: { from: ['not_stored'], to: 'stored' },
  release: { from: ['stored'], to: 'not_stored' },
});

/** S13c: a parcel weighed again (WL0102_02, a weighing upload) stays weighed. */
export const WEIGHING_STATES = ['not_weighed', 'weighed'] as const;
export type WeighingState = (typeof WEIGHING_STATES)[number];
export const weighing = defineMachine('weighingStatus', WEIGHING_STATES, {
  weigh: { from: ['not_weighed', 'weighed'], to: 'weighed' },
  // A cancelled inbound (WL0102_01) takes its weighing back with it.
  unweigh: { from: ['weighed'], to: 'not_weighed' },
});

/**
 * S14. "Loading fails if the package is not ready, not arrived, already loaded or already out":
 * `load` starts only from ready for delivery or out of storage; `loadRefusal` says which of the
 * four a parcel is.
 */
export const LOADING_STATES = ['not_out_of_storage', 'ready_for_storage', 'ready_for_delivery', 'out_of_storage', 'loaded', 'unloaded'] as const;
export type LoadingState = (typeof LOADING_STATES)[number];
export const loading = defineMachine('loadingStatus', LOADING_STATES, {
  markReadyForStorage: { from: ['not_out_of_storage', 'ready_for_delivery', 'unloaded'], to: 'ready_for_storage' },
  markReadyForDelivery: { from: ['not_out_of_storage', 'ready_for_storage', 'unloaded'], to: 'ready_for_delivery' },
  // Delivery dispatch (WL0301_01) takes only a parcel marked ready for delivery out of storage.
  dispatchDelivery: { from: ['ready_for_delivery'], to: 'out_of_storage' },
  checkOut: { from: ['not_out_of_storage', 'ready_for_delivery', 'unloaded'], to: 'out_of_storage' },
  load: { from: ['ready_for_delivery', 'out_of_storage'], to: 'loaded' },
  // A cancelled inbound: the parcel's marks go with it.
  reset: { from: ['not_out_of_storage', 'ready_for_storage', 'ready_for_delivery'], to: 'not_out_of_storage' },
  unload: { from: ['loaded'], to: 'unloaded' },
});

export type LoadRefusal = 'notArrived' | 'alreadyOut' | 'alreadyLoaded' | 'notReady';

/** Why a parcel may not be loaded (S14), or null when it may. */
export function loadRefusal(op: StationOpState, load: LoadingState): LoadRefusal | null {
  if (op === 'not_arrived' || op === 'arrived') return 'notArrived';
  if (op === 'out') return 'alreadyOut';
  if (load === 'loaded') return 'alreadyLoaded';
  return loading.allowed(load, 'load') ? null : 'notReady';
}

/**
 * S19, goods held at the station (WL0110_01): a parcel is deducted (held pending a check), may be
 * detained, and is released. One never held reads as released. A held parcel goes nowhere: it is
 * neither weighed out, loaded nor departed until released (`HELD_BLOCKS`).
 */
export const HOLD_STATES = ['deduction', 'detention', 'release'] as const;
export type HoldState = (typeof HOLD_STATES)[number];
export const hold = defineMachine('goodsRelease', HOLD_STATES, {
  deduct: { from: ['release'], to: 'deduction' },
  detain: { from: ['deduction'], to: 'detention' },
  release: { from: ['deduction', 'detention'], to: 'release' },
});
export const isHeld = (state: HoldState): boolean => state !== 'release';
/** The station's actions a held parcel may not take (handed over, put on or flown with a MAWB neither). */
export const HELD_BLOCKS: ReadonlySet<string> = new Set(['checkOut', 'load', 'depart', 'dispatchDelivery', 'handOver', 'bindMawb', 'closeMawb', 'ship']);

/**
 * Delivery dispatch (WL0301_01): a parcel ready for delivery leaves the station with a carrier
 * (dispatched; the station's machines take it out of stock and out at the same time) and is
 * delivered once the carrier has handed it over. One never dispatched reads as not dispatched.
 */
export const DELIVERY_STATES = ['not_dispatched', 'dispatched', 'delivered'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const delivery = defineMachine('deliveryState', DELIVERY_STATES, {
  dispatch: { from: ['not_dispatched'], to: 'dispatched' },
  deliver: { from: ['dispatched'], to: 'delivered' },
});
