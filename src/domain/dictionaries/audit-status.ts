import { defineDictionary } from './types';

/** Customer audit (S06b) as shown in ZJ0101_01/03; pending is the state after XX0201_01 is submitted. */
export const auditStatus = defineDictionary('auditStatus', [
  { value: 'pending', zh: '待审核', en: 'Pending review', color: 'orange' },
  { value: 'approved', zh: '审核通过', en: 'Approved', color: 'green' },
  { value: 'review_failed', zh: '审核不通过', en: 'Review failed', color: 'red' },
]);
