import { defineDictionary } from './types';

/** What a label is sent as (DD0204_11): PDF for web and office printers, ZPL for thermal printers. */
export const printFormat = defineDictionary('printFormat', [
  { value: 'pdf', zh: 'PDF 格式', en: 'PDF' },
  { value: 'zpl', zh: 'ZPL 格式', en: 'ZPL' },
]);
