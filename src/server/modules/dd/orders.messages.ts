import { defineMessages } from '../../platform/i18n';

/**
 * Messages of the order APIs (dd/*). The spec's: E11b order does not exist, E11c order already
 * exists, E11k no copy-and-order, E13 no order permission, E14 contact staff.
 */
defineMessages({
  'zh-CN': {
    'orders.notFound': '订单不存在',
    'orders.tooManyNumbers': '一次最多查询 {max} 个单号，当前 {given} 个',
    'orders.customerRequired': '客户为必填项',
    'orders.noOrderPermission': '暂无下单权限：您的资料尚未审核通过，请完善资料或联系客服',
    'orders.customerFrozen': '账户已冻结，暂不能下单，请联系客服',
    'orders.contactStaff': '您的账户尚未分配销售人员，请联系工作人员',
    'orders.valetNotAuthorized': '客户 {customer} 未授权您代下单，或授权已过期：请先申请代下单授权',
    'orders.duplicate': '客户订单号为 {customerOrderNo} 的订单已存在',
    'orders.tooManyPieces': '件数合计 {pieces} 件，一票最多 {max} 件',
    'orders.confirmLargeValue': '申报价值 {value} {currency} 达到 {from} {currency}，请确认后再下单',
    'orders.routeNotAssigned': '所选渠道未对该客户开放',
    'orders.routeUnavailable': '所选渠道不能承运此单：{reason}',
    'orders.noCopy': '该订单不能复制下单：{reason}',
    'orders.stateRefused': '订单 {orderNo} 当前为“{state}”，不能{action}',
    'orders.action.submit': '提交',
    'orders.action.audit': '审核',
    'orders.action.pay': '付款',
    'orders.action.reject': '驳回',
    'orders.action.cancel': '取消',
    'orders.action.agreeCancellation': '同意取消',
    'orders.action.transfer': '转单',
    'orders.action.reset': '重置转单',
    'orders.action.delete': '删除转单',
    'orders.creditExceeded':
      '可用额度不足：本单预估 {estimate} {currency}，可用 {available} {currency}（余额 {balance} + 信用额度 {creditLimit} − 未付账单 {unpaid} − 未出账订单 {unbilled}）',
  },
  'en-US': {
    'orders.notFound': 'The order does not exist',
    'orders.tooManyNumbers': 'At most {max} numbers per search ({given} given)',
    'orders.customerRequired': 'Customer is required',
    'orders.noOrderPermission': 'No order permission: your account information has not been approved yet. Complete it or contact customer service.',
    'orders.customerFrozen': 'The account is frozen: no orders can be placed. Please contact customer service.',
    'orders.contactStaff': 'No sales representative is assigned to your account yet. Please contact our staff.',
    'orders.valetNotAuthorized': 'Customer {customer} has not authorized you to place orders on its behalf, or the authorization has expired: request one first',
    'orders.duplicate': 'An order with customer order number {customerOrderNo} already exists',
    'orders.tooManyPieces': '{pieces} pieces in all: at most {max} per order',
    'orders.confirmLargeValue': 'The declared value {value} {currency} reaches {from} {currency}: please confirm it before placing the order',
    'orders.routeNotAssigned': 'The chosen route is not available to this customer',
    'orders.routeUnavailable': 'The chosen route cannot take this order: {reason}',
    'orders.noCopy': 'This order cannot be copied into a new one: {reason}',
    'orders.stateRefused': 'Order {orderNo} is {state}: it cannot take “{action}”',
    'orders.action.submit': 'submit',
    'orders.action.audit': 'audit',
    'orders.action.pay': 'pay',
    'orders.action.reject': 'reject',
    'orders.action.cancel': 'cancel',
    'orders.action.agreeCancellation': 'agree to cancel',
    'orders.action.transfer': 'transfer',
    'orders.action.reset': 'reset the transfer',
    'orders.action.delete': 'delete the transfer',
    'orders.creditExceeded':
      'Not enough available credit: this order is estimated at {estimate} {currency}, {available} {currency} available (balance {balance} + credit limit {creditLimit} − unpaid bills {unpaid} − unbilled orders {unbilled})',
  },
});
