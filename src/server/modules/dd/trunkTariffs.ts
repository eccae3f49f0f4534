/**
 * The first-leg tariffs (ZJ1301_03) as DD1401_01 quotes and prices by them: the enabled ones, each
 * named by its transport and delivery modes in both languages, and the pricer that prices a
 * first-leg order's cartons by its chosen tariff (placing and editing alike).
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { trunkQuote, type TrunkTariff } from '../../../domain/pricing/trunk';
import { render } from '../../../domain/pricing/messages';
import type { WeightBreak } from '../../../domain/pricing/types';
import type { ParcelValues } from './placeOrder.body';
import type { OrderPricer } from './placeOrder';
import './orders.messages';

export const TARIFF_FROM = `trunk_tariff t join transport_mode m on m.id = t.transport_mode_id join delivery_mode d on d.id = t.delivery_mode_id`;
export const TARIFF_NAME = { zh: `m.name_zh || ' · ' || d.name_zh`, en: `m.name_en || ' · ' || d.name_en` };

interface TariffRow { id: number; name_zh: string; name_en: string; warehouse: string; currency: string; min_charge: string; volumetric_divisor: number; breaks: WeightBreak[] }

export interface TariffFilter { transportModeId?: number | null; deliveryModeId?: number | null; id?: number }

/** The enabled tariffs, of the modes asked when asked. */
export async function tariffs(req: FastifyRequest, filter: TariffFilter): Promise<TrunkTariff[]> {
  const rows = await req.server.db.query<TariffRow>(
    `select t.id, ${TARIFF_NAME.zh} as name_zh, ${TARIFF_NAME.en} as name_en, t.warehouse, t.currency,
            t.min_charge::text as min_charge, t.volumetric_divisor, t.breaks
       from ${TARIFF_FROM}
      where t.status = 'enabled' and ($1::int is null or t.transport_mode_id = $1) and ($2::int is null or t.delivery_mode_id = $2)
        and ($3::int is null or t.id = $3)
      order by t.id`,
    [filter.transportModeId ?? null, filter.deliveryModeId ?? null, filter.id ?? null],
  );
  return rows.map((r) => ({ id: r.id, name: r.name_zh, nameEn: r.name_en, warehouse: r.warehouse, currency: r.currency, minCharge: r.min_charge,
    volumetricDivisor: r.volumetric_divisor, breaks: r.breaks }));
}

/** The cartons as a tariff weighs them (the box number is not priced). */
export const cartonsOf = (parcels: ParcelValues[]) => parcels.map((p) => ({ weight: p.weight, length: p.length, width: p.width, height: p.height, count: p.count }));

/** Prices the cartons by the chosen tariff; one gone or unable to carry them is refused under its field. */
export const tariffPricer = (req: FastifyRequest, tariffId: number, parcels: ParcelValues[]): OrderPricer => async () => {
  const [tariff] = await tariffs(req, { id: tariffId });
  if (!tariff) throw new AppError('orders.tariffUnknown').onFields('trunkTariffId');
  const r = trunkQuote(tariff, cartonsOf(parcels));
  if ('excluded' in r) throw new AppError('orders.tariffUnavailable', { reason: render(req.lang, r.excluded) }).onFields('trunkTariffId');
  return r.quote;
};
