/**
 * DD0202_01 transfer management and DD0202_02 manual transfer (S12): the orders with their
 * transfer state and the channel's message; automatic transfer in a batch by each route's bound
 * supplier product, manual transfer to one chosen channel route (or with the channel numbers
 * booked elsewhere), reset (transfer again) and delete, each cancelling the carrier's shipment;
 * the label as the carrier gave it.
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { idsBody, pickIds, S } from '../../platform/resource';
import { CarrierRefusal, channelProvider, supplierChannel, type StoredSupplier } from '../../platform/carriers/index';
import { SecretUnreadable } from '../../platform/secrets/secretBox';
import { transferFlow, type TransferAction, type TransferState } from '../../../domain/orders/orderStates';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { listOrders, readerOf, orderListQuery, type OrderListQuery } from './orderList';
import { transitionOrders } from './orderTransitions';
import { scopedOrder, scopedOrders } from './orderScope';
import { carrierShipments, forgetTransfer, recordBookedTransfer, transferOrder, type TransferOutcome } from './transfer';
import { t } from '../../platform/i18n';

const AUTH = 'dd/0202/01.html';
const AUTH_MANUAL = 'dd/0202/02.html';

/** Orders transferred in one automatic batch, one after another (a carrier is not hammered). */
const BATCH_MAX = 100;

/** The carrier's shipments of these orders cancelled before a reset or delete (already cancelled is fine). */
async function cancelShipments(req: FastifyRequest, ids: number[]): Promise<void> {
  for (const r of await carrierShipments(req, ids)) {
    try {
      const provider = await channelProvider(req.server, r.supplier);
      await provider.cancel(r.shipmentId);
    } catch (err) {
      if (err instanceof CarrierRefusal) continue;
      throw new AppError('orders.carrierUnavailable', { supplier: r.supplierName });
    }
  }
}

async function leaveTransfer(req: FastifyRequest, action: Extract<TransferAction, 'reset' | 'delete'>) {
  const ids = pickIds(req.body as { ids?: number[] });
  const owners = await scopedOrders<{ order_no: string; transfer_state: TransferState }>(req, ids, 'o.order_no, o.transfer_state');
  // Every order must allow it before any carrier's shipment is cancelled (all or none).
  const refused = owners.find((o) => !transferFlow.allowed(o.transfer_state, action));
  if (refused) {
    throw new AppError('orders.stateRefused', { orderNo: refused.order_no, state: dictionaryLabel('transferState', refused.transfer_state, req.lang), action: t(req.lang, `orders.action.${action}`) });
  }
  await cancelShipments(req, ids);
  const done = await transitionOrders(req, ids, transferFlow, action, async (q, orders) => {
    await forgetTransfer(q, orders.map((o) => o.id));
  });
  return { [action === 'reset' ? 'reset' : 'deleted']: done.length };
}

const outcomes = (results: TransferOutcome[]) => ({ results, transferred: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length });

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0202/list',
    authority: AUTH,
    summary: 'Orders with their transfer state, method and the channel\'s message: the filters of dd/0205/list (transferState, transferMethod, routeId, customerId ...)',
    querystring: orderListQuery,
    handler: (req) => listOrders(readerOf(req), req.query as OrderListQuery),
  },
  {
    method: 'POST',
    url: 'dd/0202/auto',
    authority: AUTH,
    summary: "Automatic transfer of one order or a batch (at most 100), each by its route's bound supplier product: per order the channel numbers or the channel's message",
    body: { ...idsBody, properties: { ...idsBody.properties, ids: { ...idsBody.properties.ids, maxItems: BATCH_MAX } } },
    handler: async (req) => {
      const results: TransferOutcome[] = [];
      for (const id of pickIds(req.body as { ids?: number[] })) {
        try {
          results.push(await transferOrder(req, id, { method: 'auto' }));
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          results.push({ id, orderNo: String(err.params?.orderNo ?? id), ok: false, message: t(req.lang, err.key, err.params) });
        }
      }
      return outcomes(results);
    },
  },
  {
    method: 'POST',
    url: 'dd/0202/manual',
    authority: AUTH_MANUAL,
    summary: 'Manual transfer of one order: to the carrier of one chosen channel route, or with the channel numbers booked elsewhere (both given)',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        routeId: { type: ['integer', 'null'], minimum: 1 },
        channelNo: { ...S.text(50), type: ['string', 'null'] },
        channelTrackingNo: { ...S.text(50), type: ['string', 'null'] },
      },
    },
    handler: async (req) => {
      const b = req.body as { id: number; routeId?: number | null; channelNo?: string | null; channelTrackingNo?: string | null };
      if (b.channelNo || b.channelTrackingNo) return recordBookedTransfer(req, b.id, b.channelNo ?? '', b.channelTrackingNo ?? '');
      const [route] = b.routeId ? await req.server.db.query<{ supplier_product_id: number | null }>(`select supplier_product_id from route where id = $1`, [b.routeId]) : [];
      const outcome = await transferOrder(req, b.id, { method: 'manual', supplierProductId: route?.supplier_product_id ?? null });
      if (!outcome.ok) throw new AppError('orders.transferFailedWith', { orderNo: outcome.orderNo, message: outcome.message ?? '' });
      return outcome;
    },
  },
  {
    method: 'POST',
    url: 'dd/0202/reset',
    authority: AUTH,
    summary: "Reset transferred orders (the carrier's shipment cancelled) so they can be transferred again: transferred → reset",
    body: idsBody,
    handler: (req) => leaveTransfer(req, 'reset'),
  },
  {
    method: 'POST',
    url: 'dd/0202/delete',
    authority: AUTH,
    summary: "Delete orders' transfers (the carrier's shipment cancelled): → deleted",
    body: idsBody,
    handler: (req) => leaveTransfer(req, 'delete'),
  },
  {
    method: 'GET',
    url: 'dd/0202/label',
    authority: [AUTH, 'dd/0205/01.html'],
    summary: "The channel's label of a transferred order, as the carrier gave it (PDF)",
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    handler: async (req, reply) => {
      const { id } = req.query as { id: number };
      const { order_no: orderNo } = await scopedOrder<{ order_no: string }>(req, id, 'o.order_no');
      const [row] = await req.server.db.query<{ content: Uint8Array; content_type: string }>(`select content, content_type from order_label where order_id = $1`, [id]);
      if (!row) throw new AppError('orders.notFound');
      reply.header('content-type', row.content_type).header('content-disposition', `inline; filename="${orderNo}.pdf"`).header('cache-control', 'private, no-store');
      return reply.send(Buffer.from(row.content));
    },
  },
]);
