import { defineMessages } from '../../platform/i18n';

/** Messages of the station's pickup tasks (WL0201_01/02). */
defineMessages({
  'zh-CN': {
    'pickupTask.refused': '取件任务 {id} 当前为“{state}”，不能{action}',
    'pickupTask.action.dispatch': '派单',
    'pickupTask.action.pickUp': '确认取件',
    'pickupTask.action.cancel': '取消',
    'pickupTask.timeBeforeDay': '取件时间不能早于预约取件日期 {day}',
  },
  'en-US': {
    'pickupTask.refused': 'Pickup task {id} is “{state}”: {action} is not possible',
    'pickupTask.action.dispatch': 'dispatching it',
    'pickupTask.action.pickUp': 'confirming its pickup',
    'pickupTask.action.cancel': 'cancelling it',
    'pickupTask.timeBeforeDay': 'The pickup time cannot be before the booked pickup day {day}',
  },
});
