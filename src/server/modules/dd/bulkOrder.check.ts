/**
 * DD0102_01: each order read from the sheet checked as DD0101_01 checks one: the form's own rules
 * (its body schema, so a bulk order and a single one cannot drift), the route by its code, V07,
 * V16c, E11c against the customer's orders, the route priced with its trace. Every refusal names
 * the cell it is about, in the uploader's language. The database is read a few times for each
 * group of orders checked together, never once per row, but for the pricing, which the quote
 * cache serves.
 */
import type { ErrorObject } from 'ajv';
import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';
import { t, type Lang } from '../../platform/i18n';
import { validationMessage } from '../../platform/formats';
import { validatorCompiler } from '../../platform/validation';
import { cellError, type CellError } from '../../platform/sheets/cellErrors';
import { turnEvery } from '../../platform/turns';
import type { Quote } from '../../../domain/pricing/types';
import { isLargeDeclaredValue, largeDeclaredValueFrom, MAX_PIECES, piecesOf } from '../../../domain/orders/orderRules';
import { placeOrderBody, type OrderValues } from './placeOrder.body';
import { priceChosenRoute, type PricingContext } from './orderPricing';
import { currentConfig } from '../xx/pricing.repo';
import { cellOf, type SheetOrder } from './bulkOrder.read';
import './bulkOrder.messages';

/**
 * An order that passed, its values and its quote, trace and all: written at once or dropped (the
 * import keeps only what the quote comes to), so a sheet of 100,000 orders never holds 100,000
 * traces at once.
 */
export interface CheckedOrder { order: SheetOrder; values: OrderValues; quote: Quote }
export type Estimate = Pick<Quote, 'total' | 'currency'>;

export interface CheckContext extends PricingContext {
  customerId: number;
  confirmLargeValues: boolean;
  at: Date;
}

/** The form's rules, as the API checks a body. */
const validate = validatorCompiler({ schema: placeOrderBody, method: 'POST', url: 'dd/0102/upload#order', httpPart: 'body' }) as
  ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

function refusal(lang: Lang, order: SheetOrder, ptr: string, message: string): CellError {
  const cell = cellOf(order, ptr);
  return cellError(lang, cell.row, cell.col, cell.header, message);
}

/** The form's rules: one message per value, "required" first, as the API words a body's. */
function schemaErrors(lang: Lang, order: SheetOrder, values: unknown): CellError[] {
  if (validate(values)) return [];
  const byPointer = new Map<string, string>();
  for (const e of validate.errors ?? []) {
    if (e.keyword === 'if') continue;
    const missing = (e.params as { missingProperty?: string }).missingProperty;
    const ptr = missing ? `${e.instancePath}/${missing}` : e.instancePath;
    if (!byPointer.has(ptr) || e.keyword === 'required') byPointer.set(ptr, validationMessage(e, lang));
  }
  return [...byPointer].map(([ptr, message]) => refusal(lang, order, ptr, message));
}

/** The countries an order names (addresses, items' origin) are ones the product knows: the form picks them from a list. */
function countryRefusals(lang: Lang, order: SheetOrder, v: OrderValues, countries: Set<string>): CellError[] {
  const named: [string, unknown][] = [
    ['/sender/country', v.sender.country], ['/recipient/country', v.recipient.country],
    ...v.items.map((it, i): [string, unknown] => [`/items/${i}/origin`, it.origin]),
  ];
  return named.filter(([, code]) => code && !countries.has(String(code).toUpperCase()))
    .map(([ptr, code]) => refusal(lang, order, ptr, t(lang, 'bulk.countryUnknown', { code: String(code) })));
}

async function defaultSender(db: Database, customerId: number): Promise<Record<string, unknown> | null> {
  const [a] = await db.query(
    `select name, company, phone, country, province, city, postcode, address1, address2, email
       from address_book where customer_id = $1 and role = 'sender' order by is_default desc, id limit 1`,
    [customerId],
  );
  return a ? Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null)) : null;
}

/** Orders checked between two turns of the event loop. */
const ORDERS_PER_TURN = 50;

/** What every order of the sheet is checked against, read once (routes: as their codes come). */
interface Known { routes: Map<string, number | undefined>; sender: Record<string, unknown> | null; countries: Set<string> }

export interface OrderChecker {
  /** Orders checked: each passed (its values and quote) or refused (its bad cells), in the order given. */
  check(orders: SheetOrder[]): Promise<(CheckedOrder | CellError[])[]>;
}

