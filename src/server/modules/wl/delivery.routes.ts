/**
 * WL0301_01 delivery dispatch: the station's parcels in stock and marked ready for delivery (S14),
 * and those it has dispatched. Dispatch hands parcels to a carrier (all or none: out of stock and out
 * of the station, B06/B09, tracking "domestic delivery"); delivered records the carrier's handover.
 * Each is a station step (stationSteps.ts) through the station's machines, with the order's log line.
 */
import { defineRoutes } from '../../platform/route';
import { formBody } from '../../platform/formBody';
import { crudRoutes, idsBody, inTransaction, pickIds, type CrudSpec } from '../../platform/resource';
import { DELIVERY_STATES } from '../../../domain/station/stationStates';
import WL0301_01 from '../../../../schemas/wl/WL0301_01.json' with { type: 'json' };
import { actorAt, applyStation, listActor, lockOrders, planStates } from './stationWork';
import { deliverStep, dispatchDeliveryStep } from './stationSteps';
import { parcelFilters, stationParcelFields } from './stationParcels';
import { stationFilter, stationRows } from './stationRows';

const PAGE = 'wl/0301/01.html';
/** Ready to go (in stock, marked), or handed to a carrier by this station. */
const DELIVERY_ROWS = `((t.station_op = 'in_stock' and t.loading_state = 'ready_for_delivery') or t.delivery_state <> 'not_dispatched')`;

export const deliveries: CrudSpec = {
  base: 'wl/0301',
  authority: PAGE,
  noun: 'parcels for delivery',
  table: 'orders',
  fields: {
    ...stationParcelFields,
    destinationCountry: { col: 'destination_country', readOnly: true },
    holdState: { col: 'hold_state', readOnly: true },
    deliveryState: { col: 'delivery_state', readOnly: true },
    deliveryCarrier: { col: 'delivery_carrier', readOnly: true },
    deliveryDispatchedAt: { col: 'delivery_dispatched_at', kind: 'time', readOnly: true },
    deliveryDispatchedByName: { col: 'delivery_dispatched_by_name', readOnly: true },
    deliveredAt: { col: 'delivered_at', kind: 'time', readOnly: true },
  },
  filters: {
    stationId: stationFilter,
    customerId: parcelFilters.customerId,
    deliveryState: { schema: { type: 'string', enum: [...DELIVERY_STATES] }, where: (p) => `t.delivery_state = ${p}` },
  },
  search: ['t.order_no', 't.channel_tracking_no', 't.delivery_carrier'],
  // Those still to go first, then the latest dispatched.
  orderBy: `t.delivery_state <> 'not_dispatched', t.delivery_dispatched_at desc nulls first, t.in_at`,
  verbs: ['list'],
  rowScope: stationRows(DELIVERY_ROWS),
};

export default defineRoutes([
  ...crudRoutes(deliveries),
  {
    method: 'POST',
    url: 'wl/0301/dispatch',
    authority: PAGE,
    summary: 'Dispatches parcels ready for delivery to a carrier: out of stock and out of the station (B06, B09, tracking "domestic delivery"), all or none',
    body: formBody(WL0301_01, 'dispatch'),
    handler: async (req) => {
      const body = req.body as { ids?: number[]; id?: number; carrier: string };
      const actor = listActor(req);
      return inTransaction(req.server.db, async (q) => {
        const orders = await lockOrders(q, actor, pickIds(body));
        const step = dispatchDeliveryStep(actor, body.carrier);
        for (const o of orders) planStates(actor, o, step);
        for (const o of orders) await applyStation(q, actorAt(actor, o), o, step);
        return { dispatched: orders.length };
      });
    },
  },
  {
    method: 'POST',
    url: 'wl/0301/deliver',
    authority: PAGE,
    summary: 'Marks parcels dispatched for delivery as delivered by their carrier, all or none',
    body: idsBody,
    handler: async (req) => {
      const actor = listActor(req);
      return inTransaction(req.server.db, async (q) => {
        const orders = await lockOrders(q, actor, pickIds(req.body as { ids?: number[]; id?: number }));
        const step = deliverStep();
        for (const o of orders) planStates(actor, o, step);
        for (const o of orders) await applyStation(q, actorAt(actor, o), o, step);
        return { delivered: orders.length };
      });
    },
  },
]);
