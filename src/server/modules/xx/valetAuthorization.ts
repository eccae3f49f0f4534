/**
 * Valet-order authorizations (S11, table `valet_authorization`): who sees which, and every change
 * of one, each through the machine of src/domain/orders/valetAuthorization.ts (S06a's decisions
 * plus apply, grant, renew, revoke) in one transaction with its row locked. A row the caller may
 * not see is not there for them ("the record does not exist").
 *
 * Expiries are worked out on the business zone's calendar (`valetValidUntil`, BUSINESS_TIME_ZONE)
 * from the moment of the decision; the order guard (dd/orderGuards.ts) reads them with
 * `valetInForceSql`, the lists' status with `valetStatusSql`: one rule for "in force".
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { currentUser } from '../../platform/auth/types';
import { customerScope, inScope, scopeWhere } from '../../platform/permissions/dataScope';
import { teamIds } from '../../platform/permissions/team';
import { guardUnique, inTransaction, type TxQuery } from '../../platform/resource';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import type { ApprovalDecision } from '../../../domain/states/approval';
import {
  valetAuthorizationFlow as flow, valetValidUntil, type ValetAction, type ValetScope, type ValetState,
} from '../../../domain/orders/valetAuthorization';
import './valetAuthorization.messages';

/** An authorization in force: agreed and not past its expiry (`a` is the table's alias). */
export const valetInForceSql = (a: string) => `(${a}.state = 'agree' and (${a}.valid_until is null or ${a}.valid_until > now()))`;

/** What a list shows as a row's status: its state, or "expired" for an agreed one past its expiry. */
export const valetStatusSql = (a: string) => `(case when ${a}.state = 'agree' and not ${valetInForceSql(a)} then 'expired' else ${a}.state end)`;

/**
 * The rows a caller sees, a `where` on alias t (parameters pushed to `params`): a customer account
 * its customer's; staff those of the customers in their scope that they or staff under them asked
 * for or were granted (a sales member its own, the manager its team's); view-all staff every one.
 * `own`: only the caller's own (XX0702_01's list of own requests).
 */
export async function valetRowScope(req: FastifyRequest, params: unknown[], own = false): Promise<string> {
  const user = currentUser(req);
  if (user.userType === 'customer') {
    params.push(user.customerId ?? 0);
    return `t.customer_id = $${params.length}`;
  }
  const db = req.server.db;
  const where: string[] = [];
  if (own) {
    params.push(user.userId);
    where.push(`t.sales_user_id = $${params.length}`);
  }
  if (!user.viewAll) {
    where.push(scopeWhere(await customerScope(db, user), 't.customer_id', params));
    if (!own) {
      params.push(await teamIds(db, user.userId));
      where.push(`t.sales_user_id = any($${params.length}::int[])`);
    }
  }
  return where.length ? where.join(' and ') : 'true';
}

interface Row {
  id: number;
  customer_id: number;
  sales_user_id: number;
  scope: ValetScope;
  state: ValetState;
}

/** The state after `action`, or the refusal naming the row's state and the action in the caller's language. */
function step(req: FastifyRequest, from: ValetState | 'none', action: ValetAction): ValetState {
  const next = flow.next(from, action);
  if (!next.ok) {
    throw new AppError('valet.stateRefused', { state: dictionaryLabel(flow.name, from, req.lang), action: t(req.lang, `valet.action.${action}`) });
  }
  return next.to as ValetState;
}

/** One row in the caller's scope, locked (the scope worked out before the transaction: `where` over `params`, `$1` the id). */
async function lockedRow(q: TxQuery, where: string, params: unknown[]): Promise<Row> {
  const [row] = await q<Row>(
    `select t.id, t.customer_id, t.sales_user_id, t.scope, t.state from valet_authorization t
      where t.id = $1 and coalesce((${where}), false) for update`,
    params,
  );
  if (!row) throw new AppError('record.notFound');
  return row;
}

/** A row's scope worked out for one id, before a transaction opens. */
async function scopedId(req: FastifyRequest, id: number): Promise<{ where: string; params: unknown[] }> {
  const params: unknown[] = [id];
  return { where: await valetRowScope(req, params), params };
}

/** Who decides for whom: a customer account for its customer; staff name one of their scope. */
async function customerOf(req: FastifyRequest, customerId: number | undefined): Promise<number> {
  const user = currentUser(req);
  if (user.userType === 'customer') return user.customerId!;
  if (!customerId) throw new AppError('record.customerRequired').onFields('customerId');
  if (!inScope(await customerScope(req.server.db, user), customerId)) throw new AppError('auth.dataForbidden').onFields('customerId');
  return customerId;
}

/**
 * The agreement the pair has in force or expired, revoked: agreeing another one replaces it (one
 * agreement per customer and sales member, the unique index of migration 0340).
 */
async function revokeAgreed(req: FastifyRequest, q: TxQuery, r: { customer_id: number; sales_user_id: number; id?: number }, now: Date): Promise<void> {
  const agreed = await q<Row>(
    `select id, state from valet_authorization where customer_id = $1 and sales_user_id = $2 and state = 'agree' and id <> $3 for update`,
    [r.customer_id, r.sales_user_id, r.id ?? 0],
  );
  for (const a of agreed) {
    await q(`update valet_authorization set state = $2, decided_at = $3, decided_by = $4 where id = $1`, [
      a.id, step(req, a.state, 'revoke'), now, currentUser(req).userId,
    ]);
  }
}

