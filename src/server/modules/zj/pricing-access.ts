/**
 * Who may see a price table, and who may replace its prices (quote upload and its withdrawal,
 * ZJ0105_01): a customer's own table only inside the caller's customer data scope (the same
 * `customerScope` the customer screens use); a route's list price table (no customer) is seen by
 * every holder of a price page, and replaced only with the price-edit page's authority, because
 * it prices every customer of the route.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { hasAuthority } from '../../platform/permissions/authority';
import { customerScope, inScope, scopeWhere } from '../../platform/permissions/dataScope';

/** The edit page of ZJ0104 (price tables): the authority every list-price write needs. */
export const PRICE_EDIT_AUTHORITY = 'zj/0104/02.html';

export interface PriceTableOwner {
  price_code: string;
  customer_id: number | null;
}

export async function assertMayWritePrices(req: FastifyRequest, table: PriceTableOwner): Promise<void> {
  const user = currentUser(req);
  const db = req.server.db;
  if (table.customer_id == null) {
    if (!(await hasAuthority(db, user.userId, PRICE_EDIT_AUTHORITY))) throw new AppError('pricing.listPriceForbidden', { price: table.price_code });
    return;
  }
  if (!inScope(await customerScope(db, user), Number(table.customer_id))) throw new AppError('pricing.customerPriceForbidden', { price: table.price_code });
}

/**
 * The price tables the caller may see, as a `where` fragment on a price-table alias: route list
 * prices, and customers' own tables within the caller's customer scope (ZJ0104 list, detail and
 * every change, the price-table picker).
 */
export async function readablePricesWhere(req: FastifyRequest, params: unknown[], alias = 't'): Promise<string> {
  const own = scopeWhere(await customerScope(req.server.db, currentUser(req)), `${alias}.customer_id`, params);
  return `(${alias}.customer_id is null or ${own})`;
}

/**
 * The price tables whose prices the caller may replace, as a `where` fragment on a price-table
 * alias (`pt`): customers' tables in scope, route list prices with the price-edit authority.
 */
export async function writablePricesWhere(req: FastifyRequest, params: unknown[], alias = 'pt'): Promise<string> {
  const user = currentUser(req);
  const db = req.server.db;
  const own = scopeWhere(await customerScope(db, user), `${alias}.customer_id`, params);
  const lists = (await hasAuthority(db, user.userId, PRICE_EDIT_AUTHORITY)) ? `${alias}.customer_id is null` : 'false';
  return `((${alias}.customer_id is not null and ${own}) or ${lists})`;
}
