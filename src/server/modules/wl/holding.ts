/**
 * Holding parcels (S19 → deduction), one or many: WL0110_01's scan holds the parcel it names,
 * WL0105_01's bulk hold the rows ticked. Both go through `holdParcels`, so a parcel held either way
 * gets the same states, log line (reason and remark) and checks: at the caller's station (a
 * view-all caller: at any), and not held already. Many parcels are held all or none: every parcel
 * that may not be held is named in one refusal, and nothing is written.
 */
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { TxQuery } from '../../platform/resource';
import { actorAt, applyStations, assertAtStation, planStates, type ScannedOrder, type StationActor, type StationWork } from './stationWork';
import { holdStep } from './stationSteps';
import './station.messages';

/** Parcels one bulk hold takes: a station's page of ticked rows, with room to spare. */
export const HOLD_MAX = 200;

export interface Hold { holdReason: string; remark: string }

/** Refused before anything is locked when more than HOLD_MAX parcels are asked. */
export function assertHoldCount(count: number): void {
  if (count > HOLD_MAX) throw new AppError('station.hold.tooMany', { max: HOLD_MAX, given: count });
}

/**
 * Holds the locked `orders` with `hold`'s reason and remark. A refusal of one parcel alone (a scan)
 * is answered as it is; refusals of a batch are answered together, each naming its order.
 */
export async function holdParcels(q: TxQuery, actor: StationActor, orders: ScannedOrder[], hold: Hold): Promise<void> {
  const step = holdStep('deduct', hold.remark, hold.holdReason);
  const refused: { orderNo: string; error: AppError }[] = [];
  const byStation = new Map<number, { actor: StationActor; work: StationWork[] }>();
  for (const order of orders) {
    const at = actorAt(actor, order);
    try {
      if (!actor.viewAll) assertAtStation(order, actor);
      planStates(at, order, step);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.push({ orderNo: order.orderNo, error: err });
      continue;
    }
    const group = byStation.get(at.stationId) ?? { actor: at, work: [] };
    group.work.push({ order, steps: [step] });
    byStation.set(at.stationId, group);
  }
  if (refused.length && orders.length === 1) throw refused[0].error;
  if (refused.length) {
    const detail = refused.map((r) => t(actor.lang, r.error.key, r.error.params)).join(t(actor.lang, 'station.hold.separator'));
    throw new AppError('station.hold.refused', { count: refused.length, detail }, undefined, { orders: refused.map((r) => r.orderNo) });
  }
  // Each station's parcels in one write, logged as that station's (a view-all caller may tick several).
  for (const { actor: at, work } of byStation.values()) await applyStations(q, at, work);
}
