import { defineDictionary } from './types';

/** Why the station holds a parcel (WL0110_01). */
export const holdReason = defineDictionary('holdReason', [
  { value: 'weight_difference', zh: '重量差异', en: 'Weight difference' },
  { value: 'prohibited', zh: '疑似违禁品', en: 'Suspected prohibited goods' },
  { value: 'payment', zh: '待付款', en: 'Awaiting payment' },
  { value: 'customs', zh: '报关资料问题', en: 'Customs documents' },
  { value: 'address', zh: '地址问题', en: 'Address problem' },
  { value: 'damaged', zh: '包装破损', en: 'Damaged packing' },
  { value: 'other', zh: '其他', en: 'Other' },
]);
