/**
 * Handover orders (WL0108_01): departed loading manifests and closed pallets of a station handed to
 * a carrier or an airline. A draft names what it hands over (pieces and weight from its parcels);
 * confirming records the signer and time, and each parcel's order log says which handover took it
 * (the parcels are locked and checked through the station pipeline: a held one stops it all).
 */
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { TxQuery } from '../../platform/resource';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { handoverFlow, handoverNoOf, type HandoverAction, type HandoverState } from '../../../domain/station/handover';
import { todayIn } from '../../../domain/time/index';
import { applyStations, lockWhereOrders, type ScannedOrder, type StationActor } from './stationWork';
import { stationDocument } from './stationDocuments';
import { PARCEL_PIECES, PARCEL_WEIGHT } from './parcelWeight';
import { assertNoneHeld, bagNosSql, freeBags, lockBagsForHandover, MANIFEST_BAG, PALLET_BAG, setBagsHandover, type Bag } from './bags';
import './air.messages';

export interface Handover { id: number; handoverNo: string; stationId: number; carrier: string; state: HandoverState; mawbId: number | null }

const COLUMNS = `id::int, handover_no as "handoverNo", station_id as "stationId", carrier, state, mawb_id::int as "mawbId"`;

/** The parcels a handover's manifests (still loaded on them) and pallets carry, as `where` on alias o. */
export const HANDOVER_PARCELS = `o.id in (select x.id from orders x join loading_manifest m on m.id = x.manifest_id where m.handover_id = $1 and x.loading_state = 'loaded'
                   union select x.id from orders x join pallet p on p.id = x.pallet_id where p.handover_id = $1)`;

export const handoverRefused = (actor: StationActor, h: Handover, action: HandoverAction | 'confirmHandover' | 'cancelHandover' | 'bindMawb') => new AppError('station.handover.refused', {
  handoverNo: h.handoverNo, state: dictionaryLabel('handoverState', h.state, actor.lang), action: t(actor.lang, `station.action.${action}`),
});

/** A handover a list acts on, at the actor's station or (view-all) any, locked unless only read; one outside reads as missing. */
export async function lockHandover(q: TxQuery, actor: StationActor, id: number, lock = true): Promise<Handover> {
  return stationDocument<Handover>(q, actor, { table: 'handover_order', columns: COLUMNS, missing: 'station.handover.missing' }, id, lock);
}

/** A handover a scan names by its number, at the actor's station, locked. */
export async function lockHandoverNo(q: TxQuery, actor: StationActor, no: string): Promise<Handover> {
  const [h] = await q<Handover>(`select ${COLUMNS} from handover_order where handover_no = $1 and station_id = $2 for update`, [no, actor.stationId]);
  if (!h) throw new AppError('station.handover.notFound', { handoverNo: no }).onFields('no');
  return h;
}

/** A pallet's parcels must have left the station with their manifest before the pallet is handed over. */
async function assertPalletParcelsOut(q: TxQuery, actor: StationActor, where: string, params: unknown[]): Promise<void> {
  const [inside] = await q<{ orderNo: string; palletNo: string; stationOp: string }>(
    `select o.order_no as "orderNo", p.pallet_no as "palletNo", o.station_op as "stationOp" from orders o join pallet p on p.id = o.pallet_id
      where ${where} and o.station_op <> 'out' order by o.id limit 1`, params);
  if (inside) {
    throw new AppError('station.handover.notOut', { ...inside, state: dictionaryLabel('stationOpStatus', inside.stationOp, actor.lang) });
  }
}

/**
 * A draft handover to `carrier` of the departed manifests and closed pallets picked, all at the
 * actor's station, on no other handover and carrying no held parcel (a pallet's parcels out of the
 * station too), or refused naming the first that is not.
 */
