/**
 * WL0106_01 outbound weighing. The scan asks whether the parcel may go out (in stock at this
 * station, not kept for storage) and shows its inbound weight; the outbound weight then takes it
 * out (S13a in stock → out of stock, S13b stored → not stored, S14 → out of storage; badge B06),
 * refused when it exceeds the inbound weight.
 */
import { defineRoutes } from '../../platform/route';
import { formBody } from '../../platform/formBody';
import { inTransaction } from '../../platform/resource';
import WL0106_01 from '../../../../schemas/wl/WL0106_01.json' with { type: 'json' };
import { assertAtStation, lockScanned, planStates, stationActor } from './stationWork';
import { checkOutStep, weighOut } from './stationSteps';
import { scannedSummary, SCANNED_SCHEMA } from './scanned';

const PAGE = 'wl/0106/01.html';

export default defineRoutes([
  {
    method: 'POST',
    url: 'wl/0106/scan',
    authority: PAGE,
    summary: 'Outbound scan: the parcel a number names (V17), if it may go out now, with its inbound weight; nothing changes',
    body: formBody(WL0106_01, undefined, { only: ['no', 'stationId'] }),
    response: { type: 'object', properties: { done: { type: 'boolean' }, order: SCANNED_SCHEMA } },
    handler: async (req) => {
      const body = req.body as { no: string; stationId?: number | null };
      const actor = stationActor(req, body.stationId);
      return inTransaction(req.server.db, async (q) => {
        const order = await lockScanned(q, actor, body.no);
        assertAtStation(order, actor);
        planStates(actor, order, checkOutStep());
        return { done: false, order: await scannedSummary(q, order.id, req.lang) };
      });
    },
  },
  {
    method: 'POST',
    url: 'wl/0106/save',
    authority: PAGE,
    summary: 'Outbound weighing: the parcel goes out of stock and out of storage at its outbound weight (B06), never heavier than it came in',
    body: formBody(WL0106_01, undefined, { only: ['no', 'stationId', 'outWeight'] }),
    response: { type: 'object', properties: { orderNo: { type: 'string' }, inWeight: { type: ['string', 'null'] }, outWeight: { type: 'string' }, order: SCANNED_SCHEMA } },
    handler: async (req) => {
      const body = req.body as { no: string; stationId?: number | null; outWeight: string };
      const actor = stationActor(req, body.stationId);
      return inTransaction(req.server.db, async (q) => {
        const order = await lockScanned(q, actor, body.no);
        assertAtStation(order, actor);
        await weighOut(q, actor, order, body.outWeight);
        return { orderNo: order.orderNo, inWeight: order.inWeight, outWeight: body.outWeight, order: await scannedSummary(q, order.id, req.lang) };
      });
    },
  },
]);
