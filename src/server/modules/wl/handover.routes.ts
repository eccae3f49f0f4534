/**
 * WL0108_01 handover orders: drafted from departed loading manifests and closed pallets of the
 * station, confirmed with the carrier's signer or cancelled while a draft, printed as a handover
 * sheet, linked to a MAWB when bound (WL0113_11): handovers.ts.
 */
import { defineRoutes } from '../../platform/route';
import { crudRoutes, inTransaction, nameOf, pickerRoute, type CrudSpec, type TxQuery } from '../../platform/resource';
import { formBody } from '../../platform/formBody';
import { currentUser } from '../../platform/auth/types';
import { sendDownload } from '../../platform/files/download';
import { t } from '../../platform/i18n';
import { HANDOVER_STATES } from '../../../domain/station/handover';
import WL0108_01 from '../../../../schemas/wl/WL0108_01.json' with { type: 'json' };
import { listActor, stationActor } from './stationWork';
import { stationFilter, stationRows } from './stationRows';
import { cancelHandover, confirmHandover, createHandover, lockHandover } from './handovers';
import { bagNosSql } from './bags';
import { handoverSheet } from './handoverSheet';

const PAGE = 'wl/0108/01.html';
const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const byId = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } } as const;
const TOTALS = { handoverNo: { type: 'string' }, pieces: { type: 'integer' }, weight: { type: 'string' } };

export const handovers: CrudSpec = {
  base: 'wl/0108',
  authority: PAGE,
  noun: 'handover orders',
  table: 'handover_order',
  fields: {
    handoverNo: { col: 'handover_no', readOnly: true },
    stationName: { col: '', expr: nameOf('station x', 'x.id = t.station_id') },
    carrier: { col: 'carrier', readOnly: true },
    bags: { col: 'bags', kind: 'int', readOnly: true },
    pieces: { col: 'pieces', kind: 'int', readOnly: true },
    weight: { col: 'weight', kind: 'num', readOnly: true },
    state: { col: 'state', readOnly: true },
    // A cancelled order's bags point at it no more: it keeps their numbers.
    bagNos: { col: '', expr: `coalesce(t.cancelled_bag_nos, ${bagNosSql('t.id')})` },
    mawbNo: { col: '', expr: `(select substr(m.mawb_no, 1, 3) || '-' || substr(m.mawb_no, 4) from mawb m where m.id = t.mawb_id)` },
    createdAt: { col: 'created_at', kind: 'time', readOnly: true },
    createdByName: { col: 'created_by_name', readOnly: true },
    signer: { col: 'signer', readOnly: true },
    handedOverAt: { col: 'handed_over_at', kind: 'time', readOnly: true },
    handedOverByName: { col: 'handed_over_by_name', readOnly: true },
    cancelledAt: { col: 'cancelled_at', kind: 'time', readOnly: true },
    cancelledByName: { col: 'cancelled_by_name', readOnly: true },
  },
  filters: {
    state: { schema: { type: 'string', enum: [...HANDOVER_STATES] }, where: (p) => `t.state = ${p}` },
    stationId: stationFilter,
  },
  search: ['t.handover_no', 't.carrier', 't.signer'],
  orderBy: 't.created_at desc, t.id desc',
  verbs: ['list'],
  rowScope: stationRows(),
};

/** What a handover may take at the caller's station (any station's for view-all staff without one): not yet on a handover. */
const sourceOptions = (table: 'loading_manifest' | 'pallet', no: string, state: string) => async (req: Parameters<Parameters<typeof pickerRoute>[0]['options']>[0]) => {
  const user = currentUser(req);
  if (user.stationId === null && !user.viewAll) return [];
  return req.server.db.query<{ value: number; label: string }>(
    `select t.id::int as value, t.${no} || ' · ' || t.pieces || ' / ' || t.weight::text || ' kg' as label from ${table} t
      where t.state = $1 and t.handover_id is null and ($2::int is null or t.station_id = $2) order by t.created_at desc, t.id desc limit 200`,
    [state, user.stationId]);
};

export default defineRoutes([
  ...crudRoutes(handovers),
  pickerRoute({
    url: 'wl/0108/manifest/options',
    authority: [PAGE],
    summary: "Departed loading manifests of the caller's station not yet on a handover order",
    options: sourceOptions('loading_manifest', 'manifest_no', 'departed'),
  }),
  pickerRoute({
    url: 'wl/0108/pallet/options',
    authority: [PAGE],
    summary: "Closed pallets of the caller's station not yet on a handover order",
    options: sourceOptions('pallet', 'pallet_no', 'closed'),
  }),
  {
    method: 'POST',
    url: 'wl/0108/save',
    authority: PAGE,
    summary: 'Drafts a handover order to a carrier or airline from departed manifests and closed pallets of the station (each on one handover only); pieces and weight are its parcels\'',
    body: formBody(WL0108_01, 'create'),
    response: { type: 'object', properties: { id: { type: 'integer' }, ...TOTALS } },
    handler: async (req) => {
      const body = req.body as { stationId?: number | null; carrier: string; manifestIds?: number[]; palletIds?: number[] };
      const actor = stationActor(req, body.stationId);
      const h = await inTransaction(req.server.db, (q) => createHandover(q, actor, req.server.config.businessTimeZone, {
        carrier: body.carrier, manifestIds: body.manifestIds ?? [], palletIds: body.palletIds ?? [],
      }));
      return { id: h.id, handoverNo: h.handoverNo, pieces: h.pieces, weight: h.weight };
    },
  },
  {
    method: 'POST',
    url: 'wl/0108/confirm',
    authority: PAGE,
    summary: "Confirms a draft handover: the carrier's signer and the time are recorded, and each parcel's order log names the handover (a held parcel refuses it)",
    body: formBody(WL0108_01, 'confirm'),
    response: { type: 'object', properties: TOTALS },
    handler: async (req) => {
      const body = req.body as { id: number; signer: string };
      const actor = listActor(req);
      return inTransaction(req.server.db, (q) => confirmHandover(q, actor, body.id, body.signer));
    },
  },
  {
    method: 'POST',
    url: 'wl/0108/cancel',
    authority: PAGE,
    summary: 'Cancels a draft handover order: its manifests and pallets are free for another handover (a confirmed one is refused)',
    body: byId,
    response: { type: 'object', properties: { handoverNo: { type: 'string' } } },
    handler: async (req) => {
      const actor = listActor(req);
      return inTransaction(req.server.db, (q) => cancelHandover(q, actor, (req.body as { id: number }).id));
    },
  },
  {
    method: 'GET',
    url: 'wl/0108/print',
    authority: PAGE,
    summary: 'The handover sheet: an A4 PDF of the handover and every parcel on it, with signature lines',
    querystring: byId,
    raw: true,
    handler: async (req, reply) => {
      const actor = listActor(req);
      const q: TxQuery = (text, params) => req.server.db.query(text, params);
      const h = await lockHandover(q, actor, (req.query as { id: number }).id, false);
      const sheet = await handoverSheet(q, h.id, req.server.config.businessTimeZone);
      return sendDownload(reply, { name: t(req.lang, 'station.handoverSheet.file', { handoverNo: sheet.handoverNo }), type: 'application/pdf', body: sheet.body });
    },
  },
]);
