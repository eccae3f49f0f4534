import { defineDictionary } from './types';

/** Printing mode (DD0204_01, DD0204_11). */
export const printMode = defineDictionary('printMode', [
  { value: 'plugin', zh: '插件打印', en: 'Plugin printing' },
  { value: 'web', zh: '网页打印', en: 'Web printing' },
]);
