/**
 * Pallets (WL0117_01/02): a parcel in stock at the station scanned onto an open pallet (its boxes
 * and inbound weight added to the pallet's), the pallet closed (never with a held parcel on it),
 * opened again, or dismantled (every parcel taken off at once; neither while it is on a handover
 * order). Each parcel's order log records the pallet it went on or came off.
 */
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { TxQuery } from '../../platform/resource';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { palletFlow, palletNoOf, palletRefusal, takesParcels, type PalletAction, type PalletState } from '../../../domain/station/pallet';
import { todayIn } from '../../../domain/time/index';
import { applyStation, lockWhereOrders, stateRefusal, type ScannedOrder, type StationActor } from './stationWork';
import { stationDocument } from './stationDocuments';
import { assertNoneHeld, onHandoverRefusal, PALLET_BAG } from './bags';
import { onHandover } from '../../../domain/station/handover';
import './pallet.messages';

export interface Pallet { id: number; palletNo: string; stationId: number; state: PalletState; pieces: number; weight: string; handoverId: number | null }

const COLUMNS = `id::int, pallet_no as "palletNo", station_id as "stationId", state, pieces, weight::text, handover_id::int as "handoverId"`;

export const palletRefused = (actor: StationActor, p: Pallet, action: PalletAction | 'palletise' | 'printLabel') => new AppError('station.pallet.refused', {
  palletNo: p.palletNo, state: dictionaryLabel('palletState', p.state, actor.lang), action: t(actor.lang, `station.action.${action}`),
});

/** A new open pallet at the actor's station. */
export async function openPallet(q: TxQuery, actor: StationActor, zone: string): Promise<Pallet> {
  const [{ seq }] = await q<{ seq: string }>(`select nextval('pallet_no_seq') as seq`);
  const [p] = await q<Pallet>(
    `insert into pallet (pallet_no, station_id, created_by, created_by_name) values ($1, $2, $3, $4) returning ${COLUMNS}`,
    [palletNoOf(todayIn(zone, Date.now()), seq), actor.stationId, actor.userId, actor.userName],
  );
  return p;
}

/** The pallet a scan names by its number, locked: at the actor's station (a view-all caller's chosen one). */
export async function lockPalletNo(q: TxQuery, actor: StationActor, palletNo: string): Promise<Pallet> {
  const [p] = await q<Pallet>(`select ${COLUMNS} from pallet where pallet_no = $1 and station_id = $2 for update`, [palletNo.trim().toUpperCase(), actor.stationId]);
  if (!p) throw new AppError('station.pallet.notFound', { palletNo: palletNo.trim() }).onFields('palletNo');
  return p;
}

/**
 * A pallet a list acts on, at the actor's station or (view-all) any; locked when `action` will
 * change it, and refused naming its state when `action` may not run, or the handover order it is
 * on (it stays as handed over). One outside reads as missing.
 */
export async function lockPallet(q: TxQuery, actor: StationActor, id: number, action?: PalletAction): Promise<Pallet> {
  const p = await stationDocument<Pallet>(q, actor, { table: 'pallet', columns: COLUMNS, missing: 'station.pallet.missing' }, id, !!action);
  if (action && !palletFlow.allowed(p.state, action)) throw palletRefused(actor, p, action);
  if (action && onHandover(p)) throw await onHandoverRefusal(q, actor, PALLET_BAG, { no: p.palletNo, handoverId: p.handoverId }, action);
  return p;
}

/**
 * The scanned parcel goes onto the pallet, refused naming why it may not: held, not in stock, already
 * on a pallet (which one), or the pallet no longer open. Its boxes and inbound weight add to the pallet's.
 */
export async function palletiseParcel(q: TxQuery, actor: StationActor, order: ScannedOrder, pallet: () => Promise<Pallet>): Promise<Pallet> {
  const [on] = await q<{ id: number; palletNo: string; state: PalletState }>(
    `select p.id::int, p.pallet_no as "palletNo", p.state from orders o join pallet p on p.id = o.pallet_id where o.id = $1`, [order.id]);
  const why = palletRefusal({ stationOp: order.stationOp, hold: order.hold, palletId: on?.id ?? null });
  if (why === 'held') throw stateRefusal(actor, order, 'goodsRelease', order.hold, 'palletise');
  if (why === 'notInStock') {
    throw new AppError('station.pallet.notInStock', { orderNo: order.orderNo, state: dictionaryLabel('stationOpStatus', order.stationOp, actor.lang) }).onFields('no');
  }
  if (why === 'onPallet') {
    throw new AppError('station.pallet.parcelOn', { orderNo: order.orderNo, palletNo: on.palletNo, state: dictionaryLabel('palletState', on.state, actor.lang) }).onFields('no');
  }
  const p = await pallet();
  if (!takesParcels(p.state)) throw palletRefused(actor, p, 'palletise').onFields('palletNo');
  // An in-stock parcel has been weighed in: its inbound weight is what it adds.
  await applyStation(q, actor, order, { action: 'palletise', transitions: [], set: { pallet_id: p.id }, changes: { pallet: p.palletNo } });
  const [now] = await q<Pallet>(
    `update pallet set pieces = pieces + $2, weight = weight + $3::numeric where id = $1 returning ${COLUMNS}`, [p.id, order.pieces, order.inWeight ?? '0']);
  return now;
}

/**
 * Closes an open pallet; one with nothing on it is refused (V10: at least one parcel), and one
 * carrying a held parcel (S19: it goes nowhere until released), naming the parcel.
 */
export async function closePallet(q: TxQuery, actor: StationActor, p: Pallet): Promise<Pallet> {
  if (!palletFlow.allowed(p.state, 'close')) throw palletRefused(actor, p, 'close');
  if (p.pieces === 0) throw new AppError('station.pallet.empty', { palletNo: p.palletNo });
  await assertNoneHeld(q, actor, PALLET_BAG, [p.id], 'close');
  const [closed] = await q<Pallet>(
    `update pallet set state = 'closed', closed_at = now(), closed_by_name = $2 where id = $1 returning ${COLUMNS}`, [p.id, actor.userName]);
  return closed;
}

/** Opens a closed pallet again: parcels may be scanned onto it (its closing is forgotten). */
export async function reopenPallet(q: TxQuery, actor: StationActor, id: number): Promise<Pallet> {
  const p = await lockPallet(q, actor, id, 'reopen');
  const [open] = await q<Pallet>(`update pallet set state = 'open', closed_at = null, closed_by_name = null where id = $1 returning ${COLUMNS}`, [p.id]);
  return open;
}

/** Dismantles a pallet: every parcel comes off it at once, each order's log saying so; the pallet is empty and ends. */
export async function dismantlePallet(q: TxQuery, actor: StationActor, id: number): Promise<{ palletNo: string; pieces: number }> {
  const p = await lockPallet(q, actor, id, 'dismantle');
  const parcels = await lockWhereOrders(q, actor, `o.pallet_id = $1`, [p.id]);
  // Each parcel's log names its station, which is the pallet's.
  const at = { ...actor, stationId: p.stationId };
  for (const o of parcels) await applyStation(q, at, o, { action: 'dismantle', transitions: [], set: { pallet_id: null }, changes: { pallet: p.palletNo } });
  await q(`update pallet set state = 'dismantled', dismantled_at = now(), pieces = 0, weight = 0 where id = $1`, [p.id]);
  return { palletNo: p.palletNo, pieces: parcels.length };
}