export async function createHandover(q: TxQuery, actor: StationActor, zone: string, body: { carrier: string; manifestIds: number[]; palletIds: number[] }): Promise<Handover & { pieces: number; weight: string }> {
  if (!body.manifestIds.length && !body.palletIds.length) throw new AppError('station.handover.pick');
  const picked: { bag: Bag; ids: number[]; parcelsReady?: () => Promise<void> }[] = [
    { bag: MANIFEST_BAG, ids: body.manifestIds },
    { bag: PALLET_BAG, ids: body.palletIds, parcelsReady: () => assertPalletParcelsOut(q, actor, `o.pallet_id = any($1::bigint[])`, [body.palletIds]) },
  ];
  let bags = 0;
  for (const { bag, ids, parcelsReady } of picked) {
    bags += (await lockBagsForHandover(q, actor, bag, ids)).length;
    await parcelsReady?.();
    await assertNoneHeld(q, actor, bag, ids, 'handOver');
  }

  const [{ seq }] = await q<{ seq: string }>(`select nextval('handover_no_seq') as seq`);
  const [h] = await q<Handover>(
    `insert into handover_order (handover_no, station_id, carrier, bags, created_by, created_by_name) values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
    [handoverNoOf(todayIn(zone, Date.now()), seq), actor.stationId, body.carrier, bags, actor.userId, actor.userName],
  );
  for (const { bag, ids } of picked) await setBagsHandover(q, h.id, bag, ids);
  const totals = await addUp(q, h.id);
  if (totals.pieces === 0) throw new AppError('station.handover.noParcels');
  return { ...h, ...totals };
}

/**
 * Cancels a draft handover: its manifests and pallets are free for another one. It keeps their
 * numbers, who cancelled it and when; no parcel has moved (a draft hands nothing over), so no
 * order's log changes. A confirmed one is refused, naming its state.
 */
export async function cancelHandover(q: TxQuery, actor: StationActor, id: number): Promise<{ handoverNo: string }> {
  const h = await lockHandover(q, actor, id);
  const next = handoverFlow.next(h.state, 'cancel');
  if (!next.ok) throw handoverRefused(actor, h, 'cancelHandover');
  await q(`update handover_order h set state = $2, cancelled_at = now(), cancelled_by_name = $3, cancelled_bag_nos = ${bagNosSql('h.id')} where h.id = $1`,
    [h.id, next.to, actor.userName]);
  await freeBags(q, h.id);
  return { handoverNo: h.handoverNo };
}

/** The handover's pieces and weight, its parcels' (numeric), stored on it. */
async function addUp(q: TxQuery, id: number): Promise<{ pieces: number; weight: string }> {
  const [row] = await q<{ pieces: number; weight: string }>(
    `update handover_order h set pieces = s.pieces, weight = s.weight
       from (select coalesce(sum(${PARCEL_PIECES}), 0)::int as pieces, coalesce(sum(${PARCEL_WEIGHT}), 0) as weight from orders o where ${HANDOVER_PARCELS}) s
      where h.id = $1 returning h.pieces, h.weight::text`, [id]);
  return row;
}

/**
 * Confirms a draft handover: the carrier's signer has signed, now. Its pallets must still be closed
 * and their parcels out; every parcel, locked, is handed over through the station pipeline (its
 * log names the handover and carrier; a held parcel refuses it all). Totals are taken again.
 */
export async function confirmHandover(q: TxQuery, actor: StationActor, id: number, signer: string): Promise<{ handoverNo: string; pieces: number; weight: string }> {
  const h = await lockHandover(q, actor, id);
  if (!handoverFlow.allowed(h.state, 'confirm')) throw handoverRefused(actor, h, 'confirmHandover');
  const [reopened] = await q<{ palletNo: string; state: string }>(
    `select pallet_no as "palletNo", state from pallet where handover_id = $1 and state <> 'closed' order by id limit 1 for update`, [h.id]);
  if (reopened) throw new AppError('station.handover.notClosed', { palletNo: reopened.palletNo, state: dictionaryLabel('palletState', reopened.state, actor.lang) });
  await assertPalletParcelsOut(q, actor, `p.handover_id = $1`, [h.id]);
  const parcels: ScannedOrder[] = await lockWhereOrders(q, actor, HANDOVER_PARCELS, [h.id]);
  if (!parcels.length) throw new AppError('station.handover.noParcels');
  const at = { ...actor, stationId: h.stationId };
  await applyStations(q, at, parcels.map((order) => ({
    order, steps: [{ action: 'handOver', transitions: [], set: { handover_id: h.id }, changes: { handover: h.handoverNo, carrier: h.carrier } }],
  })));
  await q(`update handover_order set state = 'handed_over', signer = $2, handed_over_at = now(), handed_over_by_name = $3 where id = $1`, [h.id, signer, actor.userName]);
  return { handoverNo: h.handoverNo, ...(await addUp(q, h.id)) };
}
