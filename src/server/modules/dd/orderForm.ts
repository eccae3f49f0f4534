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
  const [order] = await q<Record<string, unknown>>(
    `select o.id, o.customer_id as "customerId", o.route_id as "routeId", o.customer_order_no as "customerOrderNo", o.mail_type as "mailType",
            o.ref_no1 as "refNo1", o.ref_no2 as "refNo2", o.declared_value::text as "declaredValue", o.declared_currency as "declaredCurrency",
            o.insured, o.cod_amount::text as "codAmount", o.ioss, o.eori, o.remark,
            o.fba_shipment_id as "fbaShipmentId", o.fba_order_no as "fbaOrderNo", o.fba_warehouse as "fbaWarehouse", o.kind,
            o.trunk_tariff_id as "trunkTariffId", o.overseas_warehouse as "overseasWarehouse",
            t.transport_mode_id as "transportModeId", t.delivery_mode_id as "deliveryModeId"
       from orders o left join trunk_tariff t on t.id = o.trunk_tariff_id where o.id = $1`,
    [id],
  );
  const [addresses, parcels, items] = await Promise.all([
    q<{ role: string } & Record<string, unknown>>(
      `select role, name, company, phone, country, province, city, postcode, address1, address2, email, tax_id as "taxId"
         from order_address where order_id = $1`,
      [id],
    ),
    // Written as the form writes them (60, not 60.00): its size and weight rules allow no idle zeros.
    q(`select trim_scale(real_weight)::text as weight, trim_scale(length)::text as length, trim_scale(width)::text as width,
              trim_scale(height)::text as height, box_count as count, box_no as "boxNo"
         from order_package where order_id = $1 order by seq`, [id]),
    q(`select p.box_no as "boxNo", i.name_zh as "nameZh", i.name_en as "nameEn", i.customs_code as "customsCode", i.origin, i.unit,
              i.unit_price::text as "unitPrice", i.unit_weight::text as "unitWeight", i.quantity, i.qty_per_box as "qtyPerBox", i.brand, i.model,
              i.material, i.purpose
         from order_item i left join order_package p on p.order_id = i.order_id and p.seq = i.package_seq
        where i.order_id = $1 order by i.seq`, [id]),
  ]);
  const byRole = Object.fromEntries(addresses.map(({ role, ...a }) => [role, a]));
  const { kind, fbaShipmentId, fbaOrderNo, fbaWarehouse, trunkTariffId, overseasWarehouse, transportModeId, deliveryModeId, ...values } = order;
  const fba = kind === 'fba';
  // Each form gets back only what it holds: it would send anything else back, and be refused.
  const lines = items.map(({ boxNo, ...line }: Record<string, unknown>) => (fba ? { boxNo, ...line } : line));
  const own = fba ? { fbaShipmentId, fbaOrderNo, fbaWarehouse }
    : kind === 'first_leg' ? { trunkTariffId, overseasWarehouse, transportModeId, deliveryModeId } : {};
  const { mailType, routeId, ...common } = values;
  const routed = kind === 'first_leg' ? {} : { mailType, routeId, recipient: byRole.recipient ?? {} };
  return { ...common, ...routed, ...own, id: Number(order.id), sender: byRole.sender ?? {}, importer: byRole.importer ?? null, exporter: byRole.exporter ?? null, parcels, items: lines };
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
