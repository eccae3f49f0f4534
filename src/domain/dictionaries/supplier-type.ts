import { defineDictionary } from './types';

/** What kind of carrier a supplier / channel provider is (ZJ0201_01 "type"). */
export const supplierType = defineDictionary('supplierType', [
  { value: 'express', zh: '快递', en: 'Express carrier' },
  { value: 'postal', zh: '邮政', en: 'Postal service' },
  { value: 'dedicated_line', zh: '专线', en: 'Dedicated line' },
  { value: 'forwarder', zh: '货代', en: 'Freight forwarder' },
]);
