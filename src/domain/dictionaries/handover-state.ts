import { defineDictionary } from './types';

/** A handover order's state (WL0108_01; src/domain/station/handover.ts). */
export const handoverState = defineDictionary('handoverState', [
  { value: 'draft', zh: '草稿', en: 'Draft', color: 'default' },
  { value: 'handed_over', zh: '已交接', en: 'Handed over', color: 'green' },
  { value: 'cancelled', zh: '已取消', en: 'Cancelled', color: 'default' },
]);
