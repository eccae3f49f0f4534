import { defineDictionary } from './types';

/**
 * What a DD0210_01 request asks: cancel an order no carrier has yet (its transfer not done), or
 * intercept one handed to a carrier (transferred: the carrier's shipment is to be stopped).
 */
export const cancelKind = defineDictionary('cancelKind', [
  { value: 'cancel', zh: '取消', en: 'Cancel', color: 'blue' },
  { value: 'intercept', zh: '拦截', en: 'Intercept', color: 'purple' },
]);
