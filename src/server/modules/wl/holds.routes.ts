/**
 * WL0110_01 goods hold and release (S19): a parcel at the station is held by its scanned number,
 * or the parcels ticked on WL0105_01 at once (holding.ts), with a reason (deduction), may be
 * detained, and is released, singly or in bulk; every step needs a remark (V09i) and writes the
 * order's log. A held parcel is neither weighed out, loaded nor departed (stationWork.ts `planStates`).
 */
import { defineRoutes } from '../../platform/route';
import { formBody } from '../../platform/formBody';
import { crudRoutes, inTransaction, pickIds, type CrudSpec } from '../../platform/resource';
import { HOLD_STATES } from '../../../domain/station/stationStates';
import { holdReason } from '../../../domain/dictionaries/hold-reason';
import WL0110_01 from '../../../../schemas/wl/WL0110_01.json' with { type: 'json' };
import { actorAt, applyStation, listActor, lockOrders, planStates } from './stationWork';
import { scanRoute } from './scanRoute';
import { holdStep } from './stationSteps';
import { assertHoldCount, holdParcels, HOLD_MAX, type Hold } from './holding';
import { parcelFilters, stationParcelFields } from './stationParcels';
import { stationFilter, stationRows } from './stationRows';

const PAGE = 'wl/0110/01.html';

export const holds: CrudSpec = {
  base: 'wl/0110',
  authority: PAGE,
  noun: 'held parcels',
  table: 'orders',
  fields: {
    ...stationParcelFields,
    holdState: { col: 'hold_state', readOnly: true },
    holdReason: { col: 'hold_reason', readOnly: true },
    holdRemark: { col: 'hold_remark', readOnly: true },
    heldAt: { col: 'held_at', kind: 'time', readOnly: true },
  },
  filters: {
    stationId: stationFilter,
    customerId: parcelFilters.customerId,
    holdState: { schema: { type: 'string', enum: [...HOLD_STATES] }, where: (p) => `t.hold_state = ${p}` },
    holdReason: { schema: { type: 'string', enum: holdReason.items.map((i) => i.value) }, where: (p) => `t.hold_reason = ${p}` },
  },
  search: ['t.order_no', 't.channel_tracking_no'],
  orderBy: 't.held_at desc',
  verbs: ['list'],
  rowScope: stationRows('t.held_at is not null'),
};

export default defineRoutes([
  ...crudRoutes(holds),
  scanRoute<{ no: string; stationId?: number | null; holdReason: string; remark: string }>({
    url: 'wl/0110/hold',
    authority: PAGE,
    summary: 'Holds a parcel at the station by its scanned number (S19 → deduction), with a reason and a remark',
    screen: WL0110_01,
    form: 'hold',
    fields: ['no', 'stationId', 'holdReason', 'remark'],
    answer: { orderNo: { type: 'string' } },
    async run(q, actor, order, body) {
      await holdParcels(q, actor, [order], body);
      return { orderNo: order.orderNo };
    },
  }),
  {
    method: 'POST',
    url: 'wl/0110/hold/selected',
    authority: PAGE,
    summary: `Holds the parcels ticked on WL0105_01 (at most ${HOLD_MAX}) with one reason and remark, all or none: the parcels that may not be held (held already, at another station) are named`,
    body: formBody(WL0110_01, 'holdSelected'),
    response: { type: 'object', properties: { held: { type: 'integer' } } },
    handler: async (req) => {
      const body = req.body as Hold & { ids: number[] };
      const ids = pickIds(body);
      assertHoldCount(ids.length);
      const actor = listActor(req);
      return inTransaction(req.server.db, async (q) => {
        await holdParcels(q, actor, await lockOrders(q, actor, ids, { anyStation: true }), body);
        return { held: ids.length };
      });
    },
  },
  {
    method: 'POST',
    url: 'wl/0110/release',
    authority: PAGE,
    summary: 'Detains held parcels (deduction → detention) or releases them (→ release), all or none, with a remark',
    body: formBody(WL0110_01, 'decide'),
    handler: async (req) => {
      const body = req.body as { ids?: number[]; id?: number; action: 'detain' | 'release'; remark: string };
      const actor = listActor(req);
      return inTransaction(req.server.db, async (q) => {
        const orders = await lockOrders(q, actor, pickIds(body));
        const s = holdStep(body.action, body.remark);
        for (const o of orders) planStates(actor, o, s);
        for (const o of orders) await applyStation(q, actorAt(actor, o), o, s);
        return { changed: orders.length };
      });
    },
  },
]);
