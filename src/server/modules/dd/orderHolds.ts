/**
 * DD0205_01's view of goods holds (S19): each order's hold state, a "held" filter (deduction or
 * detention: held until released), and, for staff with a station, the parcels held there beside
 * the orders of their customer scope, so an operator finds the station's held parcels from the
 * order list (the same orders `scopedOrders` already lets them open). Filter and scope are columns
 * of the bare orders table (alias o), so the list still pages before it decorates.
 */
import type { SessionUser } from '../../platform/auth/types';
import { yesNo } from '../../../domain/dictionaries/yes-no';
import { orderListQuery, type OrderListQuery, type OrderListView } from './orderList';

/** Held: not released (the index of migration 0416 is on this very condition). */
export const HELD_SQL = `o.hold_state <> 'release'`;

export interface OrderHoldQuery extends OrderListQuery {
  /** yesNo: '1' held, '0' not held. */
  held?: string;
}

export const orderHoldQuery = {
  ...orderListQuery,
  properties: { ...orderListQuery.properties, held: { type: 'string', enum: [...yesNo.items.map((i) => i.value), ''] } },
};

/** Staff with a station also see the parcels held there (a customer never: its own orders only). */
export function heldAtStation(user: SessionUser, params: unknown[]): string | null {
  if (user.userType !== 'staff' || user.stationId === null) return null;
  return `(o.station_id = $${params.push(user.stationId)} and ${HELD_SQL})`;
}

export const orderHoldView: OrderListView<OrderHoldQuery> = {
  alsoSees: heldAtStation,
  filter: (f, q) => {
    if (q.held === '1') f.and(HELD_SQL);
    if (q.held === '0') f.and(`not ${HELD_SQL}`);
  },
  columns: 'o.hold_state, ',
  out: (r) => ({ holdState: r.hold_state }),
};
