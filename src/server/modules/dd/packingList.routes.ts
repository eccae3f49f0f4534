/**
 * DD0601_01 packing-list query (N10, N11): the boxes of the caller's orders, one row a box (its
 * order, box and sub-order numbers, the SKU lines packed in it, weight and sizes), found by an
 * order, FBA or customer order number or a box number; exported through the download centre
 * (kind 'dd.packingList.xlsx'). Rows of customers outside the caller's scope are not there.
 */
import { defineRoutes } from '../../platform/route';
import { filtersParams, registerListExport } from '../../platform/jobs/listExport';
import { crudRoutes, customerRowScope, listRows, ownRows, type CrudSpec } from '../../platform/resource';
import screen from '../../../../schemas/dd/DD0601_01.json' with { type: 'json' };
import locale from '../../../../schemas/dd/DD0601_01.locale.json' with { type: 'json' };

const PAGE = 'dd/0601/01.html';
const ORDER_OF_BOX = '(select o.customer_id from orders o where o.id = t.order_id)';
const orderField = (col: string) => ({ col: '', expr: `(select o.${col} from orders o where o.id = t.order_id)` });
/** The lines packed in the box; an order whose lines name no box has one box, which holds them all. */
const LINES_OF_BOX = `from order_item i where i.order_id = t.order_id
  and (i.package_seq = t.seq or (i.package_seq is null and not exists (select 1 from order_package p2 where p2.order_id = t.order_id and p2.seq <> t.seq)))`;

export const packingList: CrudSpec = {
  base: 'dd/0601',
  authority: PAGE,
  noun: 'packed box',
  table: 'order_package',
  fields: {
    orderId: { col: 'order_id', kind: 'int' },
    orderNo: orderField('order_no'),
    customerOrderNo: orderField('customer_order_no'),
    fbaOrderNo: orderField('fba_order_no'),
    fbaShipmentId: orderField('fba_shipment_id'),
    customerName: { col: '', expr: `(select c.name from customer c where c.id = ${ORDER_OF_BOX})` },
    seq: { col: 'seq', kind: 'int' },
    boxNo: { col: 'box_no' },
    packageNo: { col: 'package_no' },
    skus: { col: '', expr: `(select string_agg(coalesce(i.model, i.name_en) || ' × ' || i.quantity, '; ' order by i.seq) ${LINES_OF_BOX})` },
    quantity: { col: '', kind: 'int', expr: `(select sum(i.quantity) ${LINES_OF_BOX})` },
    realWeight: { col: 'real_weight', kind: 'num' },
    length: { col: 'length', kind: 'num' },
    width: { col: 'width', kind: 'num' },
    height: { col: 'height', kind: 'num' },
    volumeWeight: { col: 'volume_weight', kind: 'num' },
    boxCount: { col: 'box_count', kind: 'int' },
  },
  filters: {
    numbers: {
      schema: { type: 'string', maxLength: 50 },
      where: (p) => `t.order_id in (select o.id from orders o where o.order_no = upper(${p}) or o.fba_order_no = upper(${p})
        or o.fba_shipment_id = upper(${p}) or o.customer_order_no = ${p})`,
    },
    boxNo: { schema: { type: 'string', maxLength: 50 }, where: (p) => `t.box_no = ${p}` },
  },
  orderBy: 't.order_id desc, t.seq',
  verbs: ['list'],
  rowScope: customerRowScope(ORDER_OF_BOX),
};

registerListExport('dd.packingList.xlsx', {
  authority: PAGE,
  screen,
  locale,
  params: filtersParams(packingList.filters),
  numbers: { realWeight: '0.000', volumeWeight: '0.000', length: '0.0', width: '0.0', height: '0.0' },
  widths: { skus: 40, customerName: 28, orderNo: 18 },
  page: ({ db, user, params, lang, config }, current, pageSize) =>
    listRows(packingList, db, lang, { ...params, current, pageSize }, (p) => ownRows(db, user, p, ORDER_OF_BOX), config.businessTimeZone),
});

export default defineRoutes(crudRoutes(packingList));
