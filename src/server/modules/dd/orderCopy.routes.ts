/**
 * Copy and order (DD0205_01 → DD0101_01, E11k): an order's values as a new order's form starts
 * from them (a new customer order number to give; the route, boxes, lines and addresses kept), the
 * copy's origin sent back with the new order. Refused at once, with the reason, when the order's
 * route would no longer carry it (the same check placing it runs again), or when it is a kind of
 * order the order form cannot hold (an FBA shipment keeps its cartons on its own form).
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { OrderValues } from './placeOrder.body';
import { orderFormValues } from './orderForm';
import { priceChosenRoute } from './orderPricing';
import { scopedOrder } from './orderScope';
import './orders.messages';

/** The kinds of order the order form holds whole. */
const COPYABLE = new Set(['single', 'bulk']);

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0101/copy',
    authority: 'dd/0101/01.html',
    summary: "An order's values for a new order's form (E11k: refused with the reason when its route no longer carries it)",
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
    handler: async (req) => {
      const { id } = req.query as { id: number };
      const db = req.server.db;
      const order = await scopedOrder<{ kind: string; customer_id: number }>(req, id, 'o.kind, o.customer_id');
      if (!COPYABLE.has(order.kind)) throw new AppError('orders.noCopy', { reason: t(req.lang, 'orders.copy.kind') });
      const { id: _id, customerOrderNo: _no, ...values } = await orderFormValues((text, params) => db.query(text, params), id);
      const copy = { ...values, copyOf: id } as unknown as OrderValues;
      try {
        await priceChosenRoute({ db, lang: req.lang }, Number(order.customer_id), copy, new Date());
      } catch (err) {
        if (err instanceof AppError && err.key === 'orders.routeNotAssigned') throw new AppError('orders.noCopy', { reason: t(req.lang, err.key) });
        throw err;
      }
      return copy;
    },
  },
]);
