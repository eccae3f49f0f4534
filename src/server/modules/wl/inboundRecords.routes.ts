/**
 * WL0102_01 inbound records: the parcels weighed in at the caller's station, newest first, with what
 * the station measured and who weighed them. Cancel inbound takes one back to arrived (its weighing,
 * storage and marks undone, the station's quote dropped) while it has not gone out; WL0102_02 weighs
 * one again with a reason (S13c stays weighed) and prices it again.
 */
import { defineRoutes } from '../../platform/route';
import { formBody } from '../../platform/formBody';
import { AppError } from '../../platform/errors';
import { crudRoutes, inTransaction, listRows, type CrudSpec } from '../../platform/resource';
import { filtersParams, registerListExport } from '../../platform/jobs/listExport';
import { loading, stationOp, storage, weighing, STATION_OP_STATES } from '../../../domain/station/stationStates';
import WL0102_02 from '../../../../schemas/wl/WL0102_02.json' with { type: 'json' };
import screen from '../../../../schemas/wl/WL0102_01.json' with { type: 'json' };
import locale from '../../../../schemas/wl/WL0102_01.locale.json' with { type: 'json' };
import { actorAt, applyStation, listActor, lockOrders, stateRefusal } from './stationWork';
import { parcelFilters, stationParcelFields } from './stationParcels';
import { stationFilter, stationRows, stationRowsOf } from './stationRows';
import { priceMeasured } from './stationQuote';

const LIST = 'wl/0102/01.html';
const EDIT = 'wl/0102/02.html';
const DATE = { type: 'string', format: 'date' } as const;
const WEIGHED_IN = 't.in_at is not null';

export const inboundRecords: CrudSpec = {
  base: 'wl/0102',
  authority: LIST,
  noun: 'inbound records',
  table: 'orders',
  fields: stationParcelFields,
  filters: {
    stationId: stationFilter,
    ...parcelFilters,
    stationOp: { schema: { type: 'string', enum: [...STATION_OP_STATES] }, where: (p) => `t.station_op = ${p}` },
    dateFrom: { schema: DATE, day: 'from', where: (p) => `t.in_at >= ${p}::timestamptz` },
    dateTo: { schema: DATE, day: 'to', where: (p) => `t.in_at < ${p}::timestamptz` },
  },
  search: ['t.order_no', 't.channel_tracking_no'],
  orderBy: 't.in_at desc',
  verbs: ['list'],
  rowScope: stationRows(WEIGHED_IN),
};

registerListExport('wl.inbound.xlsx', {
  authority: LIST,
  screen,
  locale,
  params: filtersParams(inboundRecords.filters, inboundRecords.search),
  numbers: { inWeight: '0.000', inVolumeWeight: '0.000' },
  widths: { orderNo: 18, customerName: 28 },
  page: ({ db, user, params, lang, config }, current, pageSize) =>
    listRows(inboundRecords, db, lang, { ...params, current, pageSize }, async (p) => stationRowsOf(user, p, WEIGHED_IN), config.businessTimeZone),
});

const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

interface Reweigh { id: number; realWeight: string; length?: string | null; width?: string | null; height?: string | null; boxCount?: number | null; reason: string }

export default defineRoutes([
  ...crudRoutes(inboundRecords),
  {
    method: 'POST',
    url: 'wl/0102/cancel',
    authority: LIST,
    summary: 'Cancels one inbound: in or in stock → arrived, its weighing, storage and marks undone; refused once it has gone out',
    body: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } },
    handler: async (req) => {
      const actor = listActor(req);
      return inTransaction(req.server.db, async (q) => {
        const [o] = await lockOrders(q, actor, [(req.body as { id: number }).id]);
        const stored = o.storage === 'stored';
        await applyStation(q, actorAt(actor, o), o, {
          action: 'cancelIn',
          transitions: [[stationOp, 'cancelIn'], ...(stored ? [[storage, 'release'] as [typeof storage, string]] : []), [weighing, 'unweigh'], [loading, 'reset']],
          set: { in_weight: null, in_length: null, in_width: null, in_height: null, in_volume_weight: null, in_box_count: null, in_at: null, in_by: null, in_by_name: null, station_quote: null },
          changes: { weights: { inWeight: [o.inWeight, null] } },
        });
        return { orderNo: o.orderNo };
      });
    },
  },
  {
    method: 'GET',
    url: 'wl/0102/detail',
    authority: [LIST, EDIT],
    summary: 'An inbound record as WL0102_02 weighs it again',
    querystring: { type: 'object', required: ['id'], properties: { id: ID } },
    // A read: the station scope of lockOrders, without its lock.
    handler: async (req) => {
      const actor = listActor(req);
      const [row] = await req.server.db.query(
        `select id::int, order_no as "orderNo", trim_scale(in_weight)::text as "realWeight", trim_scale(in_length)::text as length,
                trim_scale(in_width)::text as width, trim_scale(in_height)::text as height, in_box_count as "boxCount"
           from orders where id = $1 and station_id is not null and (station_id = $2 or $3::boolean)`,
        [(req.query as { id: number }).id, actor.stationId, actor.viewAll],
      );
      if (!row) throw new AppError('orders.notFound');
      return row;
    },
  },
  {
    method: 'POST',
    url: 'wl/0102/update',
    authority: EDIT,
    summary: 'Weighs a parcel in stock again with a reason (S13c stays weighed) and prices it again at the new weights',
    body: formBody(WL0102_02, undefined, { id: 'required' }),
    handler: async (req) => {
      const body = req.body as Reweigh;
      const actor = listActor(req);
      const boxCount = body.boxCount ?? 1;
      const { order, priced } = await inTransaction(req.server.db, async (q, tx) => {
        const [o] = await lockOrders(q, actor, [body.id]);
        // Weighed again only while it is in: once out, the outbound weight was measured against the inbound one.
        if (o.stationOp !== 'in' && o.stationOp !== 'in_stock') {
          throw stateRefusal(actor, o, 'stationOpStatus', o.stationOp, 'reweigh');
        }
        // Priced again at the new weights, written with them.
        const price = await priceMeasured(tx, req.lang, o.id, { ...body, boxCount });
        await applyStation(q, actorAt(actor, o), o, {
          action: 'reweigh',
          transitions: [[weighing, 'weigh']],
          set: { in_weight: body.realWeight, in_length: body.length || null, in_width: body.width || null, in_height: body.height || null, in_box_count: boxCount, ...price.set },
          changes: { weights: { inWeight: [o.inWeight, body.realWeight] }, sizes: [body.length || null, body.width || null, body.height || null], boxes: boxCount, reason: body.reason },
        });
        return { order: o, priced: price.quote };
      });
      return { orderNo: order.orderNo, inWeight: body.realWeight, chargeableWeight: priced?.chargeableWeight ?? null };
    },
  },
]);