/** The checker of one upload: one pricing configuration for the whole sheet, whatever changes meanwhile. */
export async function orderChecker(ctx: CheckContext): Promise<OrderChecker> {
  const { db } = ctx;
  const known: Known = {
    routes: new Map(),
    sender: await defaultSender(db, ctx.customerId),
    countries: new Set((await db.query<{ code: string }>(`select code from country`)).map((r) => r.code)),
  };
  // One configuration prices the whole sheet: a price change during the import cannot split it.
  const priced = { ...ctx, pricing: await currentConfig(db) };
  return {
    async check(orders) {
      const codes = [...new Set(orders.map((o) => String(o.values.routeCode ?? '')))].filter((c) => !known.routes.has(c));
      for (const c of codes) known.routes.set(c, undefined);
      for (const r of await db.query<{ id: number; code: string }>(`select id, upper(code) as code from route where upper(code) = any($1::text[])`, [codes])) {
        known.routes.set(r.code, r.id);
      }
      const existing = new Set((await db.query<{ no: string }>(
        `select customer_order_no as no from orders where customer_id = $1 and customer_order_no = any($2::text[]) and payment_flow <> 'cancelled'`,
        [ctx.customerId, orders.map((o) => o.customerOrderNo)],
      )).map((r) => r.no));
      // The checks are CPU and the embedded database runs on this thread: other requests get a turn.
      const turn = turnEvery(ORDERS_PER_TURN);
      const found: (CheckedOrder | CellError[])[] = [];
      for (const order of orders) {
        found.push(await checkOne(priced, order, known, existing));
        await turn();
      }
      return found;
    },
  };
}

const priceOrder = (ctx: CheckContext, v: OrderValues): Promise<Quote> => priceChosenRoute(ctx, ctx.customerId, v, ctx.at, true);

/** The order's values as DD0101_01's body has them (the default sender, the route by its code), or why not. */
function prepare(lang: Lang, customerId: number, order: SheetOrder, known: Known): Record<string, any> | CellError[] {
  const { routeCode, ...values } = order.values;
  if (!values.sender) {
    if (!known.sender) return [refusal(lang, order, '/sender', t(lang, 'bulk.noSender'))];
    values.sender = { ...known.sender };
  }
  const routeId = known.routes.get(String(routeCode ?? ''));
  if (routeCode !== undefined && routeId === undefined) return [refusal(lang, order, '/routeId', t(lang, 'bulk.routeUnknown', { code: String(routeCode) }))];
  values.routeId = routeId;
  values.customerId = customerId;
  for (const item of values.items ?? []) if (item.qtyPerBox === undefined && Number.isInteger(item.quantity)) item.qtyPerBox = item.quantity;
  return values;
}

async function checkOne(ctx: CheckContext, order: SheetOrder, known: Known, existing: Set<string>): Promise<CheckedOrder | CellError[]> {
  const { lang } = ctx;
  const values = prepare(lang, ctx.customerId, order, known);
  if (Array.isArray(values)) return values;
  const bad = schemaErrors(lang, order, values);
  if (bad.length) return bad;
  const v = values as OrderValues;
  const unknownCountry = countryRefusals(lang, order, v, known.countries);
  if (unknownCountry.length) return unknownCountry;
  if (piecesOf(v.parcels) > MAX_PIECES) return [refusal(lang, order, '/parcels/0/count', t(lang, 'orders.tooManyPieces', { pieces: piecesOf(v.parcels), max: MAX_PIECES }))];
  if (!ctx.confirmLargeValues && isLargeDeclaredValue(v.declaredValue, v.declaredCurrency)) {
    const params = { value: v.declaredValue, currency: v.declaredCurrency, from: largeDeclaredValueFrom(v.declaredCurrency) };
    return [refusal(lang, order, '/declaredValue', t(lang, 'bulk.largeValue', params))];
  }
  if (existing.has(order.customerOrderNo)) return [refusal(lang, order, '/customerOrderNo', t(lang, 'bulk.duplicate', { customerOrderNo: order.customerOrderNo }))];
  try {
    return { order, values: v, quote: await priceOrder(ctx, v) };
  } catch (err) {
    if (err instanceof AppError) return [refusal(lang, order, '/routeId', t(lang, err.key, err.params))];
    throw err;
  }
}
