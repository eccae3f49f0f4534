/**
 * Station scope of the station lists: an operator sees the parcels held by their own station; a
 * staff member with view-all sees every station's (and may filter by one). As a `where` on alias t.
 */
import type { FastifyRequest } from 'fastify';
import { currentUser, type SessionUser } from '../../platform/auth/types';
import type { CrudSpec } from '../../platform/resource';

export function stationRowsOf(user: SessionUser, params: unknown[], where = 'true'): string {
  const own = user.viewAll ? 't.station_id is not null' : user.stationId === null ? 'false' : `t.station_id = $${params.push(user.stationId)}`;
  return `${own} and ${where}`;
}

/** A spec's rowScope: the station scope, and `where` (the list's own rows: in stock, weighed in). */
export const stationRows = (where?: string): NonNullable<CrudSpec['rowScope']> =>
  async (req: FastifyRequest, params: unknown[]) => stationRowsOf(currentUser(req), params, where);

/** The station filter every station list offers (only view-all callers get other stations' rows). */
export const stationFilter = { schema: { type: 'integer', minimum: 1, maximum: 2147483647 }, where: (p: string) => `t.station_id = ${p}` };
