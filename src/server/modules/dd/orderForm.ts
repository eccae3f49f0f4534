/**
 * An order as DD0101_01's form holds it (DD0205_03 opens it so, and an edit's changes are found
 * against it): the order's values, its addresses by role, its parcels and SKU lines in order. An
 * FBA order's ids and warehouse, and the carton of each line, are there for DD0103_01.
 */
import type { TxQuery } from '../../platform/resource';
import type { FieldChange } from '../../../domain/orders/orderEdit';

export async function orderFormValues(q: TxQuery, id: number): Promise<Record<string, unknown>> {
  const [order] = await q<Record<string, unknown>>(
    `select o.id, o.customer_id as "customerId", o.route_id as "routeId", o.customer_order_no as "customerOrderNo", o.mail_type as "mailType",
            o.ref_no1 as "refNo1", o.ref_no2 as "refNo2", o.declared_value::text as "declaredValue", o.declared_currency as "declaredCurrency",
            o.insured, o.cod_amount::text as "codAmount", o.ioss, o.eori, o.remark,
            o.fba_shipment_id as "fbaShipmentId", o.fba_order_no as "fbaOrderNo", o.fba_warehouse as "fbaWarehouse", o.kind
       from orders o where o.id = $1`,
    [id],
  );
  const [addresses, parcels, items] = await Promise.all([
    q<{ role: string } & Record<string, unknown>>(
      `select role, name, company, phone, country, province, city, postcode, address1, address2, email, tax_id as "taxId"
         from order_address where order_id = $1`,
      [id],
    ),
    q(`select real_weight::text as weight, length::text, width::text, height::text, box_count as count, box_no as "boxNo"
         from order_package where order_id = $1 order by seq`, [id]),
    q(`select p.box_no as "boxNo", i.name_zh as "nameZh", i.name_en as "nameEn", i.customs_code as "customsCode", i.origin, i.unit,
              i.unit_price::text as "unitPrice", i.unit_weight::text as "unitWeight", i.quantity, i.qty_per_box as "qtyPerBox", i.brand, i.model,
              i.material, i.purpose
         from order_item i left join order_package p on p.order_id = i.order_id and p.seq = i.package_seq
        where i.order_id = $1 order by i.seq`, [id]),
  ]);
  const byRole = Object.fromEntries(addresses.map(({ role, ...a }) => [role, a]));
  // The FBA fields, a line's carton among them, are an FBA order's only: the order form has none to send back.
  const { kind, fbaShipmentId, fbaOrderNo, fbaWarehouse, ...values } = order;
  const fba = kind === 'fba';
  const lines = items.map(({ boxNo, ...line }: Record<string, unknown>) => (fba ? { boxNo, ...line } : line));
  return { ...values, ...(fba ? { fbaShipmentId, fbaOrderNo, fbaWarehouse } : {}), id: Number(order.id), sender: byRole.sender ?? {}, recipient: byRole.recipient ?? {}, importer: byRole.importer ?? null, exporter: byRole.exporter ?? null, parcels, items: lines };
}

/** A changed route is logged by its codes, which read alike in both languages. */
export async function withRouteCodes(q: TxQuery, changes: FieldChange[]): Promise<FieldChange[]> {
  const route = changes.find((c) => c.field === 'routeId');
  if (!route) return changes;
  const rows = await q<{ id: number; code: string }>(`select id, code from route where id = any($1::int[])`, [[route.from, route.to]]);
  const code = (id: unknown) => rows.find((r) => r.id === Number(id))?.code ?? id;
  return changes.map((c) => (c === route ? { ...c, from: code(c.from), to: code(c.to) } : c));
}
