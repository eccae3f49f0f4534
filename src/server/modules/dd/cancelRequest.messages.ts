import { defineMessages } from '../../platform/i18n';

/**
 * Messages of DD0210_01 cancellation and intercept requests (dd/0210/*). The rule they explain:
 * a cancel is for an order no carrier has (not transferred), an intercept for one transferred to a
 * carrier, whose shipment the carrier must stop before the order is cancelled.
 */
defineMessages({
  'zh-CN': {
    'cancelRequest.notFound': '申请不存在',
    'cancelRequest.pendingExists': '订单 {orderNo} 已有一条待审批的取消/拦截申请，请等待审批结果',
    'cancelRequest.alreadyCancelled': '订单 {orderNo} 已取消，无需再申请',
    'cancelRequest.interceptNotTransferred':
      '订单 {orderNo} 尚未转单（{state}），承运商那里没有可拦截的运单：请申请“取消”。拦截只用于已转单、已交给承运商的订单',
    'cancelRequest.cancelTransferred':
      '订单 {orderNo} 已转单给承运商（渠道转单号 {trackingNo}）：请申请“拦截”，由承运商截停运单后再取消订单',
    'cancelRequest.decided': '订单 {orderNo} 的申请已是“{state}”，不能再审批',
    'cancelRequest.beingDecided': '订单 {orderNo} 的申请正在审批（正在通知承运商），请稍后刷新查看结果',
    'cancelRequest.remarkRequired': '驳回申请时审批备注为必填项',
    'cancelRequest.carrierRefused': '{supplier} 拒绝拦截订单 {orderNo}：{message}。申请仍待审批，订单未作更改',
    'cancelRequest.transferredMeanwhile': '订单 {orderNo} 在审批期间已转单：请重新同意，系统会先通知承运商拦截',
  },
  'en-US': {
    'cancelRequest.notFound': 'The request does not exist',
    'cancelRequest.pendingExists': 'Order {orderNo} already has a cancellation or intercept request pending: wait for its decision',
    'cancelRequest.alreadyCancelled': 'Order {orderNo} is cancelled already: there is nothing to request',
    'cancelRequest.interceptNotTransferred':
      'Order {orderNo} is not transferred ({state}): no carrier has a shipment to intercept. Request a cancellation instead; an intercept is for orders already transferred to a carrier',
    'cancelRequest.cancelTransferred':
      'Order {orderNo} is transferred to a carrier (channel tracking number {trackingNo}): request an intercept, so the carrier stops its shipment before the order is cancelled',
    'cancelRequest.decided': 'The request for order {orderNo} is {state} already: it cannot be decided again',
    'cancelRequest.beingDecided': 'The request for order {orderNo} is being decided (its carrier is being asked): refresh in a moment to see the result',
    'cancelRequest.remarkRequired': 'A decision remark is required to reject a request',
    'cancelRequest.carrierRefused': '{supplier} refused to intercept order {orderNo}: {message}. The request stays pending and the order is unchanged',
    'cancelRequest.transferredMeanwhile': 'Order {orderNo} was transferred while the request was being decided: agree again and its carrier will be asked to intercept first',
  },
});
