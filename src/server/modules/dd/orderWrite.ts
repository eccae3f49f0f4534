/**
 * Writes orders with their parcels, SKU lines and addresses: new ones with their first log line
 * (one placed on DD0101_01, thousands from a DD0102_01 workbook), or an edit's values over an
 * existing one (DD0205_03). A statement per table whatever the number of orders, the rows of each
 * as one JSON array (never a row at a time), all in the caller's transaction. The arrays are read
 * as json, not jsonb: the database then only checks the text instead of building jsonb's tree of
 * it first (a bulk import's 1,000 orders: their quotes 118 -> 66 ms, a flat table's rows a quarter less).
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { TxQuery } from '../../platform/resource';
import { analyzeTable } from '../../db/plannerStats';
import type { SessionUser } from '../../platform/auth/types';
import type { Quote } from '../../../domain/pricing/types';
import { orderNoOf } from '../../../domain/orders/orderNo';
import { piecesOf, totalWeightOf } from '../../../domain/orders/orderRules';
import type { PaymentFlowState } from '../../../domain/orders/orderStates';
import { boxKey } from '../../../domain/orders/fbaCartons';
import type { AddressValues, OrderValues } from './placeOrder.body';

export type OrderKind = 'single' | 'bulk' | 'fba' | 'first_leg';

export interface NewOrder {
  values: OrderValues;
  customerId: number;
  paymentFlow: PaymentFlowState;
  quote: Quote;
  businessDay: string;
  user: SessionUser;
  /** How the order came (default 'single'; 'bulk' from a workbook, 'fba' from DD0103_01, 'first_leg' from DD1401_01). */
  source?: OrderKind;
  /** The bulk upload (order_upload) that writes it: its orders are removed together if the import fails. */
  uploadId?: number;
}

const ADDRESS_ROLES = ['sender', 'recipient', 'importer', 'exporter'] as const;

const hasAny = (a: AddressValues | null | undefined): a is AddressValues =>
  !!a && Object.values(a).some((v) => v !== null && v !== undefined && String(v).trim() !== '');

/** The order's columns from its values, as named: shared by a new order and an edit. */
function orderColumns(v: OrderValues) {
  return {
    route_id: v.routeId, customer_order_no: v.customerOrderNo ?? null, ref_no1: v.refNo1 ?? null, ref_no2: v.refNo2 ?? null,
    cod_amount: v.codAmount || null, ioss: v.ioss ?? null, eori: v.eori ?? null, destination_country: String(v.recipient.country).toUpperCase(),
    declared_value: v.declaredValue, declared_currency: v.declaredCurrency, insured: !!v.insured, mail_type: v.mailType,
    package_count: piecesOf(v.parcels), declared_weight: totalWeightOf(v.parcels), remark: v.remark ?? null,
    fba_order_no: upperOrNull(v.fbaOrderNo), fba_shipment_id: upperOrNull(v.fbaShipmentId), fba_warehouse: v.fbaWarehouse ?? null,
    trunk_tariff_id: v.trunkTariffId ?? null, overseas_warehouse: v.overseasWarehouse ?? null,
  };
}

const upperOrNull = (s: string | null | undefined) => (s ? s.trim().toUpperCase() : null);

/** The parcel (by its seq) each SKU line is packed in, when the lines name their cartons (an FBA order's). */
function cartonSeqs(v: OrderValues): (number | null)[] {
  const seqOf = new Map(v.parcels.map((p, i) => [boxKey(p.boxNo), i + 1]));
  return v.items.map((it) => (it.boxNo ? seqOf.get(boxKey(it.boxNo)) ?? null : null));
}

const ORDER_COLUMNS = `route_id int, customer_order_no text, ref_no1 text, ref_no2 text, cod_amount numeric, ioss text, eori text, destination_country text,
  declared_value numeric, declared_currency text, insured boolean, mail_type text, package_count int, declared_weight numeric, remark text,
  fba_order_no text, fba_shipment_id text, fba_warehouse text, trunk_tariff_id int, overseas_warehouse text`;
const ORDER_COLUMN_NAMES = `route_id, customer_order_no, ref_no1, ref_no2, cod_amount, ioss, eori, destination_country, declared_value, declared_currency, insured,
  mail_type, package_count, declared_weight, remark, fba_order_no, fba_shipment_id, fba_warehouse, trunk_tariff_id, overseas_warehouse`;

