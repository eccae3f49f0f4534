/**
 * WL0114_01 air shipment: the closed MAWBs of the station ship (their parcels go "in transit"), and
 * the cargo manifest of a MAWB prints (also from WL0113_01): mawbs.ts, cargoManifest.ts.
 */
import { defineRoutes } from '../../platform/route';
import { crudRoutes, idsBody, inTransaction, pickIds, type CrudSpec, type TxQuery } from '../../platform/resource';
import { sendDownload } from '../../platform/files/download';
import { t } from '../../platform/i18n';
import { MAWB_STATES } from '../../../domain/station/mawb';
import { listActor } from './stationWork';
import { stationFilter, stationRows } from './stationRows';
import { lockMawb, moveMawb } from './mawbs';
import { cargoManifest } from './cargoManifest';
import { MAWB_HANDOVERS, mawbs } from './mawb.routes';

const PAGE = 'wl/0114/01.html';
const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;


export const airShipments: CrudSpec = {
  base: 'wl/0114',
  authority: PAGE,
  noun: 'air shipments',
  table: 'mawb',
  fields: {
    departureDate: mawbs.fields.departureDate,
    mawbNo: mawbs.fields.mawbNo,
    handoverNos: { col: '', expr: MAWB_HANDOVERS },
    airline: mawbs.fields.airline,
    flight: mawbs.fields.flight,
    origin: mawbs.fields.origin,
    destination: mawbs.fields.destination,
    stationName: mawbs.fields.stationName,
    pieces: mawbs.fields.pieces,
    weight: mawbs.fields.weight,
    state: mawbs.fields.state,
    closedAt: mawbs.fields.closedAt,
    shippedAt: { col: 'shipped_at', kind: 'time', readOnly: true },
    shippedByName: { col: 'shipped_by_name', readOnly: true },
  },
  filters: {
    state: { schema: { type: 'string', enum: [...MAWB_STATES] }, where: (p) => `t.state = ${p}` },
    stationId: stationFilter,
  },
  search: mawbs.search,
  orderBy: 't.departure_date desc nulls last, t.closed_at desc, t.id desc',
  verbs: ['list'],
  // A MAWB ships once closed: the open ones are still being bound (WL0113_01).
  rowScope: stationRows(`t.state in ('closed', 'shipped')`),
};

export default defineRoutes([
  ...crudRoutes(airShipments),
  {
    method: 'POST',
    url: 'wl/0114/ship',
    authority: PAGE,
    summary: 'Ships closed MAWBs: every parcel on them goes in transit (tracking "in transit"; a held parcel refuses it), all or none',
    body: idsBody,
    handler: async (req) => {
      const actor = listActor(req);
      return inTransaction(req.server.db, async (q) => {
        let pieces = 0;
        for (const id of pickIds(req.body as { ids?: number[]; id?: number })) pieces += (await moveMawb(q, actor, id, 'ship')).pieces;
        return { pieces };
      });
    },
  },
  {
    method: 'GET',
    url: 'wl/0114/print',
    authority: [PAGE, 'wl/0113/01.html'],
    summary: 'The cargo manifest of a MAWB: an A4 PDF of its flight and every parcel on it',
    querystring: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } },
    raw: true,
    handler: async (req, reply) => {
      const actor = listActor(req);
      const q: TxQuery = (text, params) => req.server.db.query(text, params);
      const m = await lockMawb(q, actor, (req.query as { id: number }).id);
      const sheet = await cargoManifest(q, m.id, req.server.config.businessTimeZone);
      return sendDownload(reply, { name: t(req.lang, 'station.cargoManifest.file', { mawbNo: sheet.mawbNo }), type: 'application/pdf', body: sheet.body });
    },
  },
]);
