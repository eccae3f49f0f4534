import { defineDictionary } from './types';

/** Customer information status of a user (SPEC §4, L93). A non-OS04 user sees a warning tag and cannot order. */
export const orderStatus = defineDictionary('orderStatus', [
  { value: 'OS01', zh: '个人信息不完整', en: 'Information incomplete', color: 'orange' },
  { value: 'OS02', zh: '待审核', en: 'Awaiting review', color: 'blue' },
  { value: 'OS03', zh: '审核不通过', en: 'Review failed', color: 'red' },
  { value: 'OS04', zh: '已审核', en: 'Approved', color: 'green' },
]);
