/**
 * DD0205_01's list of orders (DD0201_01 and DD0202_01 read it too, and its export): the caller's
 * orders (a customer its own, staff those of the customers in their scope,
 * platform/permissions/dataScope.ts), newest first. The page's ids come from the bare table through the indexes on (ordered_at, id) and
 * (customer_id, ordered_at, id); only those 20 rows are decorated; the count stops at
 * ORDER_COUNT_CAP ("more than 10,000"), so a million orders page as fast as a hundred.
 */
import type { FastifyRequest } from 'fastify';
import { currentUser, type SessionUser } from '../../platform/auth/types';
import type { Database } from '../../db/connection';
import type { Lang } from '../../platform/i18n';
import { AppError } from '../../platform/errors';
import { assertValid } from '../../platform/formats';
import { customerScope, scopeWhere } from '../../platform/permissions/dataScope';
import { ListFilter, listPage, pageQueryProps, paging, type PageQuery } from '../../platform/resource';
import { startOfDay } from '../../../domain/time/index';
import { searchNumbersOf } from '../../../domain/normalize/trackingNo';
import { PAYMENT_FLOW_STATES, TRANSFER_STATES } from '../../../domain/orders/orderStates';
import { mailType } from '../../../domain/dictionaries/mail-type';
import { orderKind } from '../../../domain/dictionaries/order-kind';
import { trackingStatus } from '../../../domain/dictionaries/tracking-status';
import orderList from '../../../../schemas/dd/DD0205_01.json' with { type: 'json' };
import { ORDER_ROW_SELECT, orderOut, type OrderRow } from './orderRead';
import './orders.messages';

/** Counting stops here: a wide filter over millions of orders would cost more than its page. */
export const ORDER_COUNT_CAP = 10_000;
/** Numbers one batch search takes (DD0205_01's search box). */
export const BATCH_NUMBERS_MAX = 200;

/** The list's date-range rule as DD0205_01 writes it on its search column (3 months, V04). */
const DATE_RANGE_ARGS = orderList.columns.find((c) => c.name === 'dateRange')?.validators?.find((v) => v.name === 'dateRange')?.args;

/** Payment status (S03) as the list filters it: read off the payment flow (orderStates.paymentStatusOf). */
const PAYMENT_STATUS_FLOWS: Record<string, string[]> = {
  paid: ['customer_paid'],
  cancelled: ['cancelled'],
  unpaid: PAYMENT_FLOW_STATES.filter((s) => s !== 'customer_paid' && s !== 'cancelled'),
};

export interface OrderListQuery extends PageQuery {
  customerId?: number;
  numbers?: string;
  dateFrom?: string;
  dateTo?: string;
  destinationCountry?: string;
  routeId?: number;
  paymentStatus?: string;
  paymentFlow?: string;
  transferState?: string;
  transferMethod?: string;
  trackingStatus?: string;
  mailType?: string;
  kind?: string;
}

const values = (d: { items: readonly { value: string }[] }) => d.items.map((i) => i.value);

/** The list's query: paging and DD0205_01's filters (DD0201_01 reads the same orders). */
export const orderListQuery = {
  type: 'object',
  properties: {
    ...pageQueryProps,
    customerId: { type: 'integer', minimum: 1 },
    numbers: { type: 'string', maxLength: 10_000 },
    dateFrom: { type: 'string', format: 'date' },
    dateTo: { type: 'string', format: 'date' },
    destinationCountry: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    routeId: { type: 'integer', minimum: 1 },
    paymentStatus: { type: 'string', enum: [...Object.keys(PAYMENT_STATUS_FLOWS), ''] },
    paymentFlow: { type: 'string', enum: [...PAYMENT_FLOW_STATES, ''] },
    transferState: { type: 'string', enum: [...TRANSFER_STATES, ''] },
    transferMethod: { type: 'string', enum: ['auto', 'manual', ''] },
    trackingStatus: { type: 'string', enum: [...values(trackingStatus), ''] },
    mailType: { type: 'string', enum: [...values(mailType), ''] },
    kind: { type: 'string', enum: [...values(orderKind), ''] },
  },
};

