import { defineDictionary } from './types';

/** Bill receipt status (S04, L95), the eight values of the spec. */
export const billReceiptStatus = defineDictionary('billReceiptStatus', [
  { value: 'confirmed', zh: '已确认', en: 'Confirmed', color: 'green' },
  { value: 'not_confirmed', zh: '未确认', en: 'Not confirmed', color: 'orange' },
  { value: 'unbilled', zh: '未出账', en: 'Unbilled', color: 'default' },
  { value: 'cancelled', zh: '已取消', en: 'Cancelled', color: 'default' },
  { value: 'unwritten', zh: '未核销', en: 'Unwritten', color: 'gold' },
  { value: 'not_approved', zh: '未审核', en: 'Not approved', color: 'blue' },
  { value: 'at_issue', zh: '有争议', en: 'At issue', color: 'red' },
  { value: 'issued_no_bill', zh: '费用已出未出账单', en: 'Charge details issued but no bill', color: 'purple' },
]);
