import { defineMessages } from '../../platform/i18n';

/** Messages of DD0104_01 pickup bookings. */
defineMessages({
  'zh-CN': {
    'pickup.notChangeable': '取件预约当前为“{state}”，不能再修改',
    'pickup.notCancellable': '取件预约当前为“{state}”，不能取消',
    'pickup.pastDate': '取件日期不能早于今天',
    'pickup.cancelled': '取件预约已取消',
  },
  'en-US': {
    'pickup.notChangeable': 'The pickup booking is {state}: it can no longer be changed',
    'pickup.notCancellable': 'The pickup booking is {state}: it cannot be cancelled',
    'pickup.pastDate': 'The pickup date cannot be before today',
    'pickup.cancelled': 'Pickup booking cancelled',
  },
});
