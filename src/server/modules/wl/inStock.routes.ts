/**
 * WL0105_01 in-stock inventory: the parcels in and in stock at the caller's station, longest in
 * first on demand (days in stock), and S14's marks: ready for storage (kept) or ready for delivery
 * (may go out). Export through the download centre.
 */
import { defineRoutes } from '../../platform/route';
import { crudRoutes, idsBody, inTransaction, listRows, pickIds, type CrudSpec } from '../../platform/resource';
import { filtersParams, registerListExport } from '../../platform/jobs/listExport';
import { loading } from '../../../domain/station/stationStates';
import screen from '../../../../schemas/wl/WL0105_01.json' with { type: 'json' };
import locale from '../../../../schemas/wl/WL0105_01.locale.json' with { type: 'json' };
import { actorAt, applyStation, listActor, lockOrders, planStates } from './stationWork';
import { MARKS, markStep, type Mark } from './stationSteps';
import { parcelFilters, stationParcelFields } from './stationParcels';
import { stationFilter, stationRows, stationRowsOf } from './stationRows';

const PAGE = 'wl/0105/01.html';
const IN_STOCK = `t.station_op in ('in', 'in_stock')`;

export const inStock: CrudSpec = {
  base: 'wl/0105',
  authority: PAGE,
  noun: 'parcels in stock',
  table: 'orders',
  // Held or not (S19): its "Hold" opens WL0110_01's hold form with its number.
  fields: { ...stationParcelFields, holdState: { col: 'hold_state', readOnly: true } },
  filters: {
    stationId: stationFilter,
    ...parcelFilters,
    loading: { schema: { type: 'string', enum: [...loading.states] }, where: (p) => `t.loading_state = ${p}` },
    minDays: { schema: { type: 'integer', minimum: 0, maximum: 3650 }, where: (p) => `t.in_at <= now() - make_interval(days => ${p})` },
  },
  search: ['t.order_no', 't.channel_tracking_no'],
  orderBy: 't.in_at desc',
  verbs: ['list'],
  rowScope: stationRows(IN_STOCK),
};

registerListExport('wl.inStock.xlsx', {
  authority: PAGE,
  screen,
  locale,
  params: filtersParams(inStock.filters, inStock.search),
  numbers: { inWeight: '0.000', declaredWeight: '0.000' },
  widths: { orderNo: 18, customerName: 28, routeName: 20 },
  page: ({ db, user, params, lang, config }, current, pageSize) =>
    listRows(inStock, db, lang, { ...params, current, pageSize }, async (p) => stationRowsOf(user, p, IN_STOCK), config.businessTimeZone),
});

export default defineRoutes([
  ...crudRoutes(inStock),
  {
    method: 'POST',
    url: 'wl/0105/mark',
    authority: PAGE,
    summary: 'Marks parcels in stock ready for storage (kept) or ready for delivery (S14), all or none',
    body: {
      type: 'object', additionalProperties: false, required: ['mark'],
      properties: { ...idsBody.properties, mark: { type: 'string', enum: Object.keys(MARKS) } },
      anyOf: idsBody.anyOf,
    },
    handler: async (req) => {
      const body = req.body as { ids?: number[]; id?: number; mark: Mark };
      const actor = listActor(req);
      const step = markStep(body.mark);
      return inTransaction(req.server.db, async (q) => {
        const orders = await lockOrders(q, actor, pickIds(body));
        for (const o of orders) planStates(actor, o, step);
        for (const o of orders) await applyStation(q, actorAt(actor, o), o, step);
        return { marked: orders.length };
      });
    },
  },
]);
