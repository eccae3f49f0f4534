import { defineSeed } from '../../db/seed/define';
import { inTransaction, type TxQuery } from '../../platform/resource';
import { orderNoOf } from '../../../domain/orders/orderNo';
import { todayIn } from '../../../domain/time/index';
import { dictionaryLabel } from '../../../domain/dictionaries/index';

/**
 * Demo only: `customer`'s orders in every state the order screens show (a draft, placed,
 * audited, paid, cancelled; transferred with its channel tracking number, a failed transfer, a
 * reset one; an FBA shipment and a first-leg order; the station's work on some of them is the
 * station seed's, modules/wl/stationWork.seed.ts), and one of
 * `customer2`'s that `customer` must never see.
 * Deterministic numbers and days (counted back from the seed's day), so a demo reads the same
 * everywhere.
 */
interface DemoOrder {
  customer: string;
  daysAgo: number;
  /** The route's code; a first-leg order has none (its tariff prices it). */
  route?: string;
  country: string;
  paymentFlow: string;
  transferState?: string;
  transferMessage?: string;
  channelTrackingNo?: string;
  stationOp?: string;
  trackingStatus?: string;
  customerOrderNo?: string;
  /** Remarks on it (DD0205_04), the customer's then the staff's answer. */
  remarks?: [string, string][];
  estimate: string;
  parcels: string[];
  /** An FBA shipment (DD0103_01): its ids and Amazon warehouse; its cartons are numbered U001... and hold a line each. */
  fba?: { shipmentId: string; referenceId: string; warehouse: string };
  /** A first-leg order (DD1401_01): its tariff by transport mode, its overseas warehouse; cartons numbered C001... */
  firstLeg?: { transportMode: string; warehouse: string };
}

const ORDERS: DemoOrder[] = [
  { customer: 'C0001', daysAgo: 0, route: 'US-EXP', country: 'US', paymentFlow: 'draft', estimate: '186.50', parcels: ['2.3'] },
  { customer: 'C0001', daysAgo: 1, route: 'US-EXP', country: 'US', paymentFlow: 'placed', customerOrderNo: 'PO-2026-001', estimate: '402.00', parcels: ['3.1', '2.4'],
    remarks: [['上海示例贸易有限公司', '两箱请一起发，收件人周末不在'], ['陈客服', '已通知仓库合并出库']] },
  { customer: 'C0001', daysAgo: 2, route: 'GB-SPL', country: 'GB', paymentFlow: 'audited', customerOrderNo: 'PO-2026-002', estimate: '96.00', parcels: ['1.2'] },
  { customer: 'C0001', daysAgo: 3, route: 'EU-EXP', country: 'DE', paymentFlow: 'customer_paid', customerOrderNo: 'PO-2026-003', estimate: '233.40', parcels: ['4.0'],
    transferState: 'transferred', channelTrackingNo: 'SBX8800012345' },
  { customer: 'C0001', daysAgo: 4, route: 'US-ECO', country: 'US', paymentFlow: 'audited', estimate: '88.80', parcels: ['0.9'],
    transferMessage: 'SBX Express: recipient postcode 00000 is not served' },
  { customer: 'C0001', daysAgo: 5, route: 'US-EXP', country: 'US', paymentFlow: 'audited', estimate: '150.00', parcels: ['1.8'], transferState: 'reset' },
  { customer: 'C0001', daysAgo: 6, route: 'GB-SPL', country: 'GB', paymentFlow: 'cancelled', customerOrderNo: 'PO-2026-000', estimate: '64.00', parcels: ['1.0'] },
  { customer: 'C0001', daysAgo: 2, route: 'US-EXP', country: 'US', paymentFlow: 'placed', customerOrderNo: 'FBA-2026-001', estimate: '688.00', parcels: ['12.5', '11.8'],
    fba: { shipmentId: 'FBA15K7QX2ZL', referenceId: '4W8T3JQP', warehouse: 'ONT8' } },
  { customer: 'C0002', daysAgo: 1, route: 'US-EXP', country: 'US', paymentFlow: 'placed', customerOrderNo: 'ZXM-01', estimate: '120.00', parcels: ['1.5'] },
  { customer: 'C0001', daysAgo: 1, country: 'US', paymentFlow: 'placed', customerOrderNo: 'FL-2026-001', estimate: '732.00', parcels: ['20.2', '20.2', '20.2'],
    firstLeg: { transportMode: 'sea', warehouse: 'US' } },
  // Last, so the ids above stay as the screen fixtures recorded them. At the station
  // (modules/wl/stationWork.seed.ts): one kept for storage, one weighed out and loaded.
  { customer: 'C0001', daysAgo: 6, route: 'US-EXP', country: 'US', paymentFlow: 'audited', customerOrderNo: 'PO-2026-004', estimate: '168.20', parcels: ['2.6'] },
  { customer: 'C0001', daysAgo: 4, route: 'US-EXP', country: 'US', paymentFlow: 'customer_paid', customerOrderNo: 'PO-2026-005', estimate: '276.00', parcels: ['5.2'] },
  // At the station: weighed in, marked ready and dispatched for delivery (WL0301_01).
  { customer: 'C0001', daysAgo: 3, route: 'US-EXP', country: 'US', paymentFlow: 'customer_paid', customerOrderNo: 'PO-2026-006', estimate: '198.60', parcels: ['3.4'] },
  // Weighed in by the station's weighing upload (modules/wl/weighingUpload.seed.ts, WL0118_02).
  { customer: 'C0001', daysAgo: 2, route: 'US-EXP', country: 'US', paymentFlow: 'customer_paid', customerOrderNo: 'PO-2026-007', estimate: '142.80', parcels: ['2.3'] },
];

