import { defineDictionary } from './types';

/** The forwarder's overseas warehouses a first-leg shipment replenishes (SPEC §9, K16b): the value is the country. */
export const overseasWarehouse = defineDictionary('overseasWarehouse', [
  { value: 'US', zh: '美国仓', en: 'US warehouse' },
  { value: 'JP', zh: '日本仓', en: 'Japan warehouse' },
  { value: 'GB', zh: '英国仓', en: 'UK warehouse' },
  { value: 'IT', zh: '意大利仓', en: 'Italy warehouse' },
]);
