/**
 * Tables whose rows belong to one customer (`customer_id`: address books, the SKU library): a caller
 * sees the rows of the customers in its data scope (permissions/dataScope.ts: a customer account its
 * own, staff the customers bound to them or their team, view-all staff every one), and a save's owner
 * is decided here, never by the body alone.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import { currentUser, type SessionUser } from '../auth/types';
import { AppError } from '../errors';
import { defineMessages } from '../i18n';
import { customerScope, scopeWhere } from '../permissions/dataScope';

defineMessages({
  'zh-CN': { 'record.customerRequired': '客户为必填项' },
  'en-US': { 'record.customerRequired': 'Customer is required' },
});

/**
 * The rows of the customers in `user`'s scope, a `where` fragment on `column` (its parameter pushed
 * to `params`). By user, not request: an export reads the list for the user who queued it.
 */
export async function ownRows(db: Database, user: SessionUser, params: unknown[], column = 't.customer_id'): Promise<string> {
  return scopeWhere(await customerScope(db, user), column, params);
}

/** A spec's `rowScope` for such a table. */
export const customerRowScope = (column = 't.customer_id') => (req: FastifyRequest, params: unknown[]): Promise<string> =>
  ownRows(req.server.db, currentUser(req), params, column);

/**
 * The owner a save writes (`body[field]`, for a spec's `validate`): a customer account's own
 * customer, whatever the body says; staff name one when adding (a spec's row scope then refuses one
 * outside theirs: `outOfScope`). An edit never moves a row to another customer: the field is dropped.
 */
export function claimOwner(body: Record<string, any>, req: FastifyRequest, field = 'customerId'): void {
  if (body.id) {
    delete body[field];
    return;
  }
  const user = currentUser(req);
  if (user.userType === 'customer') body[field] = user.customerId;
  else if (body[field] == null) throw new AppError('record.customerRequired').onFields(field);
}
