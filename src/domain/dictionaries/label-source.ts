import { defineDictionary } from './types';

/** Which label a route's parcels carry (ZJ0103_04, DD0204_01; route.label_source, migration 0412). */
export const labelSource = defineDictionary('labelSource', [
  { value: 'own', zh: '本系统面单', en: 'Our label' },
  { value: 'channel', zh: '渠道面单', en: "Channel's label" },
]);
