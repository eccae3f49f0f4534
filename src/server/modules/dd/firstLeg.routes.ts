/**
 * DD1401_01 first-leg order: cartons sent by a trunk tariff (ZJ1301_03) to one of the forwarder's
 * overseas warehouses. `dd/1401/quote` prices the cartons by every enabled tariff of the modes
 * chosen (src/domain/pricing/trunk.ts), cheapest first, with those that cannot carry them and
 * why; `dd/1401/save` places the order as DD0101_01 places one (placeOrder.ts), priced again by
 * its tariff, the overseas warehouse its destination; with the order's id (DD0205_01's Edit opens
 * this form on a first-leg order, `dd/1401/detail`) it edits it as DD0205_03 edits one.
 */
import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { nameIn, pickerRoute, type PickerOption } from '../../platform/resource';
import { trunkQuote } from '../../../domain/pricing/trunk';
import { render } from '../../../domain/pricing/messages';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import type { OrderValues, ParcelValues } from './placeOrder.body';
import { firstLegBody, trunkQuoteBody } from './firstLeg.body';
import { orderCustomer } from './orderGuards';
import { placeOrder } from './placeOrder';
import { assertMayEdit, editDetailRoute, editOrder } from './editOrder';
import { cartonsOf, tariffPricer, tariffs } from './trunkTariffs';
import './orders.messages';

const AUTH = 'dd/1401/01.html';

export default defineRoutes([
  ...([['mode', 'transport_mode', 'Transport modes'], ['delivery', 'delivery_mode', 'Delivery modes']] as const).map(([base, table, noun]) =>
    pickerRoute({
      url: `dd/1401/${base}/options`,
      authority: [AUTH],
      summary: `${noun} of the first-leg tariffs as select options: value = id, label in the caller's language`,
      options: (req) => req.server.db.query<PickerOption>(`select t.id as value, ${nameIn(req)} as label from ${table} t order by t.sort, t.code`),
    }),
  ),
  {
    method: 'POST',
    url: 'dd/1401/quote',
    authority: AUTH,
    summary: 'The first-leg tariffs (of the modes chosen) that carry the cartons, cheapest first, each with its quote and trace; the others with the reason',
    body: trunkQuoteBody,
    handler: async (req) => {
      const b = req.body as { customerId?: number | null; transportModeId?: number | null; deliveryModeId?: number | null; parcels: ParcelValues[] };
      await orderCustomer(req.server.db, currentUser(req), b.customerId);
      const quotes = [];
      const excluded = [];
      for (const t of await tariffs(req, b)) {
        const r = trunkQuote(t, cartonsOf(b.parcels));
        if ('quote' in r) quotes.push({ tariffId: t.id, name: t.name, nameEn: t.nameEn, warehouse: t.warehouse, minCharge: t.minCharge, quote: r.quote });
        else excluded.push({ tariffId: t.id, name: t.name, nameEn: t.nameEn, reason: render(req.lang, r.excluded) });
      }
      quotes.sort((a, b) => Number(a.quote.total) - Number(b.quote.total));
      return { quotes, excluded };
    },
  },
  editDetailRoute('dd/1401/detail', AUTH, 'first_leg', 'A first-leg order'),
  {
    method: 'POST',
    url: 'dd/1401/save',
    authority: AUTH,
    summary: "Place a first-leg order (or save a draft), or with its id edit one: DD0101_01's guards and rules, the cartons priced by the chosen trunk tariff with its trace, the available credit; one transaction",
    body: firstLegBody,
    options: { bodyLimit: 1024 * 1024 },
    handler: async (req) => {
      const v = req.body as OrderValues & { id?: number | null; trunkTariffId: number; overseasWarehouse: string };
      // The overseas warehouse is where the cartons go: the order's destination.
      const recipient = { name: dictionaryLabel('overseasWarehouse', v.overseasWarehouse, 'zh-CN'), country: v.overseasWarehouse };
      const values: OrderValues = { ...v, recipient, mailType: 'P', routeId: null };
      const price = tariffPricer(req, v.trunkTariffId, v.parcels);
      if (!v.id) return placeOrder(req, values, 'first_leg', price);
      await assertMayEdit(req);
      return editOrder(req, { ...values, id: v.id }, 'first_leg', price);
    },
  },
]);
