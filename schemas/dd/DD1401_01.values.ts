/**
 * DD1401_01's values as the form holds them and the quote request its tariff field asks: the
 * cartons once their weights and sizes read as numbers, with the modes chosen. Pure.
 */
import { quoteRequestOf, type OrderFormValues } from './DD0101_01.values';

export interface FirstLegValues extends OrderFormValues {
  transportModeId?: number | null;
  deliveryModeId?: number | null;
  overseasWarehouse?: string | null;
}

export interface TrunkRequest {
  customerId?: number;
  transportModeId?: number;
  deliveryModeId?: number;
  parcels: { weight: string; length?: string; width?: string; height?: string; count: number }[];
}

/** The cartons as the order form reads them (a destination is not asked: the tariff decides the way). */
export function trunkRequestOf(v: FirstLegValues): TrunkRequest | null {
  const asked = quoteRequestOf({ ...v, recipient: { country: v.overseasWarehouse || 'US' } });
  if (!asked) return null;
  return {
    ...(v.customerId ? { customerId: Number(v.customerId) } : {}),
    ...(v.transportModeId ? { transportModeId: Number(v.transportModeId) } : {}),
    ...(v.deliveryModeId ? { deliveryModeId: Number(v.deliveryModeId) } : {}),
    parcels: asked.parcels,
  };
}
