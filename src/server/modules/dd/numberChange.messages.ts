import { defineMessages } from '../../platform/i18n';

/** DD0209_01 changing an order's channel tracking number or a parcel's sub-order number (V14). */
defineMessages({
  'zh-CN': {
    'numberChange.orderNotFound': '单号 {orderNo} 不存在',
    'numberChange.noParcel': '订单 {orderNo} 没有第 {seq} 件',
    'numberChange.parcelRequired': '更换子单号须指明第几件',
    'numberChange.sameAsOld': '新单号与原单号相同（{number}），无需更换',
    'numberChange.inUse': '单号 {number} 已用于订单 {orderNo}',
    'numberChange.cancelled': '订单 {orderNo} 已取消，不能换单号',
    'orders.log.number.channelTrackingNo': '渠道转单号 {from} → {to}',
    'orders.log.number.subOrderNo': '第 {seq} 件子单号 {from} → {to}',
    'orders.log.none': '（无）',
  },
  'en-US': {
    'numberChange.orderNotFound': 'No order {orderNo}',
    'numberChange.noParcel': 'Order {orderNo} has no parcel {seq}',
    'numberChange.parcelRequired': 'Say which parcel gets the new sub-order number',
    'numberChange.sameAsOld': 'The new number is the old one ({number}): nothing to change',
    'numberChange.inUse': 'Number {number} is used by order {orderNo}',
    'numberChange.cancelled': 'Order {orderNo} is cancelled: its numbers stay',
    'orders.log.number.channelTrackingNo': 'Channel tracking no. {from} → {to}',
    'orders.log.number.subOrderNo': 'Parcel {seq} sub-order no. {from} → {to}',
    'orders.log.none': '(none)',
  },
});
