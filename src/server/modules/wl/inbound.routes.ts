/**
 * WL0101_01 arrival and inbound weighing. A scan registers the parcel's arrival at the station
 * (S13a not arrived → arrived, badge B08) and shows the order; with "arrival only" that is all.
 * Then the real weight, sizes and boxes put it in and in stock (→ in → in stock, stored, weighed:
 * badges B04 and B05, tracking "domestic storage"), and the order is priced again at what the
 * station measured (stationQuote.ts).
 */
import { defineRoutes } from '../../platform/route';
import { formBody } from '../../platform/formBody';
import { inTransaction } from '../../platform/resource';
import { dec } from '../../../domain/pricing/money';
import { stationOp } from '../../../domain/station/stationStates';
import WL0101_01 from '../../../../schemas/wl/WL0101_01.json' with { type: 'json' };
import { applyStation, assertAtStation, lockScanned, stationActor } from './stationWork';
import { arriveIfNeeded, weighIn } from './stationSteps';
import { scannedSummary, SCANNED_SCHEMA } from './scanned';
import { repriceAtStation } from './stationQuote';

const PAGE = 'wl/0101/01.html';

interface Inbound { no: string; stationId?: number | null; realWeight: string; length?: string | null; width?: string | null; height?: string | null; boxCount?: number | null }

export default defineRoutes([
  {
    method: 'POST',
    url: 'wl/0101/scan',
    authority: PAGE,
    summary: 'Arrival scan: the parcel a number names (V17) arrives at the station (B08) and is shown for weighing; arrivalOnly: done',
    body: formBody(WL0101_01, undefined, { only: ['no', 'stationId', 'arrivalOnly'] }),
    response: { type: 'object', properties: { done: { type: 'boolean' }, arrived: { type: 'boolean' }, order: SCANNED_SCHEMA } },
    handler: async (req) => {
      const body = req.body as { no: string; stationId?: number | null; arrivalOnly?: boolean | null };
      const actor = stationActor(req, body.stationId);
      return inTransaction(req.server.db, async (q) => {
        const order = await lockScanned(q, actor, body.no);
        assertAtStation(order, actor);
        const arrived = await arriveIfNeeded(q, actor, order);
        // Only an arrived parcel is weighed in; anything further along is refused by its state.
        if (!arrived && (body.arrivalOnly || order.stationOp !== 'arrived')) {
          await applyStation(q, actor, order, { action: body.arrivalOnly ? 'arrive' : 'checkIn', transitions: [[stationOp, body.arrivalOnly ? 'arrive' : 'checkIn']] });
        }
        return { done: Boolean(body.arrivalOnly), arrived, order: await scannedSummary(q, order.id, req.lang) };
      });
    },
  },
  {
    method: 'POST',
    url: 'wl/0101/save',
    authority: PAGE,
    summary: 'Inbound weighing: real weight, sizes and boxes; the parcel is in, in stock, stored and weighed (B04, B05), priced again at the measured weights',
    body: formBody(WL0101_01, undefined, { only: ['no', 'stationId', 'realWeight', 'length', 'width', 'height', 'boxCount'] }),
    response: {
      type: 'object',
      properties: {
        orderNo: { type: 'string' }, inWeight: { type: 'string' }, volumeWeight: { type: ['string', 'null'] }, chargeableWeight: { type: ['string', 'null'] },
        declaredWeight: { type: ['string', 'null'] }, weightDifference: { type: ['string', 'null'] }, stationTotal: { type: ['string', 'null'] }, currency: { type: ['string', 'null'] },
        order: SCANNED_SCHEMA,
      },
    },
    handler: async (req) => {
      const body = req.body as Inbound;
      const actor = stationActor(req, body.stationId);
      const boxCount = body.boxCount ?? 1;
      const order = await inTransaction(req.server.db, async (q) => {
        const o = await lockScanned(q, actor, body.no);
        assertAtStation(o, actor);
        await weighIn(q, actor, o, { ...body, boxCount });
        return o;
      });
      const priced = await repriceAtStation(req.server.db, req.lang, order.id, { ...body, boxCount });
      return {
        orderNo: order.orderNo, inWeight: body.realWeight, volumeWeight: priced?.volumeWeight ?? null, chargeableWeight: priced?.chargeableWeight ?? null,
        declaredWeight: order.declaredWeight, weightDifference: order.declaredWeight ? dec(body.realWeight).sub(dec(order.declaredWeight)).toFixed(3) : null,
        stationTotal: priced?.total ?? null, currency: priced?.currency ?? null,
        order: await scannedSummary((text, params) => req.server.db.query(text, params), order.id, req.lang),
      };
    },
  },
]);
