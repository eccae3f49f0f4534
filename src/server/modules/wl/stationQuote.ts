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
import { readOrderForm } from '../dd/orderForm';
import type { OrderValues } from '../dd/placeOrder.body';
import { enqueueJob, registerJob } from '../../platform/jobs/queue';
import type { Measured } from './stationSteps';


export interface StationQuote { chargeableWeight: string; volumeWeight: string; total: string; currency: string }

/**
 * The order's new price at what the station measured, as the columns its weighing writes with it:
 * the quote and the volumetric weight, or none when it can no longer be priced; priced either way.
 * A scan writes them in the weighing's own update (one update of the order, not two).
 */
export async function priceMeasured(db: Database, lang: Lang, orderId: number, m: Measured): Promise<{ quote: StationQuote | null; set: Record<string, unknown> }> {
  const pricedAt = new Date();
  const order = await readOrderForm((text, params) => db.query(text, params), orderId);
  const values = order?.values as unknown as OrderValues | undefined;
  if (!order || order.kind === 'first_leg' || !values?.routeId) return { quote: null, set: { station_priced_at: pricedAt } };
  const perBox = dec(m.realWeight).div(m.boxCount).toDecimalPlaces(3).toString();
  const measured = { ...values, parcels: [{ weight: perBox, length: m.length ?? null, width: m.width ?? null, height: m.height ?? null, count: m.boxCount }] };
  let chosen: Quote;
  try {
    chosen = await priceChosenRoute({ db, lang }, Number(values.customerId), measured, order.orderedAt);
  } catch (err) {
    if (err instanceof AppError) return { quote: null, set: { station_priced_at: pricedAt } };
    throw err;
  }
  return {
    quote: { chargeableWeight: chosen.chargeableWeight, volumeWeight: chosen.volumetricWeight, total: chosen.total, currency: chosen.currency },
    set: { station_quote: chosen, in_volume_weight: chosen.volumetricWeight, station_priced_at: pricedAt },
  };
}

/** Prices a weighed order again and writes its price (the sweep after an upload, the demo seed). */
export async function repriceAtStation(db: Database, lang: Lang, orderId: number, m: Measured): Promise<StationQuote | null> {
  const { quote, set } = await priceMeasured(db, lang, orderId, m);
  await db.query(
    `update orders set station_quote = coalesce($2::jsonb, station_quote), in_volume_weight = coalesce($3::numeric, in_volume_weight), station_priced_at = now()
      where id = $1 and weighing_state = 'weighed'`,
    [orderId, set.station_quote ? JSON.stringify(set.station_quote) : null, set.in_volume_weight ?? null],
  );
  return quote;
}

/** Orders the sweep prices at a time. */
const SWEEP = 100;

/**
 * Prices every weighed order the station has not priced yet (a weighing upload's), from what it
 * measured, until none is left; a sweep cut short (the server stopped) is taken up by the next.
 */
export async function repriceWeighed(db: Database, lang: Lang): Promise<number> {
  let priced = 0;
  for (;;) {
    const rows = await db.query<{ id: string; realWeight: string; length: string | null; width: string | null; height: string | null; boxCount: number }>(
      `select id::text, trim_scale(in_weight)::text as "realWeight", trim_scale(in_length)::text as length, trim_scale(in_width)::text as width,
              trim_scale(in_height)::text as height, coalesce(in_box_count, 1) as "boxCount"
         from orders where weighing_state = 'weighed' and station_priced_at is null and in_weight is not null order by id limit ${SWEEP}`,
    );
    if (!rows.length) return priced;
    for (const { id, ...m } of rows) {
      await repriceAtStation(db, lang, Number(id), m);
      priced++;
    }
  }
}

export const STATION_QUOTE_JOB = 'wl.stationQuote';

registerJob(STATION_QUOTE_JOB, async ({ db }) => {
  await repriceWeighed(db, 'zh-CN');
});

/** Starts the sweep unless one is already waiting to run (one running may have passed the new orders). */
export async function startStationPricing(db: Database): Promise<void> {
  const [waiting] = await db.query(`select 1 from job where kind = $1 and status = 'queued' limit 1`, [STATION_QUOTE_JOB]);
  if (!waiting) await enqueueJob(db, STATION_QUOTE_JOB, {});
}
