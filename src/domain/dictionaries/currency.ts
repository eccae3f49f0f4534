import { defineDictionary } from './types';

/** Currencies (K16c; bills list RMB, USD and GBP, the constants add EUR). */
export const currency = defineDictionary('currency', [
  { value: 'RMB', zh: '人民币', en: 'RMB' },
  { value: 'USD', zh: '美元', en: 'USD' },
  { value: 'EUR', zh: '欧元', en: 'EUR' },
  { value: 'GBP', zh: '英镑', en: 'GBP' },
]);
