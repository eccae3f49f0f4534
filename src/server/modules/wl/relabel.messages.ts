import { defineMessages } from '../../platform/i18n';

/** Messages of relabelling (WL0119_01, WL0119_21: wl/0119/*). */
defineMessages({
  'zh-CN': {
    'relabel.noLabel': '订单 {orderNo} 还没有渠道标签（未转单或渠道未返回标签），不能换标打印',
    'relabel.noLabels': '以下订单没有渠道标签，不能打印：{orders}',
    'relabel.unreadable': '订单 {orderNo} 的渠道标签不是可读的 PDF，请重新转单',
    'relabel.bagNotFound': '装车单或托盘 {bagNo} 不存在或不属于当前站点',
    'relabel.bagEmpty': '装车单或托盘 {bagNo} 上没有包裹',
    'relabel.chooseOrders': '请先输入托盘号或装车单号并查询，再打印全部；或勾选订单后打印所选',
    'relabel.file': '渠道标签_{orderNo}.pdf',
    'relabel.batchFile': '批量换标_{count}单.pdf',
  },
  'en-US': {
    'relabel.noLabel': 'Order {orderNo} has no channel label yet (not transferred, or the channel returned none): it cannot be relabelled',
    'relabel.noLabels': 'These orders have no channel label and cannot be printed: {orders}',
    'relabel.unreadable': 'The channel label of order {orderNo} is not a readable PDF: transfer the order again',
    'relabel.bagNotFound': 'Manifest or pallet {bagNo} does not exist or is not at your station',
    'relabel.bagEmpty': 'Manifest or pallet {bagNo} holds no parcel',
    'relabel.chooseOrders': 'Search for a pallet or manifest number first, then print all of it; or tick orders and print those',
    'relabel.file': 'channel-label_{orderNo}.pdf',
    'relabel.batchFile': 'relabel_{count}-orders.pdf',
  },
});
