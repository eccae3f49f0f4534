/**
 * The body of dd/0101/save: DD0101_01's form (its rules run in the browser and here alike), plus
 * what the form's hooks add: a draft or a placed order, the customer's confirmation of a large
 * declared value (V16c), and the order it was copied from (E11k).
 */
import { formBody } from '../../platform/formBody';
import type { JsonSchema } from '../../platform/route';
import { extendScreen, type ScreenJson } from '../../../../schemas/_meta/extendScreen';
import DD0101_01 from '../../../../schemas/dd/DD0101_01.json' with { type: 'json' };

export const placeOrderBody: JsonSchema = formBody(DD0101_01, undefined, {
  sent: {
    draft: { type: 'boolean' },
    confirmLargeValue: { type: 'boolean' },
    copyOf: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  },
});

/** The body of dd/0205/update (DD0205_03): the same form, the order's id, and the confirmation of a large value. */
export const orderUpdateBody: JsonSchema = formBody(DD0101_01, undefined, {
  id: 'required',
  sent: { confirmLargeValue: { type: 'boolean' } },
});

/**
 * The body of a form that extends DD0101_01 and both places and edits (DD0103_01, DD1401_01): the
 * merged form, as the browser merges it, and what the hooks add: the order's id when it edits,
 * a draft, the confirmation of a large value, the order it was copied from.
 */
export function extendedOrderBody(screen: unknown): JsonSchema {
  const merged = extendScreen({ screen: DD0101_01 as ScreenJson }, { screen: screen as ScreenJson }).screen;
  return formBody(merged as Parameters<typeof formBody>[0], undefined, {
    sent: {
      id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
      draft: { type: 'boolean' },
      confirmLargeValue: { type: 'boolean' },
      copyOf: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    },
  });
}

const form = placeOrderBody as { properties: Record<string, JsonSchema> };

/**
 * dd/0101/route/list: what the price depends on, as the form holds it (the quotes follow the
 * form as it is filled, so nothing is required but the parcels and the destination).
 */
export const routeListBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['parcels', 'recipient'],
  properties: {
    customerId: form.properties.customerId,
    parcels: form.properties.parcels,
    recipient: {
      type: 'object',
      additionalProperties: false,
      required: ['country'],
      properties: {
        country: { type: 'string', pattern: '^[A-Za-z]{2}$', 'x-normalize': true },
        postcode: { type: ['string', 'null'], maxLength: 20, 'x-normalize': true },
        city: { type: ['string', 'null'], maxLength: 50, 'x-normalize': true },
      },
    },
    declaredValue: form.properties.declaredValue,
    cargoType: { type: ['array', 'null'], items: { type: 'string', maxLength: 30 }, maxItems: 10 },
  },
};

export interface AddressValues {
  name?: string | null;
  company?: string | null;
  phone?: string | null;
  country?: string | null;
  province?: string | null;
  city?: string | null;
  postcode?: string | null;
  address1?: string | null;
  address2?: string | null;
  email?: string | null;
  taxId?: string | null;
}

export interface ParcelValues {
  weight: string;
  length?: string | null;
  width?: string | null;
  height?: string | null;
  count: number;
  boxNo?: string | null;
}

export interface ItemValues {
  nameZh: string;
  nameEn: string;
  customsCode: string;
  origin?: string | null;
  unit?: string | null;
  unitPrice: string;
  unitWeight: string;
  quantity: number;
  qtyPerBox: number;
  brand?: string | null;
  model?: string | null;
  material?: string | null;
  purpose?: string | null;
  /** The carton it is packed in, by box number (an FBA order's lines). */
  boxNo?: string | null;
}

export interface OrderValues {
  customerId?: number | null;
  /** The route it goes by; a first-leg order has none (its tariff instead). */
  routeId?: number | null;
  customerOrderNo?: string | null;
  mailType: string;
  refNo1?: string | null;
  refNo2?: string | null;
  sender: AddressValues;
  recipient: AddressValues;
  importer?: AddressValues | null;
  exporter?: AddressValues | null;
  parcels: ParcelValues[];
  items: ItemValues[];
  declaredValue: string;
  declaredCurrency: string;
  insured?: boolean | null;
  codAmount?: string | null;
  ioss?: string | null;
  eori?: string | null;
  remark?: string | null;
  /** An FBA shipment's (DD0103_01): its Amazon reference and shipment ids and its warehouse. */
  fbaOrderNo?: string | null;
  fbaShipmentId?: string | null;
  fbaWarehouse?: string | null;
  /** A first-leg order's (DD1401_01): the trunk tariff it goes by and the overseas warehouse it stocks. */
  trunkTariffId?: number | null;
  overseasWarehouse?: string | null;
  draft?: boolean;
  confirmLargeValue?: boolean;
  copyOf?: number | null;
}
