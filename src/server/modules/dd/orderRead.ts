/**
 * An order as the screens read it: a list row (DD0205_01) and the whole order (DD0205_02).
 * Names are the reader's language; money and weights are decimal strings; times are instants.
 */
import type { Database } from '../../db/connection';
import type { Lang } from '../../platform/i18n';
import { AppError } from '../../platform/errors';
import { instantSql } from '../../platform/time';
import { paymentStatusOf, type PaymentFlowState } from '../../../domain/orders/orderStates';
import { localizeQuote } from '../../../domain/pricing/messages';
import { changesText } from './orderLogText';
import type { Quote } from '../../../domain/pricing/types';

const nameCol = (lang: Lang) => (lang === 'en-US' ? 'name_en' : 'name_zh');

/** One list row, decorated: the customer, the route and the destination by name; `extra` columns first (the detail's quote). */
export const ORDER_ROW_SELECT = (lang: Lang, extra = '') => `
  select ${extra}o.id, o.order_no, o.kind, o.customer_id, c.code as customer_code, c.name as customer_name,
         o.customer_order_no, o.channel_no, o.channel_tracking_no, o.ref_no1, o.ref_no2, o.fba_order_no, o.fba_shipment_id, o.fba_warehouse, o.overseas_warehouse,
         o.route_id, r.${nameCol(lang)} as route_name, o.destination_country, co.${nameCol(lang)} as country_name,
         o.package_count, o.declared_weight::text, o.entered_weight::text, o.in_weight::text, o.out_weight::text,
         o.channel_weight::text, o.billing_weight::text, o.declared_value::text, o.declared_currency,
         o.cod_amount::text, o.ioss, o.eori, o.insured, o.mail_type,
         o.estimate::text, o.estimate_currency, o.payment_flow, o.transfer_state, o.transfer_method, o.transfer_message,
         o.station_op, o.tracking_status, o.remark, ${instantSql('o.ordered_at')} as ordered_at
    from orders o
    join customer c on c.id = o.customer_id
    left join route r on r.id = o.route_id
    left join country co on co.code = o.destination_country`;

export interface OrderRow {
  id: number | string;
  order_no: string;
  kind: string;
  customer_id: number;
  customer_code: string;
  customer_name: string;
  customer_order_no: string | null;
  channel_no: string | null;
  channel_tracking_no: string | null;
  ref_no1: string | null;
  ref_no2: string | null;
  fba_order_no: string | null;
  fba_shipment_id: string | null;
  fba_warehouse: string | null;
  overseas_warehouse: string | null;
  route_id: number | null;
  route_name: string | null;
  destination_country: string | null;
  country_name: string | null;
  package_count: number;
  declared_weight: string | null;
  entered_weight: string | null;
  in_weight: string | null;
  out_weight: string | null;
  channel_weight: string | null;
  billing_weight: string | null;
  declared_value: string | null;
  declared_currency: string | null;
  cod_amount: string | null;
  ioss: string | null;
  eori: string | null;
  insured: boolean;
  mail_type: string;
  estimate: string | null;
  estimate_currency: string | null;
  payment_flow: PaymentFlowState;
  transfer_state: string;
  transfer_method: string | null;
  transfer_message: string | null;
  station_op: string;
  tracking_status: string;
  remark: string | null;
  ordered_at: string;
}

