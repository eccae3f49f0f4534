/**
 * Loading manifests (WL0107_01/02/11): the open manifest of a vehicle at a station, bound for its
 * destination station, loading a parcel onto it, its departure (every parcel on it leaves the
 * station: tracking "domestic delivery", badge B09) and unloading at its destination (the parcel has
 * arrived there, B08), unless it is on a handover order (bags.ts). A manifest opened before
 * destinations existed has none: any station unloads it.
 */
import { AppError } from '../../platform/errors';
import { t, type Lang } from '../../platform/i18n';
import type { TxQuery } from '../../platform/resource';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { loading, loadRefusal, stationOp, storage } from '../../../domain/station/stationStates';
import { manifestFlow, manifestNoOf, type ManifestState } from '../../../domain/station/manifest';
import { onHandover } from '../../../domain/station/handover';
import { outWeightExceedsIn } from '../../../domain/station/weights';
import { todayIn } from '../../../domain/time/index';
import { applyStation, lockWhereOrders, type ScannedOrder, type StationActor } from './stationWork';
import { assertNotHandedOver, MANIFEST_BAG, onHandoverRefusal } from './bags';

export interface Manifest { id: number; manifestNo: string; stationId: number; toStationId: number | null; vehicle: string; state: ManifestState; handoverId: number | null }

const COLUMNS = `id::int, manifest_no as "manifestNo", station_id as "stationId", to_station_id as "toStationId", vehicle, state, handover_id::int as "handoverId"`;

/** A station's name in the reader's language, as a refusal names a manifest's destination. */
async function stationName(q: TxQuery, id: number, lang: Lang): Promise<string> {
  const [s] = await q<{ name: string }>(`select ${lang === 'en-US' ? 'name_en' : 'name_zh'} as name from station where id = $1`, [id]);
  return s?.name ?? '';
}

/**
 * The vehicle's open manifest at the actor's station (none yet: undefined), if it may take parcels
 * for `toStationId`. Refused on the destination field: the station's own, or not where the
 * vehicle's open manifest goes (one opened before destinations, with none, takes any).
 */
export async function vehicleManifest(q: TxQuery, actor: StationActor, vehicle: string, toStationId: number, lock = false): Promise<Manifest | undefined> {
  if (toStationId === actor.stationId) throw new AppError('station.manifest.toOwnStation').onFields('toStationId');
  const [open] = await q<Manifest>(
    `select ${COLUMNS} from loading_manifest where station_id = $1 and vehicle = $2 and state = 'loading'${lock ? ' for update' : ''}`, [actor.stationId, vehicle]);
  if (open && open.toStationId !== null && open.toStationId !== toStationId) {
    throw new AppError('station.manifest.otherDestination', { vehicle, manifestNo: open.manifestNo, station: await stationName(q, open.toStationId, actor.lang) }).onFields('toStationId');
  }
  return open;
}

/** The vehicle's open manifest at the actor's station, bound for `toStationId`: opened now when it has none (vehicleManifest's refusals). */
export async function openManifest(q: TxQuery, actor: StationActor, vehicle: string, toStationId: number, zone: string): Promise<Manifest> {
  const open = await vehicleManifest(q, actor, vehicle, toStationId, true);
  if (open) return boundFor(q, open, toStationId);
  const [{ seq }] = await q<{ seq: string }>(`select nextval('loading_manifest_no_seq') as seq`);
  // Two operators opening the same vehicle's manifest at once: one insert wins, both load onto it
  // if both named its destination (the other is told where it goes).
  await q(
    `insert into loading_manifest (manifest_no, station_id, to_station_id, vehicle, created_by) values ($1, $2, $3, $4, $5) on conflict do nothing`,
    [manifestNoOf(todayIn(zone, Date.now()), seq), actor.stationId, toStationId, vehicle, actor.userId],
  );
  return (await vehicleManifest(q, actor, vehicle, toStationId, true))!;
}

/** An open manifest opened before destinations goes where its next parcel is loaded for. */
async function boundFor(q: TxQuery, m: Manifest, toStationId: number): Promise<Manifest> {
  if (m.toStationId !== null) return m;
  await q(`update loading_manifest set to_station_id = $2 where id = $1`, [m.id, toStationId]);
  return { ...m, toStationId };
}

/**
 * Loads the parcel on the manifest (S14), refused naming why it may not (not arrived, already out,
 * already loaded, not ready). A parcel ready for delivery but not weighed out goes out of stock now,
 * at its load weight, which may not exceed its inbound weight either.
 */
export async function loadParcel(q: TxQuery, actor: StationActor, order: ScannedOrder, manifest: Manifest, loadWeight: string): Promise<void> {
  const why = loadRefusal(order.stationOp, order.loading);
  if (why) throw new AppError(`station.load.${why}`, { orderNo: order.orderNo }).onFields('no');
  if (order.inWeight && outWeightExceedsIn(loadWeight, order.inWeight)) {
    throw new AppError('station.loadOverIn', { load: loadWeight, in: order.inWeight }).onFields('loadWeight');
  }
  const takesOut = order.stationOp !== 'out_of_stock';
  await applyStation(q, actor, order, {
    action: 'load',
    transitions: [...(takesOut ? [[stationOp, 'checkOut'], [storage, 'release']] as const : []), [loading, 'load']],
    set: { manifest_id: manifest.id, load_weight: loadWeight, ...(takesOut ? { out_weight: loadWeight, out_at: new Date() } : {}) },
    changes: { weights: { loadWeight: [null, loadWeight] }, manifest: manifest.manifestNo },
    operations: ['B07'],
  });
  await q(`update loading_manifest set pieces = pieces + $2, weight = weight + $3::numeric where id = $1`, [manifest.id, order.pieces, loadWeight]);
}

