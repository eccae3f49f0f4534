/**
 * The bodies of DD1401_01's APIs: dd/1401/save takes its form (DD0101_01's with the first-leg part
 * merged in, as the browser merges it) plus the hooks' draft and large-value flags; dd/1401/quote
 * the cartons and the modes chosen.
 */
import { formBody } from '../../platform/formBody';
import type { JsonSchema } from '../../platform/route';
import { extendScreen, type ScreenJson } from '../../../../schemas/_meta/extendScreen';
import DD0101_01 from '../../../../schemas/dd/DD0101_01.json' with { type: 'json' };
import DD1401_01 from '../../../../schemas/dd/DD1401_01.json' with { type: 'json' };
import { routeListBody } from './placeOrder.body';

const { screen } = extendScreen({ screen: DD0101_01 as ScreenJson }, { screen: DD1401_01 as ScreenJson });

export const firstLegBody: JsonSchema = formBody(screen as Parameters<typeof formBody>[0], undefined, {
  sent: { draft: { type: 'boolean' }, confirmLargeValue: { type: 'boolean' } },
});

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
