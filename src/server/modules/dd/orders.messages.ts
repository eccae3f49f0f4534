import { defineMessages } from '../../platform/i18n';

/** Messages of the order APIs (dd/*). E11b: the spec's "order does not exist". */
defineMessages({
  'zh-CN': {
    'orders.notFound': '订单不存在',
    'orders.tooManyNumbers': '一次最多查询 {max} 个单号，当前 {given} 个',
  },
  'en-US': {
    'orders.notFound': 'The order does not exist',
    'orders.tooManyNumbers': 'At most {max} numbers per search ({given} given)',
  },
});
