/**
 * DD1401_01 first-leg order: cartons sent by a trunk tariff (ZJ1301_03) to one of the forwarder's
 * overseas warehouses. `dd/1401/quote` prices the cartons by every enabled tariff of the modes
 * chosen (src/domain/pricing/trunk.ts), cheapest first, with those that cannot carry them and
 * why; `dd/1401/save` places the order as DD0101_01 places one (placeOrder.ts), priced again by
 * its tariff, the overseas warehouse its destination.
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { nameIn, pickerRoute, type PickerOption } from '../../platform/resource';
import { trunkQuote, type TrunkTariff } from '../../../domain/pricing/trunk';
import { render } from '../../../domain/pricing/messages';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import type { WeightBreak } from '../../../domain/pricing/types';
import type { OrderValues, ParcelValues } from './placeOrder.body';
import { firstLegBody, trunkQuoteBody } from './firstLeg.body';
import { orderCustomer } from './orderGuards';
import { placeOrder } from './placeOrder';
import './orders.messages';

const AUTH = 'dd/1401/01.html';

interface TariffRow { id: number; name_zh: string; name_en: string; warehouse: string; currency: string; min_charge: string; volumetric_divisor: number; breaks: WeightBreak[] }

/** The enabled tariffs, of the modes asked when asked, each named by its modes in both languages. */
async function tariffs(req: FastifyRequest, filter: { transportModeId?: number | null; deliveryModeId?: number | null; id?: number }): Promise<TrunkTariff[]> {
  const rows = await req.server.db.query<TariffRow>(
    `select t.id, m.name_zh || ' · ' || d.name_zh as name_zh, m.name_en || ' · ' || d.name_en as name_en, t.warehouse, t.currency,
            t.min_charge::text as min_charge, t.volumetric_divisor, t.breaks
       from trunk_tariff t join transport_mode m on m.id = t.transport_mode_id join delivery_mode d on d.id = t.delivery_mode_id
      where t.status = 'enabled' and ($1::int is null or t.transport_mode_id = $1) and ($2::int is null or t.delivery_mode_id = $2)
        and ($3::int is null or t.id = $3)
      order by t.id`,
    [filter.transportModeId ?? null, filter.deliveryModeId ?? null, filter.id ?? null],
  );
  return rows.map((r) => ({ id: r.id, name: r.name_zh, nameEn: r.name_en, warehouse: r.warehouse, currency: r.currency, minCharge: r.min_charge,
    volumetricDivisor: r.volumetric_divisor, breaks: r.breaks }));
}

const cartonsOf = (parcels: ParcelValues[]) => parcels.map((p) => ({ weight: p.weight, length: p.length, width: p.width, height: p.height, count: p.count }));

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
  {
    method: 'POST',
    url: 'dd/1401/save',
    authority: AUTH,
    summary: "Place a first-leg order (or save a draft): DD0101_01's guards and rules, the cartons priced by the chosen trunk tariff with its trace, the available credit; one transaction",
    body: firstLegBody,
    options: { bodyLimit: 1024 * 1024 },
    handler: async (req) => {
      const v = req.body as OrderValues & { trunkTariffId: number; overseasWarehouse: string };
      // The overseas warehouse is where the cartons go: the order's destination.
      const recipient = { name: dictionaryLabel('overseasWarehouse', v.overseasWarehouse, 'zh-CN'), country: v.overseasWarehouse };
      const values: OrderValues = { ...v, recipient, mailType: 'P', routeId: null };
      return placeOrder(req, values, 'first_leg', async () => {
        const [tariff] = await tariffs(req, { id: v.trunkTariffId });
        if (!tariff) throw new AppError('orders.tariffUnknown').onFields('trunkTariffId');
        const r = trunkQuote(tariff, cartonsOf(v.parcels));
        if ('excluded' in r) throw new AppError('orders.tariffUnavailable', { reason: render(req.lang, r.excluded) }).onFields('trunkTariffId');
        return r.quote;
      });
    },
  },
]);
