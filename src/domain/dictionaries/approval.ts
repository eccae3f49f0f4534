import { defineDictionary } from './types';

/** Approval (S06a): credit and deposit, proxy applications, weight appeals, cancellations. */
export const approval = defineDictionary('approval', [
  { value: 'pending', zh: '待审批', en: 'Pending', color: 'orange' },
  { value: 'agree', zh: '同意', en: 'Agreed', color: 'green' },
  { value: 'reject', zh: '拒绝', en: 'Rejected', color: 'red' },
]);
