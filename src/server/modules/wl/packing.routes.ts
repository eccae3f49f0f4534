/**
 * WL0111_01 packing: find the order by a scanned number (V17), save or remove a carton, end the
 * packing (S18). Each answers the packing as the screen shows it (packing.ts).
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes, type JsonSchema, type RouteDef } from '../../platform/route';
import { formBody } from '../../platform/formBody';
import { inTransaction, type TxQuery } from '../../platform/resource';
import WL0111_01 from '../../../../schemas/wl/WL0111_01.json' with { type: 'json' };
import { assertAtStation, lockScanned, stationActor, type ScannedOrder, type StationActor } from './stationWork';
import { endPacking, packingView, PACKING_SCHEMA, removeBox, saveBox, type BoxBody } from './packing';

const PAGE = 'wl/0111/01.html';
type Body = { no: string; stationId?: number | null };

/** A packing route: the scanned order locked at the caller's station, `run` in its transaction, the packing answered. */
function packingRoute<B extends Body>(url: string, summary: string, body: JsonSchema, run: (q: TxQuery, actor: StationActor, order: ScannedOrder, body: B) => Promise<void>): RouteDef {
  return {
    method: 'POST',
    url,
    authority: PAGE,
    summary,
    body,
    response: PACKING_SCHEMA,
    handler: async (req: FastifyRequest) => {
      const b = req.body as B;
      const actor = stationActor(req, b.stationId);
      return inTransaction(req.server.db, async (q) => {
        const order = await lockScanned(q, actor, b.no);
        assertAtStation(order, actor);
        await run(q, actor, order, b);
        return packingView(q, order.id, req.lang);
      });
    },
  };
}

export default defineRoutes([
  packingRoute('wl/0111/scan', "The packing of the order a scanned number names (V17) at the caller's station: its SKU lines with what is packed and left, its cartons",
    formBody(WL0111_01, undefined, { only: ['no', 'stationId'] }), async () => undefined),
  packingRoute<Body & BoxBody>('wl/0111/box/save',
    'Saves a carton (box no. V09n, weight and sizes V10, SKU quantities V12a): a box no. saved again replaces that carton; a line packed over its quantity, an 81st carton (K13) or an ended packing (S18) is refused',
    formBody(WL0111_01), (q, actor, order, b) => saveBox(q, actor, order, b)),
  packingRoute<Body & { boxNo: string }>('wl/0111/box/delete', 'Removes a carton while the packing is open',
    formBody(WL0111_01, undefined, { only: ['no', 'stationId', 'boxNo'] }), (q, actor, order, b) => removeBox(q, actor, order, b.boxNo)),
  packingRoute('wl/0111/end', "Ends the packing (S18 → ended): at least one carton, every SKU line wholly packed; the cartons no longer change",
    formBody(WL0111_01, undefined, { only: ['no', 'stationId'] }), (q, actor, order) => endPacking(q, actor, order)),
]);
