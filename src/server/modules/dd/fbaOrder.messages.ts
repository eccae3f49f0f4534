import { defineMessages } from '../../platform/i18n';

/** Messages of the FBA order APIs (DD0103_01): its cartons (V09n, V12a) and its Amazon warehouse. */
defineMessages({
  'zh-CN': {
    'fba.boxNoTwice': '箱号 {boxNo} 重复：每箱一个箱号',
    'fba.noSuchBox': '没有箱号为 {boxNo} 的箱子：请填写上方箱子的箱号',
    'fba.emptyBox': '箱子 {boxNo} 没有装箱明细：请在 SKU 明细中填写该箱装的货物',
    'fba.unknownWarehouse': '亚马逊仓库 {code} 不存在或已停用',
    'fba.countryMismatch': '收件国家须与亚马逊仓库 {code} 所在国家 {country} 一致',
    'fba.editOnFbaForm': '订单 {orderNo} 是 FBA 订单：请在 FBA 下单页修改（连同箱子和装箱明细）',
  },
  'en-US': {
    'fba.boxNoTwice': 'Box number {boxNo} is given twice: each carton has a box number of its own',
    'fba.noSuchBox': 'There is no carton with box number {boxNo}: use a box number of the cartons above',
    'fba.emptyBox': 'Carton {boxNo} has no SKU lines: say what it holds in the SKU lines',
    'fba.unknownWarehouse': 'Amazon warehouse {code} does not exist or is no longer used',
    'fba.countryMismatch': 'The recipient country must be {country}, where Amazon warehouse {code} is',
    'fba.editOnFbaForm': 'Order {orderNo} is an FBA order: edit it on the FBA order form, with its cartons and their contents',
  },
});