export function orderOut(r: OrderRow) {
  return {
    id: Number(r.id),
    orderNo: r.order_no,
    kind: r.kind,
    customerId: r.customer_id,
    customerCode: r.customer_code,
    customerName: r.customer_name,
    customerOrderNo: r.customer_order_no,
    channelNo: r.channel_no,
    channelTrackingNo: r.channel_tracking_no,
    refNo1: r.ref_no1,
    refNo2: r.ref_no2,
    fbaOrderNo: r.fba_order_no,
    fbaShipmentId: r.fba_shipment_id,
    fbaWarehouse: r.fba_warehouse,
    overseasWarehouse: r.overseas_warehouse,
    routeId: r.route_id,
    routeName: r.route_name,
    destinationCountry: r.destination_country,
    countryName: r.country_name,
    packageCount: r.package_count,
    declaredWeight: r.declared_weight,
    enteredWeight: r.entered_weight,
    inWeight: r.in_weight,
    outWeight: r.out_weight,
    channelWeight: r.channel_weight,
    billingWeight: r.billing_weight,
    declaredValue: r.declared_value,
    declaredCurrency: r.declared_currency,
    codAmount: r.cod_amount,
    ioss: r.ioss,
    eori: r.eori,
    insured: r.insured,
    mailType: r.mail_type,
    estimate: r.estimate,
    estimateCurrency: r.estimate_currency,
    paymentFlow: r.payment_flow,
    paymentStatus: paymentStatusOf(r.payment_flow),
    transferState: r.transfer_state,
    transferMethod: r.transfer_method,
    transferMessage: r.transfer_message,
    stationOp: r.station_op,
    trackingStatus: r.tracking_status,
    remark: r.remark,
    orderedAt: r.ordered_at,
  };
}

/** The whole order: its row, parcels, lines, addresses, remarks and log (newest last). */
export async function orderDetail(db: Pick<Database, 'query'>, id: number, lang: Lang) {
  const [row] = await db.query<OrderRow & { quote: unknown }>(`${ORDER_ROW_SELECT(lang, 'o.quote, ')} where o.id = $1`, [id]);
  if (!row) throw new AppError('orders.notFound');
  const [packages, items, addresses, remarks, log, [station]] = await Promise.all([
    db.query(
      `select seq, package_no as "packageNo", channel_no as "channelNo", real_weight::text as "realWeight", volume_weight::text as "volumeWeight",
              length::text, width::text, height::text, box_count as "boxCount", box_no as "boxNo", pallet
         from order_package where order_id = $1 order by seq`,
      [id],
    ),
    db.query(
      `select i.seq, i.package_seq as "packageSeq", p.box_no as "boxNo", i.name_zh as "nameZh", i.name_en as "nameEn", i.customs_code as "customsCode",
              i.origin, i.unit, i.unit_price::text as "unitPrice", i.unit_weight::text as "unitWeight", i.quantity, i.qty_per_box as "qtyPerBox",
              i.brand, i.model, i.material, i.purpose
         from order_item i left join order_package p on p.order_id = i.order_id and p.seq = i.package_seq
        where i.order_id = $1 order by i.seq`,
      [id],
    ),
    db.query(
      `select role, name, company, country, province, city, postcode, address1, address2, address3, phone, tax_id as "taxId", email
         from order_address where order_id = $1
        order by array_position(array['sender', 'recipient', 'importer', 'exporter'], role)`,
      [id],
    ),
    db.query(`select id, ${instantSql('at')} as at, user_name as "userName", content from order_remark where order_id = $1 order by at, id`, [id]),
    db.query(`select id, ${instantSql('at')} as at, user_name as "userName", action, changes from order_log where order_id = $1 order by at, id`, [id]),
    // What the station measured (the weights tab): sizes, volumetric and load weights, the weight it was priced again at.
    db.query(
      `select o.in_volume_weight::text as "inVolumeWeight",
              case when o.in_length is not null then concat_ws('×', trim_scale(o.in_length), trim_scale(o.in_width), trim_scale(o.in_height)) end as "inSize",
              o.in_box_count as "inBoxCount", o.load_weight::text as "loadWeight", o.station_quote->>'chargeableWeight' as "stationChargeableWeight",
              s.${nameCol(lang)} as "stationName", o.loading_state as "loadingState", m.manifest_no as "manifestNo"
         from orders o left join station s on s.id = o.station_id left join loading_manifest m on m.id = o.manifest_id where o.id = $1`,
      [id],
    ),
  ]);
  // The stored quote keeps its texts as messages: answered in the reader's language, with the keys
  // behind them so the trace view renders either language (as the trial's texts: 'keys').
  const quote = row.quote ? localizeQuote(row.quote as Quote, lang, 'keys', 'keys') : null;
  const logLines = log.map(({ changes, ...line }) => ({ ...line, changes: changesText(changes as Record<string, unknown>, lang) }));
  return { ...orderOut(row), ...station, quote, packages, items, addresses, remarks, log: logLines };
}
