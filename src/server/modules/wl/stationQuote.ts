/**
 * The order priced again at the weights the station measured (issue 14): same route, same order
 * time, the inbound real weight spread over the boxes counted and the sizes measured. Stored beside
 * the quote the order was placed with (`station_quote`), trace included, for the weight-difference
 * work; the inbound volumetric weight is the route's (its divisor), read off the new trace.
 * Weighing is a fact of the warehouse: an order that can no longer be priced (its route withdrawn)
 * keeps its weights, without a station quote.
 */
import type { Database } from '../../db/connection';
import type { Lang } from '../../platform/i18n';
import { AppError } from '../../platform/errors';
import { dec } from '../../../domain/pricing/money';
import type { Quote } from '../../../domain/pricing/types';
import { priceChosenRoute } from '../dd/orderPricing';
import { orderFormValues } from '../dd/orderForm';
import type { OrderValues } from '../dd/placeOrder.body';

export interface Measured { realWeight: string; length?: string | null; width?: string | null; height?: string | null; boxCount: number }

export interface StationQuote { chargeableWeight: string; volumeWeight: string; total: string; currency: string }

export async function repriceAtStation(db: Database, lang: Lang, orderId: number, m: Measured): Promise<StationQuote | null> {
  const q = <T>(text: string, params?: unknown[]) => db.query<T>(text, params);
  const values = await orderFormValues(q, orderId) as unknown as OrderValues & { kind?: string };
  const [order] = await db.query<{ ordered_at: Date; kind: string }>(`select ordered_at, kind from orders where id = $1`, [orderId]);
  if (!order || order.kind === 'first_leg' || !values.routeId) return null;
  const perBox = dec(m.realWeight).div(m.boxCount).toDecimalPlaces(3).toString();
  const measured = { ...values, parcels: [{ weight: perBox, length: m.length ?? null, width: m.width ?? null, height: m.height ?? null, count: m.boxCount }] };
  let chosen: Quote;
  try {
    chosen = await priceChosenRoute({ db, lang }, Number(values.customerId), measured, new Date(order.ordered_at));
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
  const volumetric = chosen.volumetricWeight;
  await db.query(`update orders set station_quote = $2::jsonb, in_volume_weight = $3::numeric where id = $1 and weighing_state = 'weighed'`, [
    orderId, JSON.stringify(chosen), volumetric,
  ]);
  return { chargeableWeight: chosen.chargeableWeight, volumeWeight: volumetric, total: chosen.total, currency: chosen.currency };
}
