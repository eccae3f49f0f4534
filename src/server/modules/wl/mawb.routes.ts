/**
 * WL0113_01 air master orders (create, correct while open, close: tracking "shipment start", print the cargo manifest)
 * and WL0113_11 binding (scan a parcel, a handover order or a pallet onto an open MAWB, or take it
 * off): mawbs.ts. The scan answers as the scan screens do ({done, order}); a handover or pallet has
 * no one parcel to show, so its answer names what was bound instead.
 */
import { defineRoutes } from '../../platform/route';
import { crudRoutes, idsBody, inTransaction, nameOf, pickIds, type CrudSpec } from '../../platform/resource';
import { formBody } from '../../platform/formBody';
import { MAWB_STATES } from '../../../domain/station/mawb';
import WL0113_01 from '../../../../schemas/wl/WL0113_01.json' with { type: 'json' };
import WL0113_11 from '../../../../schemas/wl/WL0113_11.json' with { type: 'json' };
import { listActor, stationActor } from './stationWork';
import { stationFilter, stationRows } from './stationRows';
import { bindToMawb, createMawb, moveMawb, unbindFromMawb, updateMawb, type MawbInput } from './mawbs';
import { scannedSummary, SCANNED_SCHEMA } from './scanned';
import { mawbDisplay } from '../../../domain/station/mawb';

const LIST = 'wl/0113/01.html';
const BIND = 'wl/0113/11.html';

/** The MAWB number as people write it (999-12345675); searched as typed, with or without the dash. */
export const MAWB_NO_SHOWN = `substr(t.mawb_no, 1, 3) || '-' || substr(t.mawb_no, 4)`;
export const MAWB_HANDOVERS = `(select string_agg(h.handover_no, ', ' order by h.handover_no) from handover_order h where h.mawb_id = t.id)`;

export const mawbs: CrudSpec = {
  base: 'wl/0113',
  authority: LIST,
  noun: 'MAWBs',
  table: 'mawb',
  fields: {
    mawbNo: { col: '', expr: MAWB_NO_SHOWN },
    airline: { col: 'airline', readOnly: true },
    flight: { col: 'flight', readOnly: true },
    origin: { col: 'origin', readOnly: true },
    destination: { col: 'destination', readOnly: true },
    departureDate: { col: 'departure_date', kind: 'date', readOnly: true },
    stationName: { col: '', expr: nameOf('station x', 'x.id = t.station_id') },
    pieces: { col: 'pieces', kind: 'int', readOnly: true },
    weight: { col: 'weight', kind: 'num', readOnly: true },
    state: { col: 'state', readOnly: true },
    handoverNos: { col: '', expr: MAWB_HANDOVERS },
    createdAt: { col: 'created_at', kind: 'time', readOnly: true },
    createdByName: { col: 'created_by_name', readOnly: true },
    closedAt: { col: 'closed_at', kind: 'time', readOnly: true },
    closedByName: { col: 'closed_by_name', readOnly: true },
  },
  filters: {
    state: { schema: { type: 'string', enum: [...MAWB_STATES] }, where: (p) => `t.state = ${p}` },
    stationId: stationFilter,
  },
  search: ['t.mawb_no', MAWB_NO_SHOWN, 't.flight', 't.airline'],
  orderBy: 't.created_at desc, t.id desc',
  // The detail loads the form that corrects an open MAWB.
  verbs: ['list', 'detail'],
  rowScope: stationRows(),
};

const MAWB_ANSWER = { mawbNo: { type: 'string' }, pieces: { type: 'integer' }, weight: { type: 'string' } };
const SCAN_ANSWER = { type: 'object', properties: { done: { type: 'boolean' }, bound: { type: 'string' }, parcels: { type: 'integer' }, ...MAWB_ANSWER, order: SCANNED_SCHEMA } };

type ScanBody = { stationId?: number | null; mawbNo: string; no?: string; unbindNo?: string };

export default defineRoutes([
  ...crudRoutes(mawbs),
  {
    method: 'POST',
    url: 'wl/0113/save',
    authority: LIST,
    summary: 'Creates an open MAWB at the station: its number (3-digit airline prefix, 8-digit serial with the IATA check digit), airline, flight, origin, destination, departure date. With an id, corrects an open MAWB: the fields sent, its number only while no parcel is bound',
    body: formBody(WL0113_01, 'create', { id: true }),
    response: { type: 'object', properties: { id: { type: 'integer' }, mawbNo: { type: 'string' } } },
    handler: async (req) => {
      const { id, stationId, ...input } = req.body as { id?: number | null; stationId?: number | null } & MawbInput;
      if (id) {
        const actor = listActor(req);
        return inTransaction(req.server.db, (q) => updateMawb(q, actor, id, input));
      }
      const actor = stationActor(req, stationId);
      return inTransaction(req.server.db, (q) => createMawb(q, actor, input));
    },
  },
  {
    method: 'POST',
    url: 'wl/0113/close',
    authority: LIST,
    summary: 'Closes open MAWBs (never an empty one): every parcel on them starts its shipment (tracking "shipment start"), all or none',
    body: idsBody,
    handler: async (req) => {
      const actor = listActor(req);
      return inTransaction(req.server.db, async (q) => {
        let pieces = 0;
        for (const id of pickIds(req.body as { ids?: number[]; id?: number })) pieces += (await moveMawb(q, actor, id, 'close')).pieces;
        return { pieces };
      });
    },
  },
  {
    method: 'POST',
    url: 'wl/0113/bind',
    authority: BIND,
    summary: 'Binding scan: the parcel a number names (V17), or every parcel of a handed-over handover order or a closed pallet, goes onto the open MAWB named; each must have left its station, not be held and be on no MAWB',
    body: formBody(WL0113_11, undefined, { only: ['stationId', 'mawbNo', 'no'] }),
    response: SCAN_ANSWER,
    handler: async (req) => scanAnswer(req, 'bind'),
  },
  {
    method: 'POST',
    url: 'wl/0113/unbind',
    authority: BIND,
    summary: 'Takes the parcel a number names (or a handover order\'s or pallet\'s parcels) off the open MAWB named',
    body: formBody(WL0113_11, undefined, { only: ['stationId', 'mawbNo', 'unbindNo'], sentRequired: ['unbindNo'] }),
    response: SCAN_ANSWER,
    handler: async (req) => scanAnswer(req, 'unbind'),
  },
]);

async function scanAnswer(req: Parameters<typeof stationActor>[0], action: 'bind' | 'unbind') {
  const body = req.body as ScanBody;
  const actor = stationActor(req, body.stationId);
  const no = (action === 'bind' ? body.no : body.unbindNo) ?? '';
  const { mawb, named } = await inTransaction(req.server.db, (q) => (action === 'bind' ? bindToMawb : unbindFromMawb)(q, actor, body.mawbNo, no));
  const answer = { done: true, bound: named.label, parcels: named.parcels.length, mawbNo: mawbDisplay(mawb.mawbNo), pieces: mawb.pieces, weight: mawb.weight };
  return named.single ? { ...answer, order: await scannedSummary((text, params) => req.server.db.query(text, params), named.single.id, req.lang) } : answer;
}
