import { defineDictionary } from './types';

/** What an order's log line records: the machines' actions (orderStates.ts) and edits. */
export const orderLogAction = defineDictionary('orderLogAction', [
  { value: 'create', zh: '创建', en: 'Created' },
  { value: 'submit', zh: '提交订单', en: 'Submitted' },
  { value: 'edit', zh: '修改', en: 'Edited' },
  { value: 'audit', zh: '审核', en: 'Audited' },
  { value: 'pay', zh: '付款', en: 'Paid' },
  { value: 'reject', zh: '驳回', en: 'Rejected' },
  { value: 'cancel', zh: '取消', en: 'Cancelled' },
  { value: 'cancelRequested', zh: '申请取消/拦截', en: 'Cancellation / intercept requested' },
  { value: 'cancelRequestRejected', zh: '驳回取消/拦截申请', en: 'Cancellation / intercept request rejected' },
  { value: 'agreeCancellation', zh: '同意取消申请', en: 'Cancellation agreed' },
  { value: 'transfer', zh: '转单', en: 'Transferred' },
  { value: 'transferFailed', zh: '转单失败', en: 'Transfer failed' },
  { value: 'reset', zh: '重置转单', en: 'Transfer reset' },
  { value: 'delete', zh: '删除转单', en: 'Transfer deleted' },
  { value: 'changeNumber', zh: '换单号', en: 'Number changed' },
  { value: 'arrive', zh: '到件', en: 'Arrived' },
  { value: 'checkIn', zh: '入库称重', en: 'Weighed in' },
  { value: 'cancelIn', zh: '取消入库', en: 'Inbound cancelled' },
  { value: 'reweigh', zh: '重新称重', en: 'Weighed again' },
  { value: 'checkOut', zh: '出库称重', en: 'Weighed out' },
  { value: 'markReadyForStorage', zh: '标记待入仓', en: 'Marked ready for storage' },
  { value: 'markReadyForDelivery', zh: '标记待派送', en: 'Marked ready for delivery' },
]);
