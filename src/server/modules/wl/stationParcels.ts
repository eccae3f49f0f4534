/**
 * The fields the station lists show of a parcel (WL0105_01 in stock, WL0102_01 inbound records):
 * one table, orders, as the resource building block reads it.
 */
import { nameOf, type FieldDef } from '../../platform/resource';

export const stationParcelFields: Record<string, FieldDef> = {
  orderNo: { col: 'order_no', readOnly: true },
  channelTrackingNo: { col: 'channel_tracking_no', readOnly: true },
  customerName: { col: '', expr: '(select c.name from customer c where c.id = t.customer_id)' },
  routeName: { col: '', expr: nameOf('route x', 'x.id = t.route_id') },
  stationName: { col: '', expr: nameOf('station x', 'x.id = t.station_id') },
  declaredWeight: { col: 'declared_weight', kind: 'num', readOnly: true },
  inWeight: { col: 'in_weight', kind: 'num', readOnly: true },
  inVolumeWeight: { col: 'in_volume_weight', kind: 'num', readOnly: true },
  inLength: { col: 'in_length', kind: 'num', readOnly: true },
  inWidth: { col: 'in_width', kind: 'num', readOnly: true },
  inHeight: { col: 'in_height', kind: 'num', readOnly: true },
  inBoxCount: { col: 'in_box_count', kind: 'int', readOnly: true },
  inAt: { col: 'in_at', kind: 'time', readOnly: true },
  inByName: { col: 'in_by_name', readOnly: true },
  daysInStock: { col: '', expr: `floor(extract(epoch from now() - t.in_at) / 86400)::int` },
  stationOp: { col: 'station_op', readOnly: true },
  storage: { col: 'storage_state', readOnly: true },
  loading: { col: 'loading_state', readOnly: true },
};

const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const parcelFilters = {
  customerId: { schema: ID, where: (p: string) => `t.customer_id = ${p}` },
  routeId: { schema: ID, where: (p: string) => `t.route_id = ${p}` },
};
