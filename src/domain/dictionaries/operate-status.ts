import { defineDictionary } from './types';

/** Operating / outage (S07c): suppliers, supplier products, outlets. */
export const operateStatus = defineDictionary('operateStatus', [
  { value: 'operating', zh: '运营中', en: 'Operating', color: 'green' },
  { value: 'outage', zh: '停运', en: 'Outage', color: 'red' },
]);
