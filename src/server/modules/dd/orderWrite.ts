/**
 * Writes an order with its parcels, SKU lines and addresses: a new one with its first log line
 * (DD0101_01), or an edit's values over an existing one (DD0205_03). A statement per table, the
 * rows of each as one JSON array (never a row at a time), all in the caller's transaction.
 */
import type { TxQuery } from '../../platform/resource';
import type { SessionUser } from '../../platform/auth/types';
import type { Quote } from '../../../domain/pricing/types';
import { orderNoOf } from '../../../domain/orders/orderNo';
import { piecesOf, totalWeightOf } from '../../../domain/orders/orderRules';
import type { PaymentFlowState } from '../../../domain/orders/orderStates';
import type { AddressValues, OrderValues } from './placeOrder.body';

export interface NewOrder {
  values: OrderValues;
  customerId: number;
  paymentFlow: PaymentFlowState;
  quote: Quote;
  businessDay: string;
  user: SessionUser;
}

const ADDRESS_ROLES = ['sender', 'recipient', 'importer', 'exporter'] as const;

const hasAny = (a: AddressValues | null | undefined): a is AddressValues =>
  !!a && Object.values(a).some((v) => v !== null && v !== undefined && String(v).trim() !== '');

export async function insertOrder(q: TxQuery, o: NewOrder): Promise<{ id: number; orderNo: string }> {
  const v = o.values;
  const [{ seq }] = await q<{ seq: string }>(`select nextval('order_no_seq') as seq`);
  const orderNo = orderNoOf(o.businessDay, seq);
  const [order] = await q<{ id: string }>(
    `insert into orders (order_no, customer_id, created_by, kind, route_id, customer_order_no, ref_no1, ref_no2, cod_amount, ioss, eori,
                         destination_country, declared_value, declared_currency, insured, mail_type, package_count, declared_weight, remark,
                         payment_flow, quote, estimate, estimate_currency)
     values ($1, $2, $3, 'single', $4, $5, $6, $7, $8::numeric, $9, $10, $11, $12::numeric, $13, $14, $15, $16, $17::numeric, $18,
             $19, $20::jsonb, $21::numeric, $22)
     returning id`,
    [orderNo, o.customerId, o.user.userId, ...orderColumns(v), o.paymentFlow, JSON.stringify(o.quote), o.quote.total, o.quote.currency],
  );
  const id = Number(order.id);
  await insertLines(q, id, v);
  await q(`insert into order_log (order_id, user_id, user_name, action, changes) values ($1, $2, $3, 'create', $4::jsonb)`, [
    id, o.user.userId, o.user.userName, JSON.stringify({ to: o.paymentFlow }),
  ]);
  return { id, orderNo };
}

/** A parcel's sub-order and channel numbers, by its seq: an edit keeps them on the parcels that remain. */
type ParcelNumbers = Map<number, { package_no: string | null; channel_no: string | null }>;

/** The order's parcels, SKU lines and addresses: a statement per table, the rows as one JSON array. */
async function insertLines(q: TxQuery, id: number, v: OrderValues, numbers?: ParcelNumbers): Promise<void> {
  await q(
    `insert into order_package (order_id, seq, real_weight, length, width, height, box_count, box_no, package_no, channel_no)
     select $1, p.seq, p.weight, p.length, p.width, p.height, p.count, p.box_no, p.package_no, p.channel_no
       from jsonb_to_recordset($2::jsonb) as p(seq int, weight numeric, length numeric, width numeric, height numeric, count int, box_no text,
            package_no text, channel_no text)`,
    [id, JSON.stringify(v.parcels.map((p, i) => ({
      seq: i + 1, weight: p.weight, length: p.length || null, width: p.width || null, height: p.height || null, count: p.count, box_no: p.boxNo || null,
      package_no: numbers?.get(i + 1)?.package_no ?? null, channel_no: numbers?.get(i + 1)?.channel_no ?? null,
    })))],
  );
  await q(
    `insert into order_item (order_id, seq, name_zh, name_en, customs_code, origin, unit, unit_price, unit_weight, quantity, qty_per_box, brand, model, material, purpose)
     select $1, i.seq, i.name_zh, i.name_en, i.customs_code, upper(i.origin), i.unit, i.unit_price, i.unit_weight, i.quantity, i.qty_per_box, i.brand, i.model, i.material, i.purpose
       from jsonb_to_recordset($2::jsonb) as i(seq int, name_zh text, name_en text, customs_code text, origin text, unit text, unit_price numeric,
            unit_weight numeric, quantity int, qty_per_box int, brand text, model text, material text, purpose text)`,
    [id, JSON.stringify(v.items.map((it, n) => ({
      seq: n + 1, name_zh: it.nameZh, name_en: it.nameEn, customs_code: it.customsCode, origin: it.origin || null, unit: it.unit || null, unit_price: it.unitPrice,
      unit_weight: it.unitWeight, quantity: it.quantity, qty_per_box: it.qtyPerBox, brand: it.brand || null, model: it.model || null, material: it.material || null, purpose: it.purpose || null,
    })))],
  );
  const addresses = ADDRESS_ROLES.flatMap((role) => (hasAny(v[role]) ? [{ role, ...v[role], country: v[role]!.country ? String(v[role]!.country).toUpperCase() : null }] : []));
  await q(
    `insert into order_address (order_id, role, name, company, country, province, city, postcode, address1, address2, phone, tax_id, email)
     select $1, a.role, a.name, a.company, a.country, a.province, a.city, a.postcode, a.address1, a.address2, a.phone, a."taxId", a.email
       from jsonb_to_recordset($2::jsonb) as a(role text, name text, company text, country text, province text, city text, postcode text,
            address1 text, address2 text, phone text, "taxId" text, email text)`,
    [id, JSON.stringify(addresses)],
  );
}

/** The order's columns an edit sets from its values. */
function orderColumns(v: OrderValues) {
  return [v.routeId, v.customerOrderNo ?? null, v.refNo1 ?? null, v.refNo2 ?? null, v.codAmount || null, v.ioss ?? null, v.eori ?? null,
    String(v.recipient.country).toUpperCase(), v.declaredValue, v.declaredCurrency, !!v.insured, v.mailType, piecesOf(v.parcels),
    totalWeightOf(v.parcels), v.remark ?? null];
}

/**
 * DD0205_03: the order's values replaced by an edit's, repriced with `quote`, in the caller's
 * transaction (the order locked and its edit allowed by the caller). Parcels, lines and addresses
 * are written again whole; the parcels that remain keep their numbers.
 */
export async function replaceOrder(q: TxQuery, id: number, v: OrderValues, quote: Quote): Promise<void> {
  await q(
    `update orders set route_id = $2, customer_order_no = $3, ref_no1 = $4, ref_no2 = $5, cod_amount = $6::numeric, ioss = $7, eori = $8,
            destination_country = $9, declared_value = $10::numeric, declared_currency = $11, insured = $12, mail_type = $13, package_count = $14,
            declared_weight = $15::numeric, remark = $16, quote = $17::jsonb, estimate = $18::numeric, estimate_currency = $19, updated_at = now()
      where id = $1`,
    [id, ...orderColumns(v), JSON.stringify(quote), quote.total, quote.currency],
  );
  const old = await q<{ seq: number; package_no: string | null; channel_no: string | null }>(
    `delete from order_package where order_id = $1 returning seq, package_no, channel_no`, [id],
  );
  await q(`delete from order_item where order_id = $1`, [id]);
  await q(`delete from order_address where order_id = $1`, [id]);
  await insertLines(q, id, v, new Map(old.map((p) => [p.seq, p])));
}

