import { defineDictionary } from './types';

/** The four parties of an order (spec section 3). */
export const addressRole = defineDictionary('addressRole', [
  { value: 'sender', zh: '发件人', en: 'Sender' },
  { value: 'recipient', zh: '收件人', en: 'Recipient' },
  { value: 'importer', zh: '进口商', en: 'Importer' },
  { value: 'exporter', zh: '出口商', en: 'Exporter' },
]);
