import { defineMessages } from '../../platform/i18n';

/**
 * Messages of an order's commercial invoice and packing list (DD0204_02: dd/0204/invoice/*,
 * dd/0601/pdf). The files are named in the caller's language; the documents print both.
 */
defineMessages({
  'zh-CN': {
    'invoice.action.save': '保存发票',
    'invoice.action.print': '打印发票和装箱单',
    'invoice.imageUnreadable': '图片“{fileName}”无法读取：请上传完好的 JPG 或 PNG 图片',
    'invoice.unknownOrigin': '原产地 {origin} 不是已知的国家代码',
    'invoice.unknownCargoType': '货物属性 {cargoType} 不存在或已停用',
    'invoice.status.fromSkuLines': '尚未保存：发票明细按订单的 SKU 明细预填，保存后作为本订单的发票（不改变订单的 SKU 明细）',
    'invoice.status.saved': '{name} 于 {time} 保存',
    'invoice.imageText': '{fileName}（{size}）',
    'invoice.log': '发票 {invoiceNo}：{lines} 行，合计 {value} {currency}',
    'invoice.log.image': '签名/标志图片 {fileName}',
    'invoice.log.imageRemoved': '已删除签名/标志图片',
    'invoice.file': '商业发票_{orderNo}.pdf',
    'packingList.file': '装箱单_{orderNo}.pdf',
  },
  'en-US': {
    'invoice.action.save': 'save its invoice',
    'invoice.action.print': 'print its invoice and packing list',
    'invoice.imageUnreadable': 'The image "{fileName}" cannot be read: upload an intact JPG or PNG image',
    'invoice.unknownOrigin': 'The origin {origin} is not a known country code',
    'invoice.unknownCargoType': 'The cargo attribute {cargoType} does not exist or is disabled',
    'invoice.status.fromSkuLines': "Not saved yet: the lines are filled in from the order's SKU lines; once saved they are this order's invoice (the order's SKU lines stay as they are)",
    'invoice.status.saved': 'Saved by {name} at {time}',
    'invoice.imageText': '{fileName} ({size})',
    'invoice.log': 'Invoice {invoiceNo}: {lines} lines, total {value} {currency}',
    'invoice.log.image': 'signature/logo image {fileName}',
    'invoice.log.imageRemoved': 'signature/logo image removed',
    'invoice.file': 'commercial-invoice_{orderNo}.pdf',
    'packingList.file': 'packing-list_{orderNo}.pdf',
  },
});
