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
import { handoverFlow, handoverNoOf, manifestHandoverRefusal, palletHandoverRefusal, type HandoverAction, type HandoverState } from '../../../domain/station/handover';
import { todayIn } from '../../../domain/time/index';
import { applyStations, lockWhereOrders, type ScannedOrder, type StationActor } from './stationWork';
import { stationDocument } from './stationDocuments';
import { PARCEL_PIECES, PARCEL_WEIGHT } from './parcelWeight';
import './air.messages';

export interface Handover { id: number; handoverNo: string; stationId: number; carrier: string; state: HandoverState; mawbId: number | null }

const COLUMNS = `id::int, handover_no as "handoverNo", station_id as "stationId", carrier, state, mawb_id::int as "mawbId"`;

/** The parcels a handover's manifests (still loaded on them) and pallets carry, as `where` on alias o. */
export const HANDOVER_PARCELS = `o.id in (select x.id from orders x join loading_manifest m on m.id = x.manifest_id where m.handover_id = $1 and x.loading_state = 'loaded'
                   union select x.id from orders x join pallet p on p.id = x.pallet_id where p.handover_id = $1)`;

export const handoverRefused = (actor: StationActor, h: Handover, action: HandoverAction | 'confirmHandover' | 'bindMawb') => new AppError('station.handover.refused', {
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
 * actor's station and on no other handover, or refused naming the first that is not.
 */
export async function createHandover(q: TxQuery, actor: StationActor, zone: string, body: { carrier: string; manifestIds: number[]; palletIds: number[] }): Promise<Handover & { pieces: number; weight: string }> {
  if (!body.manifestIds.length && !body.palletIds.length) throw new AppError('station.handover.pick');
  const manifests = await q<{ id: number; manifestNo: string; state: string; handoverId: number | null; handoverNo: string | null }>(
    `select m.id::int, m.manifest_no as "manifestNo", m.state, m.handover_id::int as "handoverId", h.handover_no as "handoverNo"
       from loading_manifest m left join handover_order h on h.id = m.handover_id
      where m.id = any($1::bigint[]) and m.station_id = $2 order by m.id for update of m`, [body.manifestIds, actor.stationId]);
  if (manifests.length !== new Set(body.manifestIds).size) throw new AppError('station.handover.manifestMissing');
  for (const m of manifests) {
    const why = manifestHandoverRefusal(m);
    if (why === 'notDeparted') throw new AppError('station.handover.notDeparted', { manifestNo: m.manifestNo, state: dictionaryLabel('manifestState', m.state, actor.lang) });
    if (why) throw new AppError('station.handover.manifestOn', { manifestNo: m.manifestNo, handoverNo: m.handoverNo ?? '' });
  }
  const pallets = await q<{ id: number; palletNo: string; state: string; handoverId: number | null; handoverNo: string | null }>(
    `select p.id::int, p.pallet_no as "palletNo", p.state, p.handover_id::int as "handoverId", h.handover_no as "handoverNo"
       from pallet p left join handover_order h on h.id = p.handover_id
      where p.id = any($1::bigint[]) and p.station_id = $2 order by p.id for update of p`, [body.palletIds, actor.stationId]);
  if (pallets.length !== new Set(body.palletIds).size) throw new AppError('station.handover.palletMissing');
  for (const p of pallets) {
    const why = palletHandoverRefusal(p);
    if (why === 'notClosed') throw new AppError('station.handover.notClosed', { palletNo: p.palletNo, state: dictionaryLabel('palletState', p.state, actor.lang) });
    if (why) throw new AppError('station.handover.palletOn', { palletNo: p.palletNo, handoverNo: p.handoverNo ?? '' });
  }
  await assertPalletParcelsOut(q, actor, `o.pallet_id = any($1::bigint[])`, [body.palletIds]);

  const [{ seq }] = await q<{ seq: string }>(`select nextval('handover_no_seq') as seq`);
  const [h] = await q<Handover>(
    `insert into handover_order (handover_no, station_id, carrier, bags, created_by, created_by_name) values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
    [handoverNoOf(todayIn(zone, Date.now()), seq), actor.stationId, body.carrier, manifests.length + pallets.length, actor.userId, actor.userName],
  );
  await q(`update loading_manifest set handover_id = $1 where id = any($2::bigint[])`, [h.id, body.manifestIds]);
  await q(`update pallet set handover_id = $1 where id = any($2::bigint[])`, [h.id, body.palletIds]);
  const totals = await addUp(q, h.id);
  if (totals.pieces === 0) throw new AppError('station.handover.noParcels');
  return { ...h, ...totals };
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