/**
 * Orders a statement takes at most: one JSON array of 10,000 orders with their quote traces (about
 * 30 MB) took PGlite 11.7 s and 1.4 GB; in arrays of 1,000 it takes 6.8 s and 1 GB.
 */
export const INSERT_CHUNK = 1000;
/**
 * From this many orders, `orders` is analyzed once its first rows are in, before any line is
 * written (db/plannerStats.ts: the lines' foreign-key checks otherwise keep a plan made for the
 * table as it was, a scan of every order per line once it has grown).
 */
export const ANALYZE_FROM = 200;

/**
 * `orders` written in statements of at most INSERT_CHUNK, in the caller's transaction. `analyze`:
 * whether this call is the first of a large write (default: when it is large itself); a bulk
 * upload writes batch after batch, each its own call, and analyzes after its first.
 */
export async function insertOrders(
  q: TxQuery,
  orders: NewOrder[],
  analyze = orders.length >= ANALYZE_FROM,
): Promise<{ id: number; orderNo: string }[]> {
  const written: { id: number; orderNo: string }[] = [];
  for (let i = 0; i < orders.length; i += INSERT_CHUNK) {
    if (i) await yieldToLoop(); // the embedded database runs on this thread: other requests get a turn
    written.push(...(await insertChunk(q, orders.slice(i, i + INSERT_CHUNK), analyze && !i)));
  }
  return written;
}

async function insertChunk(q: TxQuery, orders: NewOrder[], analyze: boolean): Promise<{ id: number; orderNo: string }[]> {
  const seqs = await q<{ seq: string }>(`select nextval('order_no_seq') as seq from generate_series(1, $1)`, [orders.length]);
  const numbered = orders.map((o, i) => ({ ...o, orderNo: orderNoOf(o.businessDay, seqs[i].seq) }));
  const rows = await q<{ id: string; order_no: string }>(
    `insert into orders (order_no, customer_id, created_by, kind, upload_id, payment_flow, quote, estimate, estimate_currency, ${ORDER_COLUMN_NAMES})
     select o.order_no, o.customer_id, o.created_by, o.kind, o.upload_id, o.payment_flow, o.quote, o.estimate, o.estimate_currency, ${ORDER_COLUMN_NAMES}
       from json_to_recordset($1::json) as o(order_no text, customer_id int, created_by int, kind text, upload_id bigint, payment_flow text, quote json,
            estimate numeric, estimate_currency text, ${ORDER_COLUMNS})
     returning id, order_no`,
    [JSON.stringify(numbered.map((o) => ({
      order_no: o.orderNo, customer_id: o.customerId, created_by: o.user.userId, kind: o.source ?? 'single', upload_id: o.uploadId ?? null, payment_flow: o.paymentFlow,
      quote: o.quote, estimate: o.quote.total, estimate_currency: o.quote.currency, ...orderColumns(o.values),
    })))],
  );
  if (analyze) await analyzeTable(q, 'orders');
  const idOf = new Map(rows.map((r) => [r.order_no, Number(r.id)]));
  const written = numbered.map((o) => ({ id: idOf.get(o.orderNo)!, orderNo: o.orderNo, values: o.values }));
  await insertLines(q, written);
  await q(
    `insert into order_log (order_id, user_id, user_name, action, changes)
     select l.order_id, l.user_id, l.user_name, 'create', jsonb_build_object('to', l.payment_flow)
       from json_to_recordset($1::json) as l(order_id bigint, user_id int, user_name text, payment_flow text)`,
    [JSON.stringify(numbered.map((o, i) => ({ order_id: written[i].id, user_id: o.user.userId, user_name: o.user.userName, payment_flow: o.paymentFlow })))],
  );
  return written.map(({ id, orderNo }) => ({ id, orderNo }));
}

export async function insertOrder(q: TxQuery, o: NewOrder): Promise<{ id: number; orderNo: string }> {
  const [written] = await insertOrders(q, [o]);
  return written;
}

/** A parcel's sub-order and channel numbers, by its seq: an edit keeps them on the parcels that remain. */
type ParcelNumbers = Map<number, { package_no: string | null; channel_no: string | null }>;

interface Lines { id: number; values: OrderValues; numbers?: ParcelNumbers }

