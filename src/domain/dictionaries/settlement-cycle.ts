import { defineDictionary } from './types';

/** Customer settlement cycle (SPEC §3, K19a). */
export const settlementCycle = defineDictionary('settlementCycle', [
  { value: 'monthly', zh: '月结', en: 'Monthly' },
  { value: 'weekly', zh: '周结', en: 'Weekly' },
  { value: 'daily', zh: '日结', en: 'Daily' },
  { value: 'weekdays', zh: '工作日结', en: 'Weekdays' },
]);
