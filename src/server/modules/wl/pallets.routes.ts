/**
 * WL0117_01 palletising scan (build and close a pallet) and WL0117_02 pallet list (open again,
 * dismantle, print the pallet label): pallets.ts.
 */
import { defineRoutes } from '../../platform/route';
import { crudRoutes, inTransaction, nameOf, type CrudSpec } from '../../platform/resource';
import { formBody } from '../../platform/formBody';
import { sendDownload } from '../../platform/files/download';
import { t } from '../../platform/i18n';
import { PALLET_STATES, labelPrintable } from '../../../domain/station/pallet';
import WL0117_01 from '../../../../schemas/wl/WL0117_01.json' with { type: 'json' };
import { listActor, stationActor } from './stationWork';
import { scanRoute } from './scanRoute';
import { BAG_HANDOVER_NO } from './bags';
import { stationFilter, stationRows } from './stationRows';
import { closePallet, dismantlePallet, lockPallet, palletRefused, lockPalletNo, openPallet, palletiseParcel, reopenPallet } from './pallets';
import { renderPalletLabel } from './palletLabel';
import { STATION_ON_PAPER } from './stationDocuments';

const SCAN = 'wl/0117/01.html';
const LIST = 'wl/0117/02.html';
const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const idBody = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } } as const;
const PALLET_ANSWER = { palletNo: { type: 'string' }, pieces: { type: 'integer' }, weight: { type: 'string' } };

export const pallets: CrudSpec = {
  base: 'wl/0117',
  authority: LIST,
  noun: 'pallets',
  table: 'pallet',
  fields: {
    palletNo: { col: 'pallet_no', readOnly: true },
    stationName: { col: '', expr: nameOf('station x', 'x.id = t.station_id') },
    pieces: { col: 'pieces', kind: 'int', readOnly: true },
    weight: { col: 'weight', kind: 'num', readOnly: true },
    state: { col: 'state', readOnly: true },
    // While it is on one, it is neither opened again nor dismantled.
    handoverNo: { col: '', expr: BAG_HANDOVER_NO },
    createdAt: { col: 'created_at', kind: 'time', readOnly: true },
    createdByName: { col: 'created_by_name', readOnly: true },
    closedAt: { col: 'closed_at', kind: 'time', readOnly: true },
    closedByName: { col: 'closed_by_name', readOnly: true },
    dismantledAt: { col: 'dismantled_at', kind: 'time', readOnly: true },
  },
  filters: {
    state: { schema: { type: 'string', enum: [...PALLET_STATES] }, where: (p) => `t.state = ${p}` },
    stationId: stationFilter,
  },
  search: ['t.pallet_no'],
  orderBy: 't.created_at desc, t.id desc',
  verbs: ['list'],
  rowScope: stationRows(),
};

export default defineRoutes([
  ...crudRoutes(pallets),
  scanRoute<{ no: string; stationId?: number | null; palletNo?: string }>({
    url: 'wl/0117/scan',
    authority: SCAN,
    summary: 'Palletising scan: the parcel a number names (V17), in stock, not held and on no pallet, goes onto the open pallet named (a new one when none is); its boxes and inbound weight add to the pallet',
    screen: WL0117_01,
    fields: ['no', 'stationId', 'palletNo'],
    answer: { done: { type: 'boolean' }, ...PALLET_ANSWER },
    async run(q, actor, order, body, req) {
      const named = body.palletNo?.trim();
      const p = await palletiseParcel(q, actor, order, () => (named ? lockPalletNo(q, actor, named) : openPallet(q, actor, req.server.config.businessTimeZone)));
      return { done: true, palletNo: p.palletNo, pieces: p.pieces, weight: p.weight };
    },
  }),
  {
    method: 'POST',
    url: 'wl/0117/close',
    authority: SCAN,
    summary: 'Closes the open pallet named at the caller\'s station (one with no parcel on it is refused, V10)',
    body: formBody(WL0117_01, undefined, { only: ['palletNo', 'stationId'], sentRequired: ['palletNo'] }),
    response: { type: 'object', properties: PALLET_ANSWER },
    handler: async (req) => {
      const body = req.body as { palletNo: string; stationId?: number | null };
      const actor = stationActor(req, body.stationId);
      const p = await inTransaction(req.server.db, async (q) => closePallet(q, actor, await lockPalletNo(q, actor, body.palletNo)));
      return { palletNo: p.palletNo, pieces: p.pieces, weight: p.weight };
    },
  },
  {
    method: 'POST',
    url: 'wl/0117/reopen',
    authority: LIST,
    summary: 'Opens a closed pallet again: parcels may be scanned onto it',
    body: idBody,
    response: { type: 'object', properties: PALLET_ANSWER },
    handler: async (req) => {
      const actor = listActor(req);
      const p = await inTransaction(req.server.db, (q) => reopenPallet(q, actor, (req.body as { id: number }).id));
      return { palletNo: p.palletNo, pieces: p.pieces, weight: p.weight };
    },
  },
  {
    method: 'POST',
    url: 'wl/0117/dismantle',
    authority: LIST,
    summary: "Dismantles an open or closed pallet: every parcel comes off it at once (each order's log says so)",
    body: idBody,
    response: { type: 'object', properties: { palletNo: { type: 'string' }, pieces: { type: 'integer' } } },
    handler: async (req) => {
      const actor = listActor(req);
      return inTransaction(req.server.db, (q) => dismantlePallet(q, actor, (req.body as { id: number }).id));
    },
  },
  {
    method: 'GET',
    url: 'wl/0117/label',
    authority: LIST,
    summary: 'The pallet label of a closed pallet: a 100 × 100 mm PDF with its number as Code 128 and text, station, pieces, weight, closing time',
    querystring: idBody,
    raw: true,
    handler: async (req, reply) => {
      const actor = listActor(req);
      const p = await lockPallet((text, params) => req.server.db.query(text, params), actor, (req.query as { id: number }).id);
      const [row] = await req.server.db.query<{ station: string; closedAt: Date | null }>(
        `select ${STATION_ON_PAPER} as station, p.closed_at as "closedAt" from pallet p join station s on s.id = p.station_id where p.id = $1`, [p.id]);
      if (!labelPrintable(p.state) || !row.closedAt) throw palletRefused(actor, p, 'printLabel');
      const body = await renderPalletLabel({
        palletNo: p.palletNo, station: row.station, pieces: p.pieces, weight: p.weight, closedAt: new Date(row.closedAt), zone: req.server.config.businessTimeZone,
      });
      return sendDownload(reply, { name: t(req.lang, 'station.palletLabel.file', { palletNo: p.palletNo }), type: 'application/pdf', body });
    },
  },
]);
