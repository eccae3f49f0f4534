/**
 * WL0201_01 pickup tasks, WL0201_02 dispatch: the customers' pickup bookings (DD0104_01,
 * `pickup_request`) as tasks of the station serving the sender's city (migration 0405). A booked task
 * is dispatched to a courier for a pickup time, then confirmed picked up at the weight and parcels
 * the courier counted (V10), or cancelled with a reason; every move is pickupFlow's
 * (src/domain/orders/pickupStates.ts), and the customer reads the new state in DD0104_01.
 *
 * A booking has no order yet, so a pickup writes neither an order log line nor a tracking event:
 * the goods are weighed in at the station under their order (WL0101_01, tracking "domestic storage").
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes, type RouteDef } from '../../platform/route';
import { formBody } from '../../platform/formBody';
import { AppError } from '../../platform/errors';
import { assertValid } from '../../platform/formats';
import { t } from '../../platform/i18n';
import { currentUser, type SessionUser } from '../../platform/auth/types';
import { crudRoutes, inTransaction, nameOf, type CrudSpec, type TxQuery } from '../../platform/resource';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { pickupFlow, PICKUP_STATES, type PickupState } from '../../../domain/orders/pickupStates';
import { startOfDay } from '../../../domain/time/index';
import WL0201_01 from '../../../../schemas/wl/WL0201_01.json' with { type: 'json' };
import WL0201_02 from '../../../../schemas/wl/WL0201_02.json' with { type: 'json' };
import { stationFilter, stationRowsOf } from './stationRows';
import './pickupTasks.messages';

const LIST = 'wl/0201/01.html';
const DISPATCH = 'wl/0201/02.html';
const DATE = { type: 'string', format: 'date' } as const;
const DATE_RANGE_ARGS = WL0201_01.columns.find((c) => c.name === 'dateRange')?.validators?.find((v) => v.name === 'dateRange')?.args;

/**
 * The station's tasks; a view-all caller sees every one, also a booking no station serves (a sender's
 * city without a station, a customer without one), so somebody can still dispatch it.
 */
const taskScope = (user: SessionUser, params: unknown[]) => (user.viewAll ? 'true' : stationRowsOf(user, params));

export const pickupTasks: CrudSpec = {
  base: 'wl/0201',
  authority: LIST,
  // The detail is what WL0201_02 dispatches from.
  writeAuthority: DISPATCH,
  noun: 'pickup tasks',
  table: 'pickup_request',
  fields: {
    state: { col: 'state', readOnly: true },
    customerName: { col: '', expr: '(select c.name from customer c where c.id = t.customer_id)' },
    stationName: { col: '', expr: nameOf('station x', 'x.id = t.station_id') },
    pickupDate: { col: 'pickup_date', kind: 'date', readOnly: true },
    timeSlot: { col: 'time_slot', readOnly: true },
    senderName: { col: 'sender_name', readOnly: true },
    senderPhone: { col: 'sender_phone', readOnly: true },
    senderProvince: { col: 'sender_province', readOnly: true },
    senderCity: { col: 'sender_city', readOnly: true },
    senderAddress: { col: 'sender_address', readOnly: true },
    recipientName: { col: 'recipient_name', readOnly: true },
    recipientCity: { col: 'recipient_city', readOnly: true },
    grossWeight: { col: 'gross_weight', kind: 'num', readOnly: true },
    parcelCount: { col: 'parcel_count', kind: 'int', readOnly: true },
    remark: { col: 'remark', readOnly: true },
    courierName: { col: 'courier_name', readOnly: true },
    courierPhone: { col: 'courier_phone', readOnly: true },
    pickupTime: { col: 'pickup_time', kind: 'time', readOnly: true },
    dispatchedAt: { col: 'dispatched_at', kind: 'time', readOnly: true },
    dispatchedByName: { col: 'dispatched_by_name', readOnly: true },
    pickedUpWeight: { col: 'picked_up_weight', kind: 'num', readOnly: true },
    pickedUpParcels: { col: 'picked_up_parcels', kind: 'int', readOnly: true },
    pickedUpAt: { col: 'picked_up_at', kind: 'time', readOnly: true },
    pickedUpByName: { col: 'picked_up_by_name', readOnly: true },
    cancelReason: { col: 'cancel_reason', readOnly: true },
    cancelledAt: { col: 'cancelled_at', kind: 'time', readOnly: true },
    createdAt: { col: 'created_at', kind: 'time', readOnly: true },
  },
  filters: {
    stationId: stationFilter,
    state: { schema: { type: 'string', enum: [...PICKUP_STATES] }, where: (p) => `t.state = ${p}` },
    // The area: the sender's province or city, as typed (no LIKE wildcards).
    area: { schema: { type: 'string', maxLength: 50, 'x-normalize': true }, where: (p) => `(strpos(t.sender_city, ${p}) > 0 or strpos(coalesce(t.sender_province, ''), ${p}) > 0)` },
    dateFrom: { schema: DATE, where: (p) => `t.pickup_date >= ${p}::date` },
    dateTo: { schema: DATE, where: (p) => `t.pickup_date <= ${p}::date` },
  },
  search: ['t.sender_name', 't.sender_phone', 't.sender_address', 't.courier_name'],
  orderBy: 't.pickup_date desc',
  verbs: ['list', 'detail'],
  rowScope: async (req, params) => taskScope(currentUser(req), params),
};

