/**
 * The bags a handover order takes (WL0108_01): departed loading manifests and closed pallets. One
 * description of each, so a handover reads, checks and frees them one way; the first held parcel in
 * a bag (S19) stops what would move it on, named with its bag; a bag on a handover order stays as
 * handed over (src/domain/station/handover.ts `onHandover`), and its refusal names that order.
 */
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { TxQuery } from '../../platform/resource';
import { HOLD_STATES, isHeld } from '../../../domain/station/stationStates';
import { manifestHandoverRefusal, onHandover, palletHandoverRefusal, type HandoverSourceRefusal } from '../../../domain/station/handover';
import type { StationActor } from './stationWork';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import './pallet.messages';
import './station.messages';
import './air.messages';

export interface Bag {
  kind: 'manifest' | 'pallet';
  table: 'loading_manifest' | 'pallet';
  /** Its number's column, and the name its messages give the number. */
  noColumn: string;
  noParam: 'manifestNo' | 'palletNo';
  /** The dictionary naming its states. */
  states: string;
  /** The orders' column pointing at it. */
  orderColumn: 'manifest_id' | 'pallet_id';
  /** Its parcels besides the pointer (a manifest's: still loaded on it), as `where` on alias o. */
  still: string;
  /** What it must be to be handed over, or why not. */
  handoverRefusal: (b: { state: string; handoverId: number | null }) => HandoverSourceRefusal | null;
  /** Message keys: one picked that does not exist here; not ready to hand over; on another handover; a parcel held; on a handover. */
  messages: { missing: string; notReady: string; onOther: string; held: string; onHandover: string };
}

export const MANIFEST_BAG: Bag = {
  kind: 'manifest', table: 'loading_manifest', noColumn: 'manifest_no', noParam: 'manifestNo', states: 'manifestState', orderColumn: 'manifest_id',
  still: `o.loading_state = 'loaded'`, handoverRefusal: manifestHandoverRefusal,
  messages: { missing: 'station.handover.manifestMissing', notReady: 'station.handover.notDeparted', onOther: 'station.handover.manifestOn', held: 'station.manifest.held', onHandover: 'station.manifest.onHandover' },
};

export const PALLET_BAG: Bag = {
  kind: 'pallet', table: 'pallet', noColumn: 'pallet_no', noParam: 'palletNo', states: 'palletState', orderColumn: 'pallet_id',
  still: 'true', handoverRefusal: palletHandoverRefusal,
  messages: { missing: 'station.handover.palletMissing', notReady: 'station.handover.notClosed', onOther: 'station.handover.palletOn', held: 'station.pallet.held', onHandover: 'station.pallet.onHandover' },
};

const BAGS = [MANIFEST_BAG, PALLET_BAG];

/** The parcels of the bags `$1` (ids), as `where` on alias o. */
export const bagParcels = (bag: Bag): string => `o.${bag.orderColumn} = any($1::bigint[]) and ${bag.still}`;

const HELD = HOLD_STATES.filter(isHeld);

/** The first parcel held (S19) in the bags `ids` refuses `action`, naming it, its state and its bag. */
export async function assertNoneHeld(q: TxQuery, actor: StationActor, bag: Bag, ids: number[], action: string): Promise<void> {
  const [held] = await q<{ orderNo: string; hold: string; no: string }>(
    `select o.order_no as "orderNo", o.hold_state as hold, b.${bag.noColumn} as no from orders o join ${bag.table} b on b.id = o.${bag.orderColumn}
      where ${bagParcels(bag)} and o.hold_state = any($2::text[]) order by o.id limit 1`, [ids, HELD]);
  if (held) {
    throw new AppError(bag.messages.held, {
      [bag.noParam]: held.no, orderNo: held.orderNo, state: dictionaryLabel('goodsRelease', held.hold, actor.lang), action: t(actor.lang, `station.action.${action}`),
    });
  }
}

/**
 * The bags `ids` of the actor's station a handover takes, locked: each must exist here, be ready
 * (a manifest departed, a pallet closed) and be on no other handover, or the first that is not is named.
 */
