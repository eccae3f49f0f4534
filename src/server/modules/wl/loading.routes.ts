/**
 * WL0107_01 loading scan, WL0107_02 loading manifests, WL0107_11 unloading scan. A vehicle's
 * parcels are loaded on its open manifest, bound for a destination station, at the load weight
 * (badge B07); the manifest departs with them (B09, tracking "domestic delivery") and its
 * destination unloads them (B08): manifests.ts.
 */
import { defineRoutes } from '../../platform/route';
import { assertReadable, crudRoutes, idsBody, inTransaction, nameIn, nameOf, pickerRoute, pickIds, type CrudSpec } from '../../platform/resource';
import { sendDownload } from '../../platform/files/download';
import { t } from '../../platform/i18n';
import { manifestSheet } from './manifestSheet';
import './air.messages';
import { currentUser } from '../../platform/auth/types';
import { AppError } from '../../platform/errors';
import { MANIFEST_STATES } from '../../../domain/station/manifest';
import WL0107_01 from '../../../../schemas/wl/WL0107_01.json' with { type: 'json' };
import WL0107_11 from '../../../../schemas/wl/WL0107_11.json' with { type: 'json' };
import { listActor, stationActor } from './stationWork';
import { departManifest, loadParcel, openManifest, unloadManifest, unloadParcel, vehicleManifest } from './manifests';
import { scanRoute } from './scanRoute';
import { BAG_HANDOVER_NO } from './bags';
import { loadRefusal } from '../../../domain/station/stationStates';

const SCAN = 'wl/0107/01.html';
const MANIFESTS = 'wl/0107/02.html';
const UNLOAD = 'wl/0107/11.html';
const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const manifests: CrudSpec = {
  base: 'wl/0107',
  authority: MANIFESTS,
  noun: 'loading manifests',
  table: 'loading_manifest',
  fields: {
    manifestNo: { col: 'manifest_no', readOnly: true },
    vehicle: { col: 'vehicle', readOnly: true },
    stationName: { col: '', expr: nameOf('station x', 'x.id = t.station_id') },
    // The list offers "Unload" only where the manifest goes (or, with none, everywhere).
    toStationId: { col: 'to_station_id', kind: 'int', readOnly: true },
    toStationName: { col: '', expr: nameOf('station x', 'x.id = t.to_station_id') },
    pieces: { col: 'pieces', kind: 'int', readOnly: true },
    weight: { col: 'weight', kind: 'num', readOnly: true },
    state: { col: 'state', readOnly: true },
    // While it is on one, it is not unloaded.
    handoverNo: { col: '', expr: BAG_HANDOVER_NO },
    createdAt: { col: 'created_at', kind: 'time', readOnly: true },
    departedAt: { col: 'departed_at', kind: 'time', readOnly: true },
    departedByName: { col: 'departed_by_name', readOnly: true },
    unloadedAt: { col: 'unloaded_at', kind: 'time', readOnly: true },
  },
  filters: {
    state: { schema: { type: 'string', enum: [...MANIFEST_STATES] }, where: (p) => `t.state = ${p}` },
    toStationId: { schema: ID, where: (p) => `t.to_station_id = ${p}` },
  },
  search: ['t.manifest_no', 't.vehicle'],
  orderBy: 't.created_at desc',
  verbs: ['list'],
  // The station's own manifests, and those on the road to it: it unloads those. One opened before
  // destinations (none) is on the road to every station, as all were.
  async rowScope(req, params) {
    const user = currentUser(req);
    if (user.viewAll) return 'true';
    if (user.stationId === null) return `(t.state = 'departed' and t.to_station_id is null)`;
    const own = `$${params.push(user.stationId)}`;
    return `(t.station_id = ${own} or (t.state = 'departed' and (t.to_station_id = ${own} or t.to_station_id is null)))`;
  },
};

