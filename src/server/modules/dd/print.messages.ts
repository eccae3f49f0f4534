import { defineMessages } from '../../platform/i18n';

/** Messages of printing (dd/0204/*, the relabel screens' prints). */
defineMessages({
  'zh-CN': {
    'print.log.line': '{document} {format} ×{copies}（第 {printNo} 次打印）',
    'print.log.reprint': '{document} {format} ×{copies}（第 {printNo} 次打印，重印）',
    'print.documentMissing': '订单 {orderNo} 没有{document}，不能打印',
    'print.settings.saved': '打印设置已保存',
    'print.test.file': '打印测试_{size}.{ext}',
  },
  'en-US': {
    'print.log.line': '{document} {format} ×{copies} (print no. {printNo})',
    'print.log.reprint': '{document} {format} ×{copies} (print no. {printNo}, a reprint)',
    'print.documentMissing': 'Order {orderNo} has no {document}: it cannot be printed',
    'print.settings.saved': 'Print settings saved',
    'print.test.file': 'print-test_{size}.{ext}',
  },
});
