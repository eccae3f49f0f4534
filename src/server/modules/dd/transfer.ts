/**
 * Transfer of an order to its carrier channel (DD0202_01 automatic, DD0202_02 manual; S12).
 *
 * Nothing is transferred twice: the order is claimed first by one atomic update (its transfer
 * state allows it and nobody holds a live claim), and only the claim's holder calls the carrier;
 * the carrier keeps one shipment per order number as well, so even a lost answer retried makes
 * no second shipment. The carrier is called outside any transaction (an embedded database has one
 * connection: a slow carrier must not stall everybody). A carrier's "no" is stored on the order
 * with its message and may be retried; the state, numbers, label and log line are written in one
 * transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { t } from '../../platform/i18n';
import { scopedOrder } from './orderScope';
import { importingSql } from './orderGuards';
import { inTransaction, type TxQuery } from '../../platform/resource';
import {
  CarrierRefusal, channelProvider, supplierChannel, type CreatedShipment, type ShipmentOrder, type StoredSupplier, type SupplierChannel,
} from '../../platform/carriers/index';
import { SecretUnreadable } from '../../platform/secrets/secretBox';
import { transferFlow } from '../../../domain/orders/orderStates';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import './orders.messages';

/** Orders are transferred once placed (a draft or a cancelled one never). */
const TRANSFERABLE_PAYMENT = ['placed', 'audited', 'customer_paid'];
const FROM = transferFlow.transitions.transfer.from;

export interface TransferOutcome {
  id: number;
  orderNo: string;
  ok: boolean;
  channelNo?: string;
  trackingNo?: string;
  /** Why not, in the caller's language (a carrier's refusal in the carrier's words). */
  message?: string;
}

export interface TransferChoice {
  method: 'auto' | 'manual';
  /** Manual: the supplier product of the chosen channel route (else the order's route's). */
  supplierProductId?: number | null;
}

interface Claimed {
  id: number;
  orderNo: string;
  productId: number | null;
}

/** Takes the order for this worker, or says why it cannot be transferred now. */
async function claim(req: FastifyRequest, id: number, token: string): Promise<Claimed> {
  const db = req.server.db;
  const order = await scopedOrder<{ order_no: string; transfer_state: string; payment_flow: string; channel_tracking_no: string | null; importing: boolean }>(
    req, id, `o.order_no, o.transfer_state, o.payment_flow, o.channel_tracking_no, ${importingSql('o')} as importing`,
  );
  const [won] = await db.query<{ product_id: number | null }>(
    `update orders o set transfer_claim = $2, transfer_claimed_at = now()
      where o.id = $1 and o.transfer_state = any($3::text[]) and o.payment_flow = any($4::text[])
        and (o.transfer_claim is null or o.transfer_claimed_at < now() - interval '1 minute') and not ${importingSql('o')}
     returning (select r.supplier_product_id from route r where r.id = o.route_id) as product_id`,
    [id, token, FROM, TRANSFERABLE_PAYMENT],
  );
  if (won) return { id, orderNo: order.order_no, productId: won.product_id };
  if (order.importing) throw new AppError('orders.importing', { orderNo: order.order_no });
  if (order.transfer_state === 'transferred') throw new AppError('orders.alreadyTransferred', { orderNo: order.order_no, trackingNo: order.channel_tracking_no ?? '' });
  if (!TRANSFERABLE_PAYMENT.includes(order.payment_flow)) {
    throw new AppError('orders.stateRefused', { orderNo: order.order_no, state: dictionaryLabel('paymentFlow', order.payment_flow, req.lang), action: t(req.lang, 'orders.action.transfer') });
  }
  if (!FROM.includes(order.transfer_state as (typeof FROM)[number])) {
    throw new AppError('orders.stateRefused', { orderNo: order.order_no, state: dictionaryLabel('transferState', order.transfer_state, req.lang), action: t(req.lang, 'orders.action.transfer') });
  }
  throw new AppError('orders.transferInProgress', { orderNo: order.order_no });
}

/** The supplier's name in the reader's language (the Chinese one when it has no English one). */
export const supplierName = (req: FastifyRequest, alias = 's') => (req.lang === 'en-US' ? `coalesce(${alias}.name_en, ${alias}.name)` : `${alias}.name`);

/**
 * The order as the carrier needs it, and the supplier that carries it. A supplier or product in
 * outage (S07c, ZJ0201_01 / ZJ0202_01) takes no transfer; the supplier's API key is opened here.
 */
