import { defineMessages } from '../../platform/i18n';

/**
 * Messages of shipping labels (DD0204_01, dd/0204/pdf). K13: at most 100 orders in one bulk print.
 */
defineMessages({
  'zh-CN': {
    'labels.templateBroken': '线路使用的面单模板“{name}”有误（{detail}），请在面单模板中修改后再打印',
    'labels.tooMany': '批量打印一次最多 {max} 个订单，当前选择了 {given} 个；更多订单请用“全部面单（下载中心）”',
    'labels.action.print': '打印面单',
    'labels.downloadTooMany': '一次下载最多 {max} 个订单的面单，请缩小查询范围（如下单日期）后再试',
    'labels.noneFound': '没有符合查询条件、可以打印面单的订单',
    'labels.channelLabelMissing': '订单 {orderNo} 的渠道使用渠道面单，该订单尚未转单，还没有渠道面单',
    'labels.channelLabelNotZpl': '订单 {orderNo} 使用渠道面单（{type}），只能按 PDF 打印，不能输出 ZPL',
    'labels.file.one': '面单_{orderNo}.{ext}',
    'labels.file.many': '面单_{count}票_{first}等.{ext}',
  },
  'en-US': {
    'labels.templateBroken': 'The route\'s label template “{name}” is wrong ({detail}): correct it in Label templates, then print',
    'labels.tooMany': 'Bulk printing takes at most {max} orders at a time ({given} selected); for more, use “All labels (download centre)”',
    'labels.action.print': 'print its label',
    'labels.downloadTooMany': 'One download holds the labels of at most {max} orders: narrow the search (the order dates, say) and try again',
    'labels.noneFound': 'No order found by the search can print a label',
    'labels.channelLabelMissing': "Order {orderNo} ships with the channel's own label, which comes with the transfer: the order is not transferred yet",
    'labels.channelLabelNotZpl': "Order {orderNo} ships with the channel's own label ({type}): it prints as PDF only, not as ZPL",
    'labels.file.one': 'label_{orderNo}.{ext}',
    'labels.file.many': 'labels_{count}-orders_{first}.{ext}',
  },
});
