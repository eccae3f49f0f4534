import { defineDictionary } from './types';

/** An order's transfer to a carrier channel (S12, src/domain/orders/orderStates.ts transferFlow). */
export const transferState = defineDictionary('transferState', [
  { value: 'not_transferred', zh: '未转单', en: 'Not transferred', color: 'orange' },
  { value: 'transferred', zh: '已转单', en: 'Transferred', color: 'green' },
  { value: 'reset', zh: '已重置', en: 'Reset', color: 'blue' },
  { value: 'deleted', zh: '已删除', en: 'Deleted', color: 'default' },
]);
