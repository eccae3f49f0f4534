/**
 * What an order's shipping documents (the commercial invoice, the packing list) say about it: its
 * numbers, date and customs ids, its exporter and importer (the order's own, else its sender and
 * recipient: a parcel's shipper and consignee stand for them), and its cartons with what each holds.
 *
 * Cartons: once the station has ended the packing (WL0111_01), the cartons it packed, each with
 * the quantities of the SKU lines in it; before that, the parcels the customer declared (a parcel
 * line of N boxes is N cartons alike), each with the SKU lines that name it. Lines that name no
 * parcel are in the order's only parcel line; with several, they are listed apart ("no carton").
 */
import type { TxQuery } from '../../platform/resource';
import { AppError } from '../../platform/errors';
import { t, type Lang } from '../../platform/i18n';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import type { PaymentFlowState } from '../../../domain/orders/orderStates';
import './orders.messages';
import type { CartonGroup } from '../../../domain/invoices/invoice';

export interface OrderHead {
  id: number;
  orderNo: string;
  paymentFlow: PaymentFlowState;
  customerOrderNo: string | null;
  trackingNo: string | null;
  refNo1: string | null;
  refNo2: string | null;
  fbaShipmentId: string | null;
  orderedAt: Date;
  destination: string | null;
  destinationZh: string | null;
  destinationEn: string | null;
  declaredCurrency: string | null;
  ioss: string | null;
  eori: string | null;
  packageCount: number;
}

export async function orderHead(q: TxQuery, id: number): Promise<OrderHead | undefined> {
  const [o] = await q<OrderHead>(
    `select o.id::int as id, o.order_no as "orderNo", o.payment_flow as "paymentFlow", o.customer_order_no as "customerOrderNo",
            o.channel_tracking_no as "trackingNo", o.ref_no1 as "refNo1", o.ref_no2 as "refNo2", o.fba_shipment_id as "fbaShipmentId",
            o.ordered_at as "orderedAt", o.destination_country as destination, c.name_zh as "destinationZh", c.name_en as "destinationEn",
            o.declared_currency as "declaredCurrency", o.ioss, o.eori, o.package_count as "packageCount"
       from orders o left join country c on c.code = o.destination_country where o.id = $1`, [id]);
  return o ? { ...o, orderedAt: new Date(o.orderedAt) } : undefined;
}

/** Refuses what the order's payment flow does not allow (`allowed`), naming the order, its state and the action (a message key). */
export function refuseUnless(allowed: boolean, o: { orderNo: string; paymentFlow: PaymentFlowState }, action: string, lang: Lang): void {
  if (!allowed) throw new AppError('orders.stateRefused', { orderNo: o.orderNo, state: dictionaryLabel('paymentFlow', o.paymentFlow, lang), action: t(lang, action) });
}

export interface Party {
  name: string | null;
  company: string | null;
  address: string;
  place: string;
  country: string | null;
  phone: string | null;
  taxId: string | null;
  email: string | null;
}

const join = (sep: string, ...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(sep);

/** The exporter and importer: the order's own addresses of those roles, else the sender and the recipient. */
export async function orderParties(q: TxQuery, id: number): Promise<{ exporter: Party | null; importer: Party | null }> {
  const rows = await q<{ role: string; name: string | null; company: string | null; country: string | null; province: string | null; city: string | null; postcode: string | null;
    address1: string | null; address2: string | null; address3: string | null; phone: string | null; tax_id: string | null; email: string | null }>(
    `select role, name, company, country, province, city, postcode, address1, address2, address3, phone, tax_id, email from order_address where order_id = $1`, [id]);
  const party = (...roles: string[]): Party | null => {
    const a = roles.map((r) => rows.find((row) => row.role === r)).find((row) => row && (row.name || row.company));
    return a ? {
      name: a.name, company: a.company, address: join(' ', a.address1, a.address2, a.address3), place: join(' ', a.city, a.province, a.postcode),
      country: a.country, phone: a.phone, taxId: a.tax_id, email: a.email,
    } : null;
  };
  return { exporter: party('exporter', 'sender'), importer: party('importer', 'recipient') };
}

/** One line of the order's goods in a carton. */
export interface PackedLine { nameZh: string; nameEn: string; customsCode: string; unit: string | null; unitWeight: string; quantity: number }

/** Cartons alike (a parcel line of N boxes), numbered `first` … `first + count - 1` among the order's cartons. */
export interface PackedCartons extends CartonGroup {
  /** The box number written on them, if any. */
  boxNo: string | null;
  first: number;
  weight: string;
  lines: PackedLine[];
}

export interface OrderCartons {
  /** 'station': packed at the station; 'declared': the customer's parcels. */
  source: 'station' | 'declared';
  cartons: PackedCartons[];
  /** Lines in no carton (declared parcels, several, none named by the line). */
  loose: PackedLine[];
}

const LINE_COLUMNS = `i.name_zh as "nameZh", i.name_en as "nameEn", i.customs_code as "customsCode", i.unit, i.unit_weight::text as "unitWeight"`;

export async function orderCartons(q: TxQuery, id: number): Promise<OrderCartons> {
  const station = await q<{ id: number; boxNo: string; weight: string; length: string | null; width: string | null; height: string | null; lines: PackedLine[] }>(
    `select c.id::int as id, c.box_no as "boxNo", c.weight::text as weight, trim_scale(c.length)::text as length, trim_scale(c.width)::text as width,
            trim_scale(c.height)::text as height,
            (select coalesce(json_agg(json_build_object('nameZh', i.name_zh, 'nameEn', i.name_en, 'customsCode', i.customs_code, 'unit', i.unit,
                      'unitWeight', i.unit_weight::text, 'quantity', ci.quantity) order by i.seq), '[]')
               from packing_carton_item ci join order_item i on i.id = ci.order_item_id where ci.carton_id = c.id) as lines
       from packing_carton c join orders o on o.id = c.order_id where c.order_id = $1 and o.packing_state = 'ended' order by c.box_no, c.id`, [id]);
  if (station.length) {
    return { source: 'station', loose: [], cartons: station.map((c, n) => ({ boxNo: c.boxNo, first: n + 1, count: 1, weight: c.weight, length: c.length, width: c.width, height: c.height, lines: c.lines })) };
  }
  const parcels = await q<{ seq: number; boxNo: string | null; count: number; weight: string; length: string | null; width: string | null; height: string | null }>(
    `select seq, box_no as "boxNo", box_count as count, real_weight::text as weight, trim_scale(length)::text as length, trim_scale(width)::text as width,
            trim_scale(height)::text as height
       from order_package where order_id = $1 order by seq`, [id]);
  const lines = await q<PackedLine & { packageSeq: number | null }>(
    `select i.package_seq as "packageSeq", ${LINE_COLUMNS}, i.quantity from order_item i where i.order_id = $1 order by i.seq`, [id]);
  const only = parcels.length === 1;
  let first = 1;
  const cartons = parcels.map((p) => {
    const group: PackedCartons = { ...p, first, lines: lines.filter((l) => l.packageSeq === p.seq || (only && l.packageSeq === null)).map(withoutSeq) };
    first += p.count;
    return group;
  });
  const packed = new Set(parcels.map((p) => p.seq));
  const loose = lines.filter((l) => (l.packageSeq === null ? !only : !packed.has(l.packageSeq))).map(withoutSeq);
  return { source: 'declared', cartons, loose };
}

const withoutSeq = ({ packageSeq: _seq, ...line }: PackedLine & { packageSeq: number | null }): PackedLine => line;