const pendingTaken = () => new AppError('valet.alreadyPending').onFields('customerId');

/** XX0702_01: a sales member asks a customer of their scope (pending until the customer decides). */
export async function applyValet(req: FastifyRequest, b: { customerId: number; scope: ValetScope; remark: string }): Promise<{ id: number; state: ValetState }> {
  const user = currentUser(req);
  const customerId = await customerOf(req, b.customerId);
  const state = step(req, 'none', 'apply');
  return guardUnique(() => inTransaction(req.server.db, async (q) => {
    // One customer's authorizations change one after another.
    await q(`select id from customer where id = $1 for update`, [customerId]);
    const [open] = await q(`select 1 from valet_authorization where customer_id = $1 and sales_user_id = $2 and state = 'pending'`, [customerId, user.userId]);
    if (open) throw pendingTaken();
    const [row] = await q<{ id: number }>(
      `insert into valet_authorization (customer_id, sales_user_id, scope, state, remark) values ($1, $2, $3, $4, $5) returning id`,
      [customerId, user.userId, b.scope, state, b.remark],
    );
    return { id: row.id, state };
  }), pendingTaken);
}

/**
 * XX0701_01: the customer grants a sales member bound to it an authorization, or renews the one
 * it has (in force or expired): a new scope and expiry from now.
 */
export async function grantValet(
  req: FastifyRequest,
  b: { customerId?: number; salesUserId: number; scope: ValetScope },
): Promise<{ id: number; state: ValetState; validUntil: string | null }> {
  const user = currentUser(req);
  const customerId = await customerOf(req, b.customerId);
  const now = new Date();
  const validUntil = valetValidUntil(b.scope, now, req.server.config.businessTimeZone);
  return inTransaction(req.server.db, async (q) => {
    await q(`select id from customer where id = $1 for update`, [customerId]);
    const [bound] = await q(`select 1 from customer_staff where customer_id = $1 and user_id = $2 and relation = 'xs'`, [customerId, b.salesUserId]);
    if (!bound) throw new AppError('valet.salesNotBound').onFields('salesUserId');
    const [agreed] = await q<Row>(
      `select id, state from valet_authorization where customer_id = $1 and sales_user_id = $2 and state = 'agree' for update`,
      [customerId, b.salesUserId],
    );
    if (agreed) {
      const state = step(req, agreed.state, 'renew');
      await q(`update valet_authorization set state = $2, scope = $3, valid_until = $4, decided_at = $5, decided_by = $6 where id = $1`, [
        agreed.id, state, b.scope, validUntil, now, user.userId,
      ]);
      return { id: agreed.id, state, validUntil: validUntil?.toISOString() ?? null };
    }
    const state = step(req, 'none', 'grant');
    const [row] = await q<{ id: number }>(
      `insert into valet_authorization (customer_id, sales_user_id, scope, state, valid_until, created_at, decided_at, decided_by)
       values ($1, $2, $3, $4, $5, $6, $6, $7) returning id`,
      [customerId, b.salesUserId, b.scope, state, validUntil, now, user.userId],
    );
    return { id: row.id, state, validUntil: validUntil?.toISOString() ?? null };
  });
}

/** XX0701_01: the customer agrees to a pending request (its expiry runs from now) or rejects it (S06a). */
export async function decideValet(req: FastifyRequest, id: number, decision: ApprovalDecision): Promise<{ id: number; state: ValetState; validUntil: string | null }> {
  const user = currentUser(req);
  const scope = await scopedId(req, id);
  const now = new Date();
  return inTransaction(req.server.db, async (q) => {
    const row = await lockedRow(q, scope.where, scope.params);
    if (row.sales_user_id === user.userId) throw new AppError('valet.ownRequest');
    const state = step(req, row.state, decision);
    const validUntil = state === 'agree' ? valetValidUntil(row.scope, now, req.server.config.businessTimeZone) : null;
    if (state === 'agree') await revokeAgreed(req, q, row, now);
    await q(`update valet_authorization set state = $2, valid_until = $3, decided_at = $4, decided_by = $5 where id = $1`, [
      row.id, state, validUntil, now, user.userId,
    ]);
    return { id: row.id, state, validUntil: validUntil?.toISOString() ?? null };
  });
}

/** XX0701_01 (the customer) and ZJ0101_06 (the manager, the administrator): an agreement revoked, back to none. */
export async function revokeValet(req: FastifyRequest, id: number): Promise<{ id: number; state: ValetState }> {
  const scope = await scopedId(req, id);
  return inTransaction(req.server.db, async (q) => {
    const row = await lockedRow(q, scope.where, scope.params);
    const state = step(req, row.state, 'revoke');
    await q(`update valet_authorization set state = $2, decided_at = now(), decided_by = $3 where id = $1`, [row.id, state, currentUser(req).userId]);
    return { id: row.id, state };
  });
}
