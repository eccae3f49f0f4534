import { defineMessages } from '../../platform/i18n';

/** Messages of the pallet APIs (wl/0117/*). */
defineMessages({
  'zh-CN': {
    'station.pallet.notFound': '托盘 {palletNo} 不存在或不属于当前站点',
    'station.pallet.missing': '托盘不存在',
    'station.pallet.refused': '托盘 {palletNo} 当前为“{state}”，不能{action}',
    'station.pallet.empty': '托盘 {palletNo} 上还没有包裹，不能封托',
    'station.pallet.parcelOn': '订单 {orderNo} 已在托盘 {palletNo}（{state}）上',
    'station.pallet.notInStock': '订单 {orderNo} 当前为“{state}”，只有在库包裹可以打托',
    'station.pallet.held': '托盘 {palletNo} 上的订单 {orderNo} 已被{state}，放行前不能{action}',
    'station.pallet.onHandover': '托盘 {palletNo} 已在交接单 {handoverNo} 上，不能{action}',
    'station.action.palletise': '打托',
    'station.action.close': '封托',
    'station.action.reopen': '重新打开',
    'station.action.dismantle': '拆托',
    'station.action.printLabel': '打印托盘标签',
    'station.palletLabel.file': '托盘标签_{palletNo}.pdf',
  },
  'en-US': {
    'station.pallet.notFound': 'Pallet {palletNo} does not exist or is not at your station',
    'station.pallet.missing': 'The pallet does not exist',
    'station.pallet.refused': 'Pallet {palletNo} is “{state}”: {action} is not possible',
    'station.pallet.empty': 'Pallet {palletNo} has no parcel on it yet: it cannot be closed',
    'station.pallet.parcelOn': 'Order {orderNo} is already on pallet {palletNo} ({state})',
    'station.pallet.notInStock': 'Order {orderNo} is “{state}”: only parcels in stock go onto a pallet',
    'station.pallet.held': 'Order {orderNo} on pallet {palletNo} is held ({state}): {action} is not possible until it is released',
    'station.pallet.onHandover': 'Pallet {palletNo} is on handover order {handoverNo}: {action} is not possible',
    'station.action.palletise': 'palletising',
    'station.action.close': 'closing',
    'station.action.reopen': 'opening it again',
    'station.action.dismantle': 'dismantling',
    'station.action.printLabel': 'printing its label',
    'station.palletLabel.file': 'pallet-label_{palletNo}.pdf',
  },
});
