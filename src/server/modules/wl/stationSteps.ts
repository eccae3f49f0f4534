/**
 * The station's work, step by step, as every way in does it: the scan screens, the station lists,
 * the weighing upload and the demo seed all call these, so a parcel weighed in by any of them
 * moves the same states, writes the same log and counts on the same badges.
 */
import { AppError } from '../../platform/errors';
import type { TxQuery } from '../../platform/resource';
import { delivery, hold, loading, stationOp, storage, weighing } from '../../../domain/station/stationStates';
import { outWeightExceedsIn } from '../../../domain/station/weights';
import { applyStation, planStates, planWork, writePlanned, type ScannedOrder, type StationActor, type StationStep } from './stationWork';

/** What inbound weighing measures: the real weight of the whole shipment, one box's sizes, the boxes. */
export interface Measured { realWeight: string; length?: string | null; width?: string | null; height?: string | null; boxCount: number }

/** The arrival's step: the parcel arrives and becomes the actor's station's (B08). */
export const arriveStep = (): StationStep => ({ action: 'arrive', transitions: [[stationOp, 'arrive']], set: { arrived_at: new Date() }, operations: ['B08'], takesOver: true });

/** Arrival at the actor's station (badge B08), when the parcel has not arrived yet; true when it did now. */
export async function arriveIfNeeded(q: TxQuery, actor: StationActor, order: ScannedOrder): Promise<boolean> {
  if (order.stationOp !== 'not_arrived') return false;
  await applyStation(q, actor, order, arriveStep()); // the parcel's copy now arrived, at this station
  return true;
}

/** The inbound weighing's step: in and in stock, stored, weighed (B04, B05), tracking "domestic storage". */
export const checkInStep = (actor?: StationActor, m?: Measured, before?: string | null): StationStep => ({
  action: 'checkIn',
  transitions: [[stationOp, 'checkIn'], [stationOp, 'store'], [storage, 'store'], [weighing, 'weigh']],
  set: m && actor && {
    in_weight: m.realWeight, in_length: m.length || null, in_width: m.width || null, in_height: m.height || null, in_box_count: m.boxCount,
    in_at: new Date(), in_by: actor.userId, in_by_name: actor.userName,
    // Priced again at these weights: at once by a scan, by the sweep after an upload (stationQuote.ts).
    station_priced_at: null,
  },
  changes: m && { weights: { inWeight: [before ?? null, m.realWeight] }, sizes: [m.length || null, m.width || null, m.height || null], boxes: m.boxCount },
  tracking: 'domestic_storage',
  operations: ['B04', 'B05'],
});

/**
 * Arrival if needed, then the inbound weighing, in one write. With `price`, the order's new price
 * (stationQuote.ts priceMeasured) is asked once the states allow the weighing, and written with it.
 */
export async function weighIn<P extends { set: Record<string, unknown> }>(
  q: TxQuery, actor: StationActor, order: ScannedOrder, m: Measured, price?: () => Promise<P>,
): Promise<P | undefined> {
  const checkIn = checkInStep(actor, m, order.inWeight);
  const planned = planWork(actor, { order, steps: order.stationOp === 'not_arrived' ? [arriveStep(), checkIn] : [checkIn] });
  const priced = price && (await price());
  if (priced) Object.assign(planned.set, priced.set);
  await writePlanned(q, actor, [planned]);
  return priced;
}

/** The outbound weighing's step: out of stock and storage (B06). */
export const checkOutStep = (outWeight?: string): StationStep => ({
  action: 'checkOut',
  transitions: [[stationOp, 'checkOut'], [storage, 'release'], [loading, 'checkOut']],
  set: { out_weight: outWeight, out_at: new Date() },
  changes: outWeight ? { weights: { outWeight: [null, outWeight] } } : undefined,
  operations: ['B06'],
});

/** The outbound weighing, refused by state first, then when the parcel would leave heavier than it came in. */
export async function weighOut(q: TxQuery, actor: StationActor, order: ScannedOrder, outWeight: string): Promise<void> {
  planStates(actor, order, checkOutStep());
  // Only a parcel weighed in has a weight to stay under (one in stock always has).
  if (!order.inWeight) throw new AppError('station.notWeighedIn', { orderNo: order.orderNo }).onFields('no');
  if (outWeightExceedsIn(outWeight, order.inWeight)) throw new AppError('station.outOverIn', { out: outWeight, in: order.inWeight }).onFields('outWeight');
  await applyStation(q, actor, order, checkOutStep(outWeight));
}

/** WL0105_01's marks (S14). */
export const MARKS = { storage: 'markReadyForStorage', delivery: 'markReadyForDelivery' } as const;
export type Mark = keyof typeof MARKS;
export const markStep = (mark: Mark): StationStep => ({ action: MARKS[mark], transitions: [[loading, MARKS[mark]]] });

/** A hold step (S19): its remark always, its reason when the parcel is held. */
export const holdStep = (action: 'deduct' | 'detain' | 'release', remark: string, reason?: string): StationStep => ({
  action,
  transitions: [[hold, action]],
  set: { hold_remark: remark, ...(reason ? { hold_reason: reason, held_at: new Date() } : {}) },
  changes: { holdRemark: remark, ...(reason ? { holdReason: reason } : {}) },
});

/**
 * WL0301_01 delivery dispatch: a parcel marked ready for delivery leaves the station with a carrier,
 * out of stock and out at once (B06, B09; tracking "domestic delivery"). The loading state is asked
 * first, so a parcel not marked (or already gone) is refused naming that state.
 */
export const dispatchDeliveryStep = (actor: StationActor, carrier: string): StationStep => ({
  action: 'dispatchDelivery',
  transitions: [[loading, 'dispatchDelivery'], [stationOp, 'checkOut'], [storage, 'release'], [stationOp, 'depart'], [delivery, 'dispatch']],
  set: { delivery_carrier: carrier, delivery_dispatched_at: new Date(), delivery_dispatched_by_name: actor.userName, out_at: new Date() },
  changes: { carrier },
  tracking: 'domestic_delivery',
  operations: ['B06', 'B09'],
});

/**
 * The carrier has handed a dispatched parcel over. No tracking event: the tracking statuses' "delivered"
 * is the recipient's, and a cross-border parcel handed on at home has not reached them.
 */
export const deliverStep = (): StationStep => ({ action: 'deliver', transitions: [[delivery, 'deliver']], set: { delivered_at: new Date() } });