export default defineRoutes([
  ...crudRoutes(manifests),
  pickerRoute({
    url: 'wl/0107/station/options',
    authority: [MANIFESTS, SCAN],
    summary: 'Every station, as select options: the destination a loading scan opens a manifest for (any but its own), the destination WL0107_02 filters by',
    options: (req) => req.server.db.query(`select t.id as value, t.code || ' ' || ${nameIn(req)} as label from station t order by t.sort, t.code`),
  }),
  scanRoute<{ no: string; stationId?: number | null; vehicle: string; toStationId: number }>({
    url: 'wl/0107/scan',
    authority: SCAN,
    summary: "Loading scan: the parcel a number names (V17), if it may be loaded (S14: arrived, not out, not loaded, ready) for the destination (not the station's own, nor another than the vehicle's open manifest goes to); nothing changes",
    screen: WL0107_01,
    fields: ['no', 'stationId', 'vehicle', 'toStationId'],
    answer: { done: { type: 'boolean' } },
    async run(q, actor, order, body) {
      const why = loadRefusal(order.stationOp, order.loading);
      if (why) throw new AppError(`station.load.${why}`, { orderNo: order.orderNo }).onFields('no');
      await vehicleManifest(q, actor, body.vehicle, body.toStationId);
      return { done: false };
    },
  }),
  scanRoute<{ no: string; stationId?: number | null; vehicle: string; toStationId: number; loadWeight: string }>({
    url: 'wl/0107/load',
    authority: SCAN,
    summary: "Loads the parcel on the vehicle's open manifest at its load weight (B07), opening the manifest, bound for the destination station, when the vehicle has none; refused when the destination is the station's own or not where the vehicle's open manifest goes",
    screen: WL0107_01,
    fields: ['no', 'stationId', 'vehicle', 'toStationId', 'loadWeight'],
    answer: { orderNo: { type: 'string' }, manifestNo: { type: 'string' }, loadWeight: { type: 'string' }, pieces: { type: 'integer' } },
    async run(q, actor, order, body, req) {
      const manifest = await openManifest(q, actor, body.vehicle, body.toStationId, req.server.config.businessTimeZone);
      await loadParcel(q, actor, order, manifest, body.loadWeight);
      const [{ pieces }] = await q<{ pieces: number }>(`select pieces from loading_manifest where id = $1`, [manifest.id]);
      return { orderNo: order.orderNo, manifestNo: manifest.manifestNo, loadWeight: body.loadWeight, pieces };
    },
  }),
  {
    method: 'POST',
    url: 'wl/0107/depart',
    authority: MANIFESTS,
    summary: 'The manifests depart: every parcel loaded on them leaves the station (B09, tracking "domestic delivery"), all or none',
    body: idsBody,
    handler: async (req) => {
      const actor = listActor(req);
      return inTransaction(req.server.db, async (q) => {
        let pieces = 0;
        for (const id of pickIds(req.body as { ids?: number[]; id?: number })) pieces += (await departManifest(q, actor, id)).pieces;
        return { pieces };
      });
    },
  },
  {
    method: 'GET',
    url: 'wl/0107/print',
    authority: MANIFESTS,
    summary: 'The loading manifest: an A4 PDF of the manifest, its destination and every parcel loaded on it, with the loader\'s and the driver\'s signature lines (a manifest the list shows: the station\'s own or one on the road to it)',
    querystring: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } },
    raw: true,
    handler: async (req, reply) => {
      const { id } = req.query as { id: number };
      await assertReadable(req, manifests, id);
      const sheet = await manifestSheet((text, params) => req.server.db.query(text, params), id, req.server.config.businessTimeZone);
      return sendDownload(reply, { name: t(req.lang, 'station.manifestSheet.file', { manifestNo: sheet.manifestNo }), type: 'application/pdf', body: sheet.body });
    },
  },
  {
    method: 'POST',
    url: 'wl/0107/unload',
    authority: MANIFESTS,
    summary: "Unloads every parcel still on a departed manifest at the caller's station, its destination (they have arrived there, B08); a view-all caller unloads it at its destination; refused at another station",
    body: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } },
    handler: async (req) => {
      const actor = stationActor(req);
      return inTransaction(req.server.db, (q) => unloadManifest(q, actor, (req.body as { id: number }).id));
    },
  },
  scanRoute({
    url: 'wl/0107/unload/scan',
    authority: UNLOAD,
    summary: "Unloading scan: a parcel of a departed manifest has arrived at the caller's station (loaded → unloaded, out → arrived, B08); refused when the manifest goes to another station (not for view-all callers)",
    screen: WL0107_11,
    fields: ['no', 'stationId'],
    anyStation: true,
    answer: { done: { type: 'boolean' } },
    async run(q, actor, order) {
      await unloadParcel(q, actor, order);
      return { done: true };
    },
  }),
]);
