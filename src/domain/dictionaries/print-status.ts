import { defineDictionary } from './types';

/** Whether an order's shipping label was ever printed (DD0204_01's filter). */
export const printStatus = defineDictionary('printStatus', [
  { value: 'unprinted', zh: '未打印', en: 'Not printed' },
  { value: 'printed', zh: '已打印', en: 'Printed' },
]);
