import { defineDictionary } from './types';

/** Payment flow (S03): customer placed order -> merchant audited -> customer paid. */
export const paymentProgress = defineDictionary('paymentProgress', [
  { value: 'placed', zh: '客户已下单', en: 'Customer placed order', color: 'blue' },
  { value: 'audited', zh: '商家已审核', en: 'Merchant audited', color: 'cyan' },
  { value: 'customer_paid', zh: '客户已付款', en: 'Customer paid', color: 'green' },
]);
