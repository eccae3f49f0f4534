import { defineDictionary } from './types';

/** An order's payment flow (S03, src/domain/orders/orderStates.ts paymentFlow), in its order. */
export const paymentFlow = defineDictionary('paymentFlow', [
  { value: 'draft', zh: '草稿', en: 'Draft', color: 'default' },
  { value: 'placed', zh: '客户已下单', en: 'Customer placed order', color: 'blue' },
  { value: 'audited', zh: '商家已审核', en: 'Merchant audited', color: 'cyan' },
  { value: 'customer_paid', zh: '客户已付款', en: 'Customer paid', color: 'green' },
  { value: 'cancelled', zh: '已取消', en: 'Cancelled', color: 'default' },
]);
