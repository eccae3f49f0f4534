import { defineMessages } from '../../platform/i18n';

/** Label templates (ZJ0504): E11n when a template cannot be saved, what is wrong with it, row by row. */
defineMessages({
  'zh-CN': {
    'labelTemplate.invalid': '模板修改失败：{detail}',
    'labelTemplate.routeTaken': '线路 {routes} 的 {size} 面单已使用模板“{template}”，一条线路每种尺寸只能使用一个模板',
    'labelTemplate.tooManyElements': '一个模板最多 {max} 个元素',
    'labelTemplate.file': '面单模板预览_{name}.pdf',
    'labels.layout.barcodeField': '条码只能是跟踪号、订单号、分单号或二维码内容，{field} 不能印成条码',
    'labels.layout.noTrackingBarcode': '面单须有一个跟踪号的一维码（Code 128），站点和承运商靠它扫描',
  },
  'en-US': {
    'labelTemplate.invalid': 'Template modification failed: {detail}',
    'labelTemplate.routeTaken': 'Route {routes} already prints its {size} labels with template “{template}”: a route takes one template per label size',
    'labelTemplate.tooManyElements': 'A template holds at most {max} elements',
    'labelTemplate.file': 'label-template-preview_{name}.pdf',
    'labels.layout.barcodeField': 'A barcode encodes the tracking, order or package number or the QR content only: {field} cannot be printed as one',
    'labels.layout.noTrackingBarcode': 'A label needs the tracking number as a Code 128 barcode: stations and carriers scan it',
  },
});
