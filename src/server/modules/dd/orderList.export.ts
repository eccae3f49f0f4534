/**
 * DD0205_01 "Export": the orders with the list's filters and the caller's scope, as a workbook in
 * the download centre (kind 'dd.orders.xlsx', started through xt/0125/export), the list's own rows
 * under its column labels (platform/jobs/listExport.ts). The count stops at the list's cap: an
 * export holds at most 100,000 orders.
 */
import { registerListExport } from '../../platform/jobs/listExport';
import screen from '../../../../schemas/dd/DD0205_01.json' with { type: 'json' };
import locale from '../../../../schemas/dd/DD0205_01.locale.json' with { type: 'json' };
import { listOrders } from './orderList';
import { orderHoldQuery, orderHoldView, type OrderHoldQuery } from './orderHolds';

const { current: _c, pageSize: _p, ...filters } = orderHoldQuery.properties as Record<string, object>;

registerListExport('dd.orders.xlsx', {
  authority: 'dd/0205/01.html',
  screen,
  locale,
  params: { type: 'object', additionalProperties: false, properties: filters },
  numbers: { declaredWeight: '0.000', estimate: '0.00', declaredValue: '0.00' },
  widths: { customerName: 28, routeName: 20, orderNo: 18, customerOrderNo: 18, channelTrackingNo: 20 },
  page: ({ db, user, lang, config, params }, current, pageSize) =>
    listOrders({ db, user, lang, zone: config.businessTimeZone }, { ...(params as OrderHoldQuery), current, pageSize }, orderHoldView),
});
