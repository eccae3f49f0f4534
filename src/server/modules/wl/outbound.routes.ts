/**
 * WL0106_01 outbound weighing. The scan asks whether the parcel may go out (in stock at this
 * station, not kept for storage, not held) and shows its inbound weight; the outbound weight then
 * takes it out (S13a in stock → out of stock, S13b stored → not stored, S14 → out of storage;
 * badge B06), refused when it exceeds the inbound weight.
 */
import { defineRoutes } from '../../platform/route';
import WL0106_01 from '../../../../schemas/wl/WL0106_01.json' with { type: 'json' };
import { planStates } from './stationWork';
import { checkOutStep, weighOut } from './stationSteps';
import { scanRoute } from './scanRoute';

const PAGE = 'wl/0106/01.html';

export default defineRoutes([
  scanRoute({
    url: 'wl/0106/scan',
    authority: PAGE,
    summary: 'Outbound scan: the parcel a number names (V17), if it may go out now, with its inbound weight; nothing changes',
    screen: WL0106_01,
    fields: ['no', 'stationId'],
    answer: { done: { type: 'boolean' } },
    async run(_q, actor, order) {
      planStates(actor, order, checkOutStep());
      return { done: false };
    },
  }),
  scanRoute<{ no: string; stationId?: number | null; outWeight: string }>({
    url: 'wl/0106/save',
    authority: PAGE,
    summary: 'Outbound weighing: the parcel goes out of stock and out of storage at its outbound weight (B06), never heavier than it came in',
    screen: WL0106_01,
    fields: ['no', 'stationId', 'outWeight'],
    answer: { orderNo: { type: 'string' }, inWeight: { type: ['string', 'null'] }, outWeight: { type: 'string' } },
    async run(q, actor, order, body) {
      await weighOut(q, actor, order, body.outWeight);
      return { orderNo: order.orderNo, inWeight: order.inWeight, outWeight: body.outWeight };
    },
  }),
]);