const SENDER = { name: '王发货', company: '上海示例贸易有限公司', country: 'CN', province: '上海', city: '上海', postcode: '200000', address1: '浦东新区示例路 1 号', phone: '021-60000100' };
const RECIPIENTS: Record<string, Record<string, string>> = {
  US: { name: 'John Smith', country: 'US', province: 'CA', city: 'Los Angeles', postcode: '90001', address1: '100 Main St', phone: '+1 213 555 0100' },
  GB: { name: 'Emma Brown', country: 'GB', city: 'London', postcode: 'SW1A 1AA', address1: '10 Example Road', phone: '+44 20 7946 0000' },
  DE: { name: 'Lena Müller', country: 'DE', city: 'Berlin', postcode: '10115', address1: 'Beispielstraße 5', phone: '+49 30 123456' },
};

/** One order, its parcels, two SKU lines, sender and recipient, and its first log line. `day`: its business day (its number). */
async function insertOrder(q: TxQuery, o: DemoOrder, day: string): Promise<void> {
  const [{ seq }] = await q<{ seq: string }>(`select nextval('order_no_seq') as seq`);
  const [order] = await q<{ id: string }>(
    `insert into orders (order_no, customer_id, created_by, route_id, customer_order_no, destination_country, declared_value, declared_currency,
                         package_count, declared_weight, payment_flow, transfer_state, transfer_method, transfer_message, channel_no, channel_tracking_no,
                         station_op, tracking_status, estimate, estimate_currency, ordered_at)
     select $1, c.id, u.id, r.id, $2, $3, $4::numeric, 'USD', $5, $6::numeric, $7, $8, r.transfer_method, $9, $10, $10, $11, $12, $13::numeric, r.currency,
            now() - ($14 || ' days')::interval
       from customer c
       left join route r on r.code = $15
       left join app_user u on u.customer_id = c.id
      where c.code = $16
      order by u.id limit 1
     returning id`,
    [orderNoOf(day, seq), o.customerOrderNo ?? null, o.country, '50.00', o.parcels.length, o.parcels.reduce((a, w) => a + Number(w), 0).toFixed(3),
      o.paymentFlow, o.transferState ?? 'not_transferred', o.transferMessage ?? null, o.channelTrackingNo ?? null,
      o.stationOp ?? 'not_arrived', o.trackingStatus ?? 'create_order', o.estimate, o.daysAgo, o.route ?? null, o.customer],
  );
  if (!order) return; // a demo route or customer renamed: nothing to attach
  await q(
    `insert into order_package (order_id, seq, real_weight, length, width, height, box_count)
     select $1, n, w::numeric, 30, 20, 15, 1 from unnest($2::text[]) with ordinality as p(w, n)`,
    [order.id, o.parcels],
  );
  await q(
    `insert into order_item (order_id, package_seq, seq, name_zh, name_en, customs_code, origin, unit, unit_price, unit_weight, quantity, qty_per_box)
     values ($1, 1, 1, '棉质T恤', 'Cotton T-shirt', '6109100021', 'CN', 'PCS', 8.50, 0.200, 5, 5),
            ($1, 1, 2, '帆布包', 'Canvas bag', '4202220000', 'CN', 'PCS', 12.00, 0.350, 2, 2)`,
    [order.id],
  );
  if (o.fba) await makeFba(q, order.id, o.fba);
  if (o.firstLeg) await makeFirstLeg(q, order.id, o.firstLeg);
  const addresses: [string, Record<string, string>][] = [['sender', SENDER], ...(o.fba || o.firstLeg ? [] : [['recipient', RECIPIENTS[o.country]] as [string, Record<string, string>]])];
  for (const [role, a] of addresses) {
    await q(
      `insert into order_address (order_id, role, name, company, country, province, city, postcode, address1, phone)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [order.id, role, a.name, a.company ?? null, a.country, a.province ?? null, a.city, a.postcode, a.address1, a.phone],
    );
  }
  await q(`insert into order_log (order_id, at, user_name, action, changes) values ($1, now() - ($2 || ' days')::interval, '演示数据', 'create', '{}')`, [order.id, o.daysAgo]);
  for (const [n, [userName, content]] of (o.remarks ?? []).entries()) {
    await q(`insert into order_remark (order_id, at, user_name, content) values ($1, now() - ($2 || ' days')::interval + ($3 || ' hours')::interval, $4, $5)`, [order.id, o.daysAgo, n + 1, userName, content]);
  }
}

/** The order as an FBA shipment: its ids, its warehouse as recipient, a box number per carton, the lines one per carton. */
async function makeFba(q: TxQuery, id: string, fba: NonNullable<DemoOrder['fba']>): Promise<void> {
  await q(`update orders set kind = 'fba', fba_shipment_id = $2, fba_order_no = $3, fba_warehouse = $4 where id = $1`, [id, fba.shipmentId, fba.referenceId, fba.warehouse]);
  await q(`update order_package set box_no = 'U' || lpad(seq::text, 3, '0') where order_id = $1`, [id]);
  await q(`update order_item set package_seq = least(seq, (select count(*) from order_package where order_id = $1)) where order_id = $1`, [id]);
  await q(
    `insert into order_address (order_id, role, name, company, country, province, city, postcode, address1)
     select $1, 'recipient', 'Amazon ' || code, company, country, province, city, postcode, address1 from fba_warehouse where code = $2`,
    [id, fba.warehouse],
  );
}

/** The order as a first-leg shipment: its tariff (the first of its transport mode) and currency, its warehouse as recipient, its cartons numbered. */
async function makeFirstLeg(q: TxQuery, id: string, leg: NonNullable<DemoOrder['firstLeg']>): Promise<void> {
  await q(
    `update orders o set kind = 'first_leg', trunk_tariff_id = t.id, estimate_currency = t.currency, overseas_warehouse = $3, transfer_method = null
       from (select t.id, t.currency from trunk_tariff t join transport_mode m on m.id = t.transport_mode_id where m.code = $2 order by t.id limit 1) t
      where o.id = $1`,
    [id, leg.transportMode, leg.warehouse],
  );
  await q(`update order_package set box_no = 'C' || lpad(seq::text, 3, '0'), length = 60, width = 50, height = 40 where order_id = $1`, [id]);
  await q(`insert into order_address (order_id, role, name, country) values ($1, 'recipient', $2, $3)`,
    [id, dictionaryLabel('overseasWarehouse', leg.warehouse, 'zh-CN'), leg.warehouse]);
}

export default defineSeed({
  name: 'demo orders',
  order: 300,
  async demo({ db, config }) {
    if ((await db.query(`select 1 from orders limit 1`)).length) return;
    const dayOf = (o: DemoOrder) => todayIn(config.businessTimeZone, Date.now() - o.daysAgo * 86_400_000);
    await inTransaction(db, async (q) => {
      for (const o of ORDERS) await insertOrder(q, o, dayOf(o));
    });
  },
});
