/**
 * WL0101_01 arrival and inbound weighing. A scan registers the parcel's arrival at the station
 * (S13a not arrived → arrived, badge B08) and shows the order; with "arrival only" that is all.
 * Then the real weight, sizes and boxes put it in and in stock (→ in → in stock, stored, weighed:
 * badges B04 and B05, tracking "domestic storage"), priced again at what the station measured
 * (stationQuote.ts) and written with its new price in one update.
 */
import { defineRoutes } from '../../platform/route';
import { dec } from '../../../domain/pricing/money';
import { stationOp } from '../../../domain/station/stationStates';
import WL0101_01 from '../../../../schemas/wl/WL0101_01.json' with { type: 'json' };
import { applyStation } from './stationWork';
import { arriveIfNeeded, weighIn } from './stationSteps';
import { priceMeasured } from './stationQuote';
import { scanRoute } from './scanRoute';

const PAGE = 'wl/0101/01.html';
const TEXT = { type: ['string', 'null'] } as const;

interface Inbound { no: string; stationId?: number | null; realWeight: string; length?: string | null; width?: string | null; height?: string | null; boxCount?: number | null }

export default defineRoutes([
  scanRoute<{ no: string; stationId?: number | null; arrivalOnly?: boolean | null }>({
    url: 'wl/0101/scan',
    authority: PAGE,
    summary: 'Arrival scan: the parcel a number names (V17) arrives at the station (B08) and is shown for weighing; arrivalOnly: done',
    screen: WL0101_01,
    fields: ['no', 'stationId', 'arrivalOnly'],
    answer: { done: { type: 'boolean' }, arrived: { type: 'boolean' } },
    async run(q, actor, order, body) {
      const arrived = await arriveIfNeeded(q, actor, order);
      // Only an arrived parcel is weighed in; anything further along is refused by its state.
      if (!arrived && (body.arrivalOnly || order.stationOp !== 'arrived')) {
        const action = body.arrivalOnly ? 'arrive' : 'checkIn';
        await applyStation(q, actor, order, { action, transitions: [[stationOp, action]] });
      }
      return { done: Boolean(body.arrivalOnly), arrived };
    },
  }),
  scanRoute<Inbound>({
    url: 'wl/0101/save',
    authority: PAGE,
    summary: 'Inbound weighing: real weight, sizes and boxes; the parcel is in, in stock, stored and weighed (B04, B05), priced again at the measured weights',
    screen: WL0101_01,
    fields: ['no', 'stationId', 'realWeight', 'length', 'width', 'height', 'boxCount'],
    answer: {
      orderNo: { type: 'string' }, inWeight: { type: 'string' }, volumeWeight: TEXT, chargeableWeight: TEXT, declaredWeight: TEXT,
      weightDifference: TEXT, stationTotal: TEXT, currency: TEXT,
    },
    async run(q, actor, order, body, req, tx) {
      const m = { ...body, boxCount: body.boxCount ?? 1 };
      const p = (await weighIn(q, actor, order, m, () => priceMeasured(tx, req.lang, order.id, m)))?.quote;
      return {
        orderNo: order.orderNo, inWeight: body.realWeight, volumeWeight: p?.volumeWeight ?? null, chargeableWeight: p?.chargeableWeight ?? null,
        declaredWeight: order.declaredWeight, weightDifference: order.declaredWeight ? dec(body.realWeight).sub(dec(order.declaredWeight)).toFixed(3) : null,
        stationTotal: p?.total ?? null, currency: p?.currency ?? null,
      };
    },
  }),
]);
