import { defineDictionary } from './types';

/** What a label is sent as (DD0204_11): PDF for web and office printers, ZPL for thermal printers. */
export const printFormat = defineDictionary('printFormat', [
  { value: 'pdf', zh: 'PDF', en: 'PDF' },
  { value: 'zpl', zh: 'ZPL', en: 'ZPL' },
]);
