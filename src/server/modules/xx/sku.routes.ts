/**
 * XX0301_01 SKU library and XX0301_02 SKU edit: a customer's products as an order declares them
 * (`sku`, migration 0311; an order copies one into its order_item, same columns, same limits).
 * A customer account sees its own, staff the customers in their data scope. The list page lets
 * look (and export, `sku.export.ts`); adding, editing and deleting need the edit page, which the
 * manager, who has the list from the KF tree, does not hold (SCREENS.md §11: read-only).
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { formBody } from '../../platform/formBody';
import { claimOwner, crudRoutes, customerRowScope, S, type CrudSpec } from '../../platform/resource';
import { registerSkuExport } from './sku.export';
import './sku.messages';
import XX0301_02 from '../../../../schemas/xx/XX0301_02.json' with { type: 'json' };

/** A text filter as typed: normalised (full-width, spaces), matched literally (strpos: no wildcards). */
const typed = (max: number) => ({ type: 'string', maxLength: max, 'x-normalize': true });
const contains = (col: string, p: string) => `strpos(lower(${col}), lower(${p})) > 0`;

export const sku: CrudSpec = {
  base: 'xx/0301',
  authority: 'xx/0301/01.html',
  writeAuthority: 'xx/0301/02.html',
  noun: 'SKU',
  table: 'sku',
  body: formBody(XX0301_02, undefined, { id: true }),
  fields: {
    customerId: { col: 'customer_id', kind: 'int' },
    sku: { col: 'sku' },
    nameZh: { col: 'name_zh' },
    nameEn: { col: 'name_en' },
    customsCode: { col: 'customs_code' },
    origin: { col: 'origin' },
    unit: { col: 'unit' },
    unitPrice: { col: 'unit_price', kind: 'num' },
    unitWeight: { col: 'unit_weight', kind: 'num' },
    qtyPerBox: { col: 'qty_per_box', kind: 'int' },
    brand: { col: 'brand' },
    model: { col: 'model' },
    material: { col: 'material' },
    purpose: { col: 'purpose' },
    customerName: { col: '', expr: '(select c.name from customer c where c.id = t.customer_id)' },
  },
  filters: {
    sku: { schema: typed(50), where: (p) => contains('t.sku', p) },
    // The description in either language.
    description: { schema: typed(100), where: (p) => `(${contains('t.name_zh', p)} or ${contains('t.name_en', p)})` },
    // A customs code's first digits find the codes under it (a chapter, a heading).
    customsCode: { schema: { type: 'string', pattern: '^\\d{1,10}$' }, where: (p) => `starts_with(t.customs_code, ${p})` },
    customerId: { schema: S.int(1), where: (p) => `t.customer_id = ${p}` },
  },
  orderBy: 't.customer_id, t.sku',
  remove: true,
  rowScope: customerRowScope(),
  outOfScope: 'auth.dataForbidden',
  async validate(body, q, req) {
    claimOwner(body, req);
    if (body.sku == null) return [];
    // A SKU is its customer's once; said here with its code, under its field (the unique key is the guarantee).
    const [owner] = body.id ? await q<{ customerId: number }>(`select customer_id as "customerId" from sku where id = $1`, [body.id]) : [{ customerId: body.customerId }];
    if (!owner) return [];
    const taken = await q(`select 1 from sku where customer_id = $1 and sku = $2 and id <> $3`, [owner.customerId, body.sku, body.id ?? 0]);
    if (taken.length) throw new AppError('sku.taken', { sku: body.sku }).onFields('sku');
    return [];
  },
};

registerSkuExport(sku);

export default defineRoutes(crudRoutes(sku));
