import { defineDictionary } from './types';

/** Route type (ZJ0103 routes). */
export const routeType = defineDictionary('routeType', [
  { value: 'express', zh: '快递', en: 'Express' },
  { value: 'special', zh: '专线', en: 'Special line' },
  { value: 'postal', zh: '邮政', en: 'Postal' },
  { value: 'economy', zh: '经济', en: 'Economy' },
  { value: 'freight', zh: '货运', en: 'Freight' },
]);
