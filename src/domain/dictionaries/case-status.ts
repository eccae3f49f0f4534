import { defineDictionary } from './types';

/** Case (S10), in processing order. */
export const caseStatus = defineDictionary('caseStatus', [
  { value: 'untreated', zh: '未处理', en: 'Untreated', color: 'orange' },
  { value: 'being_processed', zh: '处理中', en: 'Being processed', color: 'processing' },
  { value: 'processed', zh: '已处理', en: 'Processed', color: 'cyan' },
  { value: 'finished', zh: '已结案', en: 'Finished', color: 'success' },
]);
