/**
 * An order's state changed by one of its machines (orderStates.ts), for one order or a batch:
 * the orders locked, every one in the caller's scope (else "does not exist", as a missing one)
 * and allowed the action (else the refusal names the order and its state, and nothing changes),
 * then the new state and a log line per order, in one transaction.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { t } from '../../platform/i18n';
import { customerScope, inScope, type CustomerScope } from '../../platform/permissions/dataScope';
import { inTransaction, type TxQuery } from '../../platform/resource';
import type { Machine } from '../../../domain/states/machine';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { importingSql } from './orderGuards';
import './orders.messages';

/** The column each machine's state lives in. */
const COLUMNS: Record<string, string> = { paymentFlow: 'payment_flow', transferState: 'transfer_state' };

export interface Transitioned { id: number; orderNo: string; from: string; to: string }

export async function transitionOrders<S extends string, A extends string>(
  req: FastifyRequest,
  ids: number[],
  machine: Machine<S, A>,
  action: A,
  also?: (q: TxQuery, done: Transitioned[]) => Promise<void>,
): Promise<Transitioned[]> {
  const scope = await customerScope(req.server.db, currentUser(req));
  return inTransaction(req.server.db, async (q) => {
    const done = await transitionIn(q, req, scope, ids, machine, action);
    if (also) await also(q, done);
    return done;
  });
}

/**
 * The same inside a transaction the caller holds, so one change of several machines (an agreed
 * cancellation: payment and transfer, dd/0210/approve) commits or fails whole. `scope`: the
 * caller's, worked out before the transaction.
 */
export async function transitionIn<S extends string, A extends string>(
  q: TxQuery,
  req: FastifyRequest,
  scope: CustomerScope,
  ids: number[],
  machine: Machine<S, A>,
  action: A,
): Promise<Transitioned[]> {
  const column = COLUMNS[machine.name];
  if (!column) throw new Error(`no order column for machine ${machine.name}`);
  const user = currentUser(req);
  const rows = await q<{ id: string; order_no: string; customer_id: number; state: S; importing: boolean }>(
    `select id, order_no, customer_id, ${column} as state, ${importingSql('orders')} as importing
       from orders where id = any($1::bigint[]) order by id for update`,
    [ids],
  );
  if (rows.length !== new Set(ids).size || rows.some((r) => !inScope(scope, Number(r.customer_id)))) throw new AppError('orders.notFound');
  const importing = rows.find((r) => r.importing);
  if (importing) throw new AppError('orders.importing', { orderNo: importing.order_no });
  const done: Transitioned[] = [];
  for (const r of rows) {
    const step = machine.next(r.state, action);
    if (!step.ok) {
      const state = dictionaryLabel(machine.name, r.state, req.lang);
      throw new AppError('orders.stateRefused', { orderNo: r.order_no, state, action: t(req.lang, `orders.action.${action}`) });
    }
    done.push({ id: Number(r.id), orderNo: r.order_no, from: r.state, to: step.to });
  }
  const to = done[0]?.to;
  await q(`update orders set ${column} = $2, updated_at = now() where id = any($1::bigint[])`, [done.map((d) => d.id), to]);
  await q(
    `insert into order_log (order_id, user_id, user_name, action, changes)
     select d.id, $2, $3, $4, jsonb_build_object('from', d.from_state, 'to', d.to_state)
       from jsonb_to_recordset($1::jsonb) as d(id bigint, from_state text, to_state text)`,
    [JSON.stringify(done.map((d) => ({ id: d.id, from_state: d.from, to_state: d.to }))), user.userId, user.userName, action],
  );
  return done;
}
