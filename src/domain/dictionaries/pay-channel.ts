import { defineDictionary } from './types';

/** Payment and receiving channels (ZF0101_01, CW0302_01, ZJ0505_01; K08). */
export const payChannel = defineDictionary('payChannel', [
  { value: 'alipay', zh: '支付宝', en: 'Alipay' },
  { value: 'paypal', zh: 'PayPal', en: 'PayPal' },
  { value: 'bank', zh: '银行转账', en: 'Bank transfer' },
]);
