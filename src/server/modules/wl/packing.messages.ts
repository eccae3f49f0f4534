import { defineMessages } from '../../platform/i18n';

/** Messages of the packing APIs (wl/0111/*, WL0111_01). */
defineMessages({
  'zh-CN': {
    'station.action.packBox': '装箱',
    'station.action.unpackBox': '删除箱子',
    'station.action.endPacking': '结束装箱',
    'station.packing.noSuchLine': '订单没有第 {seq} 行 SKU',
    'station.packing.lineTwice': '第 {seq} 行 SKU 在本箱中填了两次，请合并为一行',
    'station.packing.overPacked': '第 {seq} 行 SKU（{name}）订单数量 {quantity}，各箱合计将装 {packed}，超出订单数量',
    'station.packing.tooManyCartons': '一个订单最多装 {max} 箱',
    'station.packing.noSuchBox': '订单 {orderNo} 没有箱号为 {boxNo} 的箱子',
    'station.packing.noCartons': '订单 {orderNo} 还没有装箱，不能结束装箱',
    'station.packing.notAllPacked': '订单 {orderNo} 还有商品未装箱：{lines}',
    'station.packing.lineLeft': '第 {seq} 行 {name} 未装 {left}',
    'station.log.box': '箱子 {box}：{weight} kg，{items} 件',
    'station.log.cartons': '共 {cartons} 箱，{weight} kg',
  },
  'en-US': {
    'station.action.packBox': 'packing',
    'station.action.unpackBox': 'removing a carton',
    'station.action.endPacking': 'ending the packing',
    'station.packing.noSuchLine': 'The order has no SKU line {seq}',
    'station.packing.lineTwice': 'SKU line {seq} is given twice for this carton: make it one line',
    'station.packing.overPacked': 'SKU line {seq} ({name}) has {quantity} ordered; the cartons would hold {packed}, more than ordered',
    'station.packing.tooManyCartons': 'An order is packed in at most {max} cartons',
    'station.packing.noSuchBox': 'Order {orderNo} has no carton with box no. {boxNo}',
    'station.packing.noCartons': 'Order {orderNo} has no carton yet: the packing cannot end',
    'station.packing.notAllPacked': 'Order {orderNo} still has goods not packed: {lines}',
    'station.packing.lineLeft': 'line {seq} {name}: {left} left',
    'station.log.box': 'carton {box}: {weight} kg, {items} items',
    'station.log.cartons': '{cartons} cartons, {weight} kg',
  },
});
