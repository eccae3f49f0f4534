/**
 * DD0205_01 order management and DD0205_02 order detail: `dd/0205/list` (orderList.ts; its export
 * orderList.export.ts) and `dd/0205/detail` (orderRead.ts), an order outside the caller's scope
 * answering as a missing one.
 */
import { defineRoutes } from '../../platform/route';
import { listOrders, readerOf } from './orderList';
import { orderHoldQuery, orderHoldView, type OrderHoldQuery } from './orderHolds';
import { orderDetail } from './orderRead';
import { scopedOrder } from './orderScope';
import './orderList.export';
import './orders.messages';

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0205/list',
    authority: 'dd/0205/01.html',
    summary:
      "The caller's orders newest first (paged; the total stops at 10,000 and says so): filters customerId, numbers (order, customer order or channel tracking numbers, normalised), dateFrom/dateTo (order day, within 3 months), destinationCountry, routeId, paymentStatus, transferState, trackingStatus, mailType, held (1/0: held at a station or not; staff with a station also see the parcels held there)",
    querystring: orderHoldQuery,
    handler: (req) => listOrders(readerOf(req), req.query as OrderHoldQuery, orderHoldView),
  },
  {
    method: 'GET',
    url: 'dd/0205/detail',
    authority: 'dd/0205/02.html',
    summary: 'One order with its parcels, SKU / invoice lines, addresses, remarks and change log (E11b when it does not exist or is not the caller\'s)',
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    async handler(req) {
      const { id } = req.query as { id: number };
      await scopedOrder(req, id);
      return orderDetail(req.server.db, id, req.lang);
    },
  },
]);