async function shipmentOf(req: FastifyRequest, c: Claimed, productId: number) {
  const db = req.server.db;
  const [product] = await db.query<StoredSupplier & { service_code: string; name: string; product_name: string; status: string; supplier_status: string }>(
    `select p.service_code, p.name as product_name, p.status, s.system, s.api_account, s.api_key, s.domain, ${supplierName(req)} as name, s.status as supplier_status
       from supplier_product p join supplier s on s.id = p.supplier_id where p.id = $1`,
    [productId],
  );
  if (!product) throw new AppError('orders.noChannelBinding', { orderNo: c.orderNo });
  if (product.supplier_status !== 'operating') throw new AppError('orders.supplierOutage', { orderNo: c.orderNo, supplier: product.name });
  if (product.status !== 'operating') throw new AppError('orders.productOutage', { orderNo: c.orderNo, supplier: product.name, product: product.product_name });
  let supplier: SupplierChannel;
  try {
    supplier = supplierChannel(req.server.config, product);
  } catch (err) {
    if (err instanceof SecretUnreadable) throw new AppError('orders.supplierKeyUnreadable', { orderNo: c.orderNo, supplier: product.name });
    throw err;
  }
  const [o] = await db.query<{ declared_value: string | null; declared_currency: string | null }>(`select declared_value::text, declared_currency from orders where id = $1`, [c.id]);
  const [r] = await db.query<Record<string, string | null>>(`select * from order_address where order_id = $1 and role = 'recipient'`, [c.id]);
  const packages = await db.query<{ real_weight: string; length: string | null; width: string | null; height: string | null; box_count: number }>(
    `select real_weight::text, length::text, width::text, height::text, box_count from order_package where order_id = $1 order by seq`,
    [c.id],
  );
  const opt = (v: string | null | undefined) => v ?? undefined;
  const shipment: ShipmentOrder = {
    reference: c.orderNo,
    service: product.service_code,
    recipient: {
      name: r?.name ?? '', company: opt(r?.company), country: r?.country ?? '', province: opt(r?.province), city: opt(r?.city), postcode: opt(r?.postcode),
      address1: r?.address1 ?? '', address2: opt(r?.address2), phone: opt(r?.phone), email: opt(r?.email), taxId: opt(r?.tax_id),
    },
    // A carrier labels each box: a line of `count` boxes is that many parcels.
    parcels: packages.flatMap((p) => Array.from({ length: p.box_count }, () => ({ weight: p.real_weight, length: opt(p.length), width: opt(p.width), height: opt(p.height) }))),
    declaredValue: opt(o?.declared_value),
    currency: opt(o?.declared_currency),
  };
  return { shipment, supplier, supplierName: product.name };
}

type Booked = Pick<CreatedShipment, 'channelNo' | 'trackingNo'> & { shipmentId: string | null };

async function recordSuccess(req: FastifyRequest, c: Claimed, token: string, choice: TransferChoice, productId: number | null, created: Booked, label: { bytes: Uint8Array; contentType: string } | null) {
  const user = currentUser(req);
  await inTransaction(req.server.db, async (q) => {
    await q(
      `update orders set transfer_state = 'transferred', transfer_method = $3, channel_no = $4, channel_tracking_no = $5, shipment_id = $6,
              supplier_product_id = $7, transfer_message = null, transfer_claim = null, transfer_claimed_at = null, transferred_at = now(), updated_at = now()
        where id = $1 and transfer_claim = $2`,
      [c.id, token, choice.method, created.channelNo, created.trackingNo, created.shipmentId, productId],
    );
    if (label) {
      await q(
        `insert into order_label (order_id, content, content_type) values ($1, $2, $3)
         on conflict (order_id) do update set content = excluded.content, content_type = excluded.content_type, created_at = now()`,
        [c.id, Buffer.from(label.bytes), label.contentType],
      );
    }
    await q(`insert into order_log (order_id, user_id, user_name, action, changes) values ($1, $2, $3, 'transfer', $4::jsonb)`, [
      c.id, user.userId, user.userName, JSON.stringify({ to: 'transferred', method: choice.method, channelNo: created.channelNo, trackingNo: created.trackingNo }),
    ]);
  });
}

async function recordFailure(req: FastifyRequest, c: Claimed, token: string, message: string) {
  const user = currentUser(req);
  await inTransaction(req.server.db, async (q) => {
    await q(`update orders set transfer_message = $3, transfer_claim = null, transfer_claimed_at = null, updated_at = now() where id = $1 and transfer_claim = $2`, [c.id, token, message]);
    await q(`insert into order_log (order_id, user_id, user_name, action, changes) values ($1, $2, $3, 'transferFailed', $4::jsonb)`, [c.id, user.userId, user.userName, JSON.stringify({ message })]);
  });
}

