/**
 * What every scan of the WL module does, once: the parcel a scanned number names (V17), locked;
 * the station's machines (src/domain/station/stationStates.ts) asked whether the scan may move it
 * (a refusal names the order and its state); then, in the caller's transaction, its new states and
 * measures, a line of the order's log, the tracking milestone and the station operation the badges
 * count (SH2, WL0109_01). Two operators scanning one parcel at once: the second waits for the
 * first's lock, reads the new state and is told why it may not.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { t, type Lang } from '../../platform/i18n';
import { currentUser } from '../../platform/auth/types';
import type { TxQuery } from '../../platform/resource';
import type { Machine } from '../../../domain/states/machine';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { normalizeTrackingNo } from '../../../domain/normalize/trackingNo';
import { HELD_BLOCKS, isHeld, type DeliveryState, type HoldState, type LoadingState, type StationOpState, type StorageState, type WeighingState } from '../../../domain/station/stationStates';
import type { PackingState } from '../../../domain/station/packing';
import { importingSql } from '../dd/orderGuards';
import { stationScope } from './stationOperation.routes';
import './station.messages';
import '../dd/orders.messages';

/** Who scans, and at which station: their own, or (view-all) the one they chose. */
export interface StationActor { userId: number; userName: string; stationId: number; viewAll: boolean; lang: Lang }

export function stationActor(req: FastifyRequest, asked?: number | null): StationActor {
  const user = currentUser(req);
  const stationId = stationScope(user, asked ?? undefined);
  if (stationId === null) throw new AppError('station.stationRequired').onFields('stationId');
  return { userId: user.userId, userName: user.userName, stationId, viewAll: user.viewAll, lang: req.lang };
}

/**
 * Who acts from a station list (WL0105_01, WL0102_01) on parcels they picked there: an operator
 * on their station's, a view-all staff member on any station's, each as that parcel's station.
 */
export function listActor(req: FastifyRequest): StationActor {
  const user = currentUser(req);
  if (user.stationId === null && !user.viewAll) throw new AppError('station.stationRequired');
  return { userId: user.userId, userName: user.userName, stationId: user.stationId ?? 0, viewAll: user.viewAll, lang: req.lang };
}

/** The actor working as the station that holds `order`. */
export const actorAt = (actor: StationActor, order: ScannedOrder): StationActor => ({ ...actor, stationId: order.stationId ?? actor.stationId });

/** The parcel as a scan finds it, locked until the scan's transaction ends. */
export interface ScannedOrder {
  id: number; orderNo: string; customerId: number; stationId: number | null; stationName: string | null;
  stationOp: StationOpState; storage: StorageState; weighing: WeighingState; loading: LoadingState; hold: HoldState; delivery: DeliveryState; packing: PackingState;
  inWeight: string | null; declaredWeight: string | null;
  /** Boxes counted at inbound, else the order's pieces. */
  pieces: number;
  manifestId: number | null;
}

const STATE_COLUMNS = {
  stationOpStatus: 'station_op', storageStatus: 'storage_state', weighingStatus: 'weighing_state', loadingStatus: 'loading_state', goodsRelease: 'hold_state', deliveryState: 'delivery_state', packingStatus: 'packing_state',
} as const;
const STATE_KEYS = { stationOpStatus: 'stationOp', storageStatus: 'storage', weighingStatus: 'weighing', loadingStatus: 'loading', goodsRelease: 'hold', deliveryState: 'delivery', packingStatus: 'packing' } as const;
type MachineName = keyof typeof STATE_COLUMNS;

/**
 * The order a scanned number names: its system order number, channel tracking number, or a
 * parcel's sub-order or channel number, as typed or normalised (V17). Unknown → E11b; a number two
 * live orders share → refused with both; a draft, a cancelled order or one still importing is not
 * a parcel a station handles.
 */
export async function lockScanned(q: TxQuery, actor: StationActor, scanned: string): Promise<ScannedOrder> {
  const typed = scanned.trim();
  const numbers = [...new Set([typed, normalizeTrackingNo(typed)])].filter(Boolean);
  const rows = await lockWhere(q, actor, `o.id in (select id from orders where order_no = any($1::text[])
       union all select id from orders where channel_tracking_no = any($1::text[])
       union all select order_id from order_package where package_no = any($1::text[]) or channel_no = any($1::text[]))
     and o.payment_flow <> 'cancelled'`, [numbers]);
  if (!rows.length) throw new AppError('orders.notFound').onFields('no');
  if (rows.length > 1) throw new AppError('station.ambiguous', { no: typed, orders: rows.map((r) => r.orderNo).join(', ') }).onFields('no');
  return assertHandled(rows[0]);
}

