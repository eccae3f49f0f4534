import { defineDictionary } from './types';

/** Work order (S09). */
export const workOrderStatus = defineDictionary('workOrderStatus', [
  { value: 'processing', zh: '处理中', en: 'Processing', color: 'processing' },
  { value: 'completed', zh: '已完成', en: 'Completed', color: 'success' },
]);