/** Transfers one order; a carrier's refusal or silence is an outcome (stored, retried later), a rule broken a refusal. */
export async function transferOrder(req: FastifyRequest, id: number, choice: TransferChoice): Promise<TransferOutcome> {
  const token = randomUUID();
  const c = await claim(req, id, token);
  const productId = choice.supplierProductId ?? c.productId;
  try {
    if (!productId) throw new AppError('orders.noChannelBinding', { orderNo: c.orderNo });
    const { shipment, supplier, supplierName } = await shipmentOf(req, c, productId);
    let created: CreatedShipment;
    let label: { bytes: Uint8Array; contentType: string };
    try {
      const provider = await channelProvider(req.server, supplier);
      created = await provider.createShipment(shipment);
      label = 'bytes' in created.label ? created.label : await provider.label(created.shipmentId);
    } catch (err) {
      const message = err instanceof CarrierRefusal
        ? t(req.lang, 'orders.carrierRefused', { supplier: supplierName, message: err.message })
        : t(req.lang, 'orders.carrierUnavailable', { supplier: supplierName });
      if (!(err instanceof CarrierRefusal)) req.log.warn({ err, orderId: id }, 'carrier unavailable');
      await recordFailure(req, c, token, message);
      return { id, orderNo: c.orderNo, ok: false, message };
    }
    await recordSuccess(req, c, token, choice, productId, created, label);
    return { id, orderNo: c.orderNo, ok: true, channelNo: created.channelNo, trackingNo: created.trackingNo };
  } catch (err) {
    // A rule broken after the claim (no channel bound): the claim is given back, the refusal answered.
    await req.server.db.query(`update orders set transfer_claim = null, transfer_claimed_at = null where id = $1 and transfer_claim = $2`, [id, token]);
    throw err;
  }
}

/** DD0202_02 with the channel's numbers booked elsewhere: recorded as a manual transfer, no carrier called. */
export async function recordBookedTransfer(req: FastifyRequest, id: number, channelNo: string, trackingNo: string): Promise<TransferOutcome> {
  if (!channelNo.trim() || !trackingNo.trim()) throw new AppError('orders.transferNumbersRequired').onFields('channelNo', 'channelTrackingNo');
  const token = randomUUID();
  const c = await claim(req, id, token);
  await recordSuccess(req, c, token, { method: 'manual' }, null, { channelNo, trackingNo, shipmentId: null }, null);
  return { id, orderNo: c.orderNo, ok: true, channelNo, trackingNo };
}

/** A transferred order's shipment at its carrier, and how to reach that carrier. */
export interface CarrierShipment {
  orderId: number;
  shipmentId: string;
  supplier: SupplierChannel;
  /** In the caller's language (the Chinese one when there is no English one). */
  supplierName: string;
}

/** The carriers' shipments of these orders (transferred by a carrier call; numbers booked elsewhere have none). */
export async function carrierShipments(req: FastifyRequest, ids: number[]): Promise<CarrierShipment[]> {
  const rows = await req.server.db.query<StoredSupplier & { id: string; shipment_id: string; name: string }>(
    `select o.id, o.shipment_id, s.system, s.api_account, s.api_key, s.domain, ${supplierName(req)} as name
       from orders o join supplier_product p on p.id = o.supplier_product_id join supplier s on s.id = p.supplier_id
      where o.id = any($1::bigint[]) and o.transfer_state = 'transferred' and o.shipment_id is not null`,
    [ids],
  );
  return rows.map((r) => {
    let supplier: SupplierChannel;
    try {
      supplier = supplierChannel(req.server.config, r);
    } catch (err) {
      if (err instanceof SecretUnreadable) throw new AppError('orders.supplierKeyUnreadable', { supplier: r.name });
      throw err;
    }
    return { orderId: Number(r.id), shipmentId: r.shipment_id, supplierName: r.name, supplier };
  });
}

/** A transfer left (reset, deleted): the old numbers stay in the log line of the transfer, the order is free of them and of the label. */
export async function forgetTransfer(q: TxQuery, ids: number[]): Promise<void> {
  await q(`update orders set channel_no = null, channel_tracking_no = null, shipment_id = null, transfer_message = null where id = any($1::bigint[])`, [ids]);
  await q(`delete from order_label where order_id = any($1::bigint[])`, [ids]);
}
