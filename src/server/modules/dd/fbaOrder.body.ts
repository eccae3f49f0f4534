/** The body of dd/0103/save: DD0103_01's form (DD0101_01's with the FBA fields merged in) and what its hooks add. */
import type { JsonSchema } from '../../platform/route';
import DD0103_01 from '../../../../schemas/dd/DD0103_01.json' with { type: 'json' };
import { extendedOrderBody } from './placeOrder.body';

export const fbaOrderBody: JsonSchema = extendedOrderBody(DD0103_01);
