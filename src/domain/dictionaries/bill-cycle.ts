import { defineDictionary } from './types';

/** Bill sending cycle (SPEC §3, K19a; CW0801_01, XT0108_01). */
export const billCycle = defineDictionary('billCycle', [
  { value: 'monthly', zh: '每月', en: 'Monthly' },
  { value: 'weekly', zh: '每周', en: 'Weekly' },
  { value: 'daily', zh: '每天', en: 'Daily' },
  { value: 'weekdays', zh: '工作日', en: 'Weekdays' },
]);