export async function lockBagsForHandover(q: TxQuery, actor: StationActor, bag: Bag, ids: number[]): Promise<{ id: number; no: string }[]> {
  const rows = await q<{ id: number; no: string; state: string; handoverId: number | null }>(
    `select b.id::int, b.${bag.noColumn} as no, b.state, b.handover_id::int as "handoverId"
       from ${bag.table} b where b.id = any($1::bigint[]) and b.station_id = $2 order by b.id for update`, [ids, actor.stationId]);
  if (rows.length !== new Set(ids).size) throw new AppError(bag.messages.missing);
  for (const b of rows) {
    const why = bag.handoverRefusal(b);
    if (why === 'onHandover' && onHandover(b)) throw new AppError(bag.messages.onOther, { [bag.noParam]: b.no, handoverNo: await handoverNoOf(q, b.handoverId) });
    if (why) throw new AppError(bag.messages.notReady, { [bag.noParam]: b.no, state: dictionaryLabel(bag.states, b.state, actor.lang) });
  }
  return rows;
}

/**
 * A handover's number, read after its bag was locked: by a statement of its own, so a handover
 * another operator created while this one waited for the lock is seen (a join in the locking
 * statement would read it from before the wait, as missing).
 */
async function handoverNoOf(q: TxQuery, id: number): Promise<string> {
  const [{ handoverNo }] = await q<{ handoverNo: string }>(`select handover_no as "handoverNo" from handover_order where id = $1`, [id]);
  return handoverNo;
}

/** Points the bags `ids` at the handover `handoverId`. */
export async function setBagsHandover(q: TxQuery, handoverId: number, bag: Bag, ids: number[]): Promise<void> {
  await q(`update ${bag.table} set handover_id = $1 where id = any($2::bigint[])`, [handoverId, ids]);
}

/** Frees every bag of the handover: it may go onto another. */
export async function freeBags(q: TxQuery, handoverId: number): Promise<void> {
  for (const bag of BAGS) await q(`update ${bag.table} set handover_id = null where handover_id = $1`, [handoverId]);
}

/** The number of the handover order a bag (alias t) is on, for the lists that show it. */
export const BAG_HANDOVER_NO = `(select h.handover_no from handover_order h where h.id = t.handover_id)`;

/** The numbers of a handover's bags, sorted and joined, as SQL over the handover's id (`idSql`). */
export const bagNosSql = (idSql: string): string =>
  `(select string_agg(n, ', ' order by n) from (${BAGS.map((b) => `select ${b.noColumn} as n from ${b.table} where handover_id = ${idSql}`).join(' union all ')}) b)`;

/** A bag on a handover order refuses `action`, naming that order. */
export async function onHandoverRefusal(q: TxQuery, actor: StationActor, bag: Bag, b: { no: string; handoverId: number }, action: string): Promise<AppError> {
  return new AppError(bag.messages.onHandover, { [bag.noParam]: b.no, handoverNo: await handoverNoOf(q, b.handoverId), action: t(actor.lang, `station.action.${action}`) });
}

/**
 * A parcel unloaded at the next station must not be in a bag on a handover order (handed, or
 * about to be handed, to a carrier): the first of `orderIds` that is refuses the unloading, naming
 * its bag and the order. The bags are share-locked, manifests before pallets as a handover takes
 * them, so a handover being drafted of one is waited for and seen.
 */
export async function assertNotHandedOver(q: TxQuery, actor: StationActor, orderIds: number[]): Promise<void> {
  for (const bag of BAGS) {
    const rows = await q<{ orderNo: string; no: string; handoverId: number | null }>(
      `select o.order_no as "orderNo", x.${bag.noColumn} as no, x.handover_id::int as "handoverId"
         from orders o join ${bag.table} x on x.id = o.${bag.orderColumn} where o.id = any($1::bigint[]) order by o.id for share of x`, [orderIds]);
    const on = rows.find(onHandover);
    if (on) {
      throw new AppError('station.unload.onHandover', {
        orderNo: on.orderNo, bag: t(actor.lang, `station.bag.${bag.kind}`, { no: on.no }), handoverNo: await handoverNoOf(q, on.handoverId),
      }).onFields('no');
    }
  }
}
