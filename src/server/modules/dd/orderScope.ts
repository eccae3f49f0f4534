/**
 * The one check of every route that takes order ids: each order exists and belongs to a customer
 * in the caller's scope (a customer its own, staff per platform/permissions/dataScope.ts), or, for
 * staff, its parcel is held by their station (the station operator opens the orders they scan).
 * Another customer's order answers as a missing one, "does not exist", so an id tells nothing.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { customerScope, inScope } from '../../platform/permissions/dataScope';
import './orders.messages';

/**
 * The orders `ids` with the `columns` asked (SQL over alias `o`, written in code, never from a
 * request), in id order; refused whole when any is missing or out of scope.
 */
export async function scopedOrders<R extends object>(req: FastifyRequest, ids: number[], columns = 'o.id'): Promise<R[]> {
  const db = req.server.db;
  const rows = await db.query<R & { customer_id__: number; station_id__: number | null }>(
    `select ${columns}, o.customer_id as customer_id__, o.station_id as station_id__ from orders o where o.id = any($1::bigint[]) order by o.id`,
    [ids],
  );
  const user = currentUser(req);
  const scope = await customerScope(db, user);
  const atMyStation = (station: number | null) => user.userType === 'staff' && station !== null && station === user.stationId;
  if (rows.length !== new Set(ids).size || rows.some((r) => !inScope(scope, Number(r.customer_id__)) && !atMyStation(r.station_id__))) throw new AppError('orders.notFound');
  return rows.map(({ customer_id__: _owner, station_id__: _station, ...row }) => row as unknown as R);
}

/** One order, as scopedOrders. */
export async function scopedOrder<R extends object>(req: FastifyRequest, id: number, columns = 'o.id'): Promise<R> {
  const [row] = await scopedOrders<R>(req, [id], columns);
  return row;
}