/**
 * The orders many scanned numbers name (the weighing upload's rows), locked at once: each number's
 * order as lockScanned finds it, or the refusal lockScanned would give. A parcel named twice (its
 * order number and its tracking number) is one object, so a step planned on it is seen by the next.
 */
export async function lockNumbered(q: TxQuery, actor: StationActor, typed: string[]): Promise<Map<string, ScannedOrder | AppError>> {
  const numbers = [...new Set(typed.map((n) => n.trim()))].flatMap((no) => [...new Set([no, normalizeTrackingNo(no)])].filter(Boolean).map((n) => ({ typed: no, no: n })));
  const hits = await q<{ typed: string; id: string }>(
    `with n as (select x.typed, x.no from jsonb_to_recordset($1::jsonb) as x(typed text, no text)),
          hit as (select n.typed, o.id from n join orders o on o.order_no = n.no
                  union select n.typed, o.id from n join orders o on o.channel_tracking_no = n.no
                  union select n.typed, p.order_id from n join order_package p on p.package_no = n.no
                  union select n.typed, p.order_id from n join order_package p on p.channel_no = n.no)
     select hit.typed, hit.id::text from hit join orders o on o.id = hit.id where o.payment_flow <> 'cancelled'`,
    [JSON.stringify(numbers)],
  );
  const ids = [...new Set(hits.map((h) => h.id))];
  const locked = ids.length ? await lockWhere(q, actor, `o.id = any($1::bigint[])`, [ids]) : [];
  const byId = new Map<string, ScannedOrder | AppError>(locked.map((r) => [String(r.id), handledOrRefusal(r)]));
  const named = new Map<string, string[]>();
  for (const h of hits) named.set(h.typed, [...(named.get(h.typed) ?? []), h.id]);
  const found = new Map<string, ScannedOrder | AppError>();
  for (const no of typed.map((n) => n.trim())) {
    const of = named.get(no) ?? [];
    found.set(no, !of.length ? new AppError('orders.notFound').onFields('no')
      : of.length > 1 ? new AppError('station.ambiguous', { no, orders: locked.filter((r) => of.includes(String(r.id))).map((r) => r.orderNo).join(', ') }).onFields('no')
      : byId.get(of[0])!);
  }
  return found;
}

