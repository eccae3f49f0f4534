/**
 * A first-leg (trunk) quote (DD1401_01, ZJ1301_03's tariffs): the cartons' chargeable weight by the
 * tariff's volumetric divisor (per shipment, to the half kilo), priced by its weight breaks and
 * never below its minimum charge, as a `Quote` with its trace, so an order stores it, the credit
 * counts it and the order's detail shows it as it shows a route's. A tariff has no fuel, remote
 * fee or surcharges: its freight is its total.
 */
import { moneyString, roundMoney, weightString, dec } from './money';
import { zoneFreight } from './priceTable';
import { chargeableWeight, type ParcelLine } from './weight';
import type { Msg, Quote, WeightBreak } from './types';

export interface TrunkTariff {
  id: number;
  /** Transport and delivery mode and the warehouse it leaves from, as the customer reads them. */
  name: string;
  nameEn: string;
  warehouse: string;
  currency: string;
  minCharge: string;
  volumetricDivisor: number;
  breaks: WeightBreak[];
}

/** First-leg freight is charged by the half kilo, per shipment. */
const STEP = '0.5';

export type TrunkResult = { quote: Quote } | { excluded: Msg };

export function trunkQuote(t: TrunkTariff, parcels: ParcelLine[]): TrunkResult {
  const weight = parcels.reduce((sum, p) => sum.add(dec(p.weight).mul(Math.max(1, p.count ?? 1))), dec(0));
  const pieces = parcels.reduce((n, p) => n + Math.max(1, p.count ?? 1), 0);
  const cw = chargeableWeight({ weight, pieces, parcels }, { weightRule: 'per_shipment', volumetricDivisor: t.volumetricDivisor, step: STEP, minChargeableWeight: 0 });
  const fr = zoneFreight({ zone: t.warehouse, breaks: t.breaks, minCharge: t.minCharge }, cw.chargeable);
  if (!fr) {
    const max = t.breaks.length ? String(t.breaks[t.breaks.length - 1].upTo) : '0';
    return { excluded: { key: 'pricing.excluded.tariffOverweight', params: { weight: cw.chargeable.toString(), max } } };
  }
  const cur = t.currency;
  const freight = moneyString(roundMoney(fr.amount, cur), cur);
  const lines: Msg[] = [...cw.lines, ...fr.lines, { key: 'pricing.trace.freight', params: { freight, currency: cur } }];
  return {
    quote: {
      routeId: `trunk:${t.id}`,
      routeName: t.name,
      routeNameEn: t.nameEn,
      customerRouteId: null,
      channelCode: '',
      actualWeight: weightString(cw.actual),
      volumetricWeight: weightString(cw.volumetric),
      chargeableWeight: cw.chargeable.toString(),
      freight,
      fuel: moneyString(dec(0), cur),
      remoteFee: moneyString(dec(0), cur),
      surcharges: [],
      total: freight,
      currency: cur,
      transitDays: { min: null, max: null },
      insurance: false,
      remote: false,
      trace: {
        priceTable: null, version: null, zone: null, weightRule: 'per_shipment', divisor: t.volumetricDivisor, step: STEP, minimum: '0',
        weightBreak: fr.weightBreak, discount: null, fuelRule: null, fuelRate: '0', remoteRule: null, lines,
      },
    },
  };
}