/** A page of the caller's orders, filtered (DD0205_01, DD0201_01). */
/** Who reads the list: a request's caller, or the user an export was queued for. */
export interface OrderListReader { db: Database; user: SessionUser; lang: Lang; zone: string }

export const readerOf = (req: FastifyRequest): OrderListReader =>
  ({ db: req.server.db, user: currentUser(req), lang: req.lang, zone: req.server.config.businessTimeZone });

/**
 * A screen's own view of the list (DD0204_01 label printing): more conditions, and more columns
 * of the page's rows only (SQL over alias `o`, each ending in a comma) with how they read.
 */
export interface OrderListView<Q extends OrderListQuery = OrderListQuery> {
  /**
   * Orders the screen shows beyond the caller's customer scope (DD0205_01: the parcels held at a
   * staff member's station), as a condition over alias `o` with its parameters in `params`; null: none.
   */
  alsoSees?: (user: SessionUser, params: unknown[]) => string | null;
  filter?: (f: ListFilter, q: Q) => void;
  columns?: string;
  out?: (row: Record<string, unknown>) => Record<string, unknown>;
}

export async function listOrders<Q extends OrderListQuery>(reader: OrderListReader, q: Q, view: OrderListView<Q> = {}) {
  assertValid('dateRange', [q.dateFrom, q.dateTo], DATE_RANGE_ARGS);
  const numbers = searchNumbersOf(q.numbers);
  if (numbers.count > BATCH_NUMBERS_MAX) throw new AppError('orders.tooManyNumbers', { max: BATCH_NUMBERS_MAX, given: numbers.count });
  const { db, zone } = reader;
  const f = new ListFilter();
  const scope = scopeWhere(await customerScope(db, reader.user), 'o.customer_id', f.params);
  const also = view.alsoSees?.(reader.user, f.params);
  f.and(also ? `(${scope} or ${also})` : scope)
    .eq('o.customer_id', q.customerId)
    .eq('o.destination_country', q.destinationCountry?.toUpperCase())
    .eq('o.route_id', q.routeId)
    .eq('o.payment_flow', q.paymentFlow)
    .eq('o.transfer_state', q.transferState)
    .eq('o.transfer_method', q.transferMethod)
    .eq('o.tracking_status', q.trackingStatus)
    .eq('o.mail_type', q.mailType)
    .eq('o.kind', q.kind)
    .when(q.paymentStatus && PAYMENT_STATUS_FLOWS[q.paymentStatus], (p) => `o.payment_flow = any(${p}::text[])`)
    .when(numbers.count ? numbers.variants : undefined, (p) => `(o.order_no = any(${p}::text[]) or o.customer_order_no = any(${p}::text[]) or o.channel_tracking_no = any(${p}::text[]))`);
  if (q.dateFrom) f.and(`o.ordered_at >= ${f.param(startOfDay(q.dateFrom, zone)?.toISOString())}::timestamptz`);
  if (q.dateTo) f.and(`o.ordered_at < ${f.param(startOfDay(q.dateTo, zone, 1)?.toISOString())}::timestamptz`);
  view.filter?.(f, q);
  const { rows, total, capped } = await listPage<OrderRow>(db, {
    from: 'orders o',
    id: 'o.id',
    filter: f,
    order: 'order by o.ordered_at desc, o.id desc',
    page: paging(q),
    countCap: ORDER_COUNT_CAP,
    decorate: (ids) => db.query<OrderRow>(`${ORDER_ROW_SELECT(reader.lang, view.columns)} where o.id = any($1::bigint[])`, [ids]),
  });
  const out = view.out;
  const list = out ? rows.map((r) => ({ ...orderOut(r), ...out(r as unknown as Record<string, unknown>) })) : rows.map(orderOut);
  return { list, total, ...(capped ? { totalCapped: true } : {}) };
}