/**
 * A manifest, locked, moved by `action` or refused naming its state: one of the actor's station
 * (any, view-all) departs; one on the road is unloaded by its destination (assertUnloadedHere).
 */
async function lockManifest(q: TxQuery, actor: StationActor, id: number, action: 'depart' | 'unload'): Promise<Manifest> {
  const [m] = await q<Manifest>(
    `select ${COLUMNS} from loading_manifest where id = $1 and ($4::boolean or station_id = $2 or $3::boolean) for update`, [id, actor.stationId, actor.viewAll, action === 'unload']);
  if (!m) throw new AppError('station.manifest.notFound');
  if (!manifestFlow.allowed(m.state, action)) {
    throw new AppError('station.manifest.refused', {
      manifestNo: m.manifestNo, state: dictionaryLabel('manifestState', m.state, actor.lang), action: t(actor.lang, `station.action.${action}`),
    });
  }
  return m;
}

/** The manifest departs: every parcel on it leaves the station (S13a → out, tracking "domestic delivery", B09). */
export async function departManifest(q: TxQuery, actor: StationActor, id: number): Promise<{ manifestNo: string; pieces: number }> {
  const m = await lockManifest(q, actor, id, 'depart');
  const parcels = await lockWhereOrders(q, actor, `o.manifest_id = $1 and o.loading_state = 'loaded'`, [m.id]);
  if (!parcels.length) throw new AppError('station.manifest.empty', { manifestNo: m.manifestNo });
  const at = { ...actor, stationId: m.stationId };
  for (const o of parcels) {
    await applyStation(q, at, o, { action: 'depart', transitions: [[stationOp, 'depart']], changes: { manifest: m.manifestNo }, tracking: 'domestic_delivery', operations: ['B09'] });
  }
  await q(`update loading_manifest set state = 'departed', departed_at = now(), departed_by_name = $2 where id = $1`, [m.id, actor.userName]);
  return { manifestNo: m.manifestNo, pieces: parcels.length };
}

/**
 * Unloads a parcel of a departed manifest at the actor's station: it has arrived there (B08); the
 * manifest is unloaded with its last parcel. One whose manifest or pallet is on a handover order
 * (gone, or going, to a carrier) is refused, naming the handover.
 */
export async function unloadParcel(q: TxQuery, actor: StationActor, order: ScannedOrder): Promise<void> {
  if (order.manifestId && order.loading === 'loaded') await assertUnloadedHere(q, actor, order.manifestId, order.orderNo);
  await assertNotHandedOver(q, actor, [order.id]);
  await unloadOne(q, actor, order);
}

async function unloadOne(q: TxQuery, actor: StationActor, order: ScannedOrder): Promise<void> {
  await applyStation(q, actor, order, {
    action: 'unload', transitions: [[loading, 'unload'], [stationOp, 'unload']], set: { arrived_at: new Date() }, operations: ['B08'], takesOver: true,
  });
  if (order.manifestId) {
    await q(
      `update loading_manifest m set state = 'unloaded', unloaded_at = now()
        where m.id = $1 and m.state = 'departed' and not exists (select 1 from orders o where o.manifest_id = m.id and o.loading_state = 'loaded')`,
      [order.manifestId],
    );
  }
}

/**
 * A departed manifest bound for another station than the actor's is not unloaded there: refused
 * naming it and its destination (and the scanned parcel's order). A view-all user unloads anywhere.
 */
async function assertUnloadedHere(q: TxQuery, actor: StationActor, id: number, orderNo?: string): Promise<void> {
  if (actor.viewAll) return;
  const [m] = await q<{ manifestNo: string; toStationId: number }>(
    `select manifest_no as "manifestNo", to_station_id as "toStationId" from loading_manifest where id = $1 and state = 'departed' and to_station_id <> $2`,
    [id, actor.stationId]);
  if (!m) return;
  const params = { manifestNo: m.manifestNo, station: await stationName(q, m.toStationId, actor.lang) };
  throw orderNo ? new AppError('station.unload.elsewhere', { ...params, orderNo }).onFields('no') : new AppError('station.manifest.elsewhere', params);
}

/**
 * WL0107_02 "Unload": every parcel still loaded on a departed manifest, at its destination (the
 * actor's station; a view-all user's unloading takes them to the destination, as a departure acts
 * at the manifest's own station); not one on a handover order (nor a parcel of it on a pallet that
 * is), which names the handover.
 */
export async function unloadManifest(q: TxQuery, actor: StationActor, id: number): Promise<{ manifestNo: string; pieces: number }> {
  const m = await lockManifest(q, actor, id, 'unload');
  await assertUnloadedHere(q, actor, m.id);
  if (onHandover(m)) throw await onHandoverRefusal(q, actor, MANIFEST_BAG, { no: m.manifestNo, handoverId: m.handoverId }, 'unload');
  const at = actor.viewAll && m.toStationId !== null ? { ...actor, stationId: m.toStationId } : actor;
  const parcels = await lockWhereOrders(q, at, `o.manifest_id = $1 and o.loading_state = 'loaded'`, [m.id]);
  await assertNotHandedOver(q, at, parcels.map((o) => o.id));
  for (const o of parcels) await unloadOne(q, at, o);
  return { manifestNo: m.manifestNo, pieces: parcels.length };
}
