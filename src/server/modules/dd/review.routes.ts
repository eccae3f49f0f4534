/**
 * DD0201_01 order review (S03): the orders as DD0205_01 reads them, placed ones first to hand;
 * audit (placed → audited) and cancel (a draft, placed or audited order → cancelled), one order or
 * many (all or none), each through the payment flow, with the order's log.
 */
import { defineRoutes } from '../../platform/route';
import { idsBody, pickIds } from '../../platform/resource';
import { paymentFlow } from '../../../domain/orders/orderStates';
import { listOrders, readerOf, orderListQuery, type OrderListQuery } from './orderList';
import { transitionOrders } from './orderTransitions';

const AUTH = 'dd/0201/01.html';

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0201/list',
    authority: AUTH,
    summary: 'Orders to review, newest first: the filters of dd/0205/list (customerId, dateFrom/dateTo, paymentStatus, paymentFlow ...)',
    querystring: orderListQuery,
    handler: (req) => listOrders(readerOf(req), req.query as OrderListQuery),
  },
  {
    method: 'POST',
    url: 'dd/0201/audit',
    authority: AUTH,
    summary: 'Audit placed orders (one or many, all or none): placed → audited',
    body: idsBody,
    handler: async (req) => ({ audited: (await transitionOrders(req, pickIds(req.body as { ids?: number[] }), paymentFlow, 'audit')).length }),
  },
  {
    method: 'POST',
    url: 'dd/0201/cancel',
    authority: AUTH,
    summary: 'Cancel orders (all or none): draft, placed or audited → cancelled; the estimate no longer counts against the credit',
    body: idsBody,
    handler: async (req) => ({ cancelled: (await transitionOrders(req, pickIds(req.body as { ids?: number[] }), paymentFlow, 'cancel')).length }),
  },
]);
