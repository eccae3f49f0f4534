import { defineDictionary } from './types';

/** Order payment status (S03): paid, unpaid, cancelled. */
export const paymentStatus = defineDictionary('paymentStatus', [
  { value: 'unpaid', zh: '未付款', en: 'Unpaid', color: 'orange' },
  { value: 'paid', zh: '已付款', en: 'Paid', color: 'green' },
  { value: 'cancelled', zh: '已取消', en: 'Cancelled', color: 'default' },
]);