/** The orders' parcels, SKU lines and addresses: a statement per table, the rows of every order as one JSON array. */
async function insertLines(q: TxQuery, orders: Lines[]): Promise<void> {
  await q(
    `insert into order_package (order_id, seq, real_weight, length, width, height, box_count, box_no, package_no, channel_no)
     select p.order_id, p.seq, p.weight, p.length, p.width, p.height, p.count, p.box_no, p.package_no, p.channel_no
       from json_to_recordset($1::json) as p(order_id bigint, seq int, weight numeric, length numeric, width numeric, height numeric, count int,
            box_no text, package_no text, channel_no text)`,
    [JSON.stringify(orders.flatMap(({ id, values, numbers }) => values.parcels.map((p, i) => ({
      order_id: id, seq: i + 1, weight: p.weight, length: p.length || null, width: p.width || null, height: p.height || null, count: p.count,
      box_no: p.boxNo || null, package_no: numbers?.get(i + 1)?.package_no ?? null, channel_no: numbers?.get(i + 1)?.channel_no ?? null,
    }))))],
  );
  await q(
    `insert into order_item (order_id, package_seq, seq, name_zh, name_en, customs_code, origin, unit, unit_price, unit_weight, quantity, qty_per_box, brand, model, material, purpose)
     select i.order_id, i.package_seq, i.seq, i.name_zh, i.name_en, i.customs_code, upper(i.origin), i.unit, i.unit_price, i.unit_weight, i.quantity, i.qty_per_box,
            i.brand, i.model, i.material, i.purpose
       from json_to_recordset($1::json) as i(order_id bigint, package_seq int, seq int, name_zh text, name_en text, customs_code text, origin text, unit text,
            unit_price numeric, unit_weight numeric, quantity int, qty_per_box int, brand text, model text, material text, purpose text)`,
    [JSON.stringify(orders.flatMap(({ id, values }) => { const cartons = cartonSeqs(values); return values.items.map((it, n) => ({
      order_id: id, package_seq: cartons[n], seq: n + 1, name_zh: it.nameZh, name_en: it.nameEn, customs_code: it.customsCode, origin: it.origin || null, unit: it.unit || null,
      unit_price: it.unitPrice, unit_weight: it.unitWeight, quantity: it.quantity, qty_per_box: it.qtyPerBox, brand: it.brand || null,
      model: it.model || null, material: it.material || null, purpose: it.purpose || null,
    })); }))],
  );
  await q(
    `insert into order_address (order_id, role, name, company, country, province, city, postcode, address1, address2, phone, tax_id, email)
     select a.order_id, a.role, a.name, a.company, a.country, a.province, a.city, a.postcode, a.address1, a.address2, a.phone, a."taxId", a.email
       from json_to_recordset($1::json) as a(order_id bigint, role text, name text, company text, country text, province text, city text,
            postcode text, address1 text, address2 text, phone text, "taxId" text, email text)`,
    [JSON.stringify(orders.flatMap(({ id, values: v }) => ADDRESS_ROLES.flatMap((role) => (hasAny(v[role])
      ? [{ order_id: id, role, ...v[role], country: v[role]!.country ? String(v[role]!.country).toUpperCase() : null }]
      : []))))],
  );
}

/**
 * DD0205_03: the order's values replaced by an edit's, repriced with `quote`, in the caller's
 * transaction (the order locked and its edit allowed by the caller). Parcels, lines and addresses
 * are written again whole; the parcels that remain keep their numbers.
 */
export async function replaceOrder(q: TxQuery, id: number, v: OrderValues, quote: Quote): Promise<void> {
  const c = orderColumns(v);
  await q(
    `update orders o set (${ORDER_COLUMN_NAMES}) = (select ${ORDER_COLUMN_NAMES} from jsonb_to_record($2::jsonb) as x(${ORDER_COLUMNS})),
            quote = $3::json, estimate = $4::numeric, estimate_currency = $5, updated_at = now()
      where o.id = $1`,
    [id, JSON.stringify(c), JSON.stringify(quote), quote.total, quote.currency],
  );
  const old = await q<{ seq: number; package_no: string | null; channel_no: string | null }>(
    `delete from order_package where order_id = $1 returning seq, package_no, channel_no`, [id],
  );
  await q(`delete from order_item where order_id = $1`, [id]);
  await q(`delete from order_address where order_id = $1`, [id]);
  await insertLines(q, [{ id, values: v, numbers: new Map(old.map((p) => [p.seq, p])) }]);
}
