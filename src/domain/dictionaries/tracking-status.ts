import { defineDictionary } from './types';

/** The 13 tracking statuses (S15, L104), in spec order. */
export const trackingStatus = defineDictionary('trackingStatus', [
  { value: 'create_order', zh: '创建订单', en: 'Create order', color: 'default' },
  { value: 'domestic_storage', zh: '国内入库', en: 'Domestic storage', color: 'blue' },
  { value: 'domestic_delivery', zh: '国内转运', en: 'Domestic delivery', color: 'blue' },
  { value: 'customs_clearance', zh: '出口报关', en: 'Customs clearance', color: 'cyan' },
  { value: 'shipment_start', zh: '启运', en: 'Shipment start', color: 'geekblue' },
  { value: 'arrival', zh: '到达目的地', en: 'Arrival', color: 'geekblue' },
  { value: 'customs_liquidation', zh: '目的地清关', en: 'Customs liquidation', color: 'cyan' },
  { value: 'overseas_warehouse_pickup', zh: '海外仓提货', en: 'Overseas warehouse pickup', color: 'purple' },
  { value: 'in_transit', zh: '运输途中', en: 'In transit', color: 'processing' },
  { value: 'abnormal', zh: '异常', en: 'Abnormal', color: 'error' },
  { value: 'delivered', zh: '已派送', en: 'Delivered', color: 'lime' },
  { value: 'taken_delivery', zh: '已签收', en: 'Taken delivery', color: 'success' },
  { value: 'delivery_failed', zh: '签收失败', en: 'Failure to take delivery', color: 'volcano' },
]);