function handledOrRefusal(r: Locked): ScannedOrder | AppError {
  try {
    return assertHandled(r);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

/**
 * Orders a station list acts on (WL0105_01, WL0102_01), by id, locked, all at the actor's station
 * or, for view-all, at any (an id outside reads as missing, as one outside a list's scope does).
 * `anyStation`: parcels at any station are locked too, for a caller that refuses those elsewhere by
 * name (a bulk hold); a parcel at no station still reads as missing.
 */
export async function lockOrders(q: TxQuery, actor: StationActor, ids: number[], { anyStation = false } = {}): Promise<ScannedOrder[]> {
  const rows = await lockWhere(q, actor, `o.id = any($1::bigint[]) and o.station_id is not null and (o.station_id = $2 or $3::boolean)`, [ids, actor.stationId, actor.viewAll || anyStation]);
  if (rows.length !== new Set(ids).size) throw new AppError('orders.notFound');
  return rows.map(assertHandled);
}

/** Orders a `where` on alias o names (a manifest's parcels), locked, as scans see them. */
export async function lockWhereOrders(q: TxQuery, actor: StationActor, where: string, params: unknown[]): Promise<ScannedOrder[]> {
  return (await lockWhere(q, actor, where, params)).map(assertHandled);
}

type Locked = ScannedOrder & { paymentFlow: string; importing: boolean };

function assertHandled(r: Locked): ScannedOrder {
  if (r.paymentFlow === 'draft') throw new AppError('station.draft', { orderNo: r.orderNo }).onFields('no');
  if (r.importing) throw new AppError('orders.importing', { orderNo: r.orderNo }).onFields('no');
  const { paymentFlow: _p, importing: _i, ...order } = r;
  return { ...order, id: Number(order.id) }; // bigint as text from the driver
}

async function lockWhere(q: TxQuery, actor: StationActor, where: string, params: unknown[]): Promise<Locked[]> {
  return q<Locked>(
    `select o.id::text, o.order_no as "orderNo", o.customer_id as "customerId", o.station_id as "stationId",
            ${actor.lang === 'en-US' ? 's.name_en' : 's.name_zh'} as "stationName", o.station_op as "stationOp", o.storage_state as storage,
            o.weighing_state as weighing, o.loading_state as loading, o.hold_state as hold, o.delivery_state as delivery, o.packing_state as packing, o.payment_flow as "paymentFlow", ${importingSql('o')} as importing,
            o.in_weight::text as "inWeight", o.declared_weight::text as "declaredWeight",
            coalesce(o.in_box_count, o.package_count) as pieces, o.manifest_id::int as "manifestId"
       from orders o left join station s on s.id = o.station_id
      where ${where}
      order by o.id
      for update of o`,
    params,
  );
}

/** A parcel held by another station is theirs to work on (an arrival or an unloading takes it over). */
export function assertAtStation(order: ScannedOrder, actor: StationActor): void {
  if (order.stationId !== null && order.stationId !== actor.stationId) {
    throw new AppError('station.elsewhere', { orderNo: order.orderNo, station: order.stationName ?? '' }).onFields('no');
  }
}

/** One scan's change: the machines' actions, what it measured, and what it counts. */
export interface StationStep {
  /** The log line's action (orderLogAction). */
  action: string;
  transitions: readonly (readonly [Machine<string, string>, string])[];
  /** Columns of orders set with the states. */
  set?: Record<string, unknown>;
  /** The parcel comes to the actor's station (an arrival, an unloading): `station_id` becomes theirs. */
  takesOver?: boolean;
  /** The log line's other changes (weights: {field: [before, after]}, a reason). */
  changes?: Record<string, unknown>;
  tracking?: string;
  /** The operation types the badges count (B04..B09). */
  operations?: string[];
}

export interface StationResult { orderNo: string; states: Record<string, [string, string]> }

/** "Order … is “<state>”: <action> is not possible", the state by the dictionary that names it. */
export function stateRefusal(actor: StationActor, order: ScannedOrder, dictionary: string, state: string, action: string): AppError {
  return new AppError('station.refused', {
    orderNo: order.orderNo, state: dictionaryLabel(dictionary, state, actor.lang), action: t(actor.lang, `station.action.${action}`),
  }).onFields('no');
}

/**
 * Each machine's [from, to] after `step`'s actions in order, or the refusal naming the state that
 * forbids one. Alone, it is a scan's lookup asking whether the step may follow.
 */
export function planStates(actor: StationActor, order: ScannedOrder, step: Pick<StationStep, 'action' | 'transitions'>): Record<string, [string, string]> {
  // A held parcel (S19) goes nowhere until released.
  if (HELD_BLOCKS.has(step.action) && isHeld(order.hold)) {
    throw new AppError('station.held', {
      orderNo: order.orderNo, state: dictionaryLabel('goodsRelease', order.hold, actor.lang), action: t(actor.lang, `station.action.${step.action}`),
    }).onFields('no');
  }
  const states: Record<string, [string, string]> = {};
  for (const [machine, action] of step.transitions) {
    const name = machine.name as MachineName;
    const from = states[name]?.[1] ?? order[STATE_KEYS[name]];
    const next = machine.next(from, action);
    if (!next.ok) throw stateRefusal(actor, order, name, from, step.action);
    states[name] = [states[name]?.[0] ?? from, next.to];
  }
  return states;
}

const LOG_ORDER: MachineName[] = ['stationOpStatus', 'loadingStatus', 'storageStatus', 'weighingStatus', 'goodsRelease', 'deliveryState', 'packingStatus'];
const logStates = (states: Record<string, [string, string]>) =>
  LOG_ORDER.filter((m) => states[m]).map((m) => [m, ...states[m]] as [string, string, string]);

/** Applies `step` to the locked `order`, or refuses naming the state that forbids it; nothing is written on a refusal. */
export async function applyStation(q: TxQuery, actor: StationActor, order: ScannedOrder, step: StationStep): Promise<StationResult> {
  const [result] = await applyStations(q, actor, [{ order, steps: [step] }]);
  return result;
}

/** One parcel's steps in a batch, in order (an arrival, then its weighing). */
export interface StationWork { order: ScannedOrder; steps: StationStep[] }

/** A parcel's steps planned: what its write will set and record. */
export interface PlannedWork { id: number; set: Record<string, unknown>; logs: { action: string; changes: unknown }[]; tracking: string[]; operations: string[]; orderNo: string; states: Record<string, [string, string]> }

/**
 * Plans one parcel's steps in order (each from the states the one before left), or refuses at the
 * first the machines forbid. The parcel's copy takes the new states only once every step is
 * planned: a refused row of an upload leaves it as it was for the next row naming it.
 */
export function planWork(actor: StationActor, { order: locked, steps }: StationWork): PlannedWork {
  const order = { ...locked };
  const planned: Omit<PlannedWork, 'states'> = { id: order.id, orderNo: order.orderNo, set: {}, logs: [], tracking: [], operations: [] };
  const all: Record<string, [string, string]> = {};
  for (const step of steps) {
    const states = planStates(actor, order, step);
    if (step.takesOver) {
      planned.set.station_id = actor.stationId;
      order.stationId = actor.stationId;
    }
    Object.assign(planned.set, step.set);
    for (const [name, [from, to]] of Object.entries(states)) {
      planned.set[STATE_COLUMNS[name as MachineName]] = to;
      (order as unknown as Record<string, string>)[STATE_KEYS[name as MachineName]] = to;
      all[name] = [all[name]?.[0] ?? from, to];
    }
    if (step.tracking) {
      planned.set.tracking_status = step.tracking;
      planned.tracking.push(step.tracking);
    }
    planned.logs.push({ action: step.action, changes: { states: logStates(states), ...step.changes } });
    planned.operations.push(...(step.operations ?? []));
  }
  Object.assign(locked, order);
  return { ...planned, states: all };
}

/**
 * Applies every parcel's steps at the actor's station, all or none: each planned first (a refusal
 * writes nothing), then the orders, their log lines, tracking events and badge operations written
 * in one statement, however many parcels (a scan is a batch of one; the weighing upload writes
 * hundreds per statement).
 */
export async function applyStations(q: TxQuery, actor: StationActor, work: StationWork[]): Promise<StationResult[]> {
  const planned = work.map((w) => planWork(actor, w));
  await writePlanned(q, actor, planned);
  return planned.map((w) => ({ orderNo: w.orderNo, states: w.states }));
}

/** Writes parcels' planned steps (planWork) at the actor's station in one statement. */
export async function writePlanned(q: TxQuery, actor: StationActor, planned: PlannedWork[]): Promise<void> {
  if (!planned.length) return;
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  const [station, user, userName] = [p(actor.stationId), p(actor.userId), p(actor.userName)];
  // Orders setting the same columns share an update: a column one parcel does not set (an arrival
  // time for a parcel that arrived earlier) is never overwritten with another's null.
  const byColumns = new Map<string, PlannedWork[]>();
  for (const w of planned) {
    const key = Object.keys(w.set).sort().join(',');
    byColumns.set(key, [...(byColumns.get(key) ?? []), w]);
  }
  // A step may set no column (a carton packed: only its log line): the order is still touched.
  const updates = [...byColumns].map(([key, rows], i) => `u${i} as (update orders o set ${key.split(',').filter(Boolean).map((c) => `${c} = x.${c}, `).join('')}updated_at = now()
      from jsonb_populate_recordset(null::orders, ${p(JSON.stringify(rows.map((r) => ({ id: r.id, ...r.set }))))}::jsonb) x where o.id = x.id)`);
  const logs = planned.flatMap((w) => w.logs.map((l) => ({ orderId: w.id, ...l })));
  const tracking = planned.flatMap((w) => w.tracking.map((status) => ({ orderId: w.id, status })));
  const operations = planned.flatMap((w) => w.operations.map((type) => ({ orderId: w.id, orderNo: w.orderNo, type })));
  // One statement for the orders, their log lines, tracking events and badge operations: a scan
  // waits for one round trip of writes, not four (each data-modifying WITH runs whatever is read).
  const writes = [
    ...updates,
    // The states as a list, station first: a json object would not keep their order. Log lines
    // keep the steps' order (an arrival before its weighing).
    `l as (insert into order_log (order_id, user_id, user_name, action, changes)
           select (e->>'orderId')::bigint, ${user}, ${userName}, e->>'action', (e->'changes') || jsonb_build_object('station', (select code from station where id = ${station}))
             from jsonb_array_elements(${p(JSON.stringify(logs))}::jsonb) with ordinality as a(e, n) order by n)`,
    ...(tracking.length ? [`e as (insert into tracking_event (order_id, status, station_id, location)
           select t."orderId", t.status, s.id, coalesce(s.city_en, s.name_en)
             from jsonb_to_recordset(${p(JSON.stringify(tracking))}::jsonb) as t("orderId" bigint, status text) cross join station s where s.id = ${station})`] : []),
    ...(operations.length ? [`o as (insert into station_operation (station_id, package_no, operation_type, operator_id, operator_name, order_id)
           select ${station}, t."orderNo", t.type, ${user}, ${userName}, t."orderId"
             from jsonb_to_recordset(${p(JSON.stringify(operations))}::jsonb) as t("orderId" bigint, "orderNo" text, type text))`] : []),
  ];
  await q(`with ${writes.join(',\n')} select 1`, params);
}
