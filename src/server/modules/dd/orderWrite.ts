/**
 * Writes a new order with its parcels, SKU lines, addresses and first log line: a statement per
 * table, the rows of each as one JSON array (never a row at a time), all in the caller's
 * transaction.
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
                         destination_country, declared_value, declared_currency, insured, mail_type, package_count, declared_weight,
                         payment_flow, quote, estimate, estimate_currency, remark)
     values ($1, $2, $3, 'single', $4, $5, $6, $7, $8::numeric, $9, $10, $11, $12::numeric, $13, $14, $15, $16, $17::numeric,
             $18, $19::jsonb, $20::numeric, $21, $22)
     returning id`,
    [orderNo, o.customerId, o.user.userId, v.routeId, v.customerOrderNo ?? null, v.refNo1 ?? null, v.refNo2 ?? null, v.codAmount || null,
      v.ioss ?? null, v.eori ?? null, String(v.recipient.country).toUpperCase(), v.declaredValue, v.declaredCurrency, !!v.insured, v.mailType,
      piecesOf(v.parcels), totalWeightOf(v.parcels), o.paymentFlow, JSON.stringify(o.quote), o.quote.total, o.quote.currency, v.remark ?? null],
  );
  const id = Number(order.id);
  await q(
    `insert into order_package (order_id, seq, real_weight, length, width, height, box_count, box_no)
     select $1, p.seq, p.weight, p.length, p.width, p.height, p.count, p.box_no
       from jsonb_to_recordset($2::jsonb) as p(seq int, weight numeric, length numeric, width numeric, height numeric, count int, box_no text)`,
    [id, JSON.stringify(v.parcels.map((p, i) => ({ seq: i + 1, weight: p.weight, length: p.length || null, width: p.width || null, height: p.height || null, count: p.count, box_no: p.boxNo || null })))],
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
  await q(`insert into order_log (order_id, user_id, user_name, action, changes) values ($1, $2, $3, 'create', $4::jsonb)`, [
    id, o.user.userId, o.user.userName, JSON.stringify({ to: o.paymentFlow }),
  ]);
  return { id, orderNo };
}
