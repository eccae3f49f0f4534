/**
 * The bodies of DD1401_01's APIs: dd/1401/save takes its form (DD0101_01's with the first-leg part
 * merged in) and what its hooks add; dd/1401/quote the cartons and the modes chosen.
 */
import type { JsonSchema } from '../../platform/route';
import DD1401_01 from '../../../../schemas/dd/DD1401_01.json' with { type: 'json' };
import { extendedOrderBody, routeListBody } from './placeOrder.body';

export const firstLegBody: JsonSchema = extendedOrderBody(DD1401_01);

const form = firstLegBody as { properties: Record<string, JsonSchema> };

export const trunkQuoteBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['parcels'],
  properties: {
    customerId: form.properties.customerId,
    transportModeId: form.properties.transportModeId,
    deliveryModeId: form.properties.deliveryModeId,
    // The order form's cartons, weights and sizes only (a box number is not asked to quote).
    parcels: (routeListBody as { properties: Record<string, JsonSchema> }).properties.parcels,
  },
};
