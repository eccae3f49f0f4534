import { defineDictionary } from './types';

/** Order transfer to a channel (S12). */
export const transferStatus = defineDictionary('transferStatus', [
  { value: 'not_transferred_auto', zh: '未转单(自动)', en: 'Not transferred (automatic)', color: 'default' },
  { value: 'not_transferred_manual', zh: '未转单(手动)', en: 'Not transferred (manual)', color: 'orange' },
  { value: 'transferred', zh: '已转单', en: 'Transferred', color: 'green' },
  { value: 'reset', zh: '已重置', en: 'Reset', color: 'blue' },
  { value: 'deleted', zh: '已删除', en: 'Deleted', color: 'red' },
]);
