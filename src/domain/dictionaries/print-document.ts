import { defineDictionary } from './types';

/** Which document of an order was printed (print records, the order's log). */
export const printDocument = defineDictionary('printDocument', [
  { value: 'channelLabel', zh: '渠道标签', en: 'Channel label' },
  { value: 'label', zh: '标签', en: 'Label' },
  { value: 'invoice', zh: '发票', en: 'Invoice' },
  { value: 'packingList', zh: '装箱单', en: 'Packing list' },
]);