interface Task { id: number; state: PickupState; pickupDate: string }

/** The task, locked for the action's transaction; one outside the caller's station reads as missing. */
async function lockTask(q: TxQuery, req: FastifyRequest, id: number): Promise<Task> {
  const params: unknown[] = [id];
  const [task] = await q<Task>(
    `select t.id::int, t.state, to_char(t.pickup_date, 'YYYY-MM-DD') as "pickupDate" from pickup_request t
      where t.id = $1 and ${taskScope(currentUser(req), params)} for update`, params);
  if (!task) throw new AppError('record.notFound');
  return task;
}

/** The state `action` moves the task to (pickupFlow), or the refusal naming its state. */
function next(req: FastifyRequest, task: Task, action: 'dispatch' | 'pickUp' | 'cancel'): PickupState {
  const step = pickupFlow.next(task.state, action);
  if (!step.ok) {
    throw new AppError('pickupTask.refused', {
      id: task.id, state: dictionaryLabel('pickupState', task.state, req.lang), action: t(req.lang, `pickupTask.action.${action}`),
    });
  }
  return step.to;
}

/** One action on one task: locked, moved by pickupFlow, written, in one transaction. */
function taskAction<B extends { id: number }>(action: 'dispatch' | 'pickUp' | 'cancel', write: (q: TxQuery, task: Task, to: PickupState, body: B, req: FastifyRequest) => Promise<void>) {
  return async (req: FastifyRequest) => {
    const body = req.body as B;
    return inTransaction(req.server.db, async (q) => {
      const task = await lockTask(q, req, body.id);
      const to = next(req, task, action);
      await write(q, task, to, body, req);
      return { id: task.id, state: to };
    });
  };
}

const byName = (req: FastifyRequest) => currentUser(req).userName;

// V04: a pickup-day range within 3 months (exempt banker ids excepted), WL0201_01's own rule, before the list is read.
const withDateRange = (r: RouteDef): RouteDef => ({
  ...r,
  handler: async (req, reply) => {
    const { dateFrom, dateTo } = req.query as { dateFrom?: string; dateTo?: string };
    assertValid('dateRange', [dateFrom, dateTo], DATE_RANGE_ARGS);
    return r.handler(req, reply);
  },
});

export default defineRoutes([
  ...crudRoutes(pickupTasks).map((r) => (r.url === 'wl/0201/list' ? withDateRange(r) : r)),
  {
    method: 'POST',
    url: 'wl/0201/assign',
    authority: DISPATCH,
    summary: 'Dispatches a booked pickup task to a courier (name, phone) for a pickup time (booked → dispatched)',
    body: formBody(WL0201_02, undefined, { id: 'required' }),
    handler: taskAction<{ id: number; courierName: string; courierPhone: string; pickupTime: Date | string }>('dispatch', async (q, task, to, body, req) => {
      const day = startOfDay(task.pickupDate, req.server.config.businessTimeZone);
      if (day && new Date(body.pickupTime).getTime() < day.getTime()) throw new AppError('pickupTask.timeBeforeDay', { day: task.pickupDate }).onFields('pickupTime');
      await q(
        `update pickup_request set state = $2, courier_name = $3, courier_phone = $4, pickup_time = $5, dispatched_at = now(), dispatched_by_name = $6 where id = $1`,
        [task.id, to, body.courierName, body.courierPhone, new Date(body.pickupTime), byName(req)],
      );
    }),
  },
  {
    method: 'POST',
    url: 'wl/0201/pickup',
    authority: DISPATCH,
    summary: 'Confirms a dispatched pickup task picked up at the gross weight and parcels the courier counted (dispatched → picked up)',
    body: formBody(WL0201_02, 'pickUp'),
    handler: taskAction<{ id: number; grossWeight: string; parcelCount: number }>('pickUp', async (q, task, to, body, req) => {
      await q(
        `update pickup_request set state = $2, picked_up_weight = $3::numeric, picked_up_parcels = $4, picked_up_at = now(), picked_up_by_name = $5 where id = $1`,
        [task.id, to, body.grossWeight, body.parcelCount, byName(req)],
      );
    }),
  },
  {
    method: 'POST',
    url: 'wl/0201/cancel',
    authority: LIST,
    summary: 'Cancels a booked pickup task with a reason (booked → cancelled); the customer sees it cancelled',
    body: formBody(WL0201_01, 'cancel'),
    handler: taskAction<{ id: number; reason: string }>('cancel', async (q, task, to, body, req) => {
      await q(`update pickup_request set state = $2, cancel_reason = $3, cancelled_at = now(), cancelled_by_name = $4 where id = $1`, [task.id, to, body.reason, byName(req)]);
    }),
  },
]);
