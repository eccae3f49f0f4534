/**
 * An order as DD0101_01's form holds it (DD0205_03 opens it so, and an edit's changes are found
 * against it): the order's values, its addresses by role, its parcels and SKU lines in order. An
 * FBA order's ids and warehouse, and the carton of each line, are there for DD0103_01; a first-leg
 * order's tariff (with its modes) and overseas warehouse for DD1401_01, which has no recipient,
 * route or mail type: the warehouse and the tariff stand for them.
 */
import type { TxQuery } from '../../platform/resource';
import type { FieldChange } from '../../../domain/orders/orderEdit';
import { TARIFF_FROM, TARIFF_NAME } from './trunkTariffs';

export async function orderFormValues(q: TxQuery, id: number): Promise<Record<string, unknown>> {
  return (await readOrderForm(q, id))?.values ?? ({} as Record<string, unknown>);
}

/**
 * The order as its form holds it, with its order time and kind (pricing it again at a station needs
 * both): one statement, its addresses, parcels and lines as json beside the row, so a weighing scan
 * waits for one round trip where it waited for five. Undefined when the order does not exist.
 */
export async function readOrderForm(q: TxQuery, id: number): Promise<{ values: Record<string, unknown>; orderedAt: Date; kind: string } | undefined> {
  const [order] = await q<Record<string, unknown> & { orderedAt: Date; addresses: ({ role: string } & Record<string, unknown>)[]; parcels: unknown[]; items: Record<string, unknown>[] }>(
    `select o.id, o.customer_id as "customerId", o.route_id as "routeId", o.customer_order_no as "customerOrderNo", o.mail_type as "mailType",
            o.ref_no1 as "refNo1", o.ref_no2 as "refNo2", o.declared_value::text as "declaredValue", o.declared_currency as "declaredCurrency",
            o.insured, o.cod_amount::text as "codAmount", o.ioss, o.eori, o.remark,
            o.fba_shipment_id as "fbaShipmentId", o.fba_order_no as "fbaOrderNo", o.fba_warehouse as "fbaWarehouse", o.kind,
            o.trunk_tariff_id as "trunkTariffId", o.overseas_warehouse as "overseasWarehouse",
            t.transport_mode_id as "transportModeId", t.delivery_mode_id as "deliveryModeId", o.ordered_at as "orderedAt",
            (select coalesce(json_agg(json_build_object('role', a.role, 'name', a.name, 'company', a.company, 'phone', a.phone, 'country', a.country,
                      'province', a.province, 'city', a.city, 'postcode', a.postcode, 'address1', a.address1, 'address2', a.address2, 'email', a.email,
                      'taxId', a.tax_id)), '[]') from order_address a where a.order_id = o.id) as addresses,
            -- Written as the form writes them (60, not 60.00): its size and weight rules allow no idle zeros.
            (select coalesce(json_agg(json_build_object('weight', trim_scale(p.real_weight)::text, 'length', trim_scale(p.length)::text,
                      'width', trim_scale(p.width)::text, 'height', trim_scale(p.height)::text, 'count', p.box_count, 'boxNo', p.box_no) order by p.seq), '[]')
               from order_package p where p.order_id = o.id) as parcels,
            (select coalesce(json_agg(json_build_object('boxNo', p.box_no, 'nameZh', i.name_zh, 'nameEn', i.name_en, 'customsCode', i.customs_code,
                      'origin', i.origin, 'unit', i.unit, 'unitPrice', i.unit_price::text, 'unitWeight', i.unit_weight::text, 'quantity', i.quantity,
                      'qtyPerBox', i.qty_per_box, 'brand', i.brand, 'model', i.model, 'material', i.material, 'purpose', i.purpose) order by i.seq), '[]')
               from order_item i left join order_package p on p.order_id = i.order_id and p.seq = i.package_seq where i.order_id = o.id) as items
       from orders o left join trunk_tariff t on t.id = o.trunk_tariff_id where o.id = $1`,
    [id],
  );
  if (!order) return undefined;
  const { kind, orderedAt, addresses, parcels, items, fbaShipmentId, fbaOrderNo, fbaWarehouse, trunkTariffId, overseasWarehouse, transportModeId, deliveryModeId, ...values } = order;
  const byRole = Object.fromEntries(addresses.map(({ role, ...a }) => [role, a]));
  const fba = kind === 'fba';
  // Each form gets back only what it holds: it would send anything else back, and be refused.
  const lines = items.map(({ boxNo, ...line }) => (fba ? { boxNo, ...line } : line));
  const own = fba ? { fbaShipmentId, fbaOrderNo, fbaWarehouse }
    : kind === 'first_leg' ? { trunkTariffId, overseasWarehouse, transportModeId, deliveryModeId } : {};
  const { mailType, routeId, ...common } = values;
  const routed = kind === 'first_leg' ? {} : { mailType, routeId, recipient: byRole.recipient ?? {} };
  return {
    kind: String(kind),
    orderedAt: new Date(orderedAt),
    values: { ...common, ...routed, ...own, id: Number(order.id), sender: byRole.sender ?? {}, importer: byRole.importer ?? null, exporter: byRole.exporter ?? null, parcels, items: lines },
  };
}

/**
 * A changed route is logged by its codes, which read alike in both languages; a changed first-leg
 * tariff by its name in both (the log is read in either).
 */
export async function withNames(q: TxQuery, changes: FieldChange[]): Promise<FieldChange[]> {
  const route = changes.find((c) => c.field === 'routeId');
  const tariff = changes.find((c) => c.field === 'trunkTariffId');
  if (!route && !tariff) return changes;
  const ids = (c?: FieldChange) => (c ? [c.from, c.to].map(Number) : []);
  const [routes, tariffs] = await Promise.all([
    route ? q<{ id: number; code: string }>(`select id, code from route where id = any($1::int[])`, [ids(route)]) : [],
    tariff ? q<{ id: number; zh: string; en: string }>(
      `select t.id, ${TARIFF_NAME.zh} as zh, ${TARIFF_NAME.en} as en from ${TARIFF_FROM} where t.id = any($1::int[])`, [ids(tariff)]) : [],
  ]);
  const code = (id: unknown) => routes.find((r) => r.id === Number(id))?.code ?? id;
  const name = (id: unknown) => { const t = tariffs.find((r) => r.id === Number(id)); return t ? { 'zh-CN': t.zh, 'en-US': t.en } : id; };
  return changes.map((c) => (c === route ? { ...c, from: code(c.from), to: code(c.to) } : c === tariff ? { ...c, from: name(c.from), to: name(c.to) } : c));
}
